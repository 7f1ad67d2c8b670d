// Internal helpers for the Appearance values: rectangles and insets described relative to a
// resolved edge (its attached side, its inner side, the two sides across its axis), so
// each value resolves the edge once and never switches over the four physical sides.

extension SheetAxis {
    /// The other axis.
    var perpendicularAxis: SheetAxis { self == .vertical ? .horizontal : .vertical }
}

extension SheetRect {
    /// The lower coordinate of the rectangle across `axis`, in points.
    func acrossOrigin(_ axis: SheetAxis) -> Double { origin(along: axis.perpendicularAxis) }

    /// The length of the rectangle across `axis`, in points.
    func acrossLength(_ axis: SheetAxis) -> Double { length(along: axis.perpendicularAxis) }

    /// Whether every component is finite.
    var allComponentsFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The rectangle with a non-negative width and height covering the same area (like
    /// `CGRect.standardized`).
    var normalizedSize: SheetRect {
        SheetRect(x: Swift.min(x, x + width), y: Swift.min(y, y + height), width: abs(width), height: abs(height))
    }

    /// Whether the point lies in the rectangle: `minX ≤ x < maxX` and `minY ≤ y < maxY`, the
    /// rule of `CGRect.contains(_:)`. The rectangle is used as given (standardize it first).
    func containsHalfOpen(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// The rectangle pulled in from an edge-attached position: its attached side moved
    /// `attached` points toward the inner side and each side across the axis moved `sides`
    /// points inward. Each amount is clamped so the rectangle never gets a negative size.
    /// - Parameters:
    ///   - edge: The edge the rectangle is attached to.
    ///   - attached: The inset at the attached side, in points (non-negative).
    ///   - sides: The inset on each side across the axis, in points (non-negative).
    func insetFromAttachedEdge(_ edge: ResolvedEdge, attached: Double, sides: Double) -> SheetRect {
        let axis = edge.axis
        let alongLength = length(along: axis)
        let crossLength = acrossLength(axis)
        let pull = Swift.min(attached, Swift.max(0, alongLength))
        let side = Swift.min(sides, Swift.max(0, crossLength) / 2)
        // The attached side is the low coordinate for top and left edges. Halving a subnormal
        // length rounds up, so `crossLength - 2 * side` can come out one ulp below 0: clamped.
        let alongOrigin = origin(along: axis) + (edge.isAttachedAtMinimum ? pull : 0)
        return SheetRect(axis: axis,
                         along: (alongOrigin, Swift.max(0, alongLength - pull)),
                         across: (acrossOrigin(axis) + side, Swift.max(0, crossLength - 2 * side)))
    }
}

extension SheetInsets {
    /// Insets described relative to an edge: `attached` on the attached side, `inner` on the
    /// side facing into the container, `sides` on both sides across the axis.
    init(edge: ResolvedEdge, attached: Double, inner: Double, sides: Double) {
        let atMinimum = edge.isAttachedAtMinimum ? attached : inner
        let atMaximum = edge.isAttachedAtMinimum ? inner : attached
        if edge.axis == .vertical {
            self.init(top: atMinimum, left: sides, bottom: atMaximum, right: sides)
        } else {
            self.init(top: sides, left: atMinimum, bottom: sides, right: atMaximum)
        }
    }
}
