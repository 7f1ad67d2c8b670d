import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Circular reveal transition: settles, interruption and extreme input")
struct CircularRevealMotionTests {
    static let size = CircularRevealTests.size
    static let center = SheetPoint(x: 120, y: 700)

    /// A transition dragged `distance` points along its advancing direction from time 0 and
    /// released with `velocity` at 0.1 s.
    static func released(_ operation: PresentationOperation, distance: Double, velocity: Double,
                         reduceMotion: Bool = false) -> CircularRevealTransition {
        var transition = CircularRevealTransition(operation: operation, center: center, container: CircularRevealTests.container,
                                                  reduceMotion: reduceMotion)
        let unit = CircularReveal.growthDirection(from: center, containerSize: size)
        let sign = operation == .presentation ? 1.0 : -1.0
        transition.send(.dragBegan(location: center, time: 0), center: center, containerSize: size)
        transition.send(.dragChanged(translation: SheetPoint(x: sign * unit.x * distance, y: sign * unit.y * distance), time: 0.05),
                        center: center, containerSize: size)
        transition.send(.dragEnded(velocity: SheetPoint(x: sign * unit.x * velocity, y: sign * unit.y * velocity), time: 0.1),
                        center: center, containerSize: size)
        return transition
    }

    @Test("Radii at common times agree at 60 Hz, 120 Hz and 120 Hz with drops",
          arguments: PresentationOperation.allCases, [(300.0, 0.0), (100.0, 900.0), (500.0, -700.0)])
    func frameRateIndependence(operation: PresentationOperation, release: (distance: Double, velocity: Double)) {
        var runs: [[Double: Double]] = []
        var outcomes: [Double] = []
        for rate in comparedFrameRates {
            var transition = Self.released(operation, distance: release.distance, velocity: release.velocity)
            var radii: [Double: Double] = [:]
            for tick in FrameTick.sequence(frameRate: rate.frameRate, from: 0.1, duration: 1.5, dropEvery: rate.dropEvery) {
                let output = transition.send(.tick(tick), center: Self.center, containerSize: Self.size)
                radii[tick.targetTimestamp] = output.appearance.radius
                if output.track.outcome != nil { outcomes.append(tick.targetTimestamp) }
            }
            runs.append(radii)
        }
        let (spread, common) = spreadAtCommonTimes(runs)
        #expect(common == 78)
        #expect(spread < 0.01)
        #expect(outcomes.count == 3 && outcomes.max()! - outcomes.min()! <= 1.0 / 60 + 1e-12)
    }

    @Test("A touch catches a settling reveal where it is shown; a later release decides again, once")
    func interruption() {
        var transition = Self.released(.presentation, distance: 200, velocity: 0)
        var shown = 0.0
        for tick in FrameTick.sequence(frameRate: 120, from: 0.1, duration: 0.05) {
            shown = transition.send(.tick(tick), center: Self.center, containerSize: Self.size).appearance.radius
        }
        let caught = transition.send(.dragBegan(location: .zero, time: 0.15), center: Self.center, containerSize: Self.size)
        #expect(caught.track.events == .interrupted && caught.appearance.radius == shown)
        let unit = CircularReveal.growthDirection(from: Self.center, containerSize: Self.size)
        transition.send(.dragChanged(translation: SheetPoint(x: unit.x * 600, y: unit.y * 600), time: 0.2),
                        center: Self.center, containerSize: Self.size)
        var events = [transition.send(.dragEnded(velocity: .zero, time: 0.25), center: Self.center, containerSize: Self.size).track.events]
        for tick in FrameTick.sequence(frameRate: 120, from: 0.25, duration: 2) {
            events.append(transition.send(.tick(tick), center: Self.center, containerSize: Self.size).track.events)
        }
        #expect(events.filter { $0.contains(.finished) }.count == 1)
        #expect(!events.contains { $0.contains(.cancelled) || $0.contains(.began) })
        #expect(transition.track.phase == .finished)
    }

    @Test("A second touch-down while tracking changes nothing: the next translation continues without a jump")
    func secondTouchDown() {
        var transition = CircularRevealTransition(operation: .presentation, center: Self.center, container: CircularRevealTests.container)
        let unit = CircularReveal.growthDirection(from: Self.center, containerSize: Self.size)
        transition.send(.dragBegan(location: .zero, time: 0), center: Self.center, containerSize: Self.size)
        transition.send(.dragChanged(translation: SheetPoint(x: unit.x * 200, y: unit.y * 200), time: 0.05), center: Self.center, containerSize: Self.size)
        let again = transition.send(.dragBegan(location: .zero, time: 0.06), center: Self.center, containerSize: Self.size)
        #expect(again.track.events.isEmpty)
        let next = transition.send(.dragChanged(translation: SheetPoint(x: unit.x * 210, y: unit.y * 210), time: 0.07),
                                   center: Self.center, containerSize: Self.size)
        #expect(isClose(next.track.position, 210, within: 1e-9))
    }

    @Test("Non-interactive presentation and dismissal: one began, one finish; Reduce Motion fades at full radius",
          arguments: PresentationOperation.allCases, [false, true])
    func nonInteractive(operation: PresentationOperation, reduceMotion: Bool) {
        var transition = CircularRevealTransition(operation: operation, center: Self.center, container: CircularRevealTests.container,
                                                  reduceMotion: reduceMotion)
        let covering = CircularReveal.coveringRadius(from: Self.center, containerSize: Self.size)
        var outputs = [transition.send(.begin(time: 0), center: Self.center, containerSize: Self.size)]
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 1.5) {
            outputs.append(transition.send(.tick(tick), center: Self.center, containerSize: Self.size))
        }
        #expect(outputs.filter { $0.track.events.contains(.began) }.count == 1)
        #expect(outputs.filter { $0.track.events.contains(.finished) }.count == 1)
        let middle = outputs.first { $0.track.progress >= 0.5 }!.appearance
        if reduceMotion {
            #expect(outputs.allSatisfy { isClose($0.appearance.radius, covering) })
            #expect(isClose(middle.alpha, operation.presentedFraction(progress: outputs.first { $0.track.progress >= 0.5 }!.track.progress)))
        } else {
            #expect(outputs.allSatisfy { $0.appearance.alpha == 1 })
        }
        let end = outputs.last!.appearance
        #expect(isClose(reduceMotion ? end.alpha : end.radius / covering, operation == .presentation ? 1 : 0))
    }

    @Test("Random gestures, centers and containers with extreme values: finite, one outcome per transition")
    func fuzz() {
        let extremes: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, subnormalTimeStep, 0]
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<1_000 {
            func value(_ range: ClosedRange<Double>) -> Double {
                Int.random(in: 0..<8, using: &rng) == 0 ? extremes.randomElement(using: &rng)! : Double.random(in: range, using: &rng)
            }
            func point(_ range: ClosedRange<Double>) -> SheetPoint { SheetPoint(x: value(range), y: value(range)) }
            let operation = PresentationOperation.allCases.randomElement(using: &rng)!
            var transition = CircularRevealTransition(operation: operation, center: point(-100...500),
                                                      container: SheetContainer(size: SheetSize(width: value(0...900), height: value(0...900))),
                                                      spring: MotionSpring(response: value(0...1), dampingRatio: value(0...3)),
                                                      reduceMotion: Bool.random(using: &rng))
            var open = false
            var time = 0.0
            for _ in 0..<40 {
                time += value(0...0.05)
                let center = point(-100...500)
                let size = SheetSize(width: value(0...900), height: value(0...900))
                let input: PanTransitionInput
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: input = .begin(time: time)
                case 1: input = .dragBegan(location: point(0...400), time: time)
                case 2: input = .dragChanged(translation: point(-900...900), time: time)
                case 3: input = .dragEnded(velocity: point(-4000...4000), time: time)
                case 4: input = .dragCancelled(time: time)
                default: input = .tick(FrameTick(timestamp: time - 0.008, targetTimestamp: time))
                }
                let output = transition.send(input, center: center, containerSize: size)
                let a = output.appearance
                #expect(a.center.x.isFinite && a.center.y.isFinite && a.radius.isFinite && a.radius >= 0 && a.alpha.isFinite)
                #expect(output.track.position.isFinite && output.track.progress >= 0 && output.track.progress <= 1)
                if output.track.events.contains(.began) {
                    #expect(!open)
                    open = true
                }
                if let outcome = output.track.outcome {
                    #expect(open, "\(outcome) without a transition")
                    open = false
                }
            }
        }
    }
}
