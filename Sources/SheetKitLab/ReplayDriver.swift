import SheetKit

/// The core value a scenario replays, fed as its UIKit adapter feeds it: a sheet's
/// ``SheetEngine`` (``SheetDriver``), a pop's, a tab switch's or a circular reveal's
/// ``InteractiveTrack`` (``TrackDriver``), a card zoom's ``CardZoomDismissal``
/// (``CardZoomDriver``), a centered card's ``CenteredCardTransition`` (``CenteredCardDriver``).
///
/// ``ReplaySession`` keeps what the trace records of the finger (touches, the finger's line,
/// release moments) and the frames; a driver turns touch samples, releases and ticks into the
/// value's inputs, records the value's events in ``events``, and reads the value back as a
/// ``Trace/Frame``: a position along one axis in points (a sheet's extent, a transition's
/// position along its track). For each release it works out, from the documented rules and
/// without asking the value, the state the motion must continue from (``DriverRelease``),
/// which the metrics compare the frames with.
///
/// Times are in seconds on the scenario's clock; `finger` is the touch's coordinate along the
/// scenario's axis, in container points.
protocol ReplayDriver {
    /// The frame the value shows now (its `t` is 0: the session stamps it).
    var shown: Trace.Frame { get }
    /// The value's events so far, times counted from the scenario's first input.
    var events: [Trace.Event] { get }
    /// Whether the touch in progress moves the value (a touch can engage after it went down:
    /// when a card zoom's direction lock takes it, or a caught sheet's pan begins).
    var engaged: Bool { get }
    /// The selected detent's index for the trace's outcome; `nil` when none (dismissed, a track).
    var outcomeDetent: Int? { get }
    /// The resolved detents, smallest first; empty for a transition.
    var detents: [ResolvedDetent] { get }
    /// The reference lines of a track's chart (its ends), smallest first; empty for a sheet.
    var guides: [Trace.Guide] { get }
    /// A finger's motion along the axis (points, or points per second), as the value's
    /// motion; the UIKit layer maps a pan the same way.
    func along(_ fingerMotion: Double) -> Double
    /// A finger touches down (a touch's first sample; `across` is where across the axis).
    mutating func touchDown(_ sample: Scenario.TouchSample, time: Double)
    /// The finger moved to `finger`.
    mutating func move(finger: Double, time: Double)
    /// The finger lifts with `velocity`, in container points per second along the axis (the
    /// least-squares estimate UIKit's pan reports); the release when the lift let a moving
    /// value go.
    mutating func lift(velocity: Double, time: Double) -> DriverRelease?
    /// A scripted release: the value is dragged to `release.extent` and let go with
    /// `release.velocity` (in its own units) at once.
    mutating func release(_ release: Scenario.Release, time: Double) -> DriverRelease?
    /// A sheet's animated presentation starts; `nil` for a transition, which has none.
    mutating func present(time: Double) -> DriverRelease?
    /// Evaluates one display frame.
    mutating func advance(_ tick: FrameTick)
}

/// The defaults of a transition's driver: it engages while its track follows a finger, and it
/// has no detents, no guides beyond what it says and no presentation.
extension ReplayDriver {
    var engaged: Bool { shown.phase == .track(.tracking) }
    var outcomeDetent: Int? { nil }
    var detents: [ResolvedDetent] { [] }
    var guides: [Trace.Guide] { [] }
    mutating func present(time: Double) -> DriverRelease? { nil }
}

/// A release as the lab works it out: where the motion must continue from, where it goes,
/// and on which spring.
struct DriverRelease {
    /// The position shown before the release (points) and the velocity the documented rule
    /// hands over (points per second): ``Trace/ReleaseMoment/liftState``.
    var liftState: SpringMotion.State
    /// Where the release sends the value; `nil` when it came to rest at once.
    var target: Stop.ID?
    /// Where the spring aims, in points: a detent's extent, or the aim beyond the end a
    /// dismissal or a transition heads for.
    var aim: Double
    /// The positions the value can be shown at after the release, in points.
    var shownRange: ClosedRange<Double> = 0...Double.infinity
    /// The spring that carries the motion (the metrics' continuation runs on it).
    var spring: MotionSpring
}

/// The events of one driver, as the trace records them.
struct EventLog {
    /// The time of the scenario's first input, in seconds: event times count from it.
    let origin: Double
    /// The events so far.
    private(set) var events: [Trace.Event] = []

    /// Records the kinds of `events` that happened at `time` (a sheet's, with the detent
    /// `detent` the kinds that concern one report).
    mutating func record(_ events: SheetEvents, detent: Int?, at time: Double) {
        for kind in Trace.EventKind.allCases where kind.sheetEvent.map(events.contains) ?? false {
            self.events.append(Trace.Event(t: time - origin, kind: kind, detent: kind.concernsDetent ? detent : nil))
        }
    }

    /// Records the kinds of a transition's `events` that happened at `time`.
    mutating func record(_ events: TrackEvents, at time: Double) {
        for kind in Trace.EventKind.allCases where kind.trackEvent.map(events.contains) ?? false {
            self.events.append(Trace.Event(t: time - origin, kind: kind, detent: nil))
        }
    }
}
