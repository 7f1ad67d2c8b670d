// Internal helpers for transition parameters, next to the core's own in Motion/Sanitizing.

extension Double {
    /// `self` clamped into 0...1; NaN becomes `fallback`.
    @inlinable
    func unitOr(_ fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, 0), 1)
    }

    /// The value `fraction` of the way from `start` to `end`.
    @inlinable
    static func interpolate(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
        start + (end - start) * fraction
    }
}
