/// Approximate equality for tests: one helper instead of inline `abs(a - b) < tolerance`.

infix operator ≈ : ComparisonPrecedence

/// Whether `a` and `b` agree within `tolerance`, absolute or relative to the larger
/// magnitude (whichever is looser), so the same call reads right for 0.001 pt and 1e6 pt.
/// Two NaNs are not close; equal infinities are.
/// - Parameters:
///   - a: A value.
///   - b: The value it should be close to.
///   - tolerance: The allowed difference, in the values' units (absolute) and as a fraction
///     of the larger magnitude (relative). Default 1e-9.
public func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    let difference = abs(a - b)
    return difference <= tolerance || difference <= tolerance * Swift.max(abs(a), abs(b))
}

/// `isClose(a, b)` with the default tolerance (1e-9, absolute or relative).
public func ≈ (a: Double, b: Double) -> Bool {
    isClose(a, b)
}
