// Internal helpers that turn user-supplied numbers into values the core can compute with.
// Every public initializer that accepts a number routes it through one of these, so the
// sanitizing rules live in one place and are documented where the public API uses them.

extension Double {
    /// `self` when it is finite, otherwise `fallback`.
    @inlinable
    func finiteOr(_ fallback: Double) -> Double {
        isFinite ? self : fallback
    }

    /// `self` clamped into `range`; NaN becomes `range.lowerBound`.
    @inlinable
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
