import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Random gesture sequences through the engine, checking its invariants on every output.
@Suite("Engine invariants under random gestures")
struct EnginePropertyTests {
    static let sequenceCount = 10_000

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

    /// Tracks the invariants over one sequence.
    struct Checker {
        var dismissedCount = 0
        var willDismissCount = 0
        var hasRested = false
        var failures: [String] = []

        mutating func check(_ output: SheetOutput, _ engine: SheetEngine, _ context: String) {
            let bound = engine.layout.detents.largest.extent + engine.layout.context.containerLength
            let values = [output.extent, output.velocity, output.progress, output.dimming]
            if !values.allSatisfy(\.isFinite) { failures.append("non-finite \(values) \(context)") }
            if output.extent < 0 || output.extent > bound { failures.append("extent \(output.extent) outside 0...\(bound) \(context)") }
            if !(0...1).contains(output.progress) || !(0...1).contains(output.dimming) { failures.append("progress/dimming \(context)") }
            if let pin = output.scrollPin, !pin.isFinite { failures.append("pin \(pin) \(context)") }
            if dismissedCount > 0, !output.events.isEmpty { failures.append("events after dismissal \(context)") }
            if output.events.contains(.willDismiss) { willDismissCount += 1 }
            if output.events.contains(.dismissed) {
                dismissedCount += 1
                // Once presented (rested), a sheet never disappears without announcing it;
                // before its first rest, going back to hidden cancels the presentation.
                if hasRested, willDismissCount == 0 { failures.append("dismissed without willDismiss \(context)") }
                if !hasRested, willDismissCount > 0 { failures.append("cancelled presentation announced a dismissal \(context)") }
            }
            if output.events.contains(.settled) { hasRested = true }
        }
    }

    @Test("10,000 seeded random gesture sequences keep every invariant")
    func randomSequences() {
        var failures: [String] = []
        var outcomes = (idle: 0, dismissed: 0)
        for seed in 0..<Self.sequenceCount {
            var rng = SeededGenerator(seed: UInt64(seed))
            var configuration = SheetConfiguration(
                edge: SheetEdge.allCases.randomElement(using: &rng)!,
                detents: Self.randomDetents(&rng),
                spring: Spring(response: Double.random(in: 0.15...0.6, using: &rng), dampingRatio: Double.random(in: 0.4...1.6, using: &rng)))
            configuration.dimmingTapAction = [.none, .dismiss, .collapse].randomElement(using: &rng)!
            var engine = SheetEngine(configuration: configuration, container: Self.containers.randomElement(using: &rng)!,
                                     allowsDismissal: Bool.random(using: &rng))
            var checker = Checker()
            var time = 0.0
            var list: ScrollMetrics? = Bool.random(using: &rng)
                ? ScrollMetrics(offset: Double.random(in: 0...500, using: &rng), contentLength: 2400, viewportLength: 500) : nil
            if Bool.random(using: &rng) {
                checker.check(engine.send(.dragBegan(time: time)), engine, "edge pan began seed \(seed)")
            } else {
                checker.check(engine.send(.present(animated: Bool.random(using: &rng), time: time)), engine, "present seed \(seed)")
            }

            for _ in 0..<Int.random(in: 1...8, using: &rng) where engine.phase != .dismissed {
                // Some frames of whatever motion is running.
                for _ in 0..<Int.random(in: 0...40, using: &rng) {
                    time += 1.0 / 120
                    checker.check(engine.send(.tick(FrameTick(timestamp: time - 1.0 / 120, targetTimestamp: time))), engine, "tick seed \(seed)")
                }
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    checker.check(engine.send(.selectDetent(Detent.Identifier("d\(Int.random(in: 0..<4, using: &rng))"),
                                                            animated: Bool.random(using: &rng), time: time)), engine, "select seed \(seed)")
                case 1:
                    checker.check(engine.send(.dimmingTapped(time: time)), engine, "tap seed \(seed)")
                case 2:
                    checker.check(engine.send(.updateContainer(Self.containers.randomElement(using: &rng)!)), engine, "relayout seed \(seed)")
                case 3:
                    checker.check(engine.send(.stepDetent(by: Int.random(in: -2...2, using: &rng), time: time)), engine, "step seed \(seed)")
                default:
                    if engine.phase != .dragging {
                        guard engine.canBeginDrag else { continue }
                        checker.check(engine.send(.dragBegan(time: time)), engine, "began seed \(seed)")
                    }
                    for _ in 0..<Int.random(in: 1...25, using: &rng) {
                        time += 1.0 / 120
                        let output = engine.send(.dragChanged(delta: Double.random(in: -160...160, using: &rng), time: time, scroll: list))
                        checker.check(output, engine, "changed seed \(seed)")
                        if let pin = output.scrollPin, let current = list { list?.offset = pin; _ = current }
                    }
                    if Int.random(in: 0..<4, using: &rng) > 0 {
                        // Mostly finger speeds; one release in 20 is a glitch of the estimate.
                        let velocity = Int.random(in: 0..<20, using: &rng) == 0
                            ? Self.extremeVelocities.randomElement(using: &rng)!
                            : Double.random(in: -4000...4000, using: &rng)
                        checker.check(engine.send(.dragEnded(velocity: velocity, time: time)), engine, "ended seed \(seed)")
                    }
                }
            }
            if engine.phase == .dragging {
                checker.check(engine.send(.dragEnded(velocity: Double.random(in: -3000...3000, using: &rng), time: time)), engine, "final release seed \(seed)")
            }
            // Every sequence ends settled on a detent or dismissed.
            var frames = 0
            while engine.phase != .idle, engine.phase != .dismissed, frames < 1200 {
                time += 1.0 / 120
                frames += 1
                checker.check(engine.send(.tick(FrameTick(timestamp: time - 1.0 / 120, targetTimestamp: time))), engine, "settle seed \(seed)")
            }
            switch engine.phase {
            case .idle:
                outcomes.idle += 1
                let detent = engine.layout.detents[engine.selectedDetent]
                if engine.extent != detent.extent { failures.append("idle off its detent seed \(seed)") }
                if checker.dismissedCount != 0 { failures.append("idle after dismissal seed \(seed)") }
            case .dismissed:
                outcomes.dismissed += 1
                if checker.dismissedCount != 1 { failures.append("dismissed \(checker.dismissedCount) times seed \(seed)") }
            default:
                failures.append("ended in \(engine.phase) seed \(seed)")
            }
            failures += checker.failures
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        // Both outcomes are exercised in quantity.
        #expect(outcomes.idle > 1000 && outcomes.dismissed > 1000, "\(outcomes)")
    }
}
