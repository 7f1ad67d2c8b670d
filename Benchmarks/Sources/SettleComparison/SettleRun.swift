import SheetKit

/// How one way of moving a sheet followed the exact solution through one settle.
///
/// Both methods are measured the same way: frame by frame on the ticks of a ``FramePacing``,
/// each shown frame at its `targetTimestamp`, until the frame on which the method snaps the
/// sheet to its target (the *settle frame*).
public struct SettleRun: Sendable {
    /// The largest |x(t) − x_exact(t)| over the frames shown before the settle frame, in
    /// points (t = each frame's `targetTimestamp`).
    public let maximumError: Double
    /// The `targetTimestamp` of the settle frame, after the release, in seconds: the first
    /// frame on which the method shows the sheet on its target. Infinite when it never does
    /// within ``horizon``.
    public let settleTime: Double
    /// How many frames were shown before the settle frame.
    public let framesBeforeSettling: Int
    /// How far the exact solution still is from the target at ``settleTime``, in points: what
    /// the snap to the target skips of the real motion.
    public let exactDistanceAtSettle: Double

    /// The horizon the runs tick for, in seconds; both springs settle well within it.
    public static let horizon = 3.0

    /// The display scale the closed form settles for (half a pixel at 3x = 1/6 pt), the
    /// default of SheetKit's `SheetContainer`.
    public static let displayScale = 3.0

    /// Steps an ``EulerSpring`` by `targetTimestamp − timestamp` on every tick of `pacing`; the
    /// settle frame is the first on which it is close and slow (``EulerSpring/isAtRest``).
    public static func euler(_ scenario: SettleScenario, pacing: FramePacing) -> SettleRun {
        var euler = EulerSpring(response: scenario.spring.response, dampingRatio: scenario.spring.dampingRatio,
                                position: scenario.position, velocity: scenario.velocity, target: scenario.target)
        return run(scenario, pacing: pacing) { tick in
            euler.step(by: tick.targetTimestamp - tick.timestamp)
            return euler.isAtRest ? nil : euler.position
        }
    }

    /// Evaluates SheetKit's closed-form `SpringMotion` at every tick's `targetTimestamp`, with
    /// the rule `SheetEngine` applies on a tick: the first frame whose `targetTimestamp` is at
    /// or after the motion's settle time (half a pixel for good, from the solution's envelope)
    /// shows the sheet on its target and ends the motion. The tests check this against a real
    /// `SheetEngine` presentation, frame by frame.
    public static func closedForm(_ scenario: SettleScenario, pacing: FramePacing) -> SettleRun {
        let motion = SpringMotion(spring: scenario.spring, from: scenario.position, velocity: scenario.velocity,
                                  to: scenario.target, at: 0)
        let settleInstant = motion.settleTime(displayScale: displayScale)
        return run(scenario, pacing: pacing) { tick in
            tick.targetTimestamp >= settleInstant ? nil : motion.position(at: tick.targetTimestamp)
        }
    }

    /// Runs a method over the ticks of `pacing` against the exact solution.
    /// - Parameter frame: The position the method shows on a tick, or `nil` on its settle frame.
    static func run(_ scenario: SettleScenario, pacing: FramePacing, frame: (FrameTick) -> Double?) -> SettleRun {
        let exact = ExactSpring(scenario)
        var maximumError = 0.0
        var frames = 0
        for tick in pacing.ticks(from: 0, duration: horizon) {
            let time = tick.targetTimestamp
            guard let position = frame(tick) else {
                return SettleRun(maximumError: maximumError, settleTime: time, framesBeforeSettling: frames,
                                 exactDistanceAtSettle: abs(exact.state(at: time).position - scenario.target))
            }
            maximumError = Swift.max(maximumError, abs(position - exact.state(at: time).position))
            frames += 1
        }
        return SettleRun(maximumError: maximumError, settleTime: .infinity, framesBeforeSettling: frames,
                         exactDistanceAtSettle: .infinity)
    }
}

extension ExactSpring {
    /// The exact solution of a scenario's release.
    public init(_ scenario: SettleScenario) {
        self.init(response: scenario.spring.response, dampingRatio: scenario.spring.dampingRatio,
                  position: scenario.position, velocity: scenario.velocity, target: scenario.target)
    }
}
