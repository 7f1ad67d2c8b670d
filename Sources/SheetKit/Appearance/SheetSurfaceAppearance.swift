/// What the UIKit layer draws for a sheet's surface: the radius and corners to round, how
/// much of it is glass, and its border. The sheet's own surface (``SheetGlassGeometry``), or,
/// while other sheets are stacked on it, its surface stepped back (``SheetStackEffect``).
///
/// ## The rule
/// - Not stepped back (no stack effect, or one at level 0): the surface's own corner radius,
///   rounded corners and border width.
/// - Stepped back (level above 0): the stack effect's radius, which is the visible radius
///   divided by its scale, so the scaled sheet shows
///   ``SheetStackConfiguration/steppedBackCornerRadius``; all four corners rounded (a sheet
///   that steps back lifts off its edge, so its attached corners come into view); the border
///   width divided by the scale, so the scaled border keeps its width on screen.
/// - The glass opacity is the surface's in both cases: stepping back changes the geometry,
///   not the material.
package struct SheetSurfaceAppearance: Hashable, Sendable {
    /// The corner radius to give the surface before any stack transform, in points.
    package let cornerRadius: Double
    /// The corners to round.
    package let roundedCorners: SheetCorners
    /// How much of the surface is glass, in 0...1 (see ``SheetGlassGeometry/glassOpacity``).
    package let glassOpacity: Double
    /// The border's width before any stack transform, in points (0 = none).
    package let borderWidth: Double

    /// Every corner.
    static let allCorners: SheetCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// The appearance of `surface`, stepped back by `stack` when it is given.
    /// - Parameters:
    ///   - surface: The sheet's own surface at its current extent.
    ///   - stack: The stack effect while sheets are stacked on this one; `nil` (or an effect at
    ///     level 0) when none is.
    package init(surface: SheetGlassGeometry, stack: SheetStackEffect? = nil) {
        glassOpacity = surface.glassOpacity
        guard let stack, stack.level > 0 else {
            cornerRadius = surface.cornerRadius
            roundedCorners = surface.roundedCorners
            borderWidth = surface.borderWidth
            return
        }
        // The effect's scale is at least 0.5¹⁶ (its configuration's floor), never 0.
        cornerRadius = stack.cornerRadius
        roundedCorners = Self.allCorners
        borderWidth = surface.borderWidth / stack.scale
    }
}
