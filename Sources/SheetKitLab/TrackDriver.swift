import SheetKit

/// Drives a transition that is one ``InteractiveTrack`` (a pop, a tab switch, a circular
/// reveal's dismissal), as the UIKit layer's track driver does.
///
/// - A touch-down sends `dragBegan` (from rest it begins the transition; during a settle it
///   catches it); each move sends `dragChanged` with the finger's motion mapped by
///   ``TrackSetup/mapping``; a lift sends `dragEnded` with the finger's velocity mapped the
///   same way.
/// - A scripted release drags from the track's position to the release's in one event and
///   lifts with the release's velocity.
/// - The release continues from the position shown before it with the handed velocity, one
///   to one (a track has no rubber band), toward ``TrackSetup/aim(for:)``.
struct TrackDriver: ReplayDriver {
    /// The track's numbers.
    let setup: TrackSetup
    /// The names of the track's two ends in the chart ("start", "end").
    let endNames: (start: String, end: String)
    /// The track the UIKit layer's track driver runs.
    private(set) var track: InteractiveTrack
    /// The track's events.
    private var log: EventLog
    /// The finger's last position, in container points.
    private var lastFinger = 0.0

    init(setup: TrackSetup, endNames: (start: String, end: String) = ("start", "end"), origin: Double) {
        self.setup = setup
        self.endNames = endNames
        track = InteractiveTrack(length: setup.length, configuration: setup.configuration)
        log = EventLog(origin: origin)
    }

    var shown: Trace.Frame { setup.frame(track.position, track.velocity, progress: track.progress, phase: track.phase) }
    var events: [Trace.Event] { log.events }
    var guides: [Trace.Guide] { [Trace.Guide(endNames.start, 0), Trace.Guide(endNames.end, setup.length)] }
    func along(_ fingerMotion: Double) -> Double { setup.mapping.trackDelta(forFingerMotion: fingerMotion) }

    /// Sends one input and records its events.
    private mutating func send(_ input: TrackInput, at time: Double) -> TrackOutput {
        let output = track.send(input)
        log.record(output.events, at: time)
        return output
    }

    mutating func touchDown(_ sample: Scenario.TouchSample, time: Double) {
        lastFinger = sample.finger
        _ = send(.dragBegan(time: time), at: time)
    }

    mutating func move(finger: Double, time: Double) {
        let delta = along(finger - lastFinger)
        lastFinger = finger
        if track.phase == .tracking { _ = send(.dragChanged(delta: delta, time: time), at: time) }
    }

    mutating func lift(velocity: Double, time: Double) -> DriverRelease? {
        track.phase == .tracking ? letGo(velocity: along(velocity), time: time) : nil
    }

    mutating func release(_ release: Scenario.Release, time: Double) -> DriverRelease? {
        _ = send(.dragBegan(time: time), at: time)
        guard track.phase == .tracking else { return nil }
        _ = send(.dragChanged(delta: release.extent - track.position, time: time), at: time)
        return letGo(velocity: release.velocity, time: time)
    }

    mutating func advance(_ tick: FrameTick) {
        _ = send(.tick(tick), at: tick.targetTimestamp)
    }

    /// Lifts the finger with `velocity` along the track. The lift state is the position shown
    /// before the release (the lab's own, so a spring that starts elsewhere shows as a jump)
    /// with the velocity the track reports as its spring starts (capped at
    /// ``ReleasePolicy/maximumReleaseSpeed``): the lab does not restate the track's rules.
    private mutating func letGo(velocity: Double, time: Double) -> DriverRelease {
        let position = track.position
        let output = send(.dragEnded(velocity: velocity, time: time), at: time)
        let lift = SpringMotion.State(position: position, velocity: output.heading == nil ? 0 : output.velocity)
        return setup.release(from: lift, heading: output.heading, shown: output.position)
    }
}
