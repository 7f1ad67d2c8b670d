import Testing
@testable import SheetKit
@testable import SheetKitLab
import SheetKitTestSupport

/// The presentation styles' interactive dismissals replayed as track scenarios: a circular
/// reveal (one ``InteractiveTrack``), a card zoom's pull-down close (``CardZoomDismissal``)
/// and a centered card's drag-out (``CenteredCardTransition``), measured with the shared
/// metrics.
@Suite("Style scenarios")
struct StyleScenarioTests {
    /// One frame at the scenarios' 120 Hz, in seconds: the grid settle times fall on.
    static let frame = 1.0 / 120

    /// Each style scenario, how it ends, and its settle time in seconds (from the lift to the
    /// frame the transition finished or cancelled on), as the lab measures it: pinned to
    /// ±2 frames, so a changed spring, aim or release rule fails here.
    static let cases: [(Scenario, TrackPhase, Double)] = [
        (BuiltInScenarios.revealSlowDragPastHalf, .finished, 0.2792),
        (BuiltInScenarios.revealFlick, .finished, 0.3125),
        (BuiltInScenarios.revealCancel, .cancelled, 0.2542),
        (BuiltInScenarios.revealCatchDuringSettle, .cancelled, 0.2292),
        (BuiltInScenarios.zoomPullPastThreshold, .finished, 0.4208),
        (BuiltInScenarios.zoomSmallPullSettlesBack, .cancelled, 0.3042),
        (BuiltInScenarios.zoomFlick, .finished, 0.4208),
        (BuiltInScenarios.cardDragOut, .finished, 0.2958),
        (BuiltInScenarios.cardSmallDragSettlesBack, .cancelled, 0.1875),
    ]

    @Test("Every style scenario is listed, and in the report after the navigation tracks")
    func listed() {
        #expect(BuiltInScenarios.styles.map(\.name) == Self.cases.map(\.0.name))
        #expect(Array(BuiltInScenarios.all.suffix(BuiltInScenarios.styles.count)) == BuiltInScenarios.styles)
    }

    @Test("Each style scenario ends where it heads, once, with finite figures, no jump and a pinned settle time",
          arguments: cases)
    func outcomes(scenario: Scenario, phase: TrackPhase, settleTime: Double) throws {
        let trace = try ScenarioRunner.run(scenario)
        let guides = try #require(Self.guides(of: trace))
        // Finished: at the farthest guide (the covering radius, in the card, out); cancelled: at 0.
        let top = try #require(guides.map(\.value).max())
        let end = phase == .finished ? top : 0
        #expect(trace.outcome == Trace.Outcome(phase: .track(phase), detent: nil, extent: end), "\(scenario.name)")
        // Exactly one completion, after exactly one beginning.
        #expect(trace.events.filter { $0.kind == .finished || $0.kind == .cancelled }.count == 1, "\(scenario.name)")
        #expect(trace.events.filter { $0.kind == .began }.count == 1, "\(scenario.name)")
        let settle = try #require(trace.settledFrame)
        #expect(settle.extent == end && settle.phase == .track(phase) && settle.velocity == 0)
        for frame in trace.frames {
            #expect(Self.isFinite(frame))
            #expect((0...top).contains(frame.extent), "\(scenario.name) at \(frame.t)")
            #expect((0...1).contains(frame.progress) && (0...1).contains(frame.dimming))
        }
        // The display link carries the finger's position and velocity: nothing jumps.
        #expect(trace.metrics.releaseJump.isFinite && trace.metrics.releaseJump < 1e-6, "\(scenario.name)")
        #expect(trace.metrics.velocityMismatch.isFinite && trace.metrics.velocityMismatch < 0.01, "\(scenario.name)")
        let measured = try #require(trace.metrics.settleTime)
        #expect(isClose(measured, settleTime, within: 2 * Self.frame), "\(scenario.name): \(measured) s")
    }

    @Test("A release that finishes continues on the closed-form spring from the lift state until the end",
          arguments: [BuiltInScenarios.revealSlowDragPastHalf, BuiltInScenarios.zoomPullPastThreshold, BuiltInScenarios.cardDragOut])
    func closedForm(scenario: Scenario) throws {
        let trace = try ScenarioRunner.run(scenario)
        let lift = try #require(trace.lastRelease)
        #expect(lift.target == .end)
        let spring = try #require(scenario.track).setup(for: scenario).configuration.spring
        let motion = SpringMotion(spring: spring, from: lift.liftState.position, velocity: lift.liftState.velocity,
                                  to: lift.targetExtent, at: lift.t)
        let settle = try #require(trace.settleFrame)
        #expect(settle - lift.firstFrame >= 10)
        for frame in trace.frames[lift.firstFrame..<settle] {
            #expect(isClose(frame.extent, motion.position(at: frame.t), within: 1e-6), "\(scenario.name) at \(frame.t)")
            #expect(frame.phase == .track(.settling))
        }
        #expect(motion.position(at: trace.frames[settle].t) >= trace.outcome.extent)
    }

    @Test("The reveal's track is the covering radius from the button; a vertical pan moves it by its projection")
    func revealTrack() throws {
        let scenario = BuiltInScenarios.revealSlowDragPastHalf
        let setup = try #require(scenario.track).setup(for: scenario)
        // (340, 780) to the top-left corner: √(340² + 780²).
        #expect(isClose(setup.length, (340.0 * 340 + 780 * 780).squareRoot(), within: 1e-9))
        #expect(isClose(setup.mapping.trackDelta(forFingerMotion: 100), 100 * 780 / setup.length, within: 1e-9))
        #expect(setup.mapping.trackDelta(forFingerMotion: .nan) == 0)
        let trace = try ScenarioRunner.run(scenario)
        // 500 pt down is 458.3 pt along the radius: past half, let go still.
        let lift = try #require(trace.lastRelease)
        #expect(isClose(lift.liftState.position, 500 * 780 / setup.length, within: 1e-6))
        #expect(lift.liftState.position > setup.length / 2 && abs(lift.fingerVelocity) < 1)
    }

    @Test("A card zoom's pull starts after the direction lock; its close continues from the pull it left")
    func zoomPull() throws {
        let scenario = BuiltInScenarios.zoomPullPastThreshold
        let trace = try ScenarioRunner.run(scenario)
        let lift = try #require(trace.lastRelease)
        // The track is the detail's fastest edge: the pull shrinks the 390 × 844 detail about
        // its center by up to 1 − 0.86 over 160 pt, moving that edge 0.14 × 422 / 160 pt per
        // point of pull, and the finger's line is mapped the same way.
        let rate = (1 - CardZoomStyle.defaultMinimumPullScale) * 844 / 2 / CardZoomStyle.defaultPullLength
        #expect(isClose(scenario.track?.setup(for: scenario).mapping.trackDelta(forFingerMotion: 100) ?? 0, 100 * rate, within: 1e-9))
        // 130 pt of finger, less its motion up to the sample on which the lock took it (the
        // finger's line on the chart is its motion since touch-down).
        let touch = try #require(trace.touches.first)
        let lock = try #require(touch.track.first { $0.extent >= CardZoomStyle.DragLock.defaultSlop * rate }).extent
        #expect(lock < (CardZoomStyle.DragLock.defaultSlop + 2) * rate)
        #expect(isClose(lift.liftState.position, 130 * rate - lock, within: 1e-9))
        let guides = try #require(Self.guides(of: trace))
        #expect(guides.map(\.name) == ["detail", "full pull", "in the card"])
        #expect(isClose(guides[1].value, CardZoomStyle.defaultPullLength * rate, within: 1e-9))
        #expect(lift.shownRange.lowerBound == lift.liftState.position && lift.shownRange.upperBound == guides[2].value)
        #expect(touch.engaged && isClose(touch.track.last?.extent ?? 0, 130 * rate, within: 1e-9))
        // The close's progress reaches 1 on the last frame, never before the release.
        #expect(trace.frames[..<lift.firstFrame].allSatisfy { $0.progress == 0 })
        #expect(trace.frames.last?.progress == 1)
    }

    @Test("A centered card dims behind it at rest and the dimming fades as it drops out")
    func cardDimming() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.cardDragOut)
        let first = try #require(trace.frames.first), last = try #require(trace.frames.last)
        #expect(first.dimming > 0 && last.dimming == 0)
        let after = trace.frames[try #require(trace.lastRelease).firstFrame...].map(\.dimming)
        #expect(after == after.sorted(by: >))
    }

    @Test("A scripted release continues from its position with its velocity, once, without a jump", arguments: [
        (TrackTransition.circularReveal(center: BuiltInScenarios.revealButton), 500.0, 0.0, Stop.ID.end),
        (.circularReveal(center: BuiltInScenarios.revealButton), 300, -400, .start),
        // A card zoom's track is the detail's edge, 0.369 pt per point of pull: 54 pt of pull
        // at 1490 pt/s, and 100 pt at −298 pt/s.
        (.cardZoom(card: BuiltInScenarios.todayCard), 20, 550, .end),
        (.cardZoom(card: BuiltInScenarios.todayCard), 37, -110, .start),
        (.centeredCard(content: BuiltInScenarios.ratingCardContent), 50, 1500, .end),
        (.centeredCard(content: BuiltInScenarios.ratingCardContent), 100, -300, .start),
    ])
    func scriptedRelease(track: TrackTransition, position: Double, velocity: Double, outcome: Stop.ID) throws {
        let scenario = Scenario(name: "release", container: BuiltInScenarios.phone, track: track,
                                input: .release(Scenario.Release(t: 0.2, extent: position, velocity: velocity)))
        let trace = try ScenarioRunner.run(scenario)
        let release = try #require(trace.lastRelease)
        // (A card zoom's finger motion is the track's ÷ its rate and back: equal to rounding.)
        #expect(release.kind == .release && isClose(release.liftState.position, position, within: 1e-9)
                && isClose(release.liftState.velocity, velocity, within: 1e-9))
        #expect(release.target == outcome)
        #expect(trace.outcome.phase == .track(outcome == .end ? .finished : .cancelled))
        #expect(trace.events.filter { $0.kind == .finished || $0.kind == .cancelled }.count == 1)
        #expect(trace.metrics.releaseJump < 1e-6 && trace.frames.allSatisfy(Self.isFinite))
    }

    @Test("Every style scenario, written as a file, reads back unchanged", arguments: BuiltInScenarios.styles)
    func roundTrip(scenario: Scenario) throws {
        let read = try ScenarioParser.parse(scenario.jsonText)
        #expect(read == scenario)
        #expect(read.jsonText == scenario.jsonText)
    }

    @Test("Style track fields read into the transition, fractional and zero values kept", arguments: [
        (#"{"transition": "circularReveal", "center": {"x": -12.5, "y": 1e3}}"#, TrackTransition.circularReveal(center: SheetPoint(x: -12.5, y: 1000))),
        (#"{"transition": "cardZoom", "card": {"x": 0, "y": 80, "width": 0, "height": 0}}"#,
         .cardZoom(card: SheetRect(x: 0, y: 80, width: 0, height: 0))),
        (#"{"transition": "centeredCard", "content": {"width": 280.5, "height": 0}}"#,
         .centeredCard(content: SheetSize(width: 280.5, height: 0))),
    ])
    func styleFields(track: String, expected: TrackTransition) throws {
        let read = try ScenarioParser.parse(TrackScenarioTests.file(track: track))
        #expect(read.track == expected)
        #expect(try ScenarioParser.parse(read.jsonText) == read)
    }

    @Test("Bad style track values name the field", arguments: [
        (#"{"transition": "circularReveal"}"#, "", "track.center", "missing"),
        (#"{"transition": "circularReveal", "center": {"x": 1}}"#, "", "track.center.y", "missing"),
        (#"{"transition": "circularReveal", "center": {"x": 1, "y": 2, "z": 3}}"#, "", "track.center.z", "unknown field"),
        (#"{"transition": "circularReveal", "center": {"x": 1e6, "y": 2}}"#, "", "track.center.x", "within ±100000"),
        (#"{"transition": "circularReveal", "center": {"x": 1, "y": 2}, "card": {}}"#, "", "track.card", "\"cardZoom\""),
        (#"{"transition": "navigationPop", "content": {"width": 1, "height": 1}}"#, "", "track.content", "\"centeredCard\""),
        (#"{"transition": "cardZoom", "card": {"x": 0, "y": 0, "width": -1, "height": 10}}"#, "", "track.card.width", "from 0"),
        (#"{"transition": "cardZoom", "card": {"x": 0, "y": 0, "width": 10, "height": 1e300}}"#, "", "track.card.height", "to 100000"),
        (#"{"transition": "cardZoom", "card": "big"}"#, "", "track.card", "object"),
        (#"{"transition": "centeredCard", "content": {"width": 300, "height": -5}}"#, "", "track.content.height", "from 0"),
        (#"{"transition": "centeredCard"}"#, "", "track.content", "missing"),
        (#"{"transition": "circularReveal", "center": {"x": 340, "y": 780}}"#, #""release": {"t": 0, "position": 851, "velocity": 0}"#,
         "release.position", "covering radius from the center 850.881"),
        (#"{"transition": "cardZoom", "card": {"x": 20, "y": 140, "width": 350, "height": 420}}"#,
         #""release": {"t": 0, "position": 59.5, "velocity": 0}"#, "release.position", "over a full pull 59.08"),
        (#"{"transition": "centeredCard", "content": {"width": 300, "height": 360}}"#,
         #""release": {"t": 0, "position": 603, "velocity": 0}"#, "release.position", "out of the container 602"),
    ])
    func badFiles(track: String, input: String, field: String, message: String) {
        let text = input.isEmpty ? TrackScenarioTests.file(track: track) : TrackScenarioTests.file(track: track, input: input)
        #expect {
            _ = try ScenarioParser.parse(text)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.field == field && error.message.contains(message)
        }
    }

    /// Values no file can hold but code can, and the finite extremes a file can.
    static let extremes: [Double] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, Double.leastNonzeroMagnitude, -Subnormal.tiny, 0, -0.0, 1, 195, 844, 99_999,
    ]

    @Test("Seeded extremes in a style's fields and its release: a clear error or finite frames and one outcome")
    func extremeValues() throws {
        var random = SeededGenerator(seed: 0x5EED_57E5)
        var ran = 0, rejected = 0
        for _ in 0..<150 {
            // Mostly plausible values, an extreme one time in five.
            func pick() -> Double {
                Int.random(in: 0..<5, using: &random) == 0 ? Self.extremes.randomElement(using: &random) ?? 0
                    : Double.random(in: -40...900, using: &random)
            }
            let track: TrackTransition
            switch Int.random(in: 0..<3, using: &random) {
            case 0: track = .circularReveal(center: SheetPoint(x: pick(), y: pick()))
            case 1: track = .cardZoom(card: SheetRect(x: pick(), y: pick(), width: pick(), height: pick()))
            default: track = .centeredCard(content: SheetSize(width: pick(), height: pick()))
            }
            let input: Scenario.Input = Bool.random(using: &random)
                ? .release(Scenario.Release(t: 0, extent: abs(pick()), velocity: pick()))
                : .gesture([Scenario.TouchSample(t: 0, finger: 300, across: pick()),
                            Scenario.TouchSample(t: 0.1, finger: 300 + pick(), lift: true)])
            let scenario = Scenario(name: "extreme", container: BuiltInScenarios.phone, track: track, input: input, duration: 1)
            let trace: Trace
            do {
                trace = try ScenarioRunner.run(scenario)
            } catch {
                #expect(!error.field.isEmpty && !error.message.isEmpty)
                rejected += 1
                continue
            }
            ran += 1
            #expect(trace.frames.allSatisfy(Self.isFinite), "\(track)")
            #expect(trace.events.filter { $0.kind == .finished || $0.kind == .cancelled }.count <= 1, "\(track)")
            #expect(trace.metrics.releaseJump.isFinite && trace.metrics.velocityMismatch.isFinite, "\(track)")
            #expect(trace.metrics.settleTime.map(\.isFinite) ?? true)
        }
        // Both branches are exercised: the table holds valid and invalid values.
        #expect(ran >= 20 && rejected >= 20)
    }

    /// Whether every number a frame shows is finite.
    static func isFinite(_ frame: Trace.Frame) -> Bool {
        [frame.extent, frame.velocity, frame.progress, frame.dimming].allSatisfy(\.isFinite)
    }

    /// The guides of a track trace.
    static func guides(of trace: Trace) -> [Trace.Guide]? {
        guard case .track(_, let guides) = trace.subject else { return nil }
        return guides
    }
}
