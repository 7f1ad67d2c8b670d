import SheetKit

/// The mutable state of one track scenario's replay: the ``InteractiveTrack``, the touch in
/// progress, and everything recorded so far, in the trace's terms (a frame's `extent` is the
/// position along the track).
///
/// - A touch's first sample sends `dragBegan` (from rest it begins a transition; during a
///   settle it catches it); each later sample sends `dragChanged` with the finger's motion
///   along x mapped by the transition's ``TrackSetup/mapping``; the lifting sample sends
///   `dragEnded` with the least-squares finger velocity (``VelocityEstimator``) mapped the
///   same way, as the UIKit layer's ``HorizontalPanFollower`` does.
/// - A scripted release drags from the track's position to the release's in one event and
///   lifts with the release's velocity.
/// - The lift state the metrics continue from is worked out here, not asked of the track:
///   the position on screen before the release and the handed velocity, one to one (a track
///   has no rubber band); the aim is ``TrackSetup/aim(for:)``.
struct TrackReplaySession: ReplaySubject {
    let scenario: Scenario
    let transition: TrackTransition
    let setup: TrackSetup
    /// The time trace times count from (the first input), in seconds.
    let origin: Double
    private(set) var track: InteractiveTrack
    private(set) var frames: [Trace.Frame] = []
    private(set) var events: [Trace.Event] = []
    private(set) var touches: [Trace.Touch] = []
    private(set) var releases: [Trace.ReleaseMoment] = []
    private var touch: ActiveTouch?

    /// The touch in progress.
    private struct ActiveTouch {
        var lastFinger: Double
        /// The finger's position along the track: where the track was when the touch began
        /// plus the finger's motion since, in points.
        var fingerPosition: Double
        var estimator = VelocityEstimator()
        var engaged: Bool
        /// The finger's velocity over its last sample period, along the track, in points per
        /// second.
        var lastSegmentVelocity = 0.0
        var lastTime: Double
    }

    init(scenario: Scenario, transition: TrackTransition, origin: Double) {
        self.scenario = scenario
        self.transition = transition
        self.setup = transition.setup(for: scenario)
        self.origin = origin
        self.track = setup.makeTrack()
    }

    mutating func apply(_ entry: Timeline.Kind, at time: Double) {
        switch entry {
        case .sample(let sample): apply(sample, at: time)
        case .release(let release): apply(release, at: time)
        case .presentation: break   // Track scenarios have no presentation (validation keeps it .resting).
        }
    }

    mutating func advance(_ tick: FrameTick) -> Bool {
        let output = send(.tick(tick), at: tick.targetTimestamp)
        frames.append(Trace.Frame(t: tick.targetTimestamp - origin, extent: output.position, velocity: output.velocity,
                                  progress: output.progress, dimming: setup.dimming(atProgress: output.progress),
                                  scrollOffset: 0, phase: .track(output.phase)))
        return output.phase.isOutcome
    }

    /// Sends one input and records its events.
    @discardableResult
    private mutating func send(_ input: TrackInput, at time: Double) -> TrackOutput {
        let output = track.send(input)
        for kind in Trace.EventKind.allCases {
            guard let event = kind.trackEvent, output.events.contains(event) else { continue }
            events.append(Trace.Event(t: time - origin, kind: kind, detent: nil))
        }
        return output
    }

    /// Applies one touch sample: down, move, lift, or down and lift at once.
    private mutating func apply(_ sample: Scenario.TouchSample, at time: Double) {
        if var current = touch {
            let delta = setup.mapping.trackDelta(forHorizontalDelta: sample.finger - current.lastFinger)
            if time > current.lastTime { current.lastSegmentVelocity = delta / (time - current.lastTime) }
            current.lastFinger = sample.finger
            current.lastTime = time
            current.fingerPosition += delta
            if current.engaged { send(.dragChanged(delta: delta, time: time), at: time) }
            touch = current
        } else {
            let engaged = send(.dragBegan(time: time), at: time).phase == .tracking
            touch = ActiveTouch(lastFinger: sample.finger, fingerPosition: track.position, engaged: engaged, lastTime: time)
            touches.append(Trace.Touch(track: [], engaged: engaged))
        }
        guard var current = touch else { return }
        current.estimator.add(position: sample.finger, time: time)
        touch = current
        touches[touches.count - 1].track.append((time - origin, current.fingerPosition))
        guard sample.lift else { return }
        touch = nil
        guard current.engaged else { return }
        let handed = setup.mapping.trackVelocity(forHorizontalVelocity: current.estimator.velocity)
        release(velocity: handed, fingerVelocity: current.lastSegmentVelocity, kind: .lift, at: time)
    }

    /// Starts the track settling from the release's position and velocity: a drag begins,
    /// one event moves the track there, and the finger lifts with the release's velocity.
    private mutating func apply(_ release: Scenario.Release, at time: Double) {
        guard send(.dragBegan(time: time), at: time).phase == .tracking else { return }
        send(.dragChanged(delta: release.extent - track.position, time: time), at: time)
        self.release(velocity: release.velocity, fingerVelocity: release.velocity, kind: .release, at: time)
    }

    /// Lifts the finger with `velocity` along the track and records the moment.
    private mutating func release(velocity: Double, fingerVelocity: Double, kind: Trace.ReleaseMoment.Kind, at time: Double) {
        let lift = SpringState(position: track.position, velocity: velocity)
        let output = send(.dragEnded(velocity: velocity, time: time), at: time)
        releases.append(Trace.ReleaseMoment(
            kind: kind, t: time - origin, firstFrame: frames.count, extent: output.position, sheetVelocity: output.velocity,
            fingerVelocity: fingerVelocity, liftState: lift, target: output.heading.map(Trace.Target.track),
            targetExtent: output.heading.map(setup.aim(for:)) ?? output.position, shownRange: 0...setup.length))
    }

    /// The trace of the replay so far.
    var trace: Trace {
        let last = releases.last
        let settleFrame = last.flatMap { ReleaseMetrics.settleFrame(in: frames, from: $0.firstFrame) }
        return Trace(
            scenario: scenario.name, summary: scenario.summary, origin: origin, frames: frames, events: events,
            outcome: Trace.Outcome(phase: .track(track.phase), detent: nil, extent: track.position),
            releases: releases,
            metrics: ReleaseMetrics.measure(frames: frames, release: last, spring: setup.configuration.spring, settleFrame: settleFrame),
            settleFrame: settleFrame, touches: touches, detents: [], maximumExtent: setup.length, hasList: false,
            frameRate: scenario.frameRate, dropEvery: scenario.dropEvery,
            subject: .track(transition: transition.name.rawValue, length: setup.length))
    }
}
