/// Approximate equality for tests: one helper instead of inline `abs(a - b) < tolerance`.

infix operator ≈ : ComparisonPrecedence

/// Whether `a` and `b` differ by at most `tolerance`, in the values' own units (absolute).
/// Two NaNs are not close; equal infinities are.
/// - Parameters:
///   - a: A value.
///   - b: The value it should be close to.
///   - tolerance: The largest allowed difference, in the values' units. Default 1e-9.
public func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    return abs(a - b) <= tolerance
}

/// Whether `a` and `b` differ by at most `fraction` of the larger magnitude (relative), for
/// values whose scale varies (a spring from a million points away, say).
/// - Parameters:
///   - a: A value.
///   - b: The value it should be close to.
///   - fraction: The largest allowed difference as a fraction of max(|a|, |b|).
public func isClose(_ a: Double, _ b: Double, relative fraction: Double) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    return abs(a - b) <= fraction * Swift.max(abs(a), abs(b))
}

/// `a` and `b` agree to rounding: within 1e-9 absolute, or 1e-12 relative for large values.
public func ≈ (a: Double, b: Double) -> Bool {
    isClose(a, b) || isClose(a, b, relative: 1e-12)
}
