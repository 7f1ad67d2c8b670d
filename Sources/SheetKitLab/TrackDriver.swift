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
/// - The lift state is worked out here: the position on screen before the release and the
///   handed velocity, one to one (a track has no rubber band); the aim is
///   ``TrackSetup/aim(for:)``.
struct TrackDriver: TransitionDriver {
    let setup: TrackSetup
    /// The names of the track's two ends in the chart ("start", "end").
    let endNames: (start: String, end: String)
    private(set) var track: InteractiveTrack
    /// The finger's last position, in container points.
    private var lastFinger = 0.0

    init(setup: TrackSetup, endNames: (start: String, end: String) = ("start", "end")) {
        self.setup = setup
        self.endNames = endNames
        self.track = setup.makeTrack()
    }

    var shown: TransitionShown {
        TransitionShown(position: track.position, velocity: track.velocity, progress: track.progress,
                        dimming: setup.dimming(atProgress: track.progress), phase: track.phase)
    }

    var guides: [Trace.Guide] {
        [Trace.Guide(endNames.start, 0), Trace.Guide(endNames.end, setup.length)]
    }

    mutating func touchDown(finger: Double, across: Double?, time: Double) -> TrackEvents {
        lastFinger = finger
        return track.send(.dragBegan(time: time)).events
    }

    mutating func move(finger: Double, time: Double) -> TrackEvents {
        let delta = setup.mapping.trackDelta(forFingerMotion: finger - lastFinger)
        lastFinger = finger
        guard track.phase == .tracking else { return [] }
        return track.send(.dragChanged(delta: delta, time: time)).events
    }

    mutating func lift(velocity: Double, time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        guard track.phase == .tracking else { return ([], nil) }
        return letGo(velocity: setup.mapping.trackDelta(forFingerMotion: velocity), time: time)
    }

    mutating func release(_ release: Scenario.Release, at time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        var events = track.send(.dragBegan(time: time)).events
        guard track.phase == .tracking else { return (events, nil) }
        events.formUnion(track.send(.dragChanged(delta: release.extent - track.position, time: time)).events)
        let (more, moment) = letGo(velocity: release.velocity, time: time)
        return (events.union(more), moment)
    }

    mutating func advance(_ tick: FrameTick) -> TrackEvents {
        track.send(.tick(tick)).events
    }

    /// Lifts the finger with `velocity` along the track.
    private mutating func letGo(velocity: Double, time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        let lift = SpringState(position: track.position, velocity: velocity)
        let output = track.send(.dragEnded(velocity: velocity, time: time))
        return (output.events, DriverRelease(liftState: lift, target: output.heading,
                                             aim: output.heading.map(setup.aim(for:)) ?? output.position, shownRange: 0...setup.length))
    }
}
