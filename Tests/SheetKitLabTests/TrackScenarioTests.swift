import Foundation
import Testing
@testable import SheetKit
@testable import SheetKitLab
import SheetKitFuzz
import SheetKitTestSupport

/// Track scenarios: interactive pops and a tab switch replayed through ``InteractiveTrack``,
/// measured with the sheets' metrics and checked against the closed-form spring computed here.
@Suite("Track scenarios")
struct TrackScenarioTests {
    static let width = 390.0

    /// The pop scenarios and how each ends.
    static let pops: [(Scenario, TrackPhase)] = [
        (BuiltInScenarios.popSlowDragPastHalf, .finished), (BuiltInScenarios.popFlickFromQuarter, .finished),
        (BuiltInScenarios.popCancel, .cancelled), (BuiltInScenarios.popCatchDuringSettle, .cancelled),
        (BuiltInScenarios.popFlickDroppedFrames, .finished), (BuiltInScenarios.popRightToLeft, .finished),
        (BuiltInScenarios.tabSwitchPan, .finished),
    ]

    @Test("Each pop ends where it heads, exactly at its end, with one outcome, no jump and the finger's speed",
          arguments: pops)
    func outcomes(scenario: Scenario, phase: TrackPhase) throws {
        let trace = try ScenarioRunner.run(scenario)
        let end = phase == .finished ? Self.width : 0
        #expect(trace.outcome == Trace.Outcome(phase: .track(phase), detent: nil, extent: end))
        let outcomes = trace.events.filter { $0.kind == .finished || $0.kind == .cancelled }
        #expect(outcomes.count == 1 && trace.events.filter { $0.kind == .began }.count == 1)
        let settle = try #require(trace.settledFrame)
        #expect(settle.extent == end && settle.phase == .track(phase) && settle.velocity == 0)
        #expect(trace.frames.allSatisfy { (0...Self.width).contains($0.extent) && $0.velocity.isFinite })
        #expect(trace.metrics.releaseJump < 1e-6, "\(scenario.name)")
        let settleTime = try #require(trace.metrics.settleTime)
        #expect(settleTime > 0.1 && settleTime < 0.45)
        // The handed velocity is the least-squares fit; the finger's last period differs by
        // its easing only on the tab pan (accelerating into the lift).
        #expect(trace.metrics.velocityMismatch < (scenario.name == "tab-switch-pan" ? 0.1 : 0.01), "\(scenario.name)")
    }

    @Test("After the release the frames are the closed-form spring from the lift state, to the pixel")
    func closedForm() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.popSlowDragPastHalf)
        let lift = try #require(trace.lastRelease)
        #expect(lift.target == .end && lift.liftState.position > Self.width / 2)
        #expect(isClose(lift.targetExtent, Self.width * 1.02))
        let motion = SpringMotion(spring: NavigationTransitionStyle.parallaxSlide.spring, from: lift.liftState.position,
                                  velocity: lift.liftState.velocity, to: lift.targetExtent, at: lift.t)
        let settle = try #require(trace.settleFrame)
        for frame in trace.frames[lift.firstFrame..<settle] {
            #expect(isClose(frame.extent, motion.position(at: frame.t), within: 1e-9))
            #expect(frame.phase == .track(.settling))
        }
        // The finish frame is the first on which the spring reaches the end.
        #expect(motion.position(at: trace.frames[settle].t) >= Self.width)
        #expect(motion.position(at: trace.frames[settle - 1].t) < Self.width)
    }

    @Test("60 Hz with every 4th frame dropped shows the same settle as 120 Hz at common times (< 0.01 pt)")
    func frameRates() throws {
        let fast = try ScenarioRunner.run(BuiltInScenarios.popFlickFromQuarter)
        let slow = try ScenarioRunner.run(BuiltInScenarios.popFlickDroppedFrames)
        let release = try #require(fast.lastRelease)
        #expect(slow.lastRelease?.t == release.t && slow.lastRelease?.liftState == release.liftState)
        var compared = 0
        // Frames prepared after the lift reached the track (one 60 Hz interval before shown).
        for frame in slow.frames where frame.t - 1.0 / 60 >= release.t {
            guard let twin = fast.frames.first(where: { isClose($0.t, frame.t, within: 1e-9) }) else { continue }
            #expect(isClose(twin.extent, frame.extent, within: 0.01))
            compared += 1
        }
        #expect(compared >= 8)
        #expect(slow.outcome == fast.outcome && slow.frames.count < fast.frames.count / 2)
    }

    @Test("A touch during the settle catches the screen where it is, and the drag continues from there",
          arguments: [BuiltInScenarios.popCatchDuringSettle, BuiltInScenarios.revealCatchDuringSettle])
    func caught(scenario: Scenario) throws {
        let trace = try ScenarioRunner.run(scenario)
        #expect(trace.events.map(\.kind) == [.began, .interrupted, .cancelled])
        #expect(trace.releases.count == 2 && trace.releases[0].target == .end && trace.releases[1].target == .start)
        let grab = try #require(trace.events.first { $0.kind == .interrupted })
        // The first frame prepared (one interval before it is shown) after the touch.
        let afterIndex = try #require(trace.frames.firstIndex { $0.t - 1.0 / 120 + 1e-9 >= grab.t })
        let before = trace.frames[afterIndex - 1], after = trace.frames[afterIndex]
        #expect(before.phase == .track(.settling) && after.phase == .track(.tracking))
        #expect(after.extent == before.extent)                       // held where it was caught: no snap
        let touch = try #require(trace.touches.last)
        #expect(touch.engaged && touch.track.first?.extent == before.extent)
    }

    @Test("Right-to-left: the finger moves left, the track advances")
    func rightToLeft() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.popRightToLeft)
        let touch = try #require(trace.touches.first)
        #expect(touch.track.last.map { $0.extent > 100 } == true)
        #expect(trace.frames.map(\.extent) == trace.frames.map(\.extent).sorted())   // only forward
        #expect(trace.lastRelease.map { $0.fingerVelocity > 500 } == true)
    }

    @Test("A scripted release at a position continues from it with its velocity")
    func scriptedRelease() throws {
        let scenario = Scenario(name: "release", container: BuiltInScenarios.phone, track: .navigationPop(style: .fadeThrough),
                                input: .release(Scenario.Release(t: 0.2, extent: 150, velocity: -300)))
        let trace = try ScenarioRunner.run(scenario)
        let release = try #require(trace.lastRelease)
        #expect(release.kind == .release && release.liftState == SpringMotion.State(position: 150, velocity: -300))
        #expect(release.target == .start && isClose(release.targetExtent, -0.02 * Self.width))
        #expect(trace.outcome.phase == .track(.cancelled) && trace.metrics.releaseJump < 1e-6)
        #expect(trace.metrics.velocityMismatch < 1e-12)
    }

    @Test("The trace format: track phases and events, a null detent, readable by Foundation")
    func traceFormat() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.popCancel)
        #expect(trace.json["outcome"] == .object([("phase", .string("cancelled")), ("detent", .null), ("extent", .number(0))]))
        let read = try JSONDecoder().decode(TraceDocument.self, from: Data(trace.jsonText.utf8))
        // The first frame is prepared before the touch-down reaches the track: idle.
        #expect(read.frames.map(\.phase).first == "idle")
        #expect(Set(read.frames.map(\.phase)) == ["idle", "dragging", "settling", "cancelled"])
        #expect(read.events.map(\.type) == ["began", "cancelled"])
        #expect(Set(read.frames.map(\.phase)).isSubset(of: TraceDocument.phases))
        // The dimming is the revealed screen's, fading as the pop's progress grows.
        let dragged = try #require(trace.frames.first { $0.progress > 0.2 })
        #expect(isClose(dragged.dimming, 0.1 * (1 - dragged.progress), within: 1e-12))
        #expect(trace.frames.last?.dimming == 0.1)
    }

    @Test("Every built-in track scenario, written as a file, reads back unchanged")
    func roundTrip() throws {
        for scenario in BuiltInScenarios.tracks {
            #expect(try ScenarioParser.parse(scenario.jsonText) == scenario, "\(scenario.name)")
        }
        let rtl = try ScenarioParser.parse(BuiltInScenarios.popRightToLeft.jsonText)
        #expect(rtl.track == .navigationPop(style: .shrinkSlide) && rtl.layoutDirection == .rightToLeft)
    }

    /// A track file with `extra` fields merged into its root, or `track` replaced.
    static func file(_ extra: String = "", track: String = #"{"transition": "navigationPop"}"#,
                     input: String = #""gesture": [{"t": 0, "finger": 8}, {"t": 0.1, "finger": 120, "lift": true}]"#) -> String {
        #"{"name": "p", "container": {"width": 390, "height": 844}, "track": \#(track), \#(input)\#(extra)}"#
    }

    @Test("Bad track files name the field", arguments: [
        (file(#", "edge": "bottom""#), "edge", "not used here"),
        (file(#", "detents": [{"fraction": 0.5}]"#), "detents", "not used here"),
        (file(#", "presentation": "animated""#), "presentation", "not used here"),
        (file(track: #"{"transition": "zoom"}"#), "track.transition", "is not one of"),
        (file(track: #"{"style": "parallaxSlide"}"#), "track.transition", "missing"),
        (file(track: #"{"transition": "navigationPop", "style": "slide"}"#), "track.style", "is not one of"),
        (file(track: #"{"transition": "navigationPop", "direction": "forward"}"#), "track.direction", "not used here"),
        (file(track: #"{"transition": "tabSwitch"}"#), "track.direction", "missing"),
        (file(track: #"{"transition": "tabSwitch", "direction": "none"}"#), "track.direction", "forward"),
        (file(track: #"{"transition": "tabSwitch", "direction": "forward", "style": "fadeThrough"}"#), "track.style", "not used here"),
        (file(track: #"{"transition": "navigationPop", "speed": 2}"#), "track.speed", "unknown field"),
        (file(input: #""release": {"t": 0, "extent": 100, "velocity": 0}"#), "release.extent", "unknown field"),
        (file(input: #""release": {"t": 0, "position": 391, "velocity": 0}"#), "release.position", "container's width"),
        (file(input: #""release": {"t": 0, "position": -1, "velocity": 0}"#), "release.position", "from 0"),
        (file(input: #""duration": 1"#), "gesture", "missing"),
    ])
    func badFiles(text: String, field: String, message: String) {
        #expect {
            _ = try ScenarioParser.parse(text)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.field == field && error.message.contains(message)
        }
    }

    @Test("The transition's setup: the track is the width, the style's spring unless the file gives one")
    func setup() {
        let pop = Scenario(name: "p", container: SheetSize(width: 320, height: 600), track: .navigationPop(style: .shrinkSlide),
                           input: .none)
        let setup = TrackTransition.navigationPop(style: .shrinkSlide).setup(for: pop)
        #expect(setup.length == 320 && setup.configuration.spring == NavigationTransitionStyle.shrinkSlide.spring)
        #expect(isClose(setup.aim(for: .end), 326.4) && isClose(setup.aim(for: .start), -6.4))
        #expect(setup.mapping == .horizontal(.interactivePop(layoutDirection: .leftToRight)))
        #expect(isClose(setup.dimming(atProgress: 0.25), 0.3 * 0.75))   // the revealed screen's
        var springy = pop
        springy.spring = Scenario.SpringSpec(response: 0.5, dampingRatio: 0.8)
        #expect(TrackTransition.navigationPop(style: .shrinkSlide).setup(for: springy).configuration.spring
                == MotionSpring(response: 0.5, dampingRatio: 0.8))
        let tab = TrackTransition.tabSwitch(direction: .backward).setup(for: pop)
        #expect(tab.mapping == .horizontal(HorizontalTrackMapping(advancingToward: .trailing, layoutDirection: .leftToRight)))
    }
}
