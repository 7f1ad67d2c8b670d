/// The timing of a sheet's spring as UIKit's and Core Animation's spring timing curves take it:
/// mass, stiffness, damping and an initial velocity relative to the distance travelled, plus
/// the duration UIKit reports for the transition.
///
/// ## Why it exists
/// The sheet itself moves on ``SpringMotion`` (closed form, on the display link). Animations
/// that run *alongside* its transition (a transition coordinator's, the app's) run on Core
/// Animation: the UIKit layer hands them a `UIViewPropertyAnimator` with
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` built from these
/// numbers. Both solve the same equation, ẍ = −k·(x − target) − c·ẋ with unit mass, from the
/// same start, so an alongside animation is at the same fraction of its change as the sheet
/// is of its travel, frame for frame, without any work on the main thread.
///
/// ## The numbers
/// - ``mass`` is 1; ``stiffness`` k = (2π / response)² and ``damping`` c = 4π·ζ / response
///   (``MotionSpring/stiffness``, ``MotionSpring/damping``).
/// - ``initialVelocity`` is the start velocity as a fraction of the travel per second (Core
///   Animation's unit: 1 covers the whole distance in one second): velocity ÷ (to − from),
///   positive toward the target.
/// - ``duration`` is the time until the transition completes, in seconds (the value UIKit's
///   `transitionDuration(using:)` reports; see ``SheetEngine/transitionTiming(of:)``).
///
/// ## Sanitizing
/// - A travel shorter than ``InputLimits/lengthResolution`` (or not finite) has no direction:
///   the initial velocity is 0.
/// - A velocity that is not finite counts as 0; the initial velocity is clamped into
///   ±``maximumInitialVelocity``.
/// - A duration that is not finite or is negative becomes 0.
package struct TransitionSpringTiming: Hashable, Sendable {
    /// The mass, always 1 (the unit mass of ``MotionSpring``'s definition).
    package let mass: Double
    /// The stiffness k = (2π / response)², in 1/s².
    package let stiffness: Double
    /// The damping coefficient c = 4π·ζ / response, in 1/s.
    package let damping: Double
    /// The start velocity as a fraction of the travel per second (1/s), positive toward the
    /// target.
    package let initialVelocity: Double
    /// How long the transition takes until it completes, in seconds.
    package let duration: Double
    /// The spring the numbers come from.
    private let spring: MotionSpring

    /// The largest initial velocity accepted, in travels per second: 1000, SheetKit's fastest
    /// release (``ReleasePolicy/maximumReleaseSpeed``, 10 000 pt/s) over a 10 pt travel. Only
    /// a travel of a few points gives more, and then nothing visible is left to animate.
    package static let maximumInitialVelocity = 1000.0

    /// The timing of `spring` moving from `from` toward `to` at `velocity`.
    /// - Parameters:
    ///   - spring: The spring (already adjusted for Reduce Motion).
    ///   - from: Where the motion starts, in points.
    ///   - to: Where the spring pulls, in points.
    ///   - velocity: The velocity at the start, in points per second (positive = increasing).
    ///   - duration: The transition's duration, in seconds.
    package init(spring: MotionSpring, from: Double, to: Double, velocity: Double, duration: Double) {
        self.spring = spring
        mass = 1
        stiffness = spring.stiffness
        damping = spring.damping
        let travel = to - from
        let hasDirection = travel.isFinite && abs(travel) >= InputLimits.lengthResolution
        let relative = hasDirection ? velocity.finiteOr(0) / travel : 0
        initialVelocity = relative.finiteOr(0).clamped(to: -Self.maximumInitialVelocity...Self.maximumInitialVelocity)
        self.duration = duration.nonNegativeOr(0)
    }

    /// The fraction of the travel covered `elapsed` seconds after the start, as Core Animation
    /// evaluates the curve (0 at the start, 1 at the target, beyond 1 while overshooting): the
    /// spring's unit step response from the relative initial velocity. For checks: it is the
    /// same number as the sheet's ``SpringMotion`` position, relative to its travel.
    /// - Parameter elapsed: Seconds since the start; negative or NaN counts as 0.
    /// - Complexity: O(1).
    package func fraction(at elapsed: Double) -> Double {
        let motion = SpringMotion(spring: spring, from: 0, velocity: initialVelocity, to: 1, at: 0)
        return motion.position(at: elapsed.isNaN ? 0 : Swift.max(0, elapsed))
    }
}
