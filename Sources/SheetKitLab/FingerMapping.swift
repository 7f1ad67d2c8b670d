import SheetKit

/// How a track scenario's touch samples map to motion along its track: which coordinate
/// `finger` is, and how its motion (a change of position, or a velocity) becomes motion along
/// the track, as the transition's UIKit adapter maps a pan.
///
/// Every mapping is linear, so the same function maps a delta (points) and a velocity (points
/// per second). A non-finite motion maps to 0.
package enum FingerMapping: Hashable, Sendable {
    /// `finger` is the touch's x: a horizontal pan mapped as the UIKit layer's
    /// ``HorizontalPanFollower`` maps it (a pop, a tab switch).
    case horizontal(HorizontalTrackMapping)
    /// `finger` is the touch's y, for a vertical pan during a circular reveal's dismissal:
    /// the motion projected on the direction that shrinks the circle toward `center`
    /// (``CircularReveal/trackDelta(for:operation:center:containerSize:)``), as the reveal's
    /// adapter maps a pan.
    case revealDismissal(center: SheetPoint, containerSize: SheetSize)
    /// `finger` is the touch's y: a downward motion advances the track point for point
    /// (a centered card's drag out).
    case downward
    /// `finger` is the touch's y, for a card zoom's pull down: a downward motion advances the
    /// track by `rate` points per point, the travel of the detail's fastest edge as the pull
    /// shrinks it (``CardZoomStyle/pullEdgeRate(detail:)``), so the pull and the close that
    /// follows it are one motion in one unit.
    case pullEdge(rate: Double)

    /// The motion along the track, in points (or points per second), of a finger motion
    /// along the transition's axis in container coordinates (x for ``horizontal(_:)``, else y); a non-finite motion maps to 0.
    /// - Parameter motion: The finger's motion, in points (or points per second), positive
    ///   rightward or downward.
    package func trackDelta(forFingerMotion motion: Double) -> Double {
        guard motion.isFinite else { return 0 }
        switch self {
        case .horizontal(let mapping):
            return mapping.trackDelta(forHorizontalDelta: motion)
        case .revealDismissal(let center, let size):
            return CircularReveal.trackDelta(for: SheetPoint(x: 0, y: motion), operation: .dismissal, center: center, containerSize: size)
        case .downward:
            return motion
        case .pullEdge(let rate):
            return motion * rate
        }
    }
}
