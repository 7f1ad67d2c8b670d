/// A sheet's surface under the iOS 26 design for one extent: how far it floats inside the
/// container's edges, the radius of its corners, and how much of it is glass.
///
/// ## The rule
/// iOS 26 system sheets float at partial heights, inset from the screen's edges with a Liquid
/// Glass background and corners that nest in the display's curved corners; as a sheet grows
/// to full height its background turns opaque and it anchors to the screen's edges (WWDC25
/// "Build a UIKit app with the new design" and "Build a SwiftUI app with the new design").
/// SheetKit states that as a *floating fraction* `f` of the extent (1 = floating,
/// 0 = attached):
///
/// - two or more detents: `f = 1` at and below the next-to-largest detent, `f = 0` at and above
///   the largest, linear in extent between them (the same span and shape as
///   ``PresentingViewEffect``'s scaling, so the presenting view recedes while the sheet
///   attaches);
/// - one detent that reaches the layout's maximum extent (within
///   ``ResolvedDetents/mergeTolerance``): `f = 0` at every extent (a full-height sheet is
///   opaque and edge-to-edge, also while it slides in);
/// - one detent below the maximum (a partial sheet, a drawer, a top panel): `f = 1` at
///   every extent (it always floats);
/// - a non-finite extent counts as 0, as in ``SheetLayout/frame(forExtent:)``.
///
/// Then, with `d` = ``SheetGlassConfiguration/floatingInset`` and `R` =
/// ``GlassEnvironment/resolvedDisplayCornerRadius``:
///
/// - inset at the attached edge and on both sides across the axis: `d · f` (0 on the inner
///   side); each is clamped to what the container can hold (the sides to half its width
///   across the axis, the attached inset to its length along the axis);
/// - corner radius: concentric with the display, `max(minimumCornerRadius, R − d · f)`, on all
///   four corners;
/// - glass opacity: `f` for ``SheetSurfaceStyle/automatic``, 1 for
///   ``SheetSurfaceStyle/glass``, 0 for ``SheetSurfaceStyle/opaque``; always 0 with Reduce
///   Transparency or Increase Contrast (the geometry is kept);
/// - border: the wider of ``SheetGlassConfiguration/borderWidth`` and, with Increase
///   Contrast, ``SheetGlassConfiguration/increasedContrastBorderWidth``.
///
/// Every edge gets the same treatment along its own axis: drawers float inset from their
/// side edge and from the top and bottom, top panels from the top and the sides.
///
/// Where the design is not in effect (``GlassEnvironment/isGlassAvailable`` is `false`) the
/// surface is the classic sheet: attached (`f = 0`), opaque, the configuration's
/// ``SheetGlassConfiguration/borderWidth`` (none by default), and the corners its
/// adaptive style rounds (``SheetLayout/roundedCorners``: only the inner ones when attached to
/// its edge, all four for a floating panel, a form sheet or a popover) with
/// ``SheetGlassConfiguration/classicCornerRadius``.
///
/// A popover with an arrow (``SheetLayout/popoverArrow``) is the classic popover under either
/// design: opaque, not inset, its four corners rounded with ``PopoverMetrics/cornerRadius`` (the
/// radius its arrow keeps clear of), and the border above. Its arrow is filled with the
/// background's color outside the body; on glass it would be an opaque triangle stuck to a
/// translucent body, and an arrow that is part of the glass shape is not drawn (review C4).
///
/// Every radius is finally clamped to half the container's shorter side (no larger radius
/// can be drawn), so a tiny or empty container can get a radius below the minimum.
package struct SheetGlassGeometry: Hashable, Sendable {
    /// The edge the sheet is attached to.
    package let edge: ResolvedEdge
    /// How much the sheet floats, in 0...1: 1 = inset floating glass, 0 = attached.
    package let floatingFraction: Double
    /// The inset of the surface from the container's edge on each side across the axis, in
    /// points.
    package let sideInset: Double
    /// The inset of the surface from the container's attached edge (or from the top of the
    /// keyboard that covers it), in points.
    package let attachedInset: Double
    /// The radius of the rounded corners, in points.
    package let cornerRadius: Double
    /// The corners to round: all four under the iOS 26 design (the attached ones lie past
    /// the container's edge while the sheet is attached); for the classic sheet, those its
    /// adaptive style rounds (``SheetLayout/roundedCorners``).
    package let roundedCorners: SheetCorners
    /// How much of the surface is glass, in 0...1: 1 = glass material, 0 = opaque material.
    /// The UIKit layer cross-fades the two backgrounds with it.
    package let glassOpacity: Double
    /// The width of the border around the surface, in points (0 = none).
    package let borderWidth: Double

    /// The surface's insets from the container's four edges, in points: ``sideInset`` across
    /// the axis, ``attachedInset`` at the attached edge, 0 on the inner side.
    package var insets: SheetInsets {
        SheetInsets(edge: edge, attached: attachedInset, inner: 0, sides: sideInset)
    }

    /// The surface for a sheet at `extent`. See the type's documentation for the rules.
    /// - Parameters:
    ///   - layout: The sheet's layout (its edge, resolved detents and container).
    ///   - extent: The sheet's extent, in points; a non-finite value counts as 0.
    ///   - configuration: The surface's options.
    ///   - environment: What the system and the accessibility settings allow.
    /// - Complexity: O(1).
    package init(layout: SheetLayout, extent: Double, configuration: SheetGlassConfiguration = SheetGlassConfiguration(),
                environment: GlassEnvironment = .liquidGlass) {
        let size = layout.container.size
        let radiusLimit = Swift.min(size.width, size.height) / 2
        edge = layout.edge
        guard layout.popoverArrow == nil else {
            floatingFraction = 0
            sideInset = 0
            attachedInset = 0
            cornerRadius = Swift.min(layout.options.popover.cornerRadius, radiusLimit)
            roundedCorners = layout.roundedCorners
            glassOpacity = 0
            borderWidth = environment.isGlassAvailable && environment.increaseContrast
                ? Swift.max(configuration.borderWidth, configuration.increasedContrastBorderWidth) : configuration.borderWidth
            return
        }
        guard environment.isGlassAvailable else {
            floatingFraction = 0
            sideInset = 0
            attachedInset = 0
            cornerRadius = Swift.min(configuration.classicCornerRadius, radiusLimit)
            roundedCorners = layout.roundedCorners
            glassOpacity = 0
            borderWidth = configuration.borderWidth
            return
        }
        let fraction = Self.floatingFraction(layout: layout, extent: extent)
        let inset = configuration.floatingInset * fraction
        floatingFraction = fraction
        sideInset = Swift.min(inset, size.length(across: layout.edge.axis) / 2)
        attachedInset = Swift.min(inset, size.length(along: layout.edge.axis))
        let concentric = environment.resolvedDisplayCornerRadius - inset
        cornerRadius = Swift.min(Swift.max(configuration.minimumCornerRadius, concentric), radiusLimit)
        roundedCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
        if !environment.allowsTranslucency {
            glassOpacity = 0
        } else {
            switch configuration.style {
            case .automatic: glassOpacity = fraction
            case .glass: glassOpacity = 1
            case .opaque: glassOpacity = 0
            }
        }
        borderWidth = Swift.max(configuration.borderWidth,
                                environment.increaseContrast ? configuration.increasedContrastBorderWidth : 0)
    }

    /// The floating fraction at `extent` under the iOS 26 design, in 0...1 (see the type's
    /// documentation). A non-finite extent counts as 0.
    /// - Parameters:
    ///   - layout: The sheet's layout.
    ///   - extent: The sheet's extent, in points.
    /// - Complexity: O(1).
    package static func floatingFraction(layout: SheetLayout, extent: Double) -> Double {
        floatingFraction(detents: layout.detents, maximumExtent: layout.context.maximumExtent, extent: extent)
    }

    /// The floating fraction at `extent` among resolved `detents` that can reach
    /// `maximumExtent` (see ``floatingFraction(layout:extent:)``).
    /// - Complexity: O(1).
    package static func floatingFraction(detents: ResolvedDetents, maximumExtent: Double, extent: Double) -> Double {
        let largest = detents.largest.extent
        guard detents.count > 1 else {
            let reachesMaximum = largest >= maximumExtent - ResolvedDetents.mergeTolerance
            return reachesMaximum ? 0 : 1
        }
        let partial = detents[detents.endIndex - 2].extent
        let span = largest - partial
        guard span > 0 else { return 0 }
        return ((largest - extent.finiteOr(0)) / span).clamped(to: 0...1)
    }

    /// Where the presented content goes for `frame`, in the container's coordinates: the
    /// frame's content rectangle pulled in by ``attachedInset`` at the attached side and by
    /// ``sideInset`` on both sides (each clamped so the rectangle keeps a non-negative
    /// size). The inner side stays where the extent puts it.
    /// - Parameter frame: The sheet's frame from ``SheetLayout/frame(forExtent:)`` at the same
    ///   extent.
    package func contentFrame(in frame: SheetFrame) -> SheetRect {
        frame.content.insetFromAttachedEdge(edge, attached: attachedInset, sides: sideInset)
    }

    /// Where the surface (background, corners, border, shadow) goes for `frame`, in the
    /// container's coordinates.
    ///
    /// While the sheet floats at all (``floatingFraction`` > 0) the surface is
    /// ``contentFrame(in:)``: a floating card shows its attached-side corners, so it cannot
    /// reach past the edge. Fully attached, it is the frame's surface rectangle, which reaches
    /// past the attached edge by ``SheetLayoutOptions/overshootAllowance`` so a bounce shows no
    /// gap. The switch between the two happens past the container's edge (or under the
    /// keyboard), where nothing of the sheet is visible.
    /// - Parameter frame: The sheet's frame from ``SheetLayout/frame(forExtent:)`` at the same
    ///   extent.
    package func surfaceFrame(in frame: SheetFrame) -> SheetRect {
        floatingFraction > 0 ? contentFrame(in: frame) : frame.surface
    }
}
