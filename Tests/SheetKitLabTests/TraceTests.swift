import Foundation
import Testing
import SheetKitTestSupport
@testable import SheetKit
@testable import SheetKitLab
import SheetKitFuzz

@Suite("Scenario traces")
struct TraceTests {

    /// The samples of a gesture scenario.
    static func samples(_ scenario: Scenario) -> [Scenario.TouchSample] {
        if case .gesture(let samples) = scenario.input { return samples }
        return []
    }

    /// The last sample the engine had received when `frame` was prepared (one frame
    /// interval before it is shown).
    static func delivered(_ samples: [Scenario.TouchSample], by frame: Trace.Frame, in trace: Trace, rate: Double) -> Scenario.TouchSample? {
        samples.last { $0.t <= trace.origin + frame.t - 1 / rate + 1e-9 }
    }

    /// The finger's velocity over its last sample period in extent units (a bottom sheet
    /// expands as y falls), in points per second.
    static func lastSegmentVelocity(_ samples: [Scenario.TouchSample]) -> Double {
        let last = samples[samples.count - 1], previous = samples[samples.count - 2]
        return -(last.finger - previous.finger) / (last.t - previous.t)
    }

    @Test("Hand-off: no point is lost, the list reaches its top first, then the sheet follows, and back")
    func handOff() throws {
        let scenario = BuiltInScenarios.commentListHandOff
        let trace = try ScenarioRunner.run(scenario)
        let samples = Self.samples(scenario)
        let start = try #require(samples.first).finger
        // While the finger moves down (the first 84 samples), every point of its travel went
        // either to the list (120 pt to its top) or to the sheet.
        for frame in trace.frames {
            guard let sample = Self.delivered(samples, by: frame, in: trace, rate: 120), let index = samples.firstIndex(of: sample), index <= 84 else { continue }
            let travel = sample.finger - start
            #expect(isClose((120 - frame.scrollOffset) + (CommentSheetOnPhone.large - frame.extent), travel, within: 1e-9))
        }
        let handOffs = trace.handOffs
        #expect(handOffs.map(\.direction) == [.listToSheet, .sheetToList])
        let first = try #require(handOffs.first)
        let before = trace.frames[first.frame - 1], at = trace.frames[first.frame]
        #expect(before.scrollOffset == 0 && before.extent == CommentSheetOnPhone.large)      // the list is at its top, the sheet has not moved
        #expect(at.scrollOffset == 0 && at.extent < CommentSheetOnPhone.large)              // now the sheet follows
        // Touch samples come half a frame off the display grid: sample 36 (36.5/120 s, 120 pt
        // of travel) empties the list exactly; sample 37 (37.5/120 s) is the first the sheet
        // takes, prepared at the callback at 38/120 s and shown at 39/120 s.
        #expect(isClose(trace.origin, 0.5 / 120, within: 1e-4))
        #expect(isClose(at.t + trace.origin, 39.0 / 120, within: 1e-9))
        #expect(isClose(at.extent, (CommentSheetOnPhone.large - (samples[37].finger - start - 120)), within: 1e-9))
        // On the way back the sheet reaches its detent before the list scrolls again.
        let second = handOffs[1]
        #expect(trace.frames[second.frame].extent == CommentSheetOnPhone.large && trace.frames[second.frame].scrollOffset > 0)
        #expect(trace.frames[first.frame..<second.frame].allSatisfy { $0.scrollOffset == 0 })
        // The list took the last motion: the sheet stays where it is and rests at once.
        let lift = try #require(trace.lastRelease)
        #expect(lift.sheetVelocity == 0 && lift.target == nil && lift.liftState == SpringMotion.State(position: CommentSheetOnPhone.large, velocity: 0))
        #expect(isClose(lift.fingerVelocity, Self.lastSegmentVelocity(samples), within: 1e-9) && lift.fingerVelocity > 300)
        #expect(trace.settleFrame == lift.firstFrame)
        // It rests at the lift; the first frame prepared after it (within two frames) shows it.
        #expect(trace.metrics.settleTime.map { $0 > 0 && $0 <= 2.0 / 120 + 1e-9 } == true)
        #expect(trace.metrics.velocityMismatch == 1 && trace.metrics.releaseJump == 0)
        #expect(trace.events == [Trace.Event(t: lift.t, kind: .settled, detent: 1)])
        #expect(trace.outcome == Trace.Outcome(phase: .sheet(.resting), detent: 1, extent: CommentSheetOnPhone.large))
    }

    @Test("Flick up: the sheet leaves with the finger's velocity and settles on the exact settle frame")
    func flickToLarge() throws {
        let scenario = BuiltInScenarios.flickToLarge
        let trace = try ScenarioRunner.run(scenario)
        let samples = Self.samples(scenario)
        let lift = try #require(trace.lastRelease)
        // The engine is handed the least-squares slope over the last 50 ms of samples, with
        // the sign of expansion (the finger moved up: y fell); the flick's last 50 ms are at
        // its final speed, 6 × 120 ÷ (5 × 0.1 s) = 1440 pt/s, which the lab measures as the
        // finger's velocity over its last sample period.
        let window = samples.filter { samples[samples.count - 1].t - $0.t <= VelocityEstimator.defaultWindow }
        let meanT = window.map(\.t).reduce(0, +) / Double(window.count)
        let meanY = window.map(\.finger).reduce(0, +) / Double(window.count)
        let slope = window.map { ($0.t - meanT) * ($0.finger - meanY) }.reduce(0, +) / window.map { ($0.t - meanT) * ($0.t - meanT) }.reduce(0, +)
        // (Samples are rounded to 0.01 pt and 1 µs, hence "about".)
        #expect(isClose(lift.sheetVelocity, -slope, within: 1e-6) && isClose(lift.sheetVelocity, 1440, within: 1))
        #expect(isClose(lift.fingerVelocity, Self.lastSegmentVelocity(samples), within: 1e-9) && isClose(lift.fingerVelocity, 1440, within: 1))
        #expect(trace.metrics.velocityMismatch < 1e-3)
        #expect(lift.extent == CommentSheetOnPhone.medium + 120 && trace.detentIndex(lift.target) == 1)
        #expect(lift.liftState == SpringMotion.State(position: lift.extent, velocity: lift.sheetVelocity))
        // Every frame after the lift is the closed-form spring from the lift state.
        let spring = SpringMotion(spring: .default, from: lift.extent, velocity: lift.sheetVelocity, to: CommentSheetOnPhone.large, at: lift.t)
        let settleFrame = try #require(trace.settleFrame)
        for frame in trace.frames[lift.firstFrame..<settleFrame] {
            #expect(isClose(frame.extent, spring.position(at: frame.t), within: 1e-9) && frame.phase == .sheet(.settling))
        }
        #expect(trace.metrics.releaseJump < 1e-6)
        // The settle frame is the first one shown at or after the exact settle time.
        let settleTime = spring.settleTime(displayScale: 3)
        #expect(trace.frames[settleFrame].t >= settleTime - 1e-9 && trace.frames[settleFrame - 1].t < settleTime)
        #expect(trace.frames[settleFrame].extent == CommentSheetOnPhone.large && settleFrame == trace.frames.count - 1)
        #expect(isClose(try #require(trace.metrics.settleTime), trace.frames[settleFrame].t - lift.t, within: 1e-12))
        let restTime = trace.frames[settleFrame].t
        #expect(trace.events == [Trace.Event(t: restTime, kind: .settled, detent: 1), Trace.Event(t: restTime, kind: .detentChanged, detent: 1)])
    }

    @Test("The same flick at 60 Hz with every 4th frame dropped follows the same trajectory")
    func frameRateIndependence() throws {
        let at120 = try ScenarioRunner.run(BuiltInScenarios.flickToLarge)
        let dropped = try ScenarioRunner.run(BuiltInScenarios.flickToLargeDroppedFrames)
        #expect(dropped.lastRelease == at120.lastRelease.map { var moment = $0; moment.firstFrame = dropped.lastRelease?.firstFrame ?? -1; return moment })
        var byTime: [Int: Double] = [:]
        for frame in at120.frames { byTime[Int((frame.t * 120).rounded())] = frame.extent }
        var compared = 0
        for frame in dropped.frames where frame.phase == .sheet(.settling) {
            let key = Int((frame.t * 120).rounded())
            guard let extent = byTime[key] else { continue }
            #expect(isClose(frame.extent, extent, within: 1e-9))
            compared += 1
        }
        #expect(compared > 10)
        // Frames 4, 8, 12… at 60 Hz are missing.
        #expect(dropped.frames.allSatisfy { Int(($0.t * 60).rounded()) % 4 != 0 })
        #expect(dropped.outcome == at120.outcome)
    }

    @Test("Flick down off the only detent below: dismissed on the frame the sheet is hidden")
    func flickToDismiss() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.flickToDismiss)
        let lift = try #require(trace.lastRelease)
        #expect(lift.target == .hidden && lift.targetExtent == -0.1 * CommentSheetOnPhone.medium && lift.fingerVelocity < -1000)
        let settleFrame = try #require(trace.settleFrame)
        #expect(trace.frames[settleFrame].phase == .sheet(.dismissed) && trace.frames[settleFrame].extent == 0)
        #expect(trace.frames[settleFrame - 1].extent > 0)
        let spring = SpringMotion(spring: .default, from: lift.extent, velocity: lift.sheetVelocity, to: lift.targetExtent, at: lift.t)
        #expect(spring.position(at: trace.frames[settleFrame].t) <= 0 && spring.position(at: trace.frames[settleFrame - 1].t) > 0)
        #expect(trace.events.map(\.kind) == [.willDismiss, .dismissed])
        #expect(trace.outcome == Trace.Outcome(phase: .sheet(.dismissed), detent: nil, extent: 0))
        #expect(trace.metrics.releaseJump < 1e-6 && trace.metrics.velocityMismatch < 1e-3)
    }

    @Test("Slow drag below half the smallest detent dismisses; a small drag returns and cancels the dismissal")
    func slowDragAndSmallDrag() throws {
        let slow = try ScenarioRunner.run(BuiltInScenarios.slowDragDismiss)
        #expect(slow.lastRelease?.extent == CommentSheetOnPhone.medium - 300 && isClose(slow.lastRelease?.fingerVelocity ?? 1, 0, within: 1e-9))
        #expect(slow.outcome.phase == .sheet(.dismissed) && slow.events.map(\.kind) == [.willDismiss, .dismissed])
        let small = try ScenarioRunner.run(BuiltInScenarios.smallDragReturn)
        #expect(small.detentIndex(small.lastRelease?.target) == 0)
        #expect(small.events.map(\.kind) == [.willDismiss, .dismissalCancelled, .settled])
        #expect(small.outcome == Trace.Outcome(phase: .sheet(.resting), detent: 0, extent: CommentSheetOnPhone.medium))
    }

    @Test("A modal sheet resists with the rubber band and reports the attempt; the mismatch is the band's")
    func modalResists() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.modalResists)
        let band = RubberBand(dimension: 844)
        let lift = try #require(trace.lastRelease)
        #expect(isClose(lift.extent, (CommentSheetOnPhone.medium - band(300)), within: 1e-9))
        // The finger lifted at its steady speed; the sheet left at the band's share of it.
        #expect(isClose(trace.metrics.velocityMismatch, (1 - band.slope(at: 300)), within: 1e-3))
        #expect(isClose(lift.liftState.velocity, lift.sheetVelocity, within: 1e-9) && lift.liftState.position == lift.extent)
        #expect(trace.events.map(\.kind) == [.didAttemptToDismiss, .settled])
        #expect(trace.events.first?.detent == 0 && trace.outcome.detent == 0 && trace.metrics.releaseJump < 1e-6)
    }

    @Test("A grab during settling catches the sheet where the last frame showed it")
    func interruption() throws {
        let scenario = BuiltInScenarios.grabWhileSettling
        let trace = try ScenarioRunner.run(scenario)
        let grab = try #require(trace.events.first { $0.kind == .interrupted })
        let down = try #require(Self.samples(scenario).dropFirst().first { $0.down })
        #expect(isClose(grab.t + trace.origin, down.t, within: 1e-12))
        // The first frame prepared after the touch (its callback, one interval before it is shown).
        let caught = try #require(trace.frames.firstIndex { $0.t - 1.0 / 120 >= grab.t - 1e-9 })
        #expect(trace.frames[caught - 1].phase == .sheet(.settling) && trace.frames[caught].phase == .sheet(.dragging))
        #expect(trace.frames[caught].extent == trace.frames[caught - 1].extent)  // no snap
        #expect(trace.releases.count == 2 && trace.detentIndex(trace.releases[0].target) == 1)
        #expect(trace.outcome == Trace.Outcome(phase: .sheet(.resting), detent: 0, extent: CommentSheetOnPhone.medium))
        #expect(trace.events.map(\.kind) == [.interrupted, .settled])   // back on the detent it rested on: no detentChanged
    }

    @Test("A leading drawer in right-to-left opens from the right by an edge pan and closes with a flick")
    func rtlDrawer() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.rtlLeadingDrawer)
        #expect(trace.detents.map(\.extent) == [312])
        // The finger moved left (x fell) and the drawer grew with it from hidden.
        #expect(trace.touches[0].track.first?.extent == 0 && trace.touches[0].track.last?.extent == 200)
        #expect(trace.detentIndex(trace.releases[0].target) == 0 && trace.releases[0].fingerVelocity > 500)
        let opened = try #require(trace.events.first)
        #expect(opened.kind == .settled && opened.t < 1.2)
        #expect(trace.releases[1].target == .hidden && trace.releases[1].fingerVelocity < -500)
        #expect(trace.events.map(\.kind) == [.settled, .willDismiss, .dismissed])
        #expect(trace.outcome.phase == .sheet(.dismissed))
    }

    @Test("A scripted release starts exactly from its extent and velocity, even inside a rubber band")
    func release() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.releaseFlickDismiss)
        #expect(trace.lastRelease?.extent == 300 && trace.lastRelease?.sheetVelocity == -1500)
        #expect(trace.outcome.phase == .sheet(.dismissed) && trace.metrics.releaseJump < 1e-6)
        var modal = BuiltInScenarios.releaseFlickDismiss
        modal.allowsDismiss = false
        modal.input = .release(Scenario.Release(t: 0.5, extent: 400, velocity: -800))
        let banded = try ScenarioRunner.run(modal)
        let moment = try #require(banded.lastRelease)
        #expect(isClose(moment.extent, 400, within: 1e-9) && isClose(moment.sheetVelocity, -800, within: 1e-6) && moment.t == 0)
        #expect(banded.events.map(\.kind) == [.didAttemptToDismiss, .settled] && banded.metrics.velocityMismatch < 1e-9)
    }

    @Test("A top panel presented on a bouncy spring overshoots and settles on its content detent")
    func topPanel() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.topPanelBouncy)
        let presentation = try #require(trace.releases.first)
        #expect(presentation.kind == .presentation && presentation.t == 0 && presentation.targetExtent == 227)
        let spring = SpringMotion(spring: MotionSpring(response: 0.5, dampingRatio: 0.6), from: 0, velocity: 0, to: 227, at: 0)
        let rested = try #require(trace.events.first { $0.kind == .settled })
        #expect(rested.t >= spring.settleTime(displayScale: 3) && rested.t < spring.settleTime(displayScale: 3) + 1.0 / 120 + 1e-9)
        let peak = trace.frames.filter { $0.t < rested.t }.map(\.extent).max() ?? 0
        #expect(peak > 240)                                  // visibly bouncy
        #expect(trace.outcome == Trace.Outcome(phase: .sheet(.resting), detent: 0, extent: 227))
    }

    @Test("Frames are one per tick from the first input; the trace JSON has the documented shape")
    func framesAndJSON() throws {
        let scenario = BuiltInScenarios.flickToDismiss
        let trace = try ScenarioRunner.run(scenario)
        // The display's frames n / 120 s, from the first one after the touch-down.
        for (index, frame) in trace.frames.enumerated() {
            #expect(isClose(frame.t + trace.origin, Double(index + 1) / 120, within: 1e-12))
        }
        let samples = Self.samples(scenario)
        let firstMove = try #require(samples.first { $0.finger != samples[0].finger })
        // The value the writer writes, keys in the documented order…
        guard case .object(let members) = trace.json else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["scenario", "frames", "events", "outcome", "settleTime", "releaseJump", "velocityMismatch"])
        guard case .array(let frames)? = trace.json["frames"], case .object(let first)? = frames.first else {
            Issue.record("no frames")
            return
        }
        #expect(first.map(\.key) == ["t", "extent", "velocity", "progress", "dimming", "scrollOffset", "phase"])
        #expect(trace.json["outcome"] == .object([("phase", .string("dismissed")), ("detent", .null), ("extent", .number(0))]))
        // …and the text, as Foundation reads it back.
        let text = trace.jsonText
        let keyOrder = ["\"scenario\"", "\"frames\"", "\"events\"", "\"outcome\"", "\"settleTime\"", "\"releaseJump\""]
            .compactMap { text.range(of: $0)?.lowerBound }
        #expect(keyOrder.count == 6 && keyOrder == keyOrder.sorted())
        let read = try JSONDecoder().decode(TraceDocument.self, from: Data(text.utf8))
        #expect(read.frames.count == trace.frames.count)
        #expect(read.outcome.phase == "dismissed" && read.outcome.detent == nil && read.outcome.extent == 0)
        #expect(read.events.map(\.type) == ["willDismiss", "dismissed"])
        #expect(read.events.map(\.t) == [((firstMove.t - trace.origin) * 10_000).rounded() / 10_000, (trace.events[1].t * 10_000).rounded() / 10_000])
        #expect(read.events.allSatisfy { $0.detent == nil })
    }

    @Test("Trace phases use the format's four names", arguments: [
        (SheetPhase.dragging, "dragging"), (.settling, "settling"), (.presenting, "settling"), (.dismissing, "settling"),
        (.resting, "idle"), (.dismissed, "dismissed"), (.hidden, "dismissed"),
    ])
    func tracePhase(phase: SheetPhase, name: String) {
        #expect(Trace.tracePhase(phase) == name)
    }

    @Test("An animated presentation's frames are written as settling")
    func presentingIsSettling() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.topPanelBouncy)
        #expect(trace.frames.contains { $0.phase == .sheet(.presenting) })
        let read = try JSONDecoder().decode(TraceDocument.self, from: Data(trace.jsonText.utf8))
        let names = Set(read.frames.map(\.phase))
        #expect(names.isSubset(of: ["dragging", "settling", "idle", "dismissed"]) && names.contains("settling"))
        #expect(names.count > 1)
    }
}

extension Trace {
    /// The index in ``detents`` of the detent `target` names; `nil` for hidden, a track's end
    /// or no target.
    func detentIndex(_ target: Stop.ID?) -> Int? {
        target.flatMap { id in detents.firstIndex { $0.identifier == id } }
    }
}
