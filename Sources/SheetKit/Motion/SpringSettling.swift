#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// When a spring motion is at rest, decided from the solution's envelope.
///
/// A motion is *settled* from the first instant after which its displacement from the target
/// can never again exceed a threshold: half a device pixel, 0.5 / displayScale points.
/// "Close and slow on this frame" is not enough (an underdamped spring passes through its
/// target at full speed); the bound below holds for every later instant.
///
/// Two envelopes bound |d(t)| for all t, and the earlier of their crossings is used:
/// - the polynomial envelope (|d₀| + |w₀|·t)·e^(−μt), valid in every regime because
///   |sin x / x| ≤ 1 and sinh x / x ≤ cosh x, with μ = ζω₀ (or −r₁ when overdamped);
/// - the modal envelope: R·e^(−ζω₀t) with R = √(d₀² + (w₀/ω_d)²) when underdamped, and
///   (|C₁| + |C₂|)·e^(r₁t) over the two exponential modes when overdamped.
/// Both are decreasing after their peak, so the crossing is unique and exact.
extension SpringMotion {
    /// The threshold of "at rest" for a display scale: half a device pixel, in points.
    ///
    /// `displayScale` is sanitized by ``InputLimits/sanitizedDisplayScale(_:)``: not finite or
    /// below 1 becomes 3, above 4 becomes 4.
    /// - Parameter displayScale: Device pixels per point.
    public static func restThreshold(displayScale: Double) -> Double {
        0.5 / InputLimits.sanitizedDisplayScale(displayScale)
    }

    /// How long after `startTime` the motion stays within `threshold` of its target forever,
    /// in seconds. 0 when it already does.
    ///
    /// - Parameter threshold: The largest displacement that counts as at rest, in points.
    ///   Values that are not finite or not positive become 1/6 pt (half a pixel at 3x).
    /// - Complexity: O(1) for the modal envelope; a few Newton steps (at most 64) for the
    ///   polynomial one. It runs once per motion, not per frame.
    public func settleDuration(threshold: Double) -> Double {
        let epsilon = threshold.isFinite && threshold > 0 ? threshold : Self.restThreshold(displayScale: 3)
        let d0 = initialDisplacement
        let w0 = initialVelocity + decay * d0
        let polynomial = Self.crossing(constant: abs(d0), slope: abs(w0), rate: -slowRate, threshold: epsilon)
        let modal: Double
        switch regime {
        case .underdamped:
            let amplitude = (d0 * d0 + (w0 / frequency) * (w0 / frequency)).squareRoot()
            modal = Self.crossing(constant: amplitude, slope: 0, rate: decay, threshold: epsilon)
        case .critical:
            modal = polynomial
        case .overdamped:
            // d = C₁e^(r₁t) + C₂e^(r₂t), C₂ = (v₀ − r₁d₀)/(r₂ − r₁), C₁ = d₀ − C₂.
            let c2 = (initialVelocity - slowRate * d0) / (fastRate - slowRate)
            let c1 = d0 - c2
            modal = Self.crossing(constant: abs(c1) + abs(c2), slope: 0, rate: -slowRate, threshold: epsilon)
        }
        let duration = Swift.min(polynomial, modal)
        return duration.isFinite ? duration : 0
    }

    /// The absolute time at which the motion is settled for a display scale, in seconds.
    /// - Parameter displayScale: Device pixels per point (see ``restThreshold(displayScale:)``).
    public func settleTime(displayScale: Double) -> Double {
        startTime + settleDuration(threshold: Self.restThreshold(displayScale: displayScale))
    }

    /// The smallest t ≥ 0 after which (a + b·t)·e^(−μt) ≤ ε for good, for a, b ≥ 0, μ > 0.
    static func crossing(constant a: Double, slope b: Double, rate mu: Double, threshold epsilon: Double) -> Double {
        guard a.isFinite, b.isFinite, mu.isFinite, mu > 0 else { return .infinity }
        if b == 0 {
            return a <= epsilon ? 0 : log(a / epsilon) / mu
        }
        // The envelope rises until its peak, then decreases monotonically.
        let peak = Swift.max(0, 1 / mu - a / b)
        func logExcess(_ t: Double) -> Double { log(a + b * t) - mu * t - log(epsilon) }
        if logExcess(peak) <= 0 { return 0 }
        // Start to the right of the crossing: h is concave, so Newton's method converges
        // monotonically from the right and never overshoots to the left of the root.
        var t = peak + 1 / mu
        while logExcess(t) > 0 { t = 2 * t + 1 / mu }
        for _ in 0..<64 {
            let slopeOfLog = b / (a + b * t) - mu
            let step = logExcess(t) / slopeOfLog
            t -= step
            if abs(step) <= 1e-12 * Swift.max(1, t) { break }
        }
        return t
    }
}
