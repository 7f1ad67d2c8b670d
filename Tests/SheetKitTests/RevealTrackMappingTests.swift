import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The circular reveal mapped onto ``TrackTransitionLifecycle``: the same track as
/// ``CircularRevealTransition`` (so the UIKit adapter can run the shared lifecycle), and the
/// rule for a pan that may drive it.
@Suite("Circular reveal on the shared track lifecycle: mapping and pan rule")
struct RevealTrackMappingTests {
    static let size = CircularRevealTests.size
    static let container = CircularRevealTests.container
    /// A floating button near the bottom-right corner.
    static let button = SheetPoint(x: 340, y: 780)

    @Test("A dismissal pan through the lifecycle shows the same radius as CircularRevealTransition, frame by frame",
          arguments: [(120.0, 0.0), (300, 0), (60, 1200), (400, -900)])
    func equivalence(distance: Double, velocity: Double) {
        var transition = CircularRevealTransition(operation: .dismissal, center: Self.button, container: Self.container)
        let configuration = CircularReveal.trackConfiguration(displayScale: Self.container.displayScale)
        var lifecycle = TrackTransitionLifecycle(configuration: configuration)
        let length = CircularReveal.trackLength(center: Self.button, containerSize: Self.size)
        #expect(length == transition.track.length && isClose(length, (340.0 * 340 + 780 * 780).squareRoot()))
        // Toward the button: the shrinking direction.
        let unit = CircularReveal.growthDirection(from: Self.button, containerSize: Self.size)
        let step = SheetPoint(x: -unit.x * distance / 4, y: -unit.y * distance / 4)
        func delta(_ motion: SheetPoint) -> Double {
            CircularReveal.trackDelta(for: motion, operation: .dismissal, center: Self.button, containerSize: Self.size)
        }
        #expect(lifecycle.send(.panBegan(time: 0)) == [.beginTransition])
        _ = lifecycle.send(.transitionStarted(interactive: true, animated: true, length: length, time: 0))
        transition.send(.dragBegan(location: Self.button, time: 0), center: Self.button, containerSize: Self.size)
        for index in 1...4 {
            let time = Double(index) / 120
            _ = lifecycle.send(.panChanged(delta: delta(step), time: time))
            transition.send(.dragChanged(translation: SheetPoint(x: step.x * Double(index), y: step.y * Double(index)), time: time),
                            center: Self.button, containerSize: Self.size)
        }
        let fling = SheetPoint(x: -unit.x * velocity, y: -unit.y * velocity)
        _ = lifecycle.send(.panEnded(velocity: delta(fling), time: 4.0 / 120))
        transition.send(.dragEnded(velocity: fling, time: 4.0 / 120), center: Self.button, containerSize: Self.size)
        #expect(isClose(lifecycle.track.position, transition.track.position) && isClose(lifecycle.track.position, distance, within: 1e-9))
        var outcomes: [Stop.ID] = []
        for tick in FrameTick.sequence(frameRate: 120, from: 4.0 / 120, duration: 2) {
            let actions = lifecycle.send(.tick(tick))
            let output = transition.send(.tick(tick), center: Self.button, containerSize: Self.size)
            #expect(lifecycle.track.progress == output.track.progress)
            output.track.outcome.map { outcomes.append($0) }
            if actions.contains(.completeTransition(true)) { outcomes.append(.end) }
            if actions.contains(.completeTransition(false)) { outcomes.append(.start) }
            if output.track.outcome != nil { break }
        }
        // Both report the same outcome on the same frame.
        #expect(outcomes.count == 2 && outcomes[0] == outcomes[1])
    }

    /// A pan's initial velocity and whether it may drive the operation.
    struct PanRow: Sendable, CustomTestStringConvertible {
        var name: String
        var velocity: SheetPoint
        var operation: PresentationOperation
        var begins: Bool
        var testDescription: String { name }
    }

    // From the button at (340, 780) the farthest corner is the top-left (0, 0): growth points
    // up-left (−0.400, −0.917); shrinking, down-right.
    static let panRows: [PanRow] = [
        PanRow(name: "dismissal: toward the button", velocity: SheetPoint(x: 400, y: 917), operation: .dismissal, begins: true),
        PanRow(name: "dismissal: straight down (23.6° off)", velocity: SheetPoint(x: 0, y: 800), operation: .dismissal, begins: true),
        PanRow(name: "dismissal: straight right (66.4° off)", velocity: SheetPoint(x: 800, y: 0), operation: .dismissal, begins: false),
        PanRow(name: "dismissal: away from the button", velocity: SheetPoint(x: -400, y: -917), operation: .dismissal, begins: false),
        PanRow(name: "presentation: away from the button", velocity: SheetPoint(x: -400, y: -917), operation: .presentation, begins: true),
        PanRow(name: "presentation: straight up", velocity: SheetPoint(x: 0, y: -500), operation: .presentation, begins: true),
        PanRow(name: "no motion", velocity: .zero, operation: .dismissal, begins: false),
        PanRow(name: "NaN", velocity: SheetPoint(x: .nan, y: 900), operation: .dismissal, begins: false),
        PanRow(name: "infinite", velocity: SheetPoint(x: .infinity, y: 900), operation: .dismissal, begins: false),
    ]

    @Test("A pan may drive the reveal when it moves toward the operation's end, within ±45°", arguments: panRows)
    func panRule(row: PanRow) {
        #expect(CircularReveal.panMayBegin(velocity: row.velocity, operation: row.operation, center: Self.button,
                                           containerSize: Self.size) == row.begins)
    }

    @Test("The static mapping is the transition's, and a rotation's new length keeps the progress")
    func mappingAndRotation() {
        let transition = CircularRevealTransition(operation: .presentation, center: Self.button, container: Self.container)
        let motion = SheetPoint(x: -30, y: -70)
        #expect(CircularReveal.trackDelta(for: motion, operation: .presentation, center: Self.button, containerSize: Self.size)
                == transition.trackDelta(for: motion, center: Self.button, containerSize: Self.size))
        #expect(CircularReveal.trackDelta(for: SheetPoint(x: .nan, y: .infinity), operation: .dismissal, center: Self.button,
                                          containerSize: Self.size).isFinite)
        var lifecycle = TrackTransitionLifecycle(configuration: CircularReveal.trackConfiguration(displayScale: 3))
        _ = lifecycle.send(.transitionStarted(interactive: false, animated: true, length: 850, time: 0))
        _ = lifecycle.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.1)))
        let progress = lifecycle.track.progress
        let landscape = SheetSize(width: 844, height: 390)
        let rotated = CircularReveal.trackLength(center: SheetPoint(x: 780, y: 340), containerSize: landscape)
        _ = lifecycle.send(.lengthChanged(rotated))
        #expect(isClose(lifecycle.track.progress, progress) && isClose(lifecycle.track.length, (780.0 * 780 + 340 * 340).squareRoot()))
    }

    @Test("Seeded random scripts of a reveal's dismissal: every contract holds, an escape's transition finishes",
          arguments: 0..<40)
    func fuzz(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let configuration = CircularReveal.trackConfiguration(displayScale: 3, reduceMotion: seed % 5 == 0)
        var script = TransitionScript(TrackTransitionLifecycle(configuration: configuration))
        let length = CircularReveal.trackLength(center: Self.button, containerSize: Self.size)
        let time = script.playRandomSteps(200, using: &random) { roll, time, lifecycle, random in
            switch roll {
            case 1 where lifecycle.acceptsPan: return .panBegan(time: time)
            case 2, 3: return .panChanged(delta: Double.random(in: -60...90, using: &random), time: time)
            case 4: return .panEnded(velocity: Double.random(in: -2000...2000, using: &random), time: time)
            case 6: return .lengthChanged(length * Double.random(in: 0.5...1.5, using: &random))
            default: return nil
            }
        } check: { lifecycle in
            #expect(lifecycle.track.position.isFinite && (0...1).contains(lifecycle.track.progress))
        }
        script.send(.panEnded(velocity: 0, time: time))
        if script.requested { script.startAsAsked(at: time) }
        script.frames(from: time, seconds: 4)
        #expect(script.context == nil && !script.requested && script.violations.isEmpty, "\(script.violations)")
        #expect(script.displayLink == (script.lifecycle.track.output.isMoving && !script.lifecycle.isEnded))
    }

    @Test("Reduce Motion: the reveal's spring is critically damped")
    func reduceMotion() {
        let bouncy = MotionSpring(response: 0.4, dampingRatio: 0.6)
        #expect(CircularReveal.trackConfiguration(spring: bouncy, displayScale: 2, reduceMotion: true).spring.dampingRatio == 1)
        #expect(CircularReveal.trackConfiguration(spring: bouncy, displayScale: 2).spring == bouncy)
        #expect(CircularReveal.trackConfiguration(displayScale: .nan).displayScale == 3)
    }
}
