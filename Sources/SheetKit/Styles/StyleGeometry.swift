// Internal geometry for the styles: sanitizing, interpolating, scaling and clamping
// rectangles and points. Everything here is total: it never returns NaN or infinity for
// any input, finite or not.

extension Double {
    /// `self` clamped into ±``StyleLimits/maximumCoordinate``; NaN becomes `fallback`.
    func coordinate(or fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, -StyleLimits.maximumCoordinate), StyleLimits.maximumCoordinate)
    }

    /// `self` clamped into 0 ... ``StyleLimits/maximumCoordinate``; NaN becomes 0.
    var styleLength: Double {
        isNaN ? 0 : Swift.min(Swift.max(self, 0), StyleLimits.maximumCoordinate)
    }
}

/// The distance from the origin to (dx, dy), in points, computed without overflow for any
/// finite components (the larger is factored out before squaring); 0 for non-finite ones.
func styleDistance(_ dx: Double, _ dy: Double) -> Double {
    guard dx.isFinite, dy.isFinite else { return 0 }
    let large = Swift.max(abs(dx), abs(dy))
    guard large > 0 else { return 0 }
    let small = Swift.min(abs(dx), abs(dy)) / large
    return large * (1 + small * small).squareRoot()
}

extension SheetPoint {
    /// The point with each coordinate clamped into ±``StyleLimits/maximumCoordinate``; a NaN
    /// coordinate becomes `fallback`'s.
    func sanitized(fallback: SheetPoint) -> SheetPoint {
        SheetPoint(x: x.coordinate(or: fallback.x), y: y.coordinate(or: fallback.y))
    }
}

extension SheetSize {
    /// The size with each component at most ``StyleLimits/maximumCoordinate``.
    var styleSanitized: SheetSize {
        SheetSize(width: width.styleLength, height: height.styleLength)
    }
}

extension SheetRect {
    /// A rectangle at the origin with `size`.
    init(size: SheetSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The x coordinate of the center, in points.
    var midX: Double { x + width / 2 }
    /// The y coordinate of the center, in points.
    var midY: Double { y + height / 2 }
    /// The center.
    var center: SheetPoint { SheetPoint(x: midX, y: midY) }

    /// Whether every component is finite and the size is positive.
    var isUsable: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }

    /// The rectangle made safe to compute with: origin clamped into ±maximum (NaN becomes
    /// `fallback`'s), size clamped into 0 ... maximum (NaN and negative sizes become 0).
    func sanitized(fallback: SheetRect) -> SheetRect {
        SheetRect(x: x.coordinate(or: fallback.x), y: y.coordinate(or: fallback.y),
                  width: width.styleLength, height: height.styleLength)
    }

    /// The rectangle `fraction` of the way from `start` to `end`: each edge moves linearly.
    static func interpolate(_ start: SheetRect, _ end: SheetRect, _ fraction: Double) -> SheetRect {
        SheetRect(x: .interpolate(start.x, end.x, fraction), y: .interpolate(start.y, end.y, fraction),
                  width: .interpolate(start.width, end.width, fraction), height: .interpolate(start.height, end.height, fraction))
    }

    /// The rectangle scaled by `factor` about its center.
    func scaled(by factor: Double) -> SheetRect {
        let width = self.width * factor
        let height = self.height * factor
        return SheetRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// The rectangle inset by `insets` (outset by negative amounts is not used), never of a
    /// negative size: a side squeezed to nothing collapses onto the midpoint of its insets.
    func inset(by insets: SheetInsets) -> SheetRect {
        let width = self.width - insets.left - insets.right
        let height = self.height - insets.top - insets.bottom
        return SheetRect(x: width > 0 ? x + insets.left : x + (insets.left + self.width - insets.right) / 2,
                         y: height > 0 ? y + insets.top : y + (insets.top + self.height - insets.bottom) / 2,
                         width: Swift.max(0, width), height: Swift.max(0, height))
    }

    /// The rectangle grown by `amount` on every side (shrunk for a negative amount, never
    /// below a zero size).
    func outset(by amount: Double) -> SheetRect {
        let width = Swift.max(0, self.width + 2 * amount)
        let height = Swift.max(0, self.height + 2 * amount)
        return SheetRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// Whether the two rectangles overlap in an area larger than zero.
    func overlaps(_ other: SheetRect) -> Bool {
        Swift.min(maxX, other.maxX) > Swift.max(x, other.x) && Swift.min(maxY, other.maxY) > Swift.max(y, other.y)
    }

    /// Whether `point` lies inside or on the edge of the rectangle.
    func contains(_ point: SheetPoint) -> Bool {
        point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
    }

    /// The rectangle moved the least distance that puts it inside `area`, first shrunk to
    /// `area`'s size where it is larger (about its center).
    ///
    /// Total: when the free room along an axis is negative (a shrunk side whose far bound
    /// `area.maxX - width` rounds below `area.x`, or an area of negative size), the rectangle
    /// is centered on the two bounds along that axis (``Swift/Double/clamped(between:and:)``);
    /// NaN bounds leave it where it is.
    func clamped(into area: SheetRect) -> SheetRect {
        let width = Swift.min(self.width, area.width)
        let height = Swift.min(self.height, area.height)
        let x = (midX - width / 2).clamped(between: area.x, and: area.maxX - width)
        let y = (midY - height / 2).clamped(between: area.y, and: area.maxY - height)
        return SheetRect(x: x, y: y, width: width, height: height)
    }

    /// The largest distance any of the four edges moves from this rectangle to `other`, in
    /// points.
    func largestEdgeTravel(to other: SheetRect) -> Double {
        Swift.max(abs(other.x - x), abs(other.y - y), abs(other.maxX - maxX), abs(other.maxY - maxY))
    }
}

extension SheetContainer {
    /// The container's bounds with its size clamped to the style limits, at the origin.
    var styleBounds: SheetRect { SheetRect(size: size.styleSanitized) }

    /// The part of the bounds clear of the safe-area insets; the whole bounds when the
    /// insets leave no area.
    var visibleArea: SheetRect {
        let bounds = styleBounds
        let safe = bounds.inset(by: safeAreaInsets)
        return safe.width > 0 && safe.height > 0 ? safe : bounds
    }
}
