import SheetKit

/// How one way of moving a sheet followed the exact solution through one settle.
public struct SettleRun: Sendable {
    /// The largest |x(t) − x_exact(t)| over the frames shown before the method declared the
    /// motion finished, in points (t = each frame's `targetTimestamp`).
    public let maximumError: Double
    /// When the method declared the motion finished, after the release, in seconds: the
    /// `targetTimestamp` of the frame it snapped to the target on (Euler), or the exact settle
    /// instant (closed form).
    public let settleTime: Double
    /// How many frames were shown before the settle frame.
    public let framesBeforeSettling: Int
    /// How far the exact solution still is from the target at ``settleTime``, in points: what
    /// the snap to the target skips of the real motion.
    public let exactDistanceAtSettle: Double

    /// The horizon the runs tick for, in seconds; both springs settle well within it.
    public static let horizon = 3.0

    /// Steps an ``EulerSpring`` by `targetTimestamp − timestamp` on every tick of `pacing`.
    public static func euler(_ scenario: SettleScenario, pacing: FramePacing) -> SettleRun {
        let exact = ExactSpring(scenario)
        var euler = EulerSpring(response: scenario.spring.response, dampingRatio: scenario.spring.dampingRatio,
                                position: scenario.position, velocity: scenario.velocity, target: scenario.target)
        var maximumError = 0.0
        var frames = 0
        for tick in pacing.ticks(from: 0, duration: horizon) {
            euler.step(by: tick.targetTimestamp - tick.timestamp)
            if euler.isAtRest {
                return SettleRun(maximumError: maximumError, settleTime: tick.targetTimestamp, framesBeforeSettling: frames,
                                 exactDistanceAtSettle: abs(exact.state(at: tick.targetTimestamp).position - scenario.target))
            }
            maximumError = Swift.max(maximumError, abs(euler.position - exact.state(at: tick.targetTimestamp).position))
            frames += 1
        }
        return SettleRun(maximumError: maximumError, settleTime: .infinity, framesBeforeSettling: frames,
                         exactDistanceAtSettle: .infinity)
    }

    /// Evaluates SheetKit's closed-form `SpringMotion` at every tick of `pacing` before its
    /// settle time (half a pixel at 3x, from the solution's envelope).
    public static func closedForm(_ scenario: SettleScenario, pacing: FramePacing) -> SettleRun {
        let exact = ExactSpring(scenario)
        let motion = SpringMotion(spring: scenario.spring, from: scenario.position, velocity: scenario.velocity,
                                  to: scenario.target, at: 0)
        let settleTime = motion.settleTime(displayScale: 3)
        var maximumError = 0.0
        var frames = 0
        for tick in pacing.ticks(from: 0, duration: horizon) where tick.targetTimestamp < settleTime {
            maximumError = Swift.max(maximumError, abs(motion.position(at: tick.targetTimestamp) - exact.state(at: tick.targetTimestamp).position))
            frames += 1
        }
        return SettleRun(maximumError: maximumError, settleTime: settleTime, framesBeforeSettling: frames,
                         exactDistanceAtSettle: abs(exact.state(at: settleTime).position - scenario.target))
    }
}

extension ExactSpring {
    /// The exact solution of a scenario's release.
    public init(_ scenario: SettleScenario) {
        self.init(response: scenario.spring.response, dampingRatio: scenario.spring.dampingRatio,
                  position: scenario.position, velocity: scenario.velocity, target: scenario.target)
    }
}
