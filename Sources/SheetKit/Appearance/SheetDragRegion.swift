/// Where on a sheet a drag may begin, in the coordinates of the sheet's content.
///
/// A region is a set of rectangles (``hitRectangles(inContentOf:edge:grabberFrame:)``)
/// clipped to the content; a point is in the region when it lies in the content and in one
/// of them. Containment follows `CGRect.contains(_:)`: `minX ≤ x < maxX` and
/// `minY ≤ y < maxY`. The edge is resolved once to an axis and a side, so every region
/// works for bottom sheets, top panels and drawers alike.
public enum SheetDragRegion: Hashable, Sendable {
    /// Anywhere on the content.
    case anywhere
    /// The grabber's hit rectangle: its frame grown by ``GrabberLayout/touchOutset`` on every
    /// side (44 pt along the axis with the standard metrics).
    case grabber
    /// A band of `length` points along the axis at the sheet's inner edge (the edge facing
    /// into the container: the top of a bottom sheet, the bottom of a top panel, the side of
    /// a drawer away from its edge), spanning the content across the axis. A NaN or negative
    /// length is an empty band; a length beyond the content's is the whole content.
    case header(length: Double)
    /// Rectangles in the content's coordinates. Rectangles with a non-finite component are
    /// ignored; a negative size is normalized (as `CGRect.standardized`).
    case rectangles([SheetRect])

    /// The region's rectangles in the content's coordinates, before clipping to the content.
    /// - Parameters:
    ///   - size: The content's size, in points.
    ///   - edge: The sheet's resolved edge.
    ///   - grabberFrame: The grabber's frame in the content's coordinates (as
    ///     ``GrabberLayout/frame(inContentOf:edge:)`` gives it); used only by ``grabber``. A
    ///     frame with a non-finite component gives no rectangle.
    /// - Complexity: O(n) in the number of custom rectangles.
    public func hitRectangles(inContentOf size: SheetSize, edge: ResolvedEdge, grabberFrame: SheetRect) -> [SheetRect] {
        switch self {
        case .anywhere:
            return [SheetRect(x: 0, y: 0, width: size.width, height: size.height)]
        case .grabber:
            guard grabberFrame.allComponentsFinite else { return [] }
            let frame = grabberFrame.normalizedSize
            let outset = GrabberLayout.touchOutset
            return [SheetRect(x: frame.x - outset, y: frame.y - outset,
                              width: frame.width + 2 * outset, height: frame.height + 2 * outset)]
        case .header(let length):
            let axis = edge.axis
            let along = size.length(along: axis)
            let band = length.clamped(to: 0...along)
            // The inner edge is at the high coordinate when the sheet is attached at the low one.
            let origin = edge.isAttachedAtMinimum ? along - band : 0
            return [SheetRect(axis: axis, along: (origin, band), across: (0, size.length(across: axis)))]
        case .rectangles(let rectangles):
            return rectangles.filter(\.allComponentsFinite).map(\.normalizedSize)
        }
    }

    /// Whether a drag that begins at the point may move the sheet.
    /// - Parameters:
    ///   - x: The point's x coordinate in the content's coordinates, in points.
    ///   - y: The point's y coordinate in the content's coordinates, in points.
    ///   - size: The content's size, in points.
    ///   - edge: The sheet's resolved edge.
    ///   - grabberFrame: The grabber's frame in the content's coordinates.
    /// - Returns: `true` when the point lies in the content and in one of the region's
    ///   rectangles; `false` for a point with a NaN or infinite coordinate.
    /// - Complexity: O(n) in the number of custom rectangles.
    public func contains(x: Double, y: Double, inContentOf size: SheetSize, edge: ResolvedEdge, grabberFrame: SheetRect) -> Bool {
        guard x.isFinite, y.isFinite, x >= 0, x < size.width, y >= 0, y < size.height else { return false }
        return hitRectangles(inContentOf: size, edge: edge, grabberFrame: grabberFrame)
            .contains { $0.containsHalfOpen(x: x, y: y) }
    }
}
