// The one bound the Appearance values put on caller-supplied lengths (margins, arrow sizes,
// peeks, radii), so that sums of them with container lengths and safe-area insets (which
// may be as large as 1e308) can never overflow to infinity.

extension Double {
    /// The largest margin, arrow size, peek or radius the Appearance values accept, in
    /// points: 10 000, more than any display is long.
    static let maximumAppearanceLength = 10_000.0

    /// `self` when it is finite and not negative, otherwise `fallback`; below
    /// ``InputLimits/lengthResolution`` 0 (a subnormal margin would otherwise reach frames as a
    /// length one ulp from 0, whose halves round the wrong way); at most
    /// ``maximumAppearanceLength``.
    func appearanceLength(or fallback: Double) -> Double {
        let length = nonNegativeOr(fallback)
        return length < InputLimits.lengthResolution ? 0 : Swift.min(length, Double.maximumAppearanceLength)
    }
}
