import SheetKit

/// Replays a scenario through the core value the UIKit layer drives (a sheet's
/// ``SheetEngine``, a transition's value: ``ReplayDriver``), with no clock.
///
/// - The sheet starts resting at the initial detent (presented without animation before the
///   first input), presents with an animation at time 0, or starts hidden and is presented
///   by the first touch (``Scenario/Presentation``).
/// - Display ticks come from ``FrameTick/sequence(frameRate:from:duration:dropEvery:)`` on
///   the display's own grid (frame n shown at n / frameRate on the scenario's clock), with
///   every `dropEvery`-th frame missing; frames shown after the first input are recorded.
/// - Inputs are interleaved with ticks by time: a sample is delivered before a tick when it
///   happened by the tick's callback, one frame interval before the tick's target time.
/// - Touch samples are fed as ``ReplaySession`` says; the list's offset follows every
///   scroll pin (``SheetDriver``).
/// - The run ends on the first frame after the last input that shows the value at rest
///   (a sheet resting or dismissed, a transition finished or cancelled), or `duration`
///   seconds after the last input.
package enum ScenarioRunner {
    /// Replays `scenario`.
    /// - Throws: ``ScenarioError`` when the scenario breaks a rule of ``Scenario/validate()``.
    package static func run(_ scenario: Scenario) throws(ScenarioError) -> Trace {
        try scenario.validate()
        let timeline = Timeline(scenario)
        let driver: any ReplayDriver = scenario.track?.makeDriver(for: scenario, origin: timeline.origin)
            ?? SheetDriver(scenario: scenario, origin: timeline.origin)
        var session = ReplaySession(driver: driver, origin: timeline.origin)
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
        return trace(of: session, scenario)
    }

    /// The trace of a finished replay.
    private static func trace(of session: ReplaySession, _ scenario: Scenario) -> Trace {
        let last = session.releases.last
        let settleFrame = last.flatMap { ReleaseMetrics.settleFrame(in: session.frames, from: $0.firstFrame) }
        // Without a release no metric uses the spring.
        let metrics = ReleaseMetrics.measure(frames: session.frames, release: last, spring: session.springs.last ?? .default,
                                             settleFrame: settleFrame)
        let driver = session.driver, shown = driver.shown
        return Trace(
            scenario: scenario.name, summary: scenario.summary, origin: session.origin, frames: session.frames,
            events: driver.events, outcome: Trace.Outcome(phase: shown.phase, detent: driver.outcomeDetent, extent: shown.extent),
            releases: session.releases, metrics: metrics, settleFrame: settleFrame, touches: session.touches,
            detents: driver.detents, hasList: scenario.scroll != nil,
            frameRate: scenario.frameRate, dropEvery: scenario.dropEvery,
            subject: scenario.track.map { .track(transition: $0.name.rawValue, guides: driver.guides) } ?? .sheet)
    }
}

/// A scenario's inputs in time order.
struct Timeline {
    /// One input.
    enum Kind {
        /// The animated presentation (at time 0).
        case presentation
        /// A touch sample.
        case sample(Scenario.TouchSample)
        /// A scripted release.
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
