import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Random input sequences through the track, checking its invariants on every output.
@Suite("Interactive track invariants under random input")
struct InteractiveTrackPropertyTests {
    static let sequenceCount = 10_000

    /// Values no caller should send, used for every numeric input.
    static let extremeValues: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, -subnormal, subnormalTimeStep, 0]

    /// Seconds after which every accepted spring is at rest (far beyond the slowest's hours).
    static let farFuture = 1e7

    static let lengths: [Double] = [390, 1024, 768.5, 0, subnormal, .nan, 1e308, -5, 0.0005, 2]

    static func value(_ rng: inout SeededGenerator, in range: ClosedRange<Double>) -> Double {
        Int.random(in: 0..<20, using: &rng) == 0 ? extremeValues.randomElement(using: &rng)! : Double.random(in: range, using: &rng)
    }

    static func randomConfiguration(_ rng: inout SeededGenerator) -> TrackConfiguration {
        TrackConfiguration(
            spring: MotionSpring(response: value(&rng, in: 0.1...0.8), dampingRatio: value(&rng, in: 0.3...2.5)),
            releasePolicy: ReleasePolicy(decelerationRate: DecelerationRate(value(&rng, in: 0.98...0.999)),
                                         flingVelocityThreshold: value(&rng, in: 0...1_500)),
            endAimFraction: value(&rng, in: 0...0.3),
            displayScale: value(&rng, in: 1...3))
    }

    /// Tracks the invariants over one sequence.
    struct Checker {
        var isOpen = false
        var beganCount = 0
        var outcomeCount = 0
        var failures: [String] = []

        mutating func check(_ output: TrackOutput, _ track: InteractiveTrack, _ context: @autoclosure () -> String) {
            let values = [output.position, output.velocity, output.progress, output.length]
            if !values.allSatisfy(\.isFinite) { failures.append("non-finite \(values) \(context())") }
            if !(output.position >= 0 && output.position <= output.length) { failures.append("position \(output.position) outside 0...\(output.length) \(context())") }
            if !(0...1).contains(output.progress) { failures.append("progress \(output.progress) \(context())") }
            if output.isMoving != (output.heading != nil) { failures.append("heading without motion \(context())") }
            if output.events.contains(.began) {
                if isOpen { failures.append("began while a transition runs \(context())") }
                isOpen = true
                beganCount += 1
            }
            if output.events.contains(.interrupted), !(isOpen && output.phase == .tracking) {
                failures.append("interrupted outside a transition \(context())")
            }
            if output.events.contains(.finished) && output.events.contains(.cancelled) { failures.append("two outcomes at once \(context())") }
            if let outcome = output.outcome {
                if !isOpen { failures.append("outcome \(outcome) without a running transition \(context())") }
                isOpen = false
                outcomeCount += 1
                let end = outcome == .end ? output.length : 0
                if output.position != end || output.isMoving { failures.append("outcome away from its end \(context())") }
            }
            // At rest nothing moves: a later tick changes nothing. While moving, the spring
            // always ends: a tick far later reports the one outcome (the slowest accepted
            // spring, 10 s response and damping ratio 100, rests within hours).
            var probe = track
            let later = probe.send(.tick(FrameTick(timestamp: track.now, targetTimestamp: track.now + InteractiveTrackPropertyTests.farFuture)))
            if output.isMoving {
                if later.outcome == nil { failures.append("a moving track never ends \(context())") }
            } else if later.position != output.position || !later.events.isEmpty {
                failures.append("a resting track moved on a tick \(context())")
            }
        }
    }

    @Test("10,000 seeded random input sequences keep every invariant")
    func randomSequences() {
        var failures: [String] = []
        var outcomes: [Stop.ID: Int] = [:]
        var interruptions = 0
        for seed in 0..<Self.sequenceCount {
            var rng = SeededGenerator(seed: UInt64(seed))
            var track = InteractiveTrack(length: Self.lengths.randomElement(using: &rng)!, configuration: Self.randomConfiguration(&rng))
            var checker = Checker()
            var time = Double.random(in: 0...1_000, using: &rng)
            for step in 0..<Int.random(in: 10...50, using: &rng) {
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<4: time -= Double.random(in: 0...0.1, using: &rng)          // backwards
                case 4..<7: time += subnormalTimeStep
                case 7..<9: time = Self.extremeValues.randomElement(using: &rng)!
                default: time += Double.random(in: 0...0.04, using: &rng)
                }
                if !time.isFinite { time = Double.random(in: 0...1_000, using: &rng) }
                let input: TrackInput
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<40:
                    let duration = [1.0 / 120, 1.0 / 60, 0.1, subnormalTimeStep].randomElement(using: &rng)!
                    input = .tick(FrameTick(timestamp: time - duration, targetTimestamp: time))
                case 40..<62: input = .dragChanged(delta: Self.value(&rng, in: -80...80), time: time)
                case 62..<72: input = .dragBegan(time: time)
                case 72..<82: input = .dragEnded(velocity: Self.value(&rng, in: -4_000...4_000), time: time)
                case 82..<86: input = .dragCancelled(time: time)
                case 86..<94: input = .begin(time: time)
                default: input = .relayout(length: Self.lengths.randomElement(using: &rng)!)
                }
                let output = track.send(input)
                if output.events.contains(.interrupted) { interruptions += 1 }
                checker.check(output, track, "seed \(seed) step \(step) \(input)")
            }
            // Finish what runs: release a finger, then let the spring end.
            if track.phase == .tracking {
                checker.check(track.send(.dragEnded(velocity: Self.value(&rng, in: -4_000...4_000), time: time)), track, "seed \(seed) final release")
            }
            if track.phase == .settling {
                checker.check(track.send(.tick(FrameTick(timestamp: track.now, targetTimestamp: track.now + Self.farFuture))), track, "seed \(seed) final tick")
            }
            if checker.beganCount != checker.outcomeCount {
                checker.failures.append("seed \(seed): \(checker.beganCount) transitions, \(checker.outcomeCount) outcomes")
            }
            if let outcome = track.phase == .finished ? Stop.ID.end : (track.phase == .cancelled ? .start : nil) {
                outcomes[outcome, default: 0] += 1
            }
            failures += checker.failures.prefix(3)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
        // The sequences exercise both outcomes and interruptions, not only one path.
        #expect(outcomes[.end, default: 0] > 1_000 && outcomes[.start, default: 0] > 1_000)
        #expect(interruptions > 500)
    }
}
