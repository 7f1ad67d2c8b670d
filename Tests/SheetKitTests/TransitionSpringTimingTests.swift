import Testing
import SheetKitTestSupport
@testable import SheetKit

/// ``TransitionSpringTiming``: the sheet's spring as `UISpringTimingParameters` takes it, and
/// the engine's timing of a transition for the interruptible animator.
@Suite("Transition spring timing")
struct TransitionSpringTimingTests {

    @Test("Stiffness (2π/response)² and damping 4πζ/response, unit mass", arguments: [
        (MotionSpring.default, 322.27279677026473, 30.877367795282538),
        (MotionSpring.snappy, 631.6546816697189, 45.23893421169302),
        (MotionSpring.bouncy, 157.91367041742973, 15.079644737231007),
        (MotionSpring.critical, 322.27279677026473, 35.90391604102621),
    ])
    func physics(spring: MotionSpring, stiffness: Double, damping: Double) {
        let timing = TransitionSpringTiming(spring: spring, from: 0, to: 500, velocity: 0, duration: 0.3)
        #expect(timing.mass == 1)
        #expect(isClose(timing.stiffness, stiffness, within: 1e-12))
        #expect(isClose(timing.damping, damping, within: 1e-12))
        #expect(timing.initialVelocity == 0 && timing.duration == 0.3)
    }

    @Test("The initial velocity is a fraction of the travel per second, positive toward the target", arguments: [
        (0.0, 500.0, 1000.0, 2.0),          // 1000 pt/s over 500 pt
        (500, -50, -1100, 2.0),             // a dismissal: down at 1100 pt/s over 550 pt
        (500, -50, 550, -1.0),              // moving away from the target
        (0, 0, 800, 0),                     // no travel, no direction
        (0, Subnormal.tiny, 800, 0),                // a subnormal travel is none
        (0, 500, .nan, 0),
        (0, 500, .infinity, 0),
        (0, .nan, 100, 0),
        (0, 1, 10_000, 1000),               // limited to ±1000 travels per second
        (0, -1e-5, 10_000, -1000),
    ])
    func initialVelocity(from: Double, to: Double, velocity: Double, expected: Double) {
        let timing = TransitionSpringTiming(spring: .default, from: from, to: to, velocity: velocity, duration: 1)
        #expect(isClose(timing.initialVelocity, expected, within: 1e-12))
    }

    @Test("Durations that are not finite or are negative become 0", arguments: [
        (Double.nan, 0.0), (-1, 0), (.infinity, 0), (Subnormal.tiny, Subnormal.tiny), (0.42, 0.42),
    ])
    func duration(input: Double, expected: Double) {
        #expect(TransitionSpringTiming(spring: .default, from: 0, to: 1, velocity: 0, duration: input).duration == expected)
    }

    @Test("Core Animation's curve is the sheet's own motion relative to its travel", arguments: [0.0, 0.05, 0.1, 0.2, 0.4, 1.0])
    func sameCurve(elapsed: Double) {
        let motion = SpringMotion(spring: .default, from: 100, velocity: -600, to: 506.4, at: 0)
        let timing = TransitionSpringTiming(spring: .default, from: 100, to: 506.4, velocity: -600, duration: 1)
        #expect(isClose(timing.fraction(at: elapsed), (motion.position(at: elapsed) - 100) / 406.4, within: 1e-12))
    }

    @Test("A presentation from rest: no initial velocity, UIKit's duration")
    func presentationFromRest() {
        let engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        let timing = engine.transitionTiming(of: .presentation)
        #expect(timing.initialVelocity == 0 && timing.duration == engine.estimatedDuration(of: .presentation))
        #expect(isClose(timing.stiffness, 322.27279677026473, within: 1e-12))
        // The curve reaches the detent (within half a pixel at 3x) exactly at the duration.
        #expect(timing.fraction(at: timing.duration) * CommentSheetOnPhone.medium >= CommentSheetOnPhone.medium - 0.5 / 3)
        #expect(timing.fraction(at: timing.duration - 1e-5) * CommentSheetOnPhone.medium < CommentSheetOnPhone.medium - 0.5 / 3)
    }

    @Test("A dismissal under way: from where the sheet is, with its velocity, until it reaches 0")
    func dismissalUnderWay() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        let fromRest = engine.transitionTiming(of: .dismissal)
        #expect(fromRest.duration == engine.estimatedDuration(of: .dismissal) && fromRest.initialVelocity == 0)
        engine.send(.dismiss(animated: true, time: 1))
        let moving = engine.send(.tick(FrameTick(timestamp: 1.1 - 1.0 / 120, targetTimestamp: 1.1)))
        let timing = engine.transitionTiming(of: .dismissal)
        let target = -0.1 * CommentSheetOnPhone.medium
        // The sheet's velocity relative to its remaining travel toward the spring's target.
        #expect(isClose(timing.initialVelocity, moving.velocity / (target - moving.extent), within: 1e-9))
        #expect(timing.initialVelocity > 0 && timing.duration < fromRest.duration - 0.09)
        // Core Animation's curve and the engine agree frame by frame from here on…
        for elapsed in [0.02, 0.05, 0.08] {
            let later = engine.send(.tick(FrameTick(timestamp: 1.1 + elapsed - 0.001, targetTimestamp: 1.1 + elapsed)))
            #expect(isClose(later.extent, moving.extent + timing.fraction(at: elapsed) * (target - moving.extent), within: 1e-6))
        }
        // …and the sheet is gone when the duration is up (to the arrival search's microsecond,
        // a few thousandths of a point at this speed), at 0.91 of the travel from the detent
        // (start ÷ (start + the 10 % beyond 0)).
        #expect(isClose(moving.extent + timing.fraction(at: timing.duration) * (target - moving.extent), 0, within: 5e-3))
        #expect(isClose(fromRest.fraction(at: fromRest.duration), 1 / 1.1, within: 1e-5))
    }

    @Test("A presentation under way carries its velocity; another transition's motion is not taken")
    func presentationUnderWay() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: true, time: 0))
        let moving = engine.send(.tick(FrameTick(timestamp: 0.05 - 1.0 / 120, targetTimestamp: 0.05)))
        let presenting = engine.transitionTiming(of: .presentation)
        #expect(isClose(presenting.initialVelocity, moving.velocity / (CommentSheetOnPhone.medium - moving.extent), within: 1e-9))
        #expect(presenting.duration < engine.estimatedDuration(of: .presentation))
        // The dismissal's timing is still the one from rest at the selected detent.
        #expect(engine.transitionTiming(of: .dismissal).initialVelocity == 0)
    }
}
