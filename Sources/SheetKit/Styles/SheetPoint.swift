/// A point in points, origin at the top-left corner (UIKit's coordinate space), in the
/// coordinates of whatever view the caller says (usually the transition's container).
///
/// Like ``SheetRect`` it stores what it is given; every function that takes a point
/// documents how it sanitizes it (see ``StyleLimits``).
package struct SheetPoint: Hashable, Sendable {
    /// The x coordinate, in points, positive rightward.
    package var x: Double
    /// The y coordinate, in points, positive downward.
    package var y: Double

    /// The origin, (0, 0).
    package static let zero = SheetPoint(x: 0, y: 0)

    /// Creates a point.
    /// - Parameters:
    ///   - x: The x coordinate, in points.
    ///   - y: The y coordinate, in points.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The bounds the style values put on caller-supplied coordinates and lengths.
///
/// A container, a card's frame or a reveal's center may come from a scroll view that has
/// scrolled far away, or from a bug (NaN, ±infinity, 1e308). Every style clamps coordinates
/// and lengths into ±``maximumCoordinate`` before computing, so that sums, differences and
/// squares of them can never overflow, and replaces NaN with a documented fallback.
package enum StyleLimits {
    /// The largest coordinate or length a style computes with, in points: a million points,
    /// hundreds of screens away, far beyond anything a transition shows, and small enough that
    /// the square of a difference of two of them (4·10¹²) is exact to far below a pixel.
    package static let maximumCoordinate = 1e6
}
