/// A one-dimensional interactive transition as a value: a navigation pop, a tab switch, a
/// card or zoom dismissal, a circular reveal.
///
/// The transition's state is a position in points along a track of ``length`` L: 0 is the
/// transition's start state (the stop ``Stop/ID/start``), L its end state (``Stop/ID/end``),
/// and ``progress`` = position ÷ L. Feed it ``TrackInput``s with ``send(_:)`` (drag events,
/// display-link ticks, a non-interactive ``TrackInput/begin(time:)``); each returns a
/// ``TrackOutput`` to apply.
///
/// ```swift
/// var track = InteractiveTrack(length: 390)
/// track.send(.dragBegan(time: 0))                       // .began: start the pop
/// track.send(.dragChanged(delta: 120, time: 0.1))
/// track.send(.dragEnded(velocity: 900, time: 0.12))     // a flick: heads for the end
/// for tick in FrameTick.sequence(frameRate: 120, from: 0.12, duration: 1) {
///     let output = track.send(.tick(tick))
///     if output.outcome != nil { break }                // finish + completeTransition(true)
/// }
/// ```
///
/// It is SheetKit's one motion machine (`AxisMotion`) with two stops:
/// - **Dragging** moves the finger's own position by each delta; the shown position is the
///   finger's clamped into 0...L, so content stays under the finger when it comes back from
///   beyond an end. The velocity is measured as every drag's is (`AxisDrag`).
/// - **Release**: ``ReleasePolicy/decide(position:velocity:length:)`` picks the end; the
///   closed-form spring starts at the release time from the exact shown position with the
///   finger's velocity, aimed ``TrackConfiguration/endAimFraction`` beyond that end. The shown
///   position is clamped into 0...L (the velocity shown there is 0).
/// - **Outcome**: reported once, on the first tick at which the spring reaches L (finish)
///   or 0 (cancel), or is within half a device pixel of its aim for good, whichever comes
///   first. The position is then exactly L or 0. After an outcome only a new transition
///   (``TrackInput/begin(time:)`` or ``TrackInput/dragBegan(time:)``) and relayouts are
///   accepted.
/// - **Interruption**: a touch while a spring moves catches the track at the position on
///   screen (the last tick's) and the drag continues; a later release decides again.
/// - **Time** follows `MotionClock`'s rules. An input the current phase ignores changes
///   nothing, its time included.
package struct InteractiveTrack: Sendable {
    /// The longest accepted track, in points: far beyond any screen, and small enough that
    /// the aim beyond the end and any velocity stay within ``SpringMotion/maximumMagnitude``.
    package static let maximumLength = 1e8

    /// Lengths shorter than this count as 0, in points (a thousandth of a point, far below a
    /// pixel), so that scaling a running transition to a new length never divides by a
    /// subnormal.
    package static let minimumLength = 0.001

    /// How far beyond either end the finger's own position is tracked, in points. A finger
    /// further out is held there, so that no amount of dragging overflows.
    package static let fingerExcessLimit = maximumLength

    /// The numbers the track moves by. Changes apply from the next release or begin.
    package var configuration: TrackConfiguration
    /// The track's length, in points (0 or within ``minimumLength`` ... ``maximumLength``).
    package internal(set) var length: Double
    /// The clock.
    var clock = MotionClock()
    /// Where the track is and what moves it.
    var motion = Motion(resting: .idle)

    /// The machine with the track's payloads: it rests at its start (before any transition,
    /// or cancelled) or at its end (finished); a settle carries the stop it heads for
    /// (``Stop/ID/start`` or ``Stop/ID/end``); drags carry nothing else.
    typealias Motion = AxisMotion<Rest, Stop.ID, Void>

    /// Where a track rests.
    enum Rest: Hashable, Sendable {
        /// At its start, before any transition.
        case idle
        /// At its end: the transition finished.
        case finished
        /// At its start: the transition was cancelled.
        case cancelled
    }

    /// Creates a track at rest at its start.
    /// - Parameters:
    ///   - length: The track's length, in points, sanitized by ``sanitizedLength(_:)``.
    ///   - configuration: The spring, release rule, aim and display scale.
    package init(length: Double, configuration: TrackConfiguration = TrackConfiguration()) {
        self.length = Self.sanitizedLength(length)
        self.configuration = configuration
    }

    /// A length the track can use, in points: NaN, negative values and values below
    /// ``minimumLength`` become 0; values above ``maximumLength`` (and +infinity) become it.
    /// - Parameter length: A proposed length, in points.
    package static func sanitizedLength(_ length: Double) -> Double {
        let value = length.clamped(to: 0...maximumLength)
        return value < minimumLength ? 0 : value
    }

    /// The latest time the track has shown, in seconds (the clock's latest time shown).
    package var now: Double { clock.now }

    /// The current phase.
    package var phase: TrackPhase {
        switch motion.state {
        case .resting(.idle): return .idle
        case .resting(.finished): return .finished
        case .resting(.cancelled): return .cancelled
        case .dragging, .held: return .tracking
        case .settling: return .settling
        }
    }

    /// The shown position and velocity (points, points per second).
    var shown: SpringMotion.State {
        if case .resting(.finished) = motion.state { return SpringMotion.State(position: length, velocity: 0) }
        return motion.shown(restingAt: 0)
    }

    /// The shown position, in points, within 0 ... ``length``.
    package var position: Double { shown.position }

    /// The shown velocity, in points per second, positive toward the end.
    package var velocity: Double { shown.velocity }

    /// position ÷ length, in 0...1; on a zero-length track 1 once finished, 0 otherwise.
    package var progress: Double {
        guard length > 0 else { return phase == .finished ? 1 : 0 }
        return (position / length).clamped(to: 0...1)
    }

    /// The current state as an output with no events.
    package var output: TrackOutput { output([]) }

    /// Whether a new transition may begin: nothing runs (idle, finished or cancelled).
    package var canBeginTransition: Bool { motion.phase == .resting }

    /// Applies one input and returns what to show.
    /// - Complexity: O(1) per input, with no allocation; a release or begin also computes
    ///   the spring's settle time (a few Newton steps).
    @discardableResult
    package mutating func send(_ input: TrackInput) -> TrackOutput {
        var events: TrackEvents = []
        switch input {
        case .begin(let time):
            guard canBeginTransition else { break }
            events.insert(.began)
            settle(toward: .end, velocity: 0, from: 0, at: clock.accept(time), events: &events)
        case .dragBegan(let time):
            beginDrag(at: time, events: &events)
        case .dragChanged(let delta, let time):
            guard case .dragging(var drag, let grip) = motion.state else { break }
            let limit = Self.fingerExcessLimit
            let finger = (drag.finger + delta.finiteOr(0)).clamped(to: -limit...(length + limit))
            drag.move(finger: finger, shown: finger.clamped(to: 0...length), at: clock.accept(time))
            motion.state = .dragging(drag, grip)
        case .dragEnded(let velocity, let time):
            guard case .dragging(let drag, _) = motion.state else { break }
            let velocity = ReleasePolicy.limitedReleaseVelocity(velocity)
            let end = configuration.releasePolicy.decide(position: drag.shown, velocity: velocity, length: length)
            settle(toward: end, velocity: velocity, from: drag.shown, at: clock.accept(time), events: &events)
        case .dragCancelled(let time):
            guard case .dragging(let drag, _) = motion.state else { break }
            settle(toward: .start, velocity: 0, from: drag.shown, at: clock.accept(time), events: &events)
        case .tick(let tick):
            advance(to: tick, events: &events)
        case .relayout(let length):
            relayout(length: length)
        }
        checkInvariants()
        return output(events)
    }

    func output(_ events: TrackEvents) -> TrackOutput {
        let shown = self.shown
        var heading: Stop.ID?
        if case .settling(_, let id) = motion.state { heading = id }
        return TrackOutput(phase: phase, position: shown.position, length: length, progress: progress,
                           velocity: shown.velocity, heading: heading, events: events)
    }

    /// Checks, in debug builds, what every output promises.
    func checkInvariants() {
        #if DEBUG
        let shown = self.shown
        assert(shown.position.isFinite && shown.velocity.isFinite && now.isFinite, "non-finite track state")
        assert(shown.position >= 0 && shown.position <= length, "position outside 0...length")
        assert(motion.settle.map { $0.spring.startTime <= now } ?? true, "a spring starting after the clock")
        #endif
    }
}

extension InteractiveTrack: CustomDebugStringConvertible {
    /// The phase, position, length and velocity, for logs and the debugger.
    package var debugDescription: String {
        "InteractiveTrack(\(phase.rawValue), position: \(position) / \(length) pt, velocity: \(velocity) pt/s)"
    }
}
