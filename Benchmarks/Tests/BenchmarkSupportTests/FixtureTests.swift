import SheetKit
import SheetKitFixtures
import Testing

/// The benchmarks measure what they claim only if their fixtures are in the states they claim.
@Suite("Benchmark fixtures")
struct FixtureTests {
    @Test("The settling sheet stays settling on every replayed tick, and settles on the large detent")
    func settling() {
        var engine = EngineFixtures.settlingCommentSheet()
        #expect(engine.phase == .settling && engine.output.settleTarget == .detent(1))
        let ticks = EngineFixtures.ticksBeforeSettling()
        #expect(ticks.count > 30)
        for _ in 0..<3 {
            for tick in ticks { #expect(engine.send(.tick(tick)).phase == .settling) }
        }
        var whole = EngineFixtures.settlingCommentSheet()
        let last = EngineFixtures.settleTicks().map { whole.send(.tick($0)) }.last
        #expect(last?.phase == .idle && last?.selectedDetent == 1)
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
        // Seed 6's stream, as the README reports it: 19,420 ticks and 56 presentations.
        #expect(script.tickCount == 19_420 && script.counts["present", default: 0] == 56)
        #expect(script.inputs.count == 29_476)
        for name in GestureScript.gestureEventNames {
            #expect(script.counts[name, default: 0] > 5, "\(name)")
        }
        #expect(script.counts == again.counts && script.phasesEntered == again.phasesEntered)
        for phase in [SheetPhase.dragging, .settling, .idle, .dismissed, .presenting] {
            #expect(script.phasesEntered[phase, default: 0] > 5, "phase \(phase)")
        }
        // Replaying the script takes the same path as generating it, and ticks only come while
        // a spring runs (a resting sheet's display link is paused).
        var first = EngineFixtures.restingCommentSheet()
        var second = EngineFixtures.restingCommentSheet()
        var ticksWhileResting = 0
        for input in script.inputs {
            if case .tick = input, first.phase == .idle || first.phase == .dragging { ticksWhileResting += 1 }
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
