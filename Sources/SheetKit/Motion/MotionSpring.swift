/// A damped spring described the way UIKit and SwiftUI describe springs: by its
/// `response` and its `dampingRatio`.
///
/// A spring is a value you can reason about: with unit mass its stiffness is
/// k = (2π / response)² and its damping coefficient is c = 4π·ζ / response, so its undamped
/// angular frequency is ω₀ = 2π / response. ``SpringMotion`` evaluates the closed-form
/// solution of this oscillator; nothing is integrated step by step.
///
/// ## Sanitizing
/// - A `response` that is NaN becomes ``defaultResponse``; any other value is clamped into
///   ``minimumResponse`` ... ``maximumResponse``.
/// - A `dampingRatio` that is NaN becomes 1 (critical); otherwise it is clamped into
///   ``minimumDampingRatio`` ... ``maximumDampingRatio``, so every spring comes to rest in
///   finite time, and a sheet move of a screen's length settles within minutes at the very
///   worst (response 5 s with the extreme damping ratios), seconds for any spring an app uses.
public struct MotionSpring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds.
    public let response: Double

    /// The damping ratio ζ: below 1 the spring overshoots (underdamped), 1 is critical
    /// damping, above 1 it approaches its target without overshoot (overdamped).
    public let dampingRatio: Double

    /// The response of ``MotionSpring/default``, in seconds; also what a NaN response becomes.
    public static let defaultResponse = 0.35

    /// The smallest accepted response, in seconds (10 ms: faster than one 120 Hz frame, so
    /// nothing quicker could be seen).
    public static let minimumResponse = 0.01

    /// The largest accepted response, in seconds. UIKit's and SwiftUI's springs for interface
    /// motion use 0.2–1 s; 5 s is already a slow drift.
    public static let maximumResponse = 5.0

    /// The smallest accepted damping ratio. An undamped spring (ζ = 0) would never settle.
    public static let minimumDampingRatio = 0.05

    /// The largest accepted damping ratio. Beyond 4 an overdamped spring only crawls: its slow
    /// mode decays at ω₀ / (ζ + √(ζ² − 1)), under an eighth of ω₀.
    public static let maximumDampingRatio = 4.0

    /// Creates a spring.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds.
    ///   - dampingRatio: The damping ratio ζ (dimensionless).
    public init(response: Double, dampingRatio: Double) {
        if response.isNaN {
            self.response = Self.defaultResponse
        } else {
            self.response = response.clamped(to: Self.minimumResponse...Self.maximumResponse)
        }
        self.dampingRatio = dampingRatio.isNaN
            ? 1
            : dampingRatio.clamped(to: Self.minimumDampingRatio...Self.maximumDampingRatio)
    }

    /// The undamped angular frequency ω₀ = 2π / response, in radians per second.
    @inlinable
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// The stiffness k = (2π / response)² of a unit mass, in 1/s².
    @inlinable
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// The damping coefficient c = 4π·ζ / response of a unit mass, in 1/s.
    @inlinable
    public var damping: Double { 4 * Double.pi * dampingRatio / response }

    /// The same spring, critically damped when Reduce Motion is on: it keeps its response
    /// and loses its overshoot. Overdamped springs are left as they are.
    /// - Parameter reduceMotion: Whether the user asked for reduced motion.
    public func adjusted(forReduceMotion reduceMotion: Bool) -> MotionSpring {
        guard reduceMotion, dampingRatio < 1 else { return self }
        return MotionSpring(response: response, dampingRatio: 1)
    }
}

extension MotionSpring {
    /// SheetKit's default spring: response 0.35 s, damping ratio 0.86. It settles a
    /// 500 pt move in about half a second with a barely visible overshoot.
    public static let `default` = MotionSpring(response: defaultResponse, dampingRatio: 0.86)

    /// A critically damped spring with the default response (no overshoot).
    public static let critical = MotionSpring(response: defaultResponse, dampingRatio: 1)

    /// A lively spring for panels that drop in: response 0.5 s, damping ratio 0.6.
    public static let bouncy = MotionSpring(response: 0.5, dampingRatio: 0.6)

    /// A quick spring with little overshoot: response 0.25 s, damping ratio 0.9.
    public static let snappy = MotionSpring(response: 0.25, dampingRatio: 0.9)

    /// The fraction of a critically damped move left after `x` = ω₀·t is (1 + x)·e^(−x); it
    /// falls to 1 % at x ≈ 6.638.
    static let criticalNinetyNinePercent = 6.638

    /// A critically damped spring that covers 99 % of a move in `duration` seconds: a motion
    /// that keeps pace with a system animation of that duration (the keyboard's, say) without
    /// overshooting. Its response is 2π · duration / 6.638 ≈ 0.95 · duration. A duration that
    /// is not finite or not positive gives the default spring's response.
    /// - Parameter duration: The other animation's duration, in seconds.
    public static func matching(duration: Double) -> MotionSpring {
        guard duration.isFinite, duration > 0 else { return MotionSpring(response: defaultResponse, dampingRatio: 1) }
        return MotionSpring(response: 2 * Double.pi * duration / criticalNinetyNinePercent, dampingRatio: 1)
    }
}
