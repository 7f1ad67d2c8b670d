/// The resistance applied to a drag beyond a limit, as UIScrollView applies it.
///
/// For an excess x ≥ 0 past the limit, the visible excess is
///
///     f(x) = (1 − 1 / (x·c / d + 1)) · d
///
/// with c = ``coefficient`` (0.55) and d = ``dimension``, the length of the view along the
/// axis. f(0) = 0, f′(0) = c, and f approaches d but never reaches it. Negative excesses are
/// mirrored: f(−x) = −f(x). ``inverse(_:)`` maps a visible excess back to the finger's
/// excess exactly, so a drag that resumes from a rubber-banded position continues without a
/// jump.
package struct RubberBand: Hashable, Sendable {
    /// UIScrollView's rubber-band coefficient, 0.55.
    package static let defaultCoefficient = 0.55

    /// The rubber-band coefficient c: the slope of the band at the limit.
    package let coefficient: Double

    /// The dimension d along the axis, in points: the band's asymptote.
    package let dimension: Double

    /// Creates a rubber band.
    ///
    /// `dimension` is sanitized as a length (see ``InputLimits``): not finite, not positive or
    /// below ``InputLimits/lengthResolution`` becomes 0, and the band then holds the value at
    /// its limit; a `coefficient` that is not finite or not positive becomes
    /// ``defaultCoefficient``, one above 1 becomes 1 (a band never moves faster than the finger).
    /// - Parameters:
    ///   - dimension: The length along the axis, in points.
    ///   - coefficient: The coefficient c.
    package init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = dimension.nonNegativeLength
        self.coefficient = coefficient.isFinite && coefficient > 0 ? Swift.min(coefficient, 1) : Self.defaultCoefficient
    }

    /// The visible excess for a finger excess `excess`, in points.
    /// - Complexity: O(1).
    @inlinable
    package func callAsFunction(_ excess: Double) -> Double {
        guard !excess.isNaN, dimension > 0 else { return 0 }
        guard excess.isFinite else { return excess > 0 ? dimension : -dimension }
        let magnitude = abs(excess)
        let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return excess < 0 ? -banded : banded
    }

    /// The finger excess that produces the visible excess `visible`, in points: the exact
    /// inverse of ``callAsFunction(_:)``, x = (d / c) · y / (d − y).
    ///
    /// Visible excesses at or beyond the asymptote ±d cannot be produced; they map to the
    /// finger excess of the largest representable visible excess (d minus 1e-9·d).
    /// - Complexity: O(1).
    @inlinable
    package func inverse(_ visible: Double) -> Double {
        guard dimension > 0, !visible.isNaN else { return 0 }
        let magnitude = Swift.min(abs(visible), dimension * (1 - 1e-9))
        let excess = (dimension / coefficient) * magnitude / (dimension - magnitude)
        return visible < 0 ? -excess : excess
    }

    /// The slope df/dx at finger excess `excess`: how fast the visible value moves per point
    /// of finger motion. c at the limit, falling toward 0 far beyond it.
    @inlinable
    package func slope(at excess: Double) -> Double {
        guard dimension > 0, excess.isFinite else { return 0 }
        let denominator = abs(excess) * coefficient / dimension + 1
        return coefficient / (denominator * denominator)
    }
}
