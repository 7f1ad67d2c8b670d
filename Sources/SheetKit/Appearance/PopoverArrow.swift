/// A popover's arrow as its surface draws it: a triangle on one edge of the surface, pointing
/// at the source, in the surface's own coordinates, so it moves and fades with the surface.
package struct PopoverArrow: Hashable, Sendable {
    /// The direction it points (and so the edge it sits on: up on the top edge).
    package let direction: PopoverArrowDirection
    /// The center of its base along that edge, from the edge's start (the surface's minimum x
    /// for the top and bottom edges, minimum y for the others), in points.
    package let offset: Double
    /// From base to tip, in points.
    package let length: Double
    /// The base's width, in points.
    package let base: Double

    /// The arrow of `placement` for a surface at `placement.frame`, with `metrics`' sizes.
    package init(placement: PopoverPlacement, metrics: PopoverMetrics) {
        direction = placement.arrowDirection
        let isAlongX = placement.arrowDirection == .up || placement.arrowDirection == .down
        offset = placement.arrowPosition - (isAlongX ? placement.frame.x : placement.frame.y)
        length = metrics.arrowLength
        base = metrics.arrowBase
    }

    /// The triangle's corners in the coordinates of a surface of `size`: the base's start,
    /// the tip (outside the surface, `length` beyond its edge) and the base's end.
    /// - Parameter size: The surface's size, in points.
    package func triangle(in size: SheetSize) -> [SheetPoint] {
        // The edge resolved once: the axis the base runs along, where the edge is across it,
        // and the outward sign.
        let isAlongX = direction == .up || direction == .down
        let isAtStart = direction == .up || direction == .left
        let edgePosition = isAtStart ? 0 : (isAlongX ? size.height : size.width)
        let outward: Double = isAtStart ? -1 : 1
        func point(along: Double, out: Double) -> SheetPoint {
            isAlongX ? SheetPoint(x: along, y: edgePosition + outward * out) : SheetPoint(x: edgePosition + outward * out, y: along)
        }
        return [point(along: offset - base / 2, out: 0), point(along: offset, out: length), point(along: offset + base / 2, out: 0)]
    }
}

extension SheetLayout {
    /// A popover's arrow (``PopoverMetrics``' placement toward the container's source
    /// rectangle); `nil` for the other styles.
    /// - Complexity: O(1).
    package var popoverArrow: PopoverArrow? {
        guard style == .popover, let source = container.sourceRect else { return nil }
        let placement = options.popover.placement(sourceRect: source, contentSize: container.preferredContentSize, in: container)
        return PopoverArrow(placement: placement, metrics: options.popover)
    }
}
