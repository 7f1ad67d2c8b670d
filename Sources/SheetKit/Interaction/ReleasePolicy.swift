/// The rules that turn a release into a decision. Every threshold is a named, documented
/// default you can change.
///
/// 1. Project where the sheet would come to rest: extent + ``decelerationRate``'s projected
///    distance for the release velocity.
/// 2. Dismiss when the projection falls below ``dismissalProjectionFraction`` of the smallest
///    detent, or when a flick toward hiding at least ``flingVelocityThreshold`` fast starts
///    with no detent below the sheet, unless the flick goes toward expanding.
/// 3. Otherwise take the detent nearest to the projection; a flick (a velocity other than 0,
///    at least ``flingVelocityThreshold`` fast) moves at least one detent in its direction.
/// 4. Where dismissal is not allowed, the release goes to the detent rule 3 picks (the sheet
///    reports an attempt to dismiss when the same release would have dismissed).
/// 5. Momentum stops at a detent whose ``momentumCarriesPastByDetent`` value is `false`: a
///    release that rule 2 or 3 would carry past such a detent lying beyond the release extent
///    (more than ``ResolvedDetents/mergeTolerance`` away, in the direction of the motion)
///    settles on it instead, and a release with one below it never dismisses. The finger's
///    own position is never overruled: a release with no velocity goes to the nearest detent.
///
/// An interactive transition (a pop, a tab switch, a reveal, a card's dismissal) has two stops,
/// its start and its end, and ``decide(position:velocity:length:)`` applies the same numbers to
/// them: a flick decides by its direction alone (a user who flicks back means "no", even past
/// the middle); otherwise the projection finishes at or beyond the middle. With the fast rate a
/// drift just under the threshold adds at most 49.5 pt, an eighth of a phone's width: enough to
/// tip a release that is moving across the middle, too little to finish a pop that has barely
/// started (the normal rate, 0.998, would add up to 250 pt, and a slow drift from a fifth of the
/// width would finish).
public struct ReleasePolicy: Hashable, Sendable {
    /// The deceleration used to project a release. Default ``DecelerationRate/fast``:
    /// with the normal rate a moderate flick carries past the next detent, which reads as
    /// overshooting on a sheet.
    public var decelerationRate: DecelerationRate
    /// The speed from which a release is a flick, in points per second. Default 500.
    public var flingVelocityThreshold: Double {
        didSet { flingVelocityThreshold = flingVelocityThreshold.nonNegativeOr(Self.defaultFlingVelocity) }
    }
    /// The fraction of the smallest detent's extent below which a projection dismisses.
    /// Default 0.5.
    public var dismissalProjectionFraction: Double {
        didSet { dismissalProjectionFraction = Self.fraction(dismissalProjectionFraction, default: Self.defaultProjectionFraction) }
    }
    /// How far beyond hidden the dismissal spring aims, as a fraction of the smallest
    /// detent's extent. Default 0.1: the sheet crosses extent 0 at speed and the dismissal
    /// completes on that frame instead of crawling to rest.
    public var dismissalTargetFraction: Double {
        didSet { dismissalTargetFraction = Self.fraction(dismissalTargetFraction, default: Self.defaultTargetFraction) }
    }
    /// Per detent, whether a release's projected momentum may carry the sheet past that
    /// detent (`true`, the default for detents not listed) or must stop at it (`false`), as
    /// FloatingPanel's `shouldProjectMomentum(_:to:)` decides. For example `[.medium: false]`
    /// on a tip–medium–large panel: a hard flick from the tip stops at the medium detent
    /// instead of flying to the largest, and one from the largest stops there instead of
    /// folding to the tip. Identifiers that do not resolve are ignored; where detents merged
    /// (``ResolvedDetents``) and their values differ, `false` wins. Default empty.
    public var momentumCarriesPastByDetent: [Detent.Identifier: Bool]

    /// The fastest release the engine takes, in points per second (either direction).
    ///
    /// UIKit reports the fastest flicks on a phone at about 8,000–10,000 pt/s; a faster
    /// value is a glitch of the velocity estimate, and carrying it into the settle would
    /// throw the sheet far past its detent.
    public static let maximumReleaseSpeed = 10_000.0

    /// `velocity` limited to ±``maximumReleaseSpeed``, in points per second; a value that is
    /// not finite becomes 0.
    public static func limitedReleaseVelocity(_ velocity: Double) -> Double {
        velocity.finiteOr(0).clamped(to: -maximumReleaseSpeed...maximumReleaseSpeed)
    }

    private static let defaultFlingVelocity = 500.0
    private static let defaultProjectionFraction = 0.5
    private static let defaultTargetFraction = 0.1

    /// Creates a policy. A threshold that is not finite or is negative becomes its default;
    /// fractions are clamped into 0...1 (NaN becomes the default). The same rules apply to
    /// values assigned later.
    public init(decelerationRate: DecelerationRate = .fast, flingVelocityThreshold: Double = 500,
                dismissalProjectionFraction: Double = 0.5, dismissalTargetFraction: Double = 0.1,
                momentumCarriesPastByDetent: [Detent.Identifier: Bool] = [:]) {
        self.momentumCarriesPastByDetent = momentumCarriesPastByDetent
        self.decelerationRate = decelerationRate
        self.flingVelocityThreshold = flingVelocityThreshold.nonNegativeOr(Self.defaultFlingVelocity)
        self.dismissalProjectionFraction = Self.fraction(dismissalProjectionFraction, default: Self.defaultProjectionFraction)
        self.dismissalTargetFraction = Self.fraction(dismissalTargetFraction, default: Self.defaultTargetFraction)
    }

    private static func fraction(_ value: Double, default fallback: Double) -> Double {
        value.isNaN ? fallback : value.clamped(to: 0...1)
    }

    /// Decides where a released sheet goes: the identifier of a detent, or ``Stop/ID/hidden``
    /// (never when dismissal is not allowed).
    /// - Parameters:
    ///   - extent: The extent at release, in points (NaN counts as the smallest detent's).
    ///   - velocity: The sheet's velocity at release, in points per second, positive toward
    ///     expanding (non-finite counts as 0).
    ///   - detents: The resolved detents.
    ///   - allowsDismissal: Whether the sheet may be dismissed.
    /// - Complexity: O(n) in the number of detents, O(n · m) with m entries in
    ///   ``momentumCarriesPastByDetent``; no allocation.
    public func decide(extent: Double, velocity: Double, detents: ResolvedDetents, allowsDismissal: Bool) -> Stop.ID {
        let extent = extent.isNaN ? detents.smallest.extent : extent
        let velocity = velocity.finiteOr(0)
        let projected = decelerationRate.project(extent, velocity: velocity)
        let isFlickUp = velocity > 0 && velocity >= flingVelocityThreshold
        let isFlickDown = velocity < 0 && velocity <= -flingVelocityThreshold

        var target = detents.nearestIndex(to: projected)
        if isFlickUp, let above = detents.firstIndex(above: extent) {
            target = Swift.max(target, above)
        } else if isFlickDown, let below = detents.lastIndex(below: extent) {
            target = Swift.min(target, below)
        }
        let stops = momentumStops(around: extent, in: detents)
        if let above = stops.above { target = Swift.min(target, above) }
        if let below = stops.below { target = Swift.max(target, below) }

        let projectsBelowHalf = projected < dismissalProjectionFraction * detents.smallest.extent
        let flicksOffTheLastDetent = isFlickDown && detents.lastIndex(below: extent) == nil
        guard allowsDismissal, !isFlickUp, stops.below == nil, projectsBelowHalf || flicksOffTheLastDetent else {
            return detents[target].identifier
        }
        return .hidden
    }

    /// The detents momentum stops at nearest to `extent` on either side (more than
    /// ``ResolvedDetents/mergeTolerance`` away): the index of the lowest above it and of the
    /// highest below it whose ``momentumCarriesPastByDetent`` value is `false`.
    /// - Complexity: O(n · m) for n detents and m entries; no allocation.
    func momentumStops(around extent: Double, in detents: ResolvedDetents) -> (below: Int?, above: Int?) {
        var below: Int?
        var above: Int?
        for (identifier, carries) in momentumCarriesPastByDetent where !carries {
            guard let index = detents.index(for: identifier) else { continue }
            let stop = detents[index].extent
            if stop > extent + ResolvedDetents.mergeTolerance {
                above = Swift.min(above ?? index, index)
            } else if stop < extent - ResolvedDetents.mergeTolerance {
                below = Swift.max(below ?? index, index)
            }
        }
        return (below, above)
    }

    /// Decides how a released transition ends: at its end (``Stop/ID/end``) or back at its
    /// start (``Stop/ID/start``). A flick at least ``flingVelocityThreshold`` fast decides by
    /// its direction; otherwise the transition finishes when the projection reaches the middle.
    /// - Parameters:
    ///   - position: The position at release, in points along the track (NaN counts as 0,
    ///     the start; ±infinity as the matching end).
    ///   - velocity: The release velocity, in points per second, positive toward the end
    ///     (a non-finite velocity counts as 0).
    ///   - length: The track length, in points (not finite or negative counts as 0).
    /// - Complexity: O(1).
    public func decide(position: Double, velocity: Double, length: Double) -> Stop.ID {
        let length = length.nonNegativeLength
        let position = position.clamped(to: 0...length)
        let velocity = velocity.finiteOr(0)
        if velocity > 0, velocity >= flingVelocityThreshold { return .end }
        if velocity < 0, velocity <= -flingVelocityThreshold { return .start }
        return decelerationRate.project(position, velocity: velocity) >= length / 2 ? .end : .start
    }
}
