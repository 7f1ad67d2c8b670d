extension SheetAxis {
    /// How to measure content that fits its length along this axis: the size to fit into
    /// (the container's length across the axis, the compressed size along it) and which of
    /// its two dimensions is fixed (the one across the axis).
    /// - Parameters:
    ///   - containerWidth: The container's width, in points.
    ///   - containerHeight: The container's height, in points.
    ///   - compressed: The smallest size the layout engine can produce (UIKit's
    ///     `layoutFittingCompressedSize`), width and height in points.
    public func fittingTarget(containerWidth: Double, containerHeight: Double,
                              compressed: (width: Double, height: Double)) -> (width: Double, height: Double, fixesWidth: Bool) {
        self == .vertical
            ? (containerWidth, compressed.height, true)
            : (compressed.width, containerHeight, false)
    }
}
