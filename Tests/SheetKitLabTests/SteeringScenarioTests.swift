import Testing
@testable import SheetKit
@testable import SheetKitLab
import SheetKitTestSupport

/// The lab's scenarios of the behaviour hooks: catch on touch-down, and drags that begin
/// outside the drag region. The comment sheet rests at 506.4 pt (60 %); its large detent is
/// 776.48 pt.
@Suite("Lab: steering scenarios")
struct SteeringScenarioTests {
    @Test("Catch on touch-down: the sheet stops where the finger lands, holds still, and goes on from rest after the tap")
    func catchOnTouchDown() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.catchOnTouchDown)
        let interrupted = try #require(trace.events.first { $0.kind == .interrupted })
        guard case .gesture(let samples) = BuiltInScenarios.catchOnTouchDown.input else {
            Issue.record("expected a gesture")
            return
        }
        let downs = samples.enumerated().filter { $0.offset == 0 || $0.element.down }.map(\.element.t)
        let lift = try #require(samples.last?.t)
        // Interrupted on the touch-down itself: no pan began yet.
        #expect(isClose(interrupted.t + trace.origin, downs[1], within: 1e-9))
        // Every frame from the first one after the touch-down (its callback, one interval
        // before it shows, comes after the touch) to the lift shows the same extent (held),
        // well short of the large detent.
        let interval = 1 / BuiltInScenarios.catchOnTouchDown.frameRate
        let held = trace.frames.filter { $0.t + trace.origin - interval >= downs[1] && $0.t + trace.origin <= lift }
        #expect(held.count >= 20)
        let heldExtent = try #require(held.first?.extent)
        #expect(held.allSatisfy { $0.extent == heldExtent && $0.velocity == 0 })
        #expect(heldExtent > 650 && heldExtent < 760)
        // The second touch never dragged; the sheet went on and rests on the large detent.
        #expect(trace.touches.map(\.engaged) == [true, false])
        #expect(trace.outcome.detent == 1 && trace.outcome.extent == 776.48)
        // It went on from rest: the first frame after the lift moves less than 1 pt.
        let after = try #require(trace.frames.first { $0.t + trace.origin > lift })
        #expect(after.extent - heldExtent < 1)
    }

    @Test("Without catch on touch-down the same finger drags from its first sample: no hold, a release")
    func withoutCatch() throws {
        var scenario = BuiltInScenarios.catchOnTouchDown
        scenario.catchOnTouchDown = false
        let trace = try ScenarioRunner.run(scenario)
        #expect(trace.touches.map(\.engaged) == [true, true])
        #expect(trace.releases.count == 2)
    }

    @Test("Drags that begin outside the grabber leave the sheet where it is; one from the grabber moves it")
    func dragOutsideRegion() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.dragOutsideRegion)
        #expect(trace.touches.map(\.engaged) == [false, false, true])
        let firstTwoTouches = try #require(trace.touches[1].track.last?.t)
        #expect(trace.frames.filter { $0.t <= firstTwoTouches }.allSatisfy { $0.extent == 506.4 && $0.phase == .sheet(.resting) })
        #expect(trace.outcome.detent == 1 && trace.outcome.extent == 776.48)
        // The same drags with a header region: the second (on the header, left of the grabber)
        // engages and carries the sheet up to its large detent, so the third, at the same
        // place on the screen, now lands on the list, below the header: it does not.
        var header = BuiltInScenarios.dragOutsideRegion
        header.dragRegion = .header(60)
        #expect(try ScenarioRunner.run(header).touches.map(\.engaged) == [false, true, false])
        // And with no region every drag engages.
        header.dragRegion = nil
        #expect(try ScenarioRunner.run(header).touches.map(\.engaged) == [true, true, true])
    }
}
