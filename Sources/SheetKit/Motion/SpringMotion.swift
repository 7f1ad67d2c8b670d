#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension SpringMotion {
    /// Position and velocity of a moving value at one instant.
    public struct State: Hashable, Sendable {
        /// The position, in points.
        public var position: Double
        /// The velocity, in points per second.
        public var velocity: Double

        /// Creates a state.
        /// - Parameters:
        ///   - position: The position, in points.
        ///   - velocity: The velocity, in points per second.
        public init(position: Double, velocity: Double) {
            self.position = position
            self.velocity = velocity
        }
    }
}

/// One spring motion: a ``MotionSpring`` released at `startTime` from a position and velocity
/// toward a target, evaluated in closed form.
///
/// With the displacement d = x − target, d₀ = x₀ − target, λ = ζω₀ and w₀ = v₀ + λd₀, the
/// solution of ẍ = −k·d − c·ẋ is
///
///     d(t) = d₀·C(t) + w₀·S(t)
///     v(t) = v₀·C(t) − (λ·v₀ + ω₀²·d₀)·S(t)
///
/// where, with E = e^(−λt):
/// - underdamped (ζ < 1), ω_d = ω₀√(1 − ζ²): C = E·cos(ω_d t), S = E·sin(ω_d t) / ω_d;
/// - critical (ζ = 1): C = E, S = t·E;
/// - overdamped (ζ > 1), s = ω₀√(ζ² − 1): C = E·cosh(s t), S = E·sinh(s t) / s,
///   computed as sums of the two decaying modes e^(r₁t), e^(r₂t) so nothing overflows.
///
/// These are the textbook solutions, rearranged so that the three regimes share one
/// formula and stay well conditioned as ζ → 1. Position and velocity at a time depend only
/// on `time − startTime`: sampling at 60 Hz, 120 Hz or with dropped frames gives the same
/// values at the same instants.
///
/// Evaluating ``state(at:)`` costs one `exp` and one `sin`/`cos` pair (two `exp` when
/// overdamped), O(1), with no allocation.
public struct SpringMotion: Hashable, Sendable {
    /// The spring that moves the value.
    public let spring: MotionSpring
    /// The position the spring pulls toward, in points.
    public let target: Double
    /// The position at `startTime`, in points.
    public let initialPosition: Double
    /// The velocity at `startTime`, in points per second.
    public let initialVelocity: Double
    /// The time the motion starts, in seconds (any time base; the core never reads a clock).
    public let startTime: Double

    // Two constants of the solution are stored; the others are derived from them and the
    // spring with the same arithmetic as at creation, so the motion stays a small plain value
    // (copied per frame) and every evaluation gives the same numbers.
    @usableFromInline let omega: Double          // ω₀ = 2π / response, rad/s
    @usableFromInline let frequency: Double      // ω_d (under) or s (over), rad/s; 0 when critical

    @usableFromInline
    enum Regime: Hashable, Sendable { case underdamped, critical, overdamped }

    /// The damping regime, from the spring's damping ratio.
    @inlinable
    var regime: Regime {
        spring.dampingRatio < 1 ? .underdamped : spring.dampingRatio == 1 ? .critical : .overdamped
    }

    /// λ = ζω₀, in 1/s.
    @inlinable
    var decay: Double { spring.dampingRatio * omega }

    /// ω₀², in 1/s².
    @inlinable
    var omegaSquared: Double { omega * omega }

    /// r₁ when overdamped, −λ otherwise, in 1/s: the slowest decay rate. r₁ = −ω₀(ζ − √(ζ²−1))
    /// is written without the cancellation of a difference.
    @inlinable
    var slowRate: Double {
        guard regime == .overdamped else { return -decay }
        let zeta = spring.dampingRatio
        return -omega / (zeta + (zeta * zeta - 1).squareRoot())
    }

    /// r₂ when overdamped, −λ otherwise, in 1/s.
    @inlinable
    var fastRate: Double {
        guard regime == .overdamped else { return -decay }
        let zeta = spring.dampingRatio
        return -omega * (zeta + (zeta * zeta - 1).squareRoot())
    }

    /// The largest position, target (points) and velocity (points per second) a motion
    /// takes; larger magnitudes are limited to it. A billion points is far beyond any screen.
    public static let maximumMagnitude = 1e9

    /// The longest elapsed time a motion is evaluated at, in seconds (10⁹ s): far past the
    /// settle of any accepted spring, and small enough that the basis' cosine stays exact.
    public static let maximumElapsed = 1e9

    /// Creates a motion.
    ///
    /// Non-finite inputs are sanitized: a non-finite `target` becomes 0, a non-finite
    /// `position` becomes the target, a non-finite `velocity` becomes 0, and a non-finite
    /// `startTime` becomes 0. Target, position and velocity are then limited to
    /// ±``maximumMagnitude``, so that no intermediate of the solution or of its settle time
    /// overflows.
    /// - Parameters:
    ///   - spring: The spring.
    ///   - position: The position at `startTime`, in points.
    ///   - velocity: The velocity at `startTime`, in points per second.
    ///   - target: The rest position, in points.
    ///   - startTime: When the motion starts, in seconds.
    public init(spring: MotionSpring, from position: Double, velocity: Double, to target: Double, at startTime: Double) {
        let limits = -Self.maximumMagnitude...Self.maximumMagnitude
        let target = target.finiteOr(0).clamped(to: limits)
        self.spring = spring
        self.target = target
        self.initialPosition = position.finiteOr(target).clamped(to: limits)
        self.initialVelocity = velocity.finiteOr(0).clamped(to: limits)
        self.startTime = startTime.finiteOr(0)

        let omega = spring.angularFrequency
        let zeta = spring.dampingRatio
        self.omega = omega
        if zeta < 1 {
            frequency = omega * (1 - zeta * zeta).squareRoot()
        } else if zeta == 1 {
            frequency = 0
        } else {
            frequency = omega * (zeta * zeta - 1).squareRoot()
        }
    }

    /// The displacement from the target at the start, d₀, in points.
    @inlinable
    var initialDisplacement: Double { initialPosition - target }

    /// The basis functions C(τ) and S(τ) of the solution at elapsed time τ ≥ 0.
    @inlinable @inline(__always)
    func basis(elapsed tau: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped:
            let envelope = exp(-decay * tau)
            let (sine, cosine) = SineAndCosine.of(frequency * tau)
            return (envelope * cosine, envelope * sine / frequency)
        case .critical:
            let envelope = exp(-decay * tau)
            return (envelope, tau * envelope)
        case .overdamped:
            let slow = exp(slowRate * tau)
            let fast = exp(fastRate * tau)
            let c = 0.5 * (slow + fast)
            let argument = frequency * tau
            if argument < 0.5 {
                // sinh(x)/x without the cancellation of (slow − fast) for small x.
                return (c, exp(-decay * tau) * sinh(argument) / frequency)
            }
            return (c, 0.5 * (slow - fast) / frequency)
        }
    }

    /// Position and velocity at `time`, in points and points per second.
    ///
    /// Times before `startTime` evaluate as `startTime` (a motion never runs backward); an
    /// elapsed time beyond ``maximumElapsed`` evaluates as that.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func state(at time: Double) -> SpringMotion.State {
        // Any finite elapsed time is fine for the basis; an infinite one (times near ±1.8e308)
        // is limited to one that has long settled, and NaN counts as the start.
        let elapsed = time - startTime
        let tau = elapsed.isNaN ? 0 : elapsed.clamped(to: 0...Self.maximumElapsed)
        let (c, s) = basis(elapsed: tau)
        let d0 = initialDisplacement
        let v0 = initialVelocity
        let w0 = v0 + decay * d0
        let position = target + d0 * c + w0 * s
        let velocity = v0 * c - (decay * v0 + omegaSquared * d0) * s
        return SpringMotion.State(position: position, velocity: velocity)
    }

    /// The position at `time`, in points. See ``state(at:)``.
    @inlinable
    public func position(at time: Double) -> Double { state(at: time).position }

    /// The velocity at `time`, in points per second. See ``state(at:)``.
    @inlinable
    public func velocity(at time: Double) -> Double { state(at: time).velocity }

    /// A motion toward `newTarget` that starts at `time` from this motion's position and
    /// velocity at that time, so both stay continuous.
    /// - Parameters:
    ///   - newTarget: The new rest position, in points.
    ///   - time: When to retarget, in seconds.
    ///   - spring: The spring for the new motion; this motion's spring when `nil`.
    public func retargeted(to newTarget: Double, at time: Double, spring: MotionSpring? = nil) -> SpringMotion {
        let now = state(at: time)
        return SpringMotion(spring: spring ?? self.spring, from: now.position, velocity: now.velocity,
                            to: newTarget, at: Swift.max(time.finiteOr(startTime), startTime))
    }
}
