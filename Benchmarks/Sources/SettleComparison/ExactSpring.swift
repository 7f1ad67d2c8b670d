#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The exact solution of the unit-mass damped oscillator x″ = −k(x − target) − c·x′, written
/// out in its textbook form, independently of SheetKit's `SpringMotion` (which it checks).
///
/// With ω₀ = 2π / response, ζ the damping ratio, d₀ = x₀ − target:
/// - ζ < 1: d(t) = e^(−ζω₀t)·(d₀·cos ω_d t + (v₀ + ζω₀d₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: d(t) = (d₀ + (v₀ + ω₀d₀)·t)·e^(−ω₀t);
/// - ζ > 1: d(t) = C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), C₂ = (v₀ − r₁d₀)/(r₂ − r₁),
///   C₁ = d₀ − C₂.
public struct ExactSpring: Sendable {
    /// The undamped angular frequency ω₀, in radians per second.
    public let omega: Double
    /// The damping ratio ζ.
    public let zeta: Double
    /// The position at t = 0, in points.
    public let position: Double
    /// The velocity at t = 0, in points per second.
    public let velocity: Double
    /// The rest position, in points.
    public let target: Double

    /// Creates the solution for a release.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds.
    ///   - dampingRatio: The damping ratio ζ.
    ///   - position: The position at t = 0, in points.
    ///   - velocity: The velocity at t = 0, in points per second.
    ///   - target: The rest position, in points.
    public init(response: Double, dampingRatio: Double, position: Double, velocity: Double, target: Double) {
        self.omega = 2 * Double.pi / response
        self.zeta = dampingRatio
        self.position = position
        self.velocity = velocity
        self.target = target
    }

    /// Position and velocity `t` seconds after release, in points and points per second.
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        let d0 = position - target
        let v0 = velocity
        if zeta < 1 {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let a = d0
            let b = (v0 + decay * d0) / damped
            let envelope = exp(-decay * t)
            let (cosine, sine) = (cos(damped * t), sin(damped * t))
            let d = envelope * (a * cosine + b * sine)
            let v = envelope * ((b * damped - decay * a) * cosine - (a * damped + decay * b) * sine)
            return (target + d, v)
        }
        if zeta == 1 {
            let envelope = exp(-omega * t)
            let b = v0 + omega * d0
            return (target + (d0 + b * t) * envelope, (b - omega * (d0 + b * t)) * envelope)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * d0) / (r2 - r1)
        let c1 = d0 - c2
        return (target + c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
}
