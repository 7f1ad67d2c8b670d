import SheetKit
import SheetKitFixtures
import Testing

/// The benchmarks measure what they claim only if their fixtures are in the states they claim.
@Suite("Benchmark fixtures")
struct FixtureTests {
    @Test("The settling sheet stays settling on every tick before its settle frame, run on fresh copies, and settles on the large detent")
    func settling() {
        let released = EngineFixtures.settlingCommentSheet()
        #expect(released.phase == .settling && released.output.settleTarget == .large)
        let ticks = EngineFixtures.ticksBeforeSettling()
        #expect(ticks.count > 30)
        var outputs: [[SheetOutput]] = []
        for _ in 0..<3 {
            var engine = released
            outputs.append(ticks.map { engine.send(.tick($0)) })
            #expect(outputs.last!.allSatisfy { $0.phase == .settling })
            // A stale tick (the one before the last again) changes nothing: the benchmark must
            // start afresh.
            #expect(engine.send(.tick(ticks[ticks.count - 2])).extent == outputs.last!.last!.extent)
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        var whole = EngineFixtures.settlingCommentSheet()
        let last = EngineFixtures.settleTicks().map { whole.send(.tick($0)) }.last
        #expect(last?.phase == .resting && last?.selectedDetentIndex == 1)
    }

    @Test("The drag cycle hands off to the list and back, and returns where it started")
    func dragCycle() {
        var engine = EngineFixtures.draggingCommentSheet()
        var scroll = EngineFixtures.trackedList
        var time = EngineFixtures.draggingTime
        let start = engine.extent
        let deltas = DragCycle.deltas()
        let top = DragCycle.drive(&engine, events: DragCycle.eventsPerDirection, after: &time, scroll: &scroll, deltas: deltas)
        #expect(abs(top.extent - 776.48) < 1e-9)
        #expect(scroll.offset > 70)
        var back = deltas
        back.removeFirst(DragCycle.eventsPerDirection)
        let end = DragCycle.drive(&engine, events: back.count, after: &time, scroll: &scroll, deltas: back)
        #expect(end.phase == .dragging)
        #expect(abs(end.extent - start) < 1e-9 && scroll.offset == 0)
    }

    @Test("The gesture script holds 10,000 gesture events plus their ticks, is reproducible and goes through every phase")
    func gestureScript() {
        let script = GestureScript(gestureEvents: 10_000, seed: 6)
        let again = GestureScript(gestureEvents: 10_000, seed: 6)
        #expect(script.gestureEventCount == 10_000)
        #expect(script.inputs.count == script.counts.values.reduce(0, +))
        #expect(script.inputs.count == 10_000 + script.tickCount + script.counts["present", default: 0])
        // Seed 6's stream, as the README reports it: 19,056 ticks and 56 presentations.
        #expect(script.tickCount == 19_056)
        #expect(script.counts["present", default: 0] == 56)
        #expect(script.inputs.count == 29_112)
        for name in GestureScript.gestureEventNames {
            #expect(script.counts[name, default: 0] > 5, "\(name)")
        }
        #expect(script.counts == again.counts && script.phasesEntered == again.phasesEntered)
        for phase in [SheetPhase.dragging, .settling, .resting, .dismissed, .presenting] {
            #expect(script.phasesEntered[phase, default: 0] > 5, "phase \(phase)")
        }
        // Replaying the script takes the same path as generating it, and ticks only come while
        // a spring runs (a resting sheet's display link is paused).
        var first = EngineFixtures.restingCommentSheet()
        var second = EngineFixtures.restingCommentSheet()
        var ticksWhileResting = 0
        for input in script.inputs {
            if case .tick = input, first.phase == .resting || first.phase == .dragging { ticksWhileResting += 1 }
            first.send(input)
        }
        for input in again.inputs { second.send(input) }
        #expect(first.output == second.output)
        #expect(ticksWhileResting == 0)
    }

    @Test("Five detents of every kind resolve to five detents")
    func detents() {
        let resolved = ResolvedDetents(resolving: DetentFixtures.fiveDetents, in: DetentFixtures.context)
        #expect(resolved.count == 5)
    }
}
