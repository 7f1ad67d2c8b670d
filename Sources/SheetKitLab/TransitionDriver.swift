import SheetKit

/// One interactive transition as a track scenario replays it: the core value its UIKit
/// adapter drives (an ``InteractiveTrack``, a ``CardZoomDismissal``, a
/// ``CenteredCardTransition``), fed as that adapter feeds it, and read back as a position
/// along one axis, in points.
///
/// ``TransitionReplaySession`` keeps everything the trace records (touches, the finger's line,
/// events, frames, release moments); a driver only translates touch samples and ticks into
/// the value's inputs, and the value's state into ``TransitionShown``. It also works out, from
/// the documented rules and without asking the value, the state a release must continue from
/// (``DriverRelease/liftState``: the position shown at the lift and the velocity handed over),
/// which the metrics compare the frames with; which end the release heads for may be read from
/// the value (the centered card reads its track's heading).
///
/// Times are in seconds on the scenario's clock; `finger` is the touch's coordinate along
/// ``TrackSetup/mapping``'s axis, in container points.
protocol TransitionDriver {
    /// The numbers of the transition's main track: its length, spring, release rule and how
    /// the finger maps to it.
    var setup: TrackSetup { get }
    /// What the transition shows now.
    var shown: TransitionShown { get }
    /// The reference lines of the chart's position panel, smallest first.
    var guides: [Trace.Guide] { get }
    /// A finger touches down at `finger` (and `across` across the axis; `nil`: the
    /// container's middle). Returns what happened.
    mutating func touchDown(finger: Double, across: Double?, time: Double) -> TrackEvents
    /// The finger moved to `finger`. Returns what happened.
    mutating func move(finger: Double, time: Double) -> TrackEvents
    /// The finger lifts with `velocity`, in container points per second along the axis (the
    /// least-squares estimate the UIKit layer's pan reports). Returns what happened and,
    /// when the lift let a moving transition go, the release.
    mutating func lift(velocity: Double, time: Double) -> (events: TrackEvents, release: DriverRelease?)
    /// A scripted release: the transition is dragged to `release.extent` along the track and
    /// let go with `release.velocity` (points per second along the track) at once.
    mutating func release(_ release: Scenario.Release, at time: Double) -> (events: TrackEvents, release: DriverRelease?)
    /// Evaluates one display frame. Returns what happened.
    mutating func advance(_ tick: FrameTick) -> TrackEvents
}

/// What a transition shows on one frame, in the trace's terms.
struct TransitionShown {
    /// The position along the track, in points.
    var position: Double
    /// Its rate of change, in points per second.
    var velocity: Double
    /// The transition's progress, 0...1 (what its UIKit transition reports).
    var progress: Double
    /// The dimming alpha, 0...1.
    var dimming: Double
    /// The phase, in a track's terms.
    var phase: TrackPhase
}

/// A release as the lab works it out: where the motion must continue from and where it goes.
struct DriverRelease {
    /// The position shown before the release (points) and the velocity the documented rule
    /// hands over (points per second).
    var liftState: SpringState
    /// Where the release sends the transition; `nil` when it came to rest at once.
    var target: Stop.ID?
    /// Where the spring aims, in points (the aim beyond the end it heads for).
    var aim: Double
    /// The positions the transition can be shown at after the release, in points.
    var shownRange: ClosedRange<Double>
}

extension TransitionDriver {
    /// A scripted release as a touch: down at finger 0 (across: the container's middle),
    /// moved to each of `fingers` in turn and lifted with `velocity` (points per second), all
    /// at `time`. For a value with no input that drags it to a position at once, where the
    /// finger's motion maps to the track point for point.
    mutating func touchAndLift(movingTo fingers: [Double], velocity: Double,
                               at time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        var events = touchDown(finger: 0, across: nil, time: time)
        for finger in fingers { events.formUnion(move(finger: finger, time: time)) }
        let (more, moment) = lift(velocity: velocity, time: time)
        return (events.union(more), moment)
    }
}
