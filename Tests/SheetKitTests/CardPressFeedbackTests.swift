import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Card press feedback: the shrink, the fire rule and cancellation")
struct CardPressFeedbackTests {
    /// The card's bounds in its own coordinates.
    static let bounds = SheetRect(x: 0, y: 0, width: 350, height: 400)

    /// A touch event of a script (ticks are interleaved by the runner).
    enum Touch: Sendable {
        case down(Double)
        case move(x: Double, y: Double, Double)
        case up(Double)
        case cancel(Double)

        var time: Double {
            switch self {
            case .down(let t), .up(let t), .cancel(let t), .move(_, _, let t): return t
            }
        }

        var input: CardPressInput {
            switch self {
            case .down(let t): return .touchDown(time: t)
            case .move(let x, let y, let t): return .touchMoved(location: SheetPoint(x: x, y: y), bounds: CardPressFeedbackTests.bounds, time: t)
            case .up(let t): return .touchUp(time: t)
            case .cancel(let t): return .touchCancelled(time: t)
            }
        }
    }

    /// A script and what must come of it: the instants the action fires (none, or one per
    /// press) and how many cancellations.
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var script: [Touch]
        var fireTimes: [Double]
        var cancellations: Int
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "quick tap fires when the shrink has shown", script: [.down(0), .up(0.05)], fireTimes: [0.2], cancellations: 0),
        Row(name: "tap lifted exactly as the shrink completes", script: [.down(0), .up(0.2)], fireTimes: [0.2], cancellations: 0),
        Row(name: "long press fires on touch-up", script: [.down(0), .up(1.5)], fireTimes: [1.5], cancellations: 0),
        Row(name: "finger moves inside, then lifts", script: [.down(0), .move(x: 300, y: 380, 0.1), .up(0.3)], fireTimes: [0.3], cancellations: 0),
        Row(name: "69 pt outside: still inside the slop", script: [.down(0), .move(x: 350 + 69, y: 200, 0.1), .up(0.3)],
            fireTimes: [0.3], cancellations: 0),
        Row(name: "71 pt outside: cancels", script: [.down(0), .move(x: 350 + 71, y: 200, 0.1), .up(0.3)], fireTimes: [], cancellations: 1),
        Row(name: "71 pt above: cancels", script: [.down(0), .move(x: 100, y: -71, 0.1), .up(0.3)], fireTimes: [], cancellations: 1),
        Row(name: "leaves and comes back: stays cancelled",
            script: [.down(0), .move(x: -100, y: 200, 0.1), .move(x: 100, y: 200, 0.15), .up(0.3)], fireTimes: [], cancellations: 1),
        Row(name: "system cancels the touch", script: [.down(0), .cancel(0.1), .up(0.3)], fireTimes: [], cancellations: 1),
        Row(name: "cancel after lifting changes nothing", script: [.down(0), .up(0.05), .cancel(0.1)], fireTimes: [0.2], cancellations: 0),
        Row(name: "NaN location cancels", script: [.down(0), .move(x: .nan, y: 10, 0.1), .up(0.3)], fireTimes: [], cancellations: 1),
        Row(name: "a second finger while pending is ignored", script: [.down(0), .up(0.05), .down(0.1), .up(0.12)],
            fireTimes: [0.2], cancellations: 0),
        Row(name: "two presses fire twice, once each", script: [.down(0), .up(0.05), .down(0.6), .up(0.65)],
            fireTimes: [0.2, 0.8], cancellations: 0),
        // Pressed again at 0.3 while growing back from 0.97 (restore started at 0.2): the
        // second shrink covers only what was restored, so it shows sooner than 0.2 s.
        Row(name: "re-press while growing back", script: [.down(0), .up(0.05), .down(0.3), .up(0.31)],
            fireTimes: [0.2, 0.3 + 0.2 * (1 - 0.125)], cancellations: 0),
    ]

    /// Runs `script` with ticks at `frameRate` (dropping every `dropEvery`-th) until 2 s,
    /// and returns the fire times, cancellation count and the scale at each tick.
    static func run(_ script: [Touch], frameRate: Double = 120, dropEvery: Int = 0)
        -> (fires: [Double], cancellations: Int, scales: [Double: Double]) {
        var press = CardPressFeedback()
        var fires: [Double] = []
        var cancellations = 0
        var scales: [Double: Double] = [:]
        var pending = script[...]
        func record(_ output: CardPressOutput) {
            if output.events.contains(.fired) { fires.append(output.fireTime!) }
            if output.events.contains(.cancelled) { cancellations += 1 }
            #expect(!(output.events.contains(.fired) && output.events.contains(.cancelled)))
        }
        for tick in FrameTick.sequence(frameRate: frameRate, from: 0, duration: 2, dropEvery: dropEvery) {
            while let touch = pending.first, touch.time <= tick.targetTimestamp {
                record(press.send(touch.input))
                pending = pending.dropFirst()
            }
            let output = press.send(.tick(tick))
            record(output)
            scales[tick.targetTimestamp] = output.scale
        }
        return (fires, cancellations, scales)
    }

    @Test("The fire rule: fires once the shrink has shown and the finger lifted inside", arguments: rows)
    func fireRule(row: Row) {
        for rate in comparedFrameRates {
            let result = Self.run(row.script, frameRate: rate.frameRate, dropEvery: rate.dropEvery)
            #expect(result.fires.count == row.fireTimes.count, "\(row.name) at \(rate)")
            for (fire, expected) in zip(result.fires, row.fireTimes) {
                #expect(isClose(fire, expected, within: 1e-12), "\(row.name): fired at \(fire)")
            }
            #expect(result.cancellations == row.cancellations)
        }
    }

    @Test("The shrink follows the ease-out cubic: 0.97375 at 0.1 s, 0.97 at 0.2 s")
    func shrinkCurve() {
        var press = CardPressFeedback()
        press.send(.touchDown(time: 1))
        // u = 0.5: 1 − 0.03 · (1 − 0.5³).
        #expect(isClose(press.send(.tick(FrameTick(timestamp: 1, targetTimestamp: 1.1))).scale, 0.97375))
        let shown = press.send(.tick(FrameTick(timestamp: 1.1, targetTimestamp: 1.2)))
        #expect(isClose(shown.scale, 0.97))
        #expect(shown.phase == .pressed && !shown.isAnimating)
        // Lifted after it has shown: fires at once and grows back over 0.2 s.
        let fired = press.send(.touchUp(time: 1.5))
        #expect(fired.events == .fired && fired.fireTime == 1.5 && fired.phase == .fired && fired.isAnimating)
        #expect(isClose(press.send(.tick(FrameTick(timestamp: 1.5, targetTimestamp: 1.6))).scale, 0.97 + 0.03 * 0.875))
        let rested = press.send(.tick(FrameTick(timestamp: 1.6, targetTimestamp: 1.7)))
        #expect(rested.scale == 1 && !rested.isAnimating)
    }

    @Test("The scale at common times agrees at 60 Hz, 120 Hz and 120 Hz with drops")
    func frameRateIndependence() {
        let script: [Touch] = [.down(0.013), .up(0.071), .down(0.9), .move(x: 500, y: 0, 1.0)]
        let runs = comparedFrameRates.map { Self.run(script, frameRate: $0.frameRate, dropEvery: $0.dropEvery).scales }
        let (spread, common) = spreadAtCommonTimes(runs)
        #expect(common > 90)
        #expect(spread < 0.01)
        #expect(spread == 0)
    }

    @Test("A pressed scale of 1 fires on touch-up like a button")
    func noShrink() {
        var press = CardPressFeedback(pressedScale: 1)
        press.send(.touchDown(time: 0))
        let output = press.send(.touchUp(time: 0.01))
        #expect(output.events == .fired && output.fireTime == 0.01 && output.scale == 1 && !output.isAnimating)
    }

    @Test("Extreme times, locations and settings never crash, never yield NaN, fire at most once per press")
    func extremes() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, subnormalTimeStep, 0, -1]
        var rng = SeededGenerator(seed: 12)
        for _ in 0..<2_000 {
            func value() -> Double {
                Bool.random(using: &rng) ? values.randomElement(using: &rng)! : Double.random(in: -1...3, using: &rng)
            }
            var press = CardPressFeedback(pressedScale: value(), shrinkDuration: value(), restoreDuration: value(), slop: value())
            var presses = 0
            var fires = 0
            for _ in 0..<12 {
                let input: CardPressInput
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: input = .touchDown(time: value())
                case 1: input = .touchMoved(location: SheetPoint(x: value(), y: value()),
                                            bounds: SheetRect(x: value(), y: value(), width: value(), height: value()), time: value())
                case 2: input = .touchUp(time: value())
                case 3: input = .touchCancelled(time: value())
                default: input = .tick(FrameTick(timestamp: value(), targetTimestamp: value()))
                }
                let before = press.phase
                let output = press.send(input)
                if output.phase == .pressed, before != .pressed { presses += 1 }
                if output.events.contains(.fired) { fires += 1 }
                #expect(output.scale.isFinite && output.scale >= CardPressFeedback.minimumPressedScale && output.scale <= 1)
                #expect(output.fireTime?.isFinite ?? true)
                #expect(press.now.isFinite)
            }
            #expect(fires <= presses)
        }
    }
}
