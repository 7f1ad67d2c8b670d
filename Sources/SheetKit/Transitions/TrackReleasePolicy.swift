/// The rule that turns a release of an interactive transition into an outcome.
///
/// 1. A flick at least ``flingVelocityThreshold`` fast decides by its direction alone: toward
///    the end finishes, toward the start cancels (a user who flicks back means "no", even
///    past the middle).
/// 2. Otherwise project where the position would come to rest, position +
///    ``decelerationRate``'s projected distance for the velocity; the transition finishes
///    when the projection is at or beyond ``completionFraction`` of the length, and cancels
///    when it stays below.
///
/// Defaults: ``DecelerationRate/fast`` (0.99 per ms, a release travels 0.099 s × velocity),
/// fraction 0.5, threshold 500 pt/s, the numbers ``ReleasePolicy`` uses for sheets. With the
/// fast rate a drift just under the threshold adds at most 49.5 pt, an eighth of a phone's
/// width: enough to tip a release that is moving across the middle, too little to finish a
/// pop that has barely started (the normal rate, 0.998, would add up to 250 pt, and a slow
/// drift from a fifth of the width would finish).
public struct TrackReleasePolicy: Hashable, Sendable {
    /// The default fling threshold, in points per second (the sheet's).
    public static let defaultFlingVelocityThreshold = 500.0
    /// The default completion fraction (the middle of the track).
    public static let defaultCompletionFraction = 0.5

    /// The deceleration used to project a release. Default ``DecelerationRate/fast``.
    public var decelerationRate: DecelerationRate
    /// The speed from which a release is a flick, in points per second. Default 500.
    /// A value that is not finite or is negative becomes the default, here and when assigned.
    public var flingVelocityThreshold: Double {
        didSet { flingVelocityThreshold = Self.sanitizedThreshold(flingVelocityThreshold) }
    }
    /// The fraction of the length the projection must reach to finish. Default 0.5.
    /// NaN becomes the default; other values are clamped into 0...1, here and when assigned.
    public var completionFraction: Double {
        didSet { completionFraction = Self.sanitizedFraction(completionFraction) }
    }

    /// Creates a policy; every parameter has a default and is sanitized as documented on
    /// its property.
    /// - Parameters:
    ///   - decelerationRate: The projection's deceleration.
    ///   - flingVelocityThreshold: The flick speed, in points per second.
    ///   - completionFraction: The fraction of the length a projection must reach to finish.
    public init(decelerationRate: DecelerationRate = .fast,
                flingVelocityThreshold: Double = TrackReleasePolicy.defaultFlingVelocityThreshold,
                completionFraction: Double = TrackReleasePolicy.defaultCompletionFraction) {
        self.decelerationRate = decelerationRate
        self.flingVelocityThreshold = Self.sanitizedThreshold(flingVelocityThreshold)
        self.completionFraction = Self.sanitizedFraction(completionFraction)
    }

    /// Decides how a released transition ends.
    /// - Parameters:
    ///   - position: The position at release, in points along the track (NaN counts as 0,
    ///     the start; ±infinity as the matching end).
    ///   - velocity: The release velocity, in points per second, positive toward the end
    ///     (a non-finite velocity counts as 0).
    ///   - length: The track length, in points (not finite or negative counts as 0).
    /// - Returns: ``TrackOutcome/finish`` or ``TrackOutcome/cancel``.
    public func decide(position: Double, velocity: Double, length: Double) -> TrackOutcome {
        let length = length.nonNegativeLength
        let position = position.clamped(to: 0...length)
        let velocity = velocity.finiteOr(0)
        if velocity >= flingVelocityThreshold, velocity > 0 { return .finish }
        if velocity <= -flingVelocityThreshold, velocity < 0 { return .cancel }
        let projected = decelerationRate.project(position, velocity: velocity)
        return projected >= completionFraction * length ? .finish : .cancel
    }

    private static func sanitizedThreshold(_ value: Double) -> Double {
        value.nonNegativeOr(defaultFlingVelocityThreshold)
    }

    private static func sanitizedFraction(_ value: Double) -> Double {
        value.isNaN ? defaultCompletionFraction : value.clamped(to: 0...1)
    }
}
