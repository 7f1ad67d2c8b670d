import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Random gesture sequences through the engine, checking its invariants on every output.
@Suite("Engine invariants under random gestures")
struct EnginePropertyTests {
    static let sequenceCount = 10_000
    /// The sequences run in four chunks of seeds, so the runner can spread them over cores.
    static let chunks = 0..<4

    /// Release velocities no finger makes, in points per second.
    static let extremeVelocities: [Double] = [1e5, -1e5, 1e300, -1e300, .infinity, -.infinity, .nan, 9_999, -9_999]

    static let containers: [SheetContainer] = [
        .phonePortrait,
        SheetContainer(size: SheetSize(width: 844, height: 390),
                       safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47),
                       layoutDirection: .rightToLeft, displayScale: 3),
        SheetContainer(size: SheetSize(width: 1024, height: 1366), widthClass: .regular, contentFittingLength: 300),
        SheetContainer(size: SheetSize(width: 390, height: 844), obstructionInsets: SheetInsets(top: 0, left: 0, bottom: 336, right: 0),
                       displayScale: 2, contentFittingLength: 200),
    ]

    static func randomDetents(_ rng: inout SeededGenerator) -> [Detent] {
        (0..<Int.random(in: 1...4, using: &rng)).map { index in
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return .fraction(Double.random(in: 0.1...1.1, using: &rng), identifier: Detent.Identifier("d\(index)"))
            case 1: return .points(Double.random(in: -50...900, using: &rng), identifier: Detent.Identifier("d\(index)"))
            case 2: return .fitsContent(identifier: Detent.Identifier("d\(index)"))
            case 3: return .custom(identifier: Detent.Identifier("d\(index)")) { $0.maximumDetentValue * 0.3 }
            default: return .fraction(.nan, identifier: Detent.Identifier("d\(index)"))
            }
        }
    }

    /// Follows one presentation's life through the outputs and records every broken rule.
    struct Checker {
        enum Life: Equatable { case notPresented, presenting, presented, dismissing, dismissed, cancelled }
        var life = Life.notPresented
        var failures: [String] = []

        mutating func begin() { life = .presenting }

        mutating func check(_ output: SheetOutput, _ engine: SheetEngine, _ context: @autoclosure () -> String) {
            func fail(_ message: String) { failures.append("\(message) — \(context())") }
            let bound = engine.layout.detents.largest.extent + engine.layout.context.containerLength
            let values = [output.extent, output.velocity, output.progress, output.dimming,
                          output.frame.surface.x, output.frame.surface.y, output.frame.surface.width, output.frame.surface.height,
                          output.presentingEffect.scale, output.presentingEffect.translationX, output.presentingEffect.translationY]
            if !values.allSatisfy(\.isFinite) { fail("non-finite \(values)") }
            if output.extent < 0 || output.extent > bound { fail("extent \(output.extent) outside 0...\(bound)") }
            if !(0...1).contains(output.progress) || !(0...1).contains(output.dimming) { fail("progress/dimming") }
            if let pin = output.scrollPin, !pin.isFinite { fail("pin \(pin)") }
            if output.passesTouchesThrough != (output.dimming <= 0) { fail("pass-through disagrees with dimming") }
            let events = output.events
            if events.contains(.presented) {
                if life != .presenting { fail("presented while \(life)") }
                life = .presented
            }
            if events.contains(.presentationCancelled) {
                if life != .presenting { fail("presentation cancelled while \(life)") }
                life = .cancelled
            }
            if events.contains(.willDismiss) {
                if life != .presented { fail("willDismiss while \(life)") }
                life = .dismissing
            }
            if events.contains(.dismissalCancelled) {
                if life != .dismissing { fail("dismissal cancelled while \(life)") }
                life = .presented
            }
            if events.contains(.dismissed) {
                if life != .dismissing { fail("dismissed while \(life) (without willDismiss, or twice)") }
                life = .dismissed
            }
            if events.contains(.settled), life == .presenting || life == .dismissing { fail("rested inside an unfinished transition") }
            if output.transition == .presentation, life != .presenting { fail("presentation transition while \(life)") }
            if output.transition == .dismissal, life != .dismissing { fail("dismissal transition while \(life)") }
        }
    }

    @Test("10,000 seeded random gesture sequences keep every invariant", arguments: chunks)
    func randomSequences(chunk: Int) {
        var failures: [String] = []
        var outcomes = (resting: 0, dismissed: 0, cancelled: 0, asked: 0)
        let share = Self.sequenceCount / Self.chunks.count
        for seed in (chunk * share)..<((chunk + 1) * share) {
            var rng = SeededGenerator(seed: UInt64(seed))
            var configuration = SheetConfiguration(
                edge: SheetEdge.allCases.randomElement(using: &rng)!,
                detents: Self.randomDetents(&rng),
                spring: MotionSpring(response: Double.random(in: 0.15...0.6, using: &rng), dampingRatio: Double.random(in: 0.4...1.6, using: &rng)))
            configuration.dimmingTapAction = [.none, .dismiss, .collapse].randomElement(using: &rng)!
            let permission = [DismissalPermission.allowed, .denied, .askWhenNeeded].randomElement(using: &rng)!
            var engine = SheetEngine(configuration: configuration, container: Self.containers.randomElement(using: &rng)!,
                                     dismissalPermission: permission)
            var checker = Checker()
            var time = 0.0
            var list: ScrollMetrics? = Bool.random(using: &rng)
                ? ScrollMetrics(offset: Double.random(in: 0...500, using: &rng), contentLength: 2400, viewportLength: 500) : nil
            func send(_ input: SheetInput, _ label: String) {
                var output = engine.send(input)
                checker.check(output, engine, "\(label) seed \(seed)")
                if let pin = output.scrollPin { list?.offset = pin }
                if output.events.contains(.needsDismissalPermission) {
                    outcomes.asked += 1
                    output = engine.send(.dismissalPermission(Bool.random(using: &rng)))
                    checker.check(output, engine, "answer seed \(seed)")
                    if let pin = output.scrollPin { list?.offset = pin }
                }
            }
            checker.begin()
            if Bool.random(using: &rng) {
                send(.dragBegan(time: time), "edge pan began")
            } else {
                send(.present(animated: Bool.random(using: &rng), time: time), "present")
            }

            for _ in 0..<Int.random(in: 1...8, using: &rng) where engine.phase != .dismissed && engine.phase != .hidden {
                // Some frames of whatever motion is running.
                for _ in 0..<Int.random(in: 0...40, using: &rng) {
                    time += 1.0 / 120
                    send(.tick(FrameTick(timestamp: time - 1.0 / 120, targetTimestamp: time)), "tick")
                }
                switch Int.random(in: 0..<11, using: &rng) {
                case 0:
                    send(.selectDetent(Detent.Identifier("d\(Int.random(in: 0..<4, using: &rng))"),
                                       animated: Bool.random(using: &rng), time: time), "select")
                case 1: send(.dimmingTapped(time: time), "tap")
                case 2: send(.updateContainer(Self.containers.randomElement(using: &rng)!), "relayout")
                case 3: send(.stepDetent(by: [Int.min, -2, -1, 1, 2, Int.max].randomElement(using: &rng)!, time: time), "step")
                case 4: send(.requestDismissal(time: time), "escape")
                default:
                    if engine.phase != .dragging {
                        guard engine.canBeginDrag else { continue }
                        send(.dragBegan(time: time), "began")
                    }
                    for _ in 0..<Int.random(in: 1...25, using: &rng) where engine.phase == .dragging {
                        time += 1.0 / 120
                        send(.dragChanged(delta: Double.random(in: -160...160, using: &rng), time: time, scroll: list), "changed")
                    }
                    if engine.phase == .dragging, Int.random(in: 0..<4, using: &rng) > 0 {
                        // Mostly finger speeds; one release in 20 is a glitch of the estimate.
                        let velocity = Int.random(in: 0..<20, using: &rng) == 0
                            ? Self.extremeVelocities.randomElement(using: &rng)!
                            : Double.random(in: -4000...4000, using: &rng)
                        send(.dragEnded(velocity: velocity, time: time), "ended")
                    }
                }
            }
            if engine.phase == .dragging {
                send(.dragEnded(velocity: Double.random(in: -3000...3000, using: &rng), time: time), "final release")
            }
            // Every sequence ends settled on a detent, dismissed, or with its presentation cancelled.
            var frames = 0
            while engine.phase != .resting, engine.phase != .dismissed, engine.phase != .hidden, frames < 1200 {
                time += 1.0 / 120
                frames += 1
                send(.tick(FrameTick(timestamp: time - 1.0 / 120, targetTimestamp: time)), "settle")
            }
            switch engine.phase {
            case .resting:
                outcomes.resting += 1
                if engine.velocity != 0 || engine.extent != engine.layout.detents[engine.selectedDetentIndex].extent {
                    failures.append("resting off its detent seed \(seed)")
                }
                if checker.life != .presented { failures.append("resting while \(checker.life) seed \(seed)") }
            case .dismissed:
                outcomes.dismissed += 1
                if checker.life != .dismissed { failures.append("dismissed while \(checker.life) seed \(seed)") }
            case .hidden:
                outcomes.cancelled += 1
                if checker.life != .cancelled { failures.append("hidden while \(checker.life) seed \(seed)") }
            default:
                failures.append("ended in \(engine.phase) seed \(seed)")
            }
            failures += checker.failures
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        // Every outcome, and the permission protocol, is exercised in quantity.
        #expect(outcomes.resting > 250 && outcomes.dismissed > 250 && outcomes.cancelled > 50 && outcomes.asked > 125,   // per chunk
                "\(outcomes)")
    }
}
