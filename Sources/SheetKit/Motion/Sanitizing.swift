// Internal helpers that turn user-supplied numbers into values the core can compute with.
// Every public initializer and input that accepts a number routes it through one of these,
// so the rules live in one place (``InputLimits`` documents them) and each public API names
// the one it uses.

extension Double {
    /// `self` when it is finite, otherwise `fallback`.
    @inlinable
    func finiteOr(_ fallback: Double) -> Double {
        isFinite ? self : fallback
    }

    /// `self` when it is finite and not negative, otherwise `fallback`; at most
    /// ``InputLimits/maximumLength``.
    @inlinable
    func nonNegativeOr(_ fallback: Double) -> Double {
        isFinite && self >= 0 ? Swift.min(self, InputLimits.maximumLength) : fallback
    }

    /// `self` as a length (see ``InputLimits``): NaN, infinities and negatives become 0, values
    /// below ``InputLimits/lengthResolution`` become 0, values above
    /// ``InputLimits/maximumLength`` become that.
    @inlinable
    var nonNegativeLength: Double {
        guard isFinite, self >= InputLimits.lengthResolution else { return 0 }
        return Swift.min(self, InputLimits.maximumLength)
    }

    /// `self` as a signed length: NaN becomes 0; the rest is clamped into
    /// ±``InputLimits/maximumLength`` (infinities to the bound on their side); magnitudes below
    /// ``InputLimits/lengthResolution`` become 0.
    @inlinable
    var signedLength: Double {
        guard !isNaN, abs(self) >= InputLimits.lengthResolution else { return 0 }
        return clamped(to: -InputLimits.maximumLength...InputLimits.maximumLength)
    }

    /// `self` as a time: `fallback` when not finite. Every finite time is accepted; what uses
    /// times guards its differences (see ``SpringMotion/maximumElapsed``).
    @inlinable
    func sanitizedTime(fallback: Double) -> Double {
        isFinite ? self : fallback
    }

    /// `self` as an event time for a value whose latest time shown is `now`: a time that is
    /// not finite or not after `now` counts as `now`; one after
    /// ``InputLimits/maximumEventTime`` counts as that (or as `now` if later), so a spring that
    /// an event starts never starts after the clock it moves and never at a time too large to
    /// resolve a frame.
    @inlinable
    func eventTime(after now: Double) -> Double {
        isFinite && self > now ? Swift.max(now, Swift.min(self, InputLimits.maximumEventTime)) : now
    }

    /// `self` clamped into `range`; NaN becomes `range.lowerBound`.
    ///
    /// Only for constant ranges: building `a...b` from computed bounds traps when they cross
    /// (rounding alone can make `(x + w) - w < x`); use ``clamped(between:and:)`` for those.
    @inlinable
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// `self` clamped between two computed bounds, total for any bounds (it never builds a
    /// `ClosedRange`, which traps when `lower > upper`). The result is finite when both bounds
    /// are (an infinite bound can be returned as it is: callers pass sanitized, finite areas).
    ///
    /// Fallbacks: bounds that cross (`lower > upper`: a container smaller than its margins, or
    /// an area whose far edge rounds below its near one) give their midpoint, where a squeezed
    /// area sits; a NaN bound is replaced by the other one; with both NaN, `self` is returned
    /// as is. A NaN `self` becomes the lower bound; a midpoint that is NaN (bounds +∞ and -∞)
    /// becomes 0.
    @inlinable
    func clamped(between lower: Double, and upper: Double) -> Double {
        let low = lower.isNaN ? upper : lower
        let high = upper.isNaN ? lower : upper
        guard !low.isNaN else { return isNaN ? 0 : self }
        guard low <= high else {
            let middle = low / 2 + high / 2
            return middle.isNaN ? 0 : middle
        }
        guard !isNaN else { return low }
        return Swift.min(Swift.max(self, low), high)
    }
}

extension Int {
    /// `self` clamped into `range` (no arithmetic, so `Int.max` and `Int.min` are safe).
    @inlinable
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
