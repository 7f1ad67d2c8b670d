/// When a spring motion first reaches a level, for transitions that end on arrival rather
/// than at rest: a presentation completes when the sheet first reaches its detent, a
/// dismissal when it first reaches 0.
extension SpringMotion {
    /// The most spring evaluations one search makes before it bisects.
    static let maximumArrivalSamples = 4_096

    /// How long after ``startTime`` the motion first reaches `level` from the side it starts on
    /// (crosses it, or comes within `tolerance` of it), in seconds; `nil` when it does not
    /// within `limit` seconds.
    ///
    /// The motion is sampled every sixteenth of its damped period (underdamped) or every
    /// sixty-fourth of `limit` (otherwise, where it approaches monotonically after at most one
    /// turn), at most `maximumArrivalSamples` times, and the first bracketing interval is
    /// bisected to a microsecond.
    /// - Parameters:
    ///   - level: The position to reach, in points.
    ///   - tolerance: How close counts as reached, in points; not finite or negative counts as 0.
    ///   - limit: The longest time to search, in seconds; not finite or negative counts as 0.
    /// - Complexity: O(`maximumArrivalSamples`) evaluations at most, one `exp` each.
    public func firstArrival(at level: Double, tolerance: Double, within limit: Double) -> Double? {
        let level = level.finiteOr(target)
        let tolerance = tolerance.nonNegativeOr(0)
        let limit = limit.nonNegativeOr(0)
        let side: Double = initialPosition >= level ? 1 : -1
        // Positive while the motion has not arrived.
        func remaining(_ elapsed: Double) -> Double {
            side * (position(at: startTime + elapsed) - level) - tolerance
        }
        guard remaining(0) > 0 else { return 0 }
        guard limit > 0 else { return nil }
        let natural = regime == .underdamped ? (2 * Double.pi / frequency) / 16 : limit / 64
        let step = Swift.max(natural, limit / Double(Self.maximumArrivalSamples))
        var earlier = 0.0
        var later = step
        while remaining(Swift.min(later, limit)) > 0 {
            guard later < limit else { return nil }
            earlier = later
            later += step
        }
        later = Swift.min(later, limit)
        while later - earlier > 1e-6 {
            let middle = (earlier + later) / 2
            if remaining(middle) > 0 { earlier = middle } else { later = middle }
        }
        return later
    }
}
