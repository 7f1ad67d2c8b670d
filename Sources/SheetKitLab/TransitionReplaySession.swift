import SheetKit

/// The mutable state of one track scenario's replay: the transition's ``TransitionDriver``,
/// the touch in progress, and everything recorded so far, in the trace's terms (a frame's
/// `extent` is the position along the track).
///
/// - A touch's first sample touches down; each later sample moves the finger; the lifting
///   sample lifts it with the least-squares finger velocity (``VelocityEstimator``), as the
///   UIKit layer's pan reports it. The driver turns these into the transition's inputs.
/// - A touch is engaged from the sample on which the transition first follows a finger (at
///   once for a track; after the direction lock for a card zoom).
/// - The finger's line on the chart is the position when the touch went down plus the
///   finger's motion since, mapped along the track by ``TrackSetup/mapping``; the finger
///   velocity the metrics compare with is its motion over its last sample period, mapped the
///   same way.
/// - The lift state, aim and shown range the metrics continue from are the driver's,
///   worked out from the documented rules without asking the transition.
struct TransitionReplaySession: ReplaySubject {
    let scenario: Scenario
    let transition: TrackTransition
    /// The time trace times count from (the first input), in seconds.
    let origin: Double
    private(set) var driver: any TransitionDriver
    private(set) var frames: [Trace.Frame] = []
    private(set) var events: [Trace.Event] = []
    private(set) var touches: [Trace.Touch] = []
    private(set) var releases: [Trace.ReleaseMoment] = []
    private var touch: ActiveTouch?

    /// The touch in progress.
    private struct ActiveTouch {
        var lastFinger: Double
        /// The finger's position along the track: where the transition was when the touch
        /// went down plus the finger's motion since, in points.
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
        self.origin = origin
        self.driver = transition.makeDriver(for: scenario, origin: origin)
    }

    mutating func apply(_ entry: Timeline.Kind, at time: Double) {
        switch entry {
        case .sample(let sample): apply(sample, at: time)
        case .release(let release):
            let (events, moment) = driver.release(release, at: time)
            record(events, at: time)
            if let moment { record(moment, fingerVelocity: release.velocity, kind: .release, at: time) }
        case .presentation: break   // Track scenarios have no presentation (validation keeps it .resting).
        }
    }

    mutating func advance(_ tick: FrameTick) -> Bool {
        record(driver.advance(tick), at: tick.targetTimestamp)
        let shown = driver.shown
        frames.append(Trace.Frame(t: tick.targetTimestamp - origin, extent: shown.position, velocity: shown.velocity,
                                  progress: shown.progress, dimming: shown.dimming, scrollOffset: 0, phase: .track(shown.phase)))
        return shown.phase.isOutcome
    }

    /// Records the events of one input.
    private mutating func record(_ output: TrackEvents, at time: Double) {
        for kind in Trace.EventKind.allCases {
            guard let event = kind.trackEvent, output.contains(event) else { continue }
            events.append(Trace.Event(t: time - origin, kind: kind, detent: nil))
        }
    }

    /// Applies one touch sample: down, move, lift, or down and lift at once.
    private mutating func apply(_ sample: Scenario.TouchSample, at time: Double) {
        if var current = touch {
            let delta = driver.setup.mapping.trackDelta(forFingerMotion: sample.finger - current.lastFinger)
            if time > current.lastTime { current.lastSegmentVelocity = delta / (time - current.lastTime) }
            current.lastFinger = sample.finger
            current.lastTime = time
            current.fingerPosition += delta
            record(driver.move(finger: sample.finger, time: time), at: time)
            if !current.engaged, driver.shown.phase == .tracking {
                current.engaged = true
                touches[touches.count - 1].engaged = true
            }
            touch = current
        } else {
            record(driver.touchDown(finger: sample.finger, across: sample.across, time: time), at: time)
            let shown = driver.shown
            touch = ActiveTouch(lastFinger: sample.finger, fingerPosition: shown.position, engaged: shown.phase == .tracking,
                                lastTime: time)
            touches.append(Trace.Touch(track: [], engaged: shown.phase == .tracking))
        }
        guard var current = touch else { return }
        current.estimator.add(position: sample.finger, time: time)
        touch = current
        touches[touches.count - 1].track.append((time - origin, current.fingerPosition))
        guard sample.lift else { return }
        touch = nil
        let (events, moment) = driver.lift(velocity: current.estimator.velocity, time: time)
        record(events, at: time)
        if let moment { record(moment, fingerVelocity: current.lastSegmentVelocity, kind: .lift, at: time) }
    }

    /// Records a release moment, with what the transition shows right after it.
    private mutating func record(_ release: DriverRelease, fingerVelocity: Double, kind: Trace.ReleaseMoment.Kind, at time: Double) {
        let shown = driver.shown
        releases.append(Trace.ReleaseMoment(
            kind: kind, t: time - origin, firstFrame: frames.count, extent: shown.position, sheetVelocity: shown.velocity,
            fingerVelocity: fingerVelocity, liftState: release.liftState, target: release.target,
            targetExtent: release.aim, shownRange: release.shownRange))
    }

    /// The trace of the replay so far.
    var trace: Trace {
        let (metrics, settleFrame) = ReleaseMetrics.ofLastRelease(frames: frames, releases: releases) { _ in
            driver.setup.configuration.spring
        }
        let shown = driver.shown
        let guides = driver.guides
        return Trace(
            scenario: scenario.name, summary: scenario.summary, origin: origin, frames: frames, events: events,
            outcome: Trace.Outcome(phase: .track(shown.phase), detent: nil, extent: shown.position),
            releases: releases,
            metrics: metrics,
            settleFrame: settleFrame, touches: touches, detents: [], maximumExtent: guides.map(\.value).max() ?? 0, hasList: false,
            frameRate: scenario.frameRate, dropEvery: scenario.dropEvery,
            subject: .track(transition: transition.name.rawValue, guides: guides))
    }
}
