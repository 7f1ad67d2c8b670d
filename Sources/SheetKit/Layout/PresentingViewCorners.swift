/// A view's corner rounding: its layer's corner radius and whether it clips to it.
package struct PresentingViewCorners: Hashable, Sendable {
    /// The corner radius, in points. A value that is not finite or is negative becomes 0.
    package var radius: Double { didSet { radius = radius.nonNegativeLength } }
    /// Whether the view clips its content to its rounded bounds (`masksToBounds`).
    package var masksToBounds: Bool

    /// Corners of `radius` points, clipped or not.
    /// - Parameters:
    ///   - radius: The corner radius, in points (sanitized as ``radius`` says).
    ///   - masksToBounds: Whether the content is clipped to the corners.
    package init(radius: Double, masksToBounds: Bool) {
        self.radius = radius.nonNegativeLength
        self.masksToBounds = masksToBounds
    }
}

extension PresentingViewEffect {
    /// The corners the presenting view shows under this effect, on top of the ones the app gave
    /// it: never less round than the app made them, and clipped while the effect rounds them
    /// (or when the app clipped them itself), so a sheet never undoes the app's own styling.
    /// - Parameter app: The presenting view's corners before the sheet changed them.
    package func corners(over app: PresentingViewCorners) -> PresentingViewCorners {
        PresentingViewCorners(radius: max(app.radius, cornerRadius), masksToBounds: cornerRadius > 0 || app.masksToBounds)
    }
}
