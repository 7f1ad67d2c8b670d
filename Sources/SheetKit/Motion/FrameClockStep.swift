/// How a display-link frame's time relates to the latest time a time-driven value has shown
/// (its `now`): the one rule ``SheetEngine``, ``InteractiveTrack``, ``CenteredCardTransition``
/// and ``CardPressFeedback`` follow, so that no motion ever waits for a clock that will not
/// come back.
///
/// - A frame at or after `now` **advances** the clock.
/// - A frame up to ``InputLimits/maximumEventLag`` before `now` is **stale** (frames are shown
///   in order; an event between frames may have carried a time a little ahead) and changes
///   nothing.
/// - A frame further back **restarts** the clock: the clock itself was reset, or a bogus
///   far-future event time (counted as ``InputLimits/maximumEventTime``, 1e9 s) pushed `now`
///   there. What moves goes on from the state
///   shown at `now`, rebased to start at the frame's time, so nothing jumps and nothing freezes
///   until the old clock comes back.
///
/// Together with "an event's time counts as at least `now`, and an accepted event moves `now`
/// to it", a motion never starts after the clock.
///
/// Frame times are not capped as event times are: a frame at a far-future time shows what the
/// closed form says the motion is then (at rest), which is the truth for that time; a cap would
/// instead freeze a running motion at the cap for as long as such frames come.
enum FrameClockStep: Hashable, Sendable {
    /// The frame is at or after the latest time shown.
    case advances
    /// The frame is a little older than the latest time shown: ignore it.
    case stale
    /// The frame is far older: rebase what moves onto the frame's clock.
    case restarts

    /// Classifies a frame shown at `time` (a sanitized, finite ``FrameTick/targetTimestamp``)
    /// against the latest time shown, `now`, both in seconds.
    init(frameTime time: Double, now: Double) {
        if time >= now {
            self = .advances
        } else if time >= now - InputLimits.maximumEventLag {
            self = .stale
        } else {
            self = .restarts
        }
    }
}
