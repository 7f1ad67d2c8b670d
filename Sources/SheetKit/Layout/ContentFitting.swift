extension SheetAxis {
    /// How to measure content that fits its length along this axis: the size to fit into
    /// (the content's length across the axis, the compressed size along it) and which of its
    /// two dimensions is fixed (the one across the axis).
    /// - Parameters:
    ///   - across: The length across the axis the content is laid out at, in points (a
    ///     sheet's ``SheetLayout/contentAcrossLength``: its width, not the container's).
    ///   - compressed: The smallest size the layout engine can produce (UIKit's
    ///     `layoutFittingCompressedSize`), width and height in points.
    package func fittingTarget(across: Double, compressed: (width: Double, height: Double))
        -> (width: Double, height: Double, fixesWidth: Bool) {
        self == .vertical
            ? (across, compressed.height, true)
            : (compressed.width, across, false)
    }
}

extension SheetAxis {
    /// The content's fitting length along this axis, without the safe area at the attached
    /// edge (what a fits-content detent resolves to): its preferred content size along the
    /// axis when it has one (positive), as UIKit's sheets take it, else the length Auto Layout
    /// fits it to, less that safe area. Not finite or negative lengths count as 0.
    /// - Parameters:
    ///   - preferred: The content's `preferredContentSize`, width and height in points.
    ///   - fitted: Auto Layout's fitting size (`systemLayoutSizeFitting`), in points.
    ///   - attachedSafeArea: The content's safe-area inset at the attached edge, in points.
    package func contentFittingLength(preferred: (width: Double, height: Double), fitted: (width: Double, height: Double),
                                      attachedSafeArea: Double) -> Double {
        let preferredLength = along(x: preferred.width, y: preferred.height).finiteOr(0)
        guard preferredLength <= 0 else { return preferredLength }
        return max(0, (along(x: fitted.width, y: fitted.height) - attachedSafeArea).finiteOr(0))
    }
}
