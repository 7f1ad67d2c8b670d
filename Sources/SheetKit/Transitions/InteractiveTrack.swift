/// A one-dimensional interactive transition as a value: a navigation pop, a tab switch, a
/// card or zoom dismissal, a circular reveal.
///
/// The transition's state is a position in points along a track of ``length`` L: 0 is the
/// transition's start state, L its end state, and ``progress`` = position ÷ L. Feed it
/// ``TrackInput``s with ``send(_:)`` (drag events, display-link ticks, a non-interactive
/// ``TrackInput/begin(time:)``); each returns a ``TrackOutput`` to apply.
///
/// ```swift
/// var track = InteractiveTrack(length: 390)
/// track.send(.dragBegan(time: 0))                       // .began: start the pop
/// track.send(.dragChanged(delta: 120, time: 0.1))
/// track.send(.dragEnded(velocity: 900, time: 0.12))     // a flick: heads for .finish
/// for tick in FrameTick.sequence(frameRate: 120, from: 0.12, duration: 1) {
///     let output = track.send(.tick(tick))
///     if output.outcome != nil { break }                // finish + completeTransition(true)
/// }
/// ```
///
/// Rules:
/// - **Dragging** moves the finger's own position by each delta; the shown position is the
///   finger's clamped into 0...L, so content stays under the finger when it comes back from
///   beyond an end. The velocity shown while dragging is measured over at least
///   ``minimumDragTimeStep``.
/// - **Release**: ``TrackReleasePolicy`` picks the outcome; a closed-form ``SpringMotion``
///   starts at the release time from the exact shown position with the finger's velocity,
///   aimed ``TrackConfiguration/endAimFraction`` beyond the end it heads for. The shown
///   position is clamped into 0...L.
/// - **Outcome**: reported once, on the first tick at which the spring reaches L (finish)
///   or 0 (cancel), or is within half a device pixel of its aim for good, whichever comes
///   first. The position is then exactly L or 0. After an outcome only a new transition
///   (``TrackInput/begin(time:)`` or ``TrackInput/dragBegan(time:)``) and relayouts are
///   accepted.
/// - **Interruption**: a touch while a spring moves catches the track at the position on
///   screen (the last tick's) and the drag continues; a later release decides again.
/// - **Time**: springs are evaluated at each tick's `targetTimestamp`, so positions do not
///   depend on the frame rate or dropped frames. A tick up to ``InputLimits/maximumEventLag``
///   older than the latest time shown is ignored; one further back restarts the clock, and
///   the spring goes on from the state shown (the tick rule of ``InputLimits``). Event times earlier than
///   the latest time, or not finite, count as it; a spring starts at the time of the event
///   that starts it, which becomes the latest time, so it never starts after the clock (the
///   frames after a bogus far-future event time restart the clock and move it on). An input
///   the current phase ignores changes nothing, its time included.
public struct InteractiveTrack: Sendable {
    /// The smallest time over which the drag velocity is measured, in seconds (2 ms).
    ///
    /// The fastest digitizers report every 4.2 ms (240 Hz), so every real touch sample is
    /// measured; coalesced or duplicated timestamps closer than this accumulate into the next
    /// measurement instead of dividing by almost nothing.
    public static let minimumDragTimeStep = 0.002

    /// The longest accepted track, in points: far beyond any screen, and small enough that
    /// the aim beyond the end and any velocity stay within ``SpringMotion/maximumMagnitude``.
    public static let maximumLength = 1e8

    /// Lengths shorter than this count as 0, in points (a thousandth of a point, far below a
    /// pixel), so that scaling a running transition to a new length never divides by a
    /// subnormal.
    public static let minimumLength = 0.001

    /// How far beyond either end the finger's own position is tracked, in points. A finger
    /// further out is held there, so that no amount of dragging overflows.
    public static let fingerExcessLimit = maximumLength

    /// The numbers the track moves by. Changes apply from the next release or begin.
    public var configuration: TrackConfiguration
    /// The track's length, in points (0 or within ``minimumLength`` ... ``maximumLength``).
    public internal(set) var length: Double
    /// The shown position, in points, within 0 ... ``length``.
    public internal(set) var position: Double = 0
    /// The shown velocity, in points per second, positive toward the end.
    public internal(set) var velocity: Double = 0
    /// The latest time the track has shown: the time of the latest accepted event or the
    /// target time of the latest settle tick, in seconds.
    public internal(set) var now: Double = 0

    var state: State = .idle

    /// What the track is doing, with the data each phase needs.
    enum State: Hashable, Sendable {
        case idle
        case tracking(Drag)
        case settling(Settle)
        case finished
        case cancelled
    }

    /// A finger on the track.
    struct Drag: Hashable, Sendable {
        /// The finger's position along the track, in points, unclamped (within
        /// ``fingerExcessLimit`` of either end).
        var fingerPosition: Double
        /// The time and shown position of the last velocity sample.
        var sampleTime: Double
        var samplePosition: Double
    }

    /// A spring carrying the track to an outcome.
    struct Settle: Hashable, Sendable {
        var motion: SpringMotion
        var outcome: TrackOutcome
        /// When the spring is within half a device pixel of its aim for good, in seconds.
        var restTime: Double
    }

    /// Collects the events of one input.
    struct Report {
        var events: TrackEvents = []
    }

    /// Creates a track at rest at its start.
    /// - Parameters:
    ///   - length: The track's length, in points, sanitized by ``sanitizedLength(_:)``.
    ///   - configuration: The spring, release rule, aim and display scale.
    public init(length: Double, configuration: TrackConfiguration = TrackConfiguration()) {
        self.length = Self.sanitizedLength(length)
        self.configuration = configuration
    }

    /// A length the track can use, in points: NaN, negative values and values below
    /// ``minimumLength`` become 0; values above ``maximumLength`` (and +infinity) become it.
    /// - Parameter length: A proposed length, in points.
    public static func sanitizedLength(_ length: Double) -> Double {
        let value = length.clamped(to: 0...maximumLength)
        return value < minimumLength ? 0 : value
    }

    /// The current phase.
    public var phase: TrackPhase {
        switch state {
        case .idle: return .idle
        case .tracking: return .tracking
        case .settling: return .settling
        case .finished: return .finished
        case .cancelled: return .cancelled
        }
    }

    /// position ÷ length, in 0...1; on a zero-length track 1 once finished, 0 otherwise.
    public var progress: Double {
        guard length > 0 else { return state == .finished ? 1 : 0 }
        return (position / length).clamped(to: 0...1)
    }

    /// The current state as an output with no events.
    public var output: TrackOutput { output(Report()) }

    /// Applies one input and returns what to show.
    /// - Complexity: O(1) per input, with no allocation; a release or begin also computes
    ///   the spring's settle time (a few Newton steps).
    @discardableResult
    public mutating func send(_ input: TrackInput) -> TrackOutput {
        var report = Report()
        switch input {
        case .begin(let time): begin(at: eventTime(time), report: &report)
        case .dragBegan(let time): beginDrag(at: eventTime(time), report: &report)
        case .dragChanged(let delta, let time): changeDrag(by: delta, at: eventTime(time))
        case .dragEnded(let velocity, let time): endDrag(velocity: velocity, at: eventTime(time), report: &report)
        case .dragCancelled(let time): cancelDrag(at: eventTime(time), report: &report)
        case .tick(let tick): advance(to: tick, report: &report)
        case .relayout(let length): relayout(length: length)
        }
        checkInvariants()
        return output(report)
    }

    func output(_ report: Report) -> TrackOutput {
        var heading: TrackOutcome?
        if case .settling(let settle) = state { heading = settle.outcome }
        return TrackOutput(phase: phase, position: position, length: length, progress: progress,
                           velocity: velocity, heading: heading, events: report.events)
    }

    /// An event's time, sanitized: not finite or earlier than ``now`` counts as ``now``, after
    /// ``InputLimits/maximumEventTime`` as that. Handlers move the clock to it only when they
    /// accept the event, so an ignored event cannot make later ticks look stale.
    func eventTime(_ time: Double) -> Double {
        time.eventTime(after: now)
    }

    /// Checks, in debug builds, what every output promises.
    func checkInvariants() {
        #if DEBUG
        assert(position.isFinite && velocity.isFinite && now.isFinite, "non-finite track state")
        assert(position >= 0 && position <= length, "position outside 0...length")
        switch state {
        case .finished: assert(position == length && velocity == 0, "finished away from the end")
        case .cancelled, .idle: assert(position == 0 && velocity == 0, "at rest away from the start")
        case .tracking, .settling: break
        }
        #endif
    }
}

extension InteractiveTrack: CustomDebugStringConvertible {
    /// The phase, position, length and velocity, for logs and the debugger.
    public var debugDescription: String {
        "InteractiveTrack(\(phase.rawValue), position: \(position) / \(length) pt, velocity: \(velocity) pt/s)"
    }
}
