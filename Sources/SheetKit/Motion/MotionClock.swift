/// The time rules every moving value in SheetKit follows: which time an event counts at, and
/// what a display-link frame does to the clock. The sheet's engine, the interactive tracks,
/// the card zoom, the centred card and the press feedback each keep one.
///
/// Two times are kept, in seconds on the display link's clock:
/// - ``now``: the latest time shown, a frame's target time (``FrameTick/targetTimestamp``) or
///   a later event's time. Motion is evaluated at it.
/// - ``inputs``: the inputs' clock, the latest accepted event's time or the latest frame
///   callback's (``FrameTick/timestamp``). An input comes after the callback of the frame
///   before it, so an event is never earlier than this; a finger lifted after a callback but
///   before that frame's target time releases at the lift.
///
/// **Events** (``accept(_:)``): a time that is not finite or is before ``inputs`` counts as
/// ``inputs``; one after ``InputLimits/maximumEventTime`` (1e9 s) counts as that, so a bogus
/// far-future time keeps the precision springs need. The accepted time moves ``inputs`` to it
/// and ``now`` forward to it, so a motion it starts never starts after the clock.
///
/// **Frames** (``frame(_:)``), by their target time against ``now``:
/// - at or after it, the frame **advances** the clock;
/// - up to ``InputLimits/maximumEventLag`` (0.1 s) before it, the frame is **stale** (frames
///   are shown in order; an event between frames may have carried a time a little ahead) and
///   changes nothing;
/// - further back, the frame **restarts** the clock: the clock itself was reset, or a bogus
///   far-future event pushed ``now`` there. What moves goes on from the state shown at the
///   old ``now``, rebased to start at the frame's time, so nothing jumps and nothing waits for
///   the old clock to come back.
///
/// Frame times are not capped as event times are: a frame at a far-future time shows what the
/// closed form says the motion is then (at rest), which is the truth for that time; a cap would
/// freeze a running motion at the cap for as long as such frames come.
package struct MotionClock: Hashable, Sendable {
    /// The latest time shown, in seconds.
    package private(set) var now: Double
    /// The inputs' clock, in seconds (never after ``now``).
    package private(set) var inputs: Double

    /// A clock whose latest time is `time` (0 when not finite), in seconds.
    package init(at time: Double = 0) {
        let start = time.isFinite ? Swift.min(time, InputLimits.maximumEventTime) : 0
        now = start
        inputs = start
    }

    /// What a frame did to the clock.
    package enum Step: Hashable, Sendable {
        /// The frame is at or after the latest time shown: motion is evaluated at it.
        case advances
        /// The frame is a little older than the latest time shown: ignore it.
        case stale
        /// The frame is far older: rebase what moves from its state at `from` (the old
        /// ``now``) onto the frame's time, then evaluate it there.
        case restarts(from: Double)
    }

    /// Accepts an event's time (see the type's rules) and returns it, in seconds.
    /// - Complexity: O(1).
    @discardableResult
    package mutating func accept(_ time: Double) -> Double {
        let capped = time.isFinite ? Swift.min(time, InputLimits.maximumEventTime) : inputs
        inputs = Swift.max(inputs, capped)
        now = Swift.max(now, inputs)
        return inputs
    }

    /// Moves the clock to a frame (see the type's rules) and says what that means for what moves.
    /// - Complexity: O(1).
    @discardableResult
    package mutating func frame(_ tick: FrameTick) -> Step {
        let time = tick.targetTimestamp
        let callback = Swift.min(tick.timestamp, InputLimits.maximumEventTime)
        if time >= now {
            now = time
            inputs = Swift.max(inputs, callback)
            return .advances
        }
        if time >= now - InputLimits.maximumEventLag { return .stale }
        let previous = now
        now = time
        inputs = callback
        return .restarts(from: previous)
    }

    /// Moves the clock to a frame (``frame(_:)``) for a motion that runs by the time since
    /// `start`, in seconds (a drop-in, a press curve): `nil` for a stale frame; otherwise the
    /// start from now on, `start` itself, or after a restart the start that keeps the time
    /// elapsed at the old ``now`` (so what is shown goes on from there).
    /// - Complexity: O(1).
    package mutating func frame(_ tick: FrameTick, rebasing start: Double) -> Double? {
        switch frame(tick) {
        case .advances: return start
        case .stale: return nil
        case .restarts(let old): return now - (old - start)
        }
    }

    /// Moves ``now`` forward to `time` (an accepted time or a frame's), never backward.
    package mutating func show(_ time: Double) {
        now = Swift.max(now, time)
    }
}
