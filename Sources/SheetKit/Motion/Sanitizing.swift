// Internal helpers that turn user-supplied numbers into values the core can compute with.
// Every public initializer that accepts a number routes it through one of these, so the
// sanitizing rules live in one place and are documented where the public API uses them.

extension Double {
    /// `self` when it is finite, otherwise `fallback`.
    @inlinable
    func finiteOr(_ fallback: Double) -> Double {
        isFinite ? self : fallback
    }

    /// `self` when it is finite and not negative, otherwise `fallback`.
    @inlinable
    func nonNegativeOr(_ fallback: Double) -> Double {
        isFinite && self >= 0 ? self : fallback
    }

    /// `self` when it is finite, otherwise 0; negative values become 0.
    @inlinable
    var nonNegativeLength: Double {
        isFinite ? Swift.max(0, self) : 0
    }

    /// `self` clamped into `range`; NaN becomes `range.lowerBound`.
    @inlinable
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
