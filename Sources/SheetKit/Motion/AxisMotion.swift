/// One value moving along one axis: the machine every moving thing in SheetKit is built on.
///
/// A sheet's extent, a pop's or a tab switch's position, a reveal's radius, a card zoom's pull
/// and close and a centred card's drop-out are each one of these with their own stops: the
/// value rests, follows a finger (``AxisDrag``, one velocity rule), is let go onto the
/// closed-form spring toward a ``Stop`` (``AxisSettle``), and a touch can catch a settle where it
/// is shown (``State/held(_:_:)``). What is the owner's own rides along as payloads:
/// - `Rest`: where the value rests (a sheet: hidden, on its detent, dismissed; a transition:
///   at its start or its end);
/// - `Move`: what a settle is for (a sheet: its cause, its UIKit transition, whether a touch
///   may catch it);
/// - `Grip`: what a drag carries besides the finger (a sheet: the list it shares the finger
///   with, the dismissal permission).
///
/// Times are the owner's ``MotionClock``'s accepted times, in seconds; positions in points,
/// velocities in points per second. The machine never reads a clock and never decides where a
/// release goes (the owner's ``ReleasePolicy`` does); it applies the motion rules the same way
/// for every owner.
package struct AxisMotion<Rest: Sendable, Move: Sendable, Grip: Sendable>: Sendable {
    /// Where the value is and what moves it.
    package enum State: Sendable {
        /// At rest, where `Rest` says.
        case resting(Rest)
        /// Following a finger.
        case dragging(AxisDrag, Grip)
        /// On a spring toward a stop.
        case settling(AxisSettle, Move)
        /// A settle a touch caught: frozen where it was shown (at rest) until the finger
        /// drags it or lifts (the settle then resumes from there).
        case held(AxisSettle, Move)
    }

    /// The state, with what each case needs. Stored in parts (see ``Storage``), so a frame
    /// updates a settle or a drag where it is stored instead of copying the state out of an
    /// enum and back.
    package var state: State {
        @inline(__always) get {
            switch storage {
            case .resting(let rest): return .resting(rest)
            case .dragging(let grip): return .dragging(drag!, grip)
            case .settling(let move): return .settling(settle!, move)
            case .held(let move): return .held(settle!, move)
            }
        }
        @inline(__always) set {
            switch newValue {
            case .resting(let rest):
                storage = .resting(rest)
                drag = nil
                settle = nil
            case .dragging(let drag, let grip):
                storage = .dragging(grip)
                self.drag = drag
                settle = nil
            case .settling(let settle, let move):
                storage = .settling(move)
                drag = nil
                self.settle = settle
            case .held(let settle, let move):
                storage = .held(move)
                drag = nil
                self.settle = settle
            }
        }
    }

    /// ``state``'s case and its owner's payload, without the drag or the settle (``drag`` and
    /// ``settle`` hold those): what a read that needs a field or two switches on, since
    /// building ``state`` copies the whole of it.
    package enum Storage: Sendable {
        /// ``State/resting(_:)``.
        case resting(Rest)
        /// ``State/dragging(_:_:)``, with ``drag``.
        case dragging(Grip)
        /// ``State/settling(_:_:)``, with ``settle``.
        case settling(Move)
        /// ``State/held(_:_:)``, with ``settle``.
        case held(Move)
    }

    /// The case of ``state`` and its owner's payload.
    package private(set) var storage: Storage
    /// The drag under way, if any (while ``state`` is `dragging`).
    package private(set) var drag: AxisDrag?
    /// The settle under way or held, if any (while ``state`` is `settling` or `held`).
    package private(set) var settle: AxisSettle?

    /// A value at rest.
    package init(resting rest: Rest) {
        storage = .resting(rest)
    }

    /// The four things a moving value can be doing.
    package enum Phase: Hashable, Sendable {
        /// At rest.
        case resting
        /// Caught by a touch.
        case held
        /// Following a finger.
        case dragging
        /// On a spring.
        case settling
    }

    /// The current phase.
    @inline(__always)
    package var phase: Phase {
        switch storage {
        case .resting: return .resting
        case .held: return .held
        case .dragging: return .dragging
        case .settling: return .settling
        }
    }

    /// The position and velocity shown: `position` at rest, the finger's shown position while
    /// dragging, the spring's shown state while settling, and the held position at rest while
    /// held.
    /// - Parameter position: Where the value rests, in points (the owner knows).
    @inline(__always)
    package func shown(restingAt position: Double) -> SpringMotion.State {
        switch state {
        case .resting: return SpringMotion.State(position: position, velocity: 0)
        case .dragging(let drag, _): return SpringMotion.State(position: drag.shown, velocity: drag.velocity)
        case .settling(let settle, _): return settle.shown
        case .held(let settle, _): return SpringMotion.State(position: settle.shown.position, velocity: 0)
        }
    }

    /// The drag under way and its grip; `nil` unless dragging.
    @inline(__always)
    package var dragging: (drag: AxisDrag, grip: Grip)? {
        guard case .dragging(let grip) = storage else { return nil }
        return (drag!, grip)
    }

    /// Replaces the drag under way and its grip where they are stored (the value keeps
    /// following the finger): what `state = .dragging(drag, grip)` does, without touching
    /// the rest of the state.
    @inline(__always)
    package mutating func updateDrag(_ drag: AxisDrag, grip: Grip) {
        assert(phase == .dragging, "updateDrag(_:grip:) while not dragging")
        storage = .dragging(grip)
        self.drag = drag
    }

    /// A touch catches a settle where it is shown. Nothing else changes.
    /// - Returns: Whether a settle was caught.
    @discardableResult
    package mutating func hold() -> Bool {
        guard case .settling(let settle, let move) = state else { return false }
        state = .held(settle, move)
        return true
    }

    /// Begins following a finger where the value is shown: the drag starts at rest there
    /// (no snap), with `grip`.
    /// - Parameters:
    ///   - grip: What the drag carries.
    ///   - time: The accepted time of the touch, in seconds.
    ///   - position: Where the value rests, when it rests, in points.
    /// - Returns: Whether the drag caught a moving value (a settle, held or not).
    @discardableResult
    package mutating func beginDrag(_ grip: Grip, at time: Double, restingAt position: Double) -> Bool {
        let caught = phase == .settling
        state = .dragging(AxisDrag(at: shown(restingAt: position).position, time: time), grip)
        return caught
    }

    /// Lets the value go from `start` onto `spring` toward `stop` at `time`, for `move`, and
    /// shows it there.
    /// - Parameters:
    ///   - start: Where the spring starts, in points and points per second.
    ///   - stop: Where it goes.
    ///   - spring: The spring.
    ///   - move: What the settle is for.
    ///   - time: The accepted time of the release, in seconds.
    ///   - range: The positions that can be shown, in points.
    ///   - displayScale: Device pixels per point (the settle ends within half a pixel).
    /// - Returns: What the first evaluation reports (a stop already reached ends at once).
    @discardableResult
    package mutating func settle(from start: SpringMotion.State, toward stop: Stop.Place, on spring: MotionSpring, for move: Move,
                                 at time: Double, shownIn range: ClosedRange<Double>, displayScale: Double) -> AxisSettle.Events {
        var settle = AxisSettle(from: start, toward: stop, on: spring, at: time, displayScale: displayScale)
        let events = settle.advance(to: time, shownIn: range)
        state = .settling(settle, move)
        return events
    }

    /// Evaluates the running settle at `time` (nothing otherwise).
    /// - Complexity: O(1): one closed-form evaluation.
    @inline(__always)
    package mutating func advance(to time: Double, shownIn range: ClosedRange<Double>) -> AxisSettle.Events {
        advanceSettle(to: time, shownIn: range)?.events ?? []
    }

    /// Evaluates the running settle at `time` (nothing otherwise), and says what it is for,
    /// so the owner need not read the state again.
    /// - Returns: What the evaluation reports and the settle's move; `nil` when nothing settles.
    /// - Complexity: O(1): one closed-form evaluation.
    @inline(__always)
    package mutating func advanceSettle(to time: Double, shownIn range: ClosedRange<Double>) -> (events: AxisSettle.Events, move: Move)? {
        guard case .settling(let move) = storage else { return nil }
        // In place: the settle is stored apart from the state's case.
        let events = settle!.advance(to: time, shownIn: range)
        return (events, move)
    }

    /// The clock restarted (see ``MotionClock/Step/restarts(from:)``): a settle goes on from
    /// its state at `old`, started at `new`; a held settle waits from where it is held; a drag
    /// measures its velocity afresh from `new`.
    package mutating func rebase(from old: Double, to new: Double, displayScale: Double) {
        switch state {
        case .settling(var settle, let move):
            settle.restart(from: settle.spring.state(at: old), at: new, displayScale: displayScale)
            state = .settling(settle, move)
        case .held(var settle, let move):
            settle.restart(from: SpringMotion.State(position: settle.shown.position, velocity: 0), at: new, displayScale: displayScale)
            state = .held(settle, move)
        case .dragging(var drag, let grip):
            drag.restartMeasurement(at: new)
            state = .dragging(drag, grip)
        case .resting:
            break
        }
    }
}
