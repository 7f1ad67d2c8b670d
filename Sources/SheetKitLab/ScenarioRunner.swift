import SheetKit

/// Replays a scenario through the same ``SheetEngine`` the UIKit layer uses (a track
/// scenario through the core value its UIKit adapter drives, see ``TransitionReplaySession``),
/// with no clock.
///
/// - The sheet starts resting at the initial detent (presented without animation before the
///   first input), presents with an animation at time 0, or starts hidden and is presented
///   by the first touch (``Scenario/Presentation``).
/// - Display ticks come from ``FrameTick/sequence(frameRate:from:duration:dropEvery:)`` on
///   the display's own grid (frame n shown at n / frameRate on the scenario's clock), with
///   every `dropEvery`-th frame missing; frames shown after the first input are recorded.
/// - Inputs are interleaved with ticks by time: a sample is delivered before a tick when it
///   happened by the tick's callback, one frame interval before the tick's target time.
/// - A touch's first sample sends `dragBegan`; each later sample sends `dragChanged` with
///   the finger's motion converted to an extent delta by the edge, and the list's metrics;
///   the lifting sample then sends `dragEnded` with the least-squares finger velocity
///   (``VelocityEstimator``) in extent units. The list's offset follows every scroll pin.
/// - The run ends on the first frame after the last input that shows the sheet at rest or
///   dismissed, or `duration` seconds after the last input.
public enum ScenarioRunner {
    /// Replays `scenario`: a sheet through ``SheetEngine``, a track scenario through its
    /// transition's core value (``TransitionReplaySession``), on the same timeline and
    /// display grid.
    /// - Throws: ``ScenarioError`` when the scenario breaks a rule of ``Scenario/validate()``.
    public static func run(_ scenario: Scenario) throws(ScenarioError) -> Trace {
        try scenario.validate()
        let timeline = Timeline(scenario)
        if let track = scenario.track {
            var session = TransitionReplaySession(scenario: scenario, transition: track, origin: timeline.origin)
            replay(&session, scenario, timeline)
            return session.trace
        }
        let setup = ScenarioSetup(scenario)
        var session = ReplaySession(scenario: scenario, setup: setup, origin: timeline.origin)
        replay(&session, scenario, timeline)
        return makeTrace(session, setup: setup)
    }

    /// Feeds `session` the timeline's inputs and the display's ticks, interleaved by time.
    static func replay<Subject: ReplaySubject>(_ session: inout Subject, _ scenario: Scenario, _ timeline: Timeline) {
        let interval = 1 / scenario.frameRate
        // The display refreshes on its own grid (frame n at n / frameRate on the scenario's
        // clock), not in step with the finger; frames are recorded from the first input on.
        let gridStart = (timeline.origin * scenario.frameRate + 1e-9).rounded(.down) / scenario.frameRate
        let ticks = FrameTick.sequence(frameRate: scenario.frameRate, from: gridStart,
                                       duration: timeline.end - gridStart + scenario.duration + interval,
                                       dropEvery: scenario.dropEvery)
        var next = 0
        func deliver(until time: Double) {
            while next < timeline.entries.count, timeline.entries[next].time <= time {
                session.apply(timeline.entries[next].kind, at: timeline.entries[next].time)
                next += 1
            }
        }
        for tick in ticks where tick.targetTimestamp > timeline.origin + 1e-9 {
            // Tolerance: a sample on the same instant as a callback counts as before it.
            deliver(until: tick.targetTimestamp - interval + 1e-9)
            let atRest = session.advance(tick)
            if next == timeline.entries.count, atRest { break }
        }
        deliver(until: .infinity)
    }

    private static func makeTrace(_ session: ReplaySession, setup: ScenarioSetup) -> Trace {
        let scenario = session.scenario
        let (metrics, settleFrame) = ReleaseMetrics.ofLastRelease(frames: session.frames, releases: session.releases) { last in
            last.kind == .presentation ? setup.configuration.effectivePresentationSpring : setup.configuration.effectiveSpring
        }
        let output = session.output
        let resting = output.phase != .dismissed && output.phase != .hidden
        return Trace(
            scenario: scenario.name,
            summary: scenario.summary,
            origin: session.origin,
            frames: session.frames,
            events: session.events,
            outcome: Trace.Outcome(phase: .sheet(output.phase), detent: resting ? output.selectedDetentIndex : nil, extent: output.extent),
            releases: session.releases,
            metrics: metrics,
            settleFrame: settleFrame,
            touches: session.touches,
            detents: Array(setup.layout.detents),
            maximumExtent: setup.layout.context.maximumExtent,
            hasList: scenario.scroll != nil,
            frameRate: scenario.frameRate,
            dropEvery: scenario.dropEvery)
    }
}

/// One replay's subject as ``ScenarioRunner`` drives it: the timeline's inputs in time
/// order, and display frames.
protocol ReplaySubject {
    /// Applies one input of the timeline at its time, in seconds.
    mutating func apply(_ entry: Timeline.Kind, at time: Double)
    /// Evaluates and records one display frame; returns whether it shows the subject at rest
    /// (the run ends there once every input is delivered).
    mutating func advance(_ tick: FrameTick) -> Bool
}

extension ReplaySession: ReplaySubject {
    mutating func apply(_ entry: Timeline.Kind, at time: Double) {
        switch entry {
        case .presentation: present(at: time)
        case .sample(let sample): apply(sample, at: time)
        case .release(let release): apply(release, at: time)
        }
    }

    mutating func advance(_ tick: FrameTick) -> Bool {
        let phase = apply(tick).phase
        return phase == .resting || phase == .dismissed || phase == .hidden
    }
}

/// A scenario's inputs in time order.
struct Timeline {
    enum Kind {
        case presentation
        case sample(Scenario.TouchSample)
        case release(Scenario.Release)
    }

    /// The inputs, in time order (the presentation first on a tie).
    let entries: [(time: Double, kind: Kind)]
    /// The time of the first input, in seconds.
    let origin: Double
    /// The time of the last input, in seconds.
    let end: Double

    init(_ scenario: Scenario) {
        var entries: [(time: Double, kind: Kind)] = []
        if scenario.presentation == .animated { entries.append((0, .presentation)) }
        switch scenario.input {
        case .gesture(let samples): entries += samples.map { ($0.t, .sample($0)) }
        case .release(let release): entries.append((release.t, .release(release)))
        case .none: break
        }
        // Samples are validated to be in order; a stable sort keeps ties in file order.
        entries = entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.entries = entries
        self.origin = entries.first?.time ?? 0
        self.end = entries.last?.time ?? 0
    }
}
