extension SheetEngine {
    /// The sheet's state: SheetKit's one motion machine with the sheet's payloads. Each case
    /// carries exactly what it needs; the phase is derived from it (``SheetEngine/phase``):
    ///
    /// | State | Phase |
    /// |---|---|
    /// | `resting(.hidden)`, `resting(.dismissed)` | `hidden`, `dismissed` |
    /// | `resting(.onDetent)` | `resting` (on the selected detent) |
    /// | `dragging` | `dragging` |
    /// | `held` | `held` |
    /// | `settling` | the move's ``Move/Kind``: `presenting`, `settling` or `dismissing` |
    typealias State = AxisMotion<Rest, Move, Grip>.State

    /// Where a sheet rests.
    enum Rest: Hashable, Sendable {
        /// Not on screen: before the first presentation, or after a cancelled one.
        case hidden
        /// On the selected detent (its extent follows the layout).
        case onDetent
        /// Hidden after a dismissal.
        case dismissed
    }

    /// Where a spring moving the sheet heads: one of the sheet's two stops (see
    /// ``SheetEngine/stop(_:)``).
    enum Heading: Hashable, Sendable {
        /// The selected detent, whichever it is when the spring is evaluated.
        case selectedDetent
        /// Hidden (``Stop/ID/hidden``): a dismissal, or a presentation pushed back out.
        case hidden

        /// The heading toward the stop `id`: hidden for ``Stop/ID/hidden``, the selected
        /// detent for any other (a settle that continues after the selection changed goes
        /// to the new one).
        init(_ id: Stop.ID) {
            self = id == .hidden ? .hidden : .selectedDetent
        }
    }

    /// What a spring moving the sheet is for. Plain values only, so the state is copied
    /// without reference counting.
    struct Move: Sendable {
        /// The three kinds of spring-driven phase.
        enum Kind: Hashable, Sendable {
            /// A non-interactive presentation; a touch catches it.
            case presenting
            /// A release, a programmatic detent change or a layout change; a touch catches it.
            case settling
            /// A programmatic dismissal; touches do not catch it, as UIKit's sheets do not.
            case dismissing
        }
        /// The phase the spring drives.
        var kind: Kind
        /// Who started it.
        var cause: SheetChangeCause
        /// The UIKit transition the motion still belongs to (see ``SheetOutput/transition``).
        var transition: SheetTransitionKind?
        /// Where the spring heads (``SheetEngine/startSettle(from:toward:on:for:at:report:)``
        /// sets it from the stop it is given).
        var heading: Heading = .selectedDetent
        /// Whether the transition is a presentation the app began (not a finger's edge pan):
        /// a finger that catches it may push it back out only as far as the dismissal
        /// permission lets it (see ``SheetEngine/releasesFreelyToHidden(_:)``).
        var appPresents = false
    }

    /// What a finger's gesture on the sheet carries besides the finger (plain values only).
    struct Grip: Sendable {
        /// Who took the last part of a delta.
        var mover: DragMover?
        /// The scroll view's offset as last pinned, in points.
        var scrollPin: Double?
        /// The UIKit transition the gesture belongs to (see ``SheetOutput/transition``).
        var transition: SheetTransitionKind?
        /// This gesture's answer to the dismissal permission, once known.
        var permission: Bool?
        /// Whether the transition is a presentation the app began (see ``Move/appPresents``).
        var appPresents = false
    }

    /// An input held until ``SheetInput/dismissalPermission(_:)`` answers.
    enum HeldInput: Sendable {
        /// A drag event that would take the sheet below its smallest detent.
        case dragChanged(delta: Double, time: Double, scroll: ScrollMetrics?)
        /// A release that would dismiss.
        case dragEnded(velocity: Double, time: Double)
        /// A request to dismiss (escape, a tap on the dimmed area).
        case requestDismissal(time: Double)
    }
}

extension AxisMotion where Rest == SheetEngine.Rest, Move == SheetEngine.Move, Grip == SheetEngine.Grip {
    /// Everything an output reads of the sheet's state, read in one pass: each pattern match
    /// on the state copies its payload out, so an output reads it once instead of once per
    /// property.
    struct SheetReading {
        /// The sheet phase (see ``SheetEngine/State``).
        var phase: SheetPhase
        /// The extent and velocity shown, in points and points per second.
        var shown: SpringMotion.State
        /// The UIKit transition the current motion or gesture belongs to.
        var transition: SheetTransitionKind?
        /// Who took the last part of a drag's delta; `nil` unless dragging.
        var mover: DragMover?
        /// Where the spring heads; `nil` unless a spring moves the sheet (not while held).
        var heading: SheetEngine.Heading?
        /// Who causes what is under way: the user while a finger drags or holds the sheet,
        /// the move's cause while a spring moves it; `nil` at rest.
        var cause: SheetChangeCause?
    }

    /// The state read in one pass.
    /// - Parameter extent: The selected detent's extent, in points: what a sheet resting on
    ///   its detent shows (a hidden or dismissed one shows 0).
    @inline(__always)
    func sheetReading(onDetentAt extent: Double) -> SheetReading {
        // The stored parts, not `state`: building it would copy the whole settle.
        switch storage {
        case .resting(let rest):
            let phase: SheetPhase
            switch rest {
            case .hidden: phase = .hidden
            case .onDetent: phase = .resting
            case .dismissed: phase = .dismissed
            }
            return SheetReading(phase: phase, shown: SpringMotion.State(position: rest == .onDetent ? extent : 0, velocity: 0))
        case .dragging(let grip):
            return SheetReading(phase: .dragging, shown: SpringMotion.State(position: drag!.shown, velocity: drag!.velocity),
                                transition: grip.transition, mover: grip.mover, cause: .user)
        case .settling(let move):
            let phase: SheetPhase
            switch move.kind {
            case .presenting: phase = .presenting
            case .settling: phase = .settling
            case .dismissing: phase = .dismissing
            }
            return SheetReading(phase: phase, shown: settle!.shown, transition: move.transition, heading: move.heading, cause: move.cause)
        case .held(let move):
            return SheetReading(phase: .held, shown: SpringMotion.State(position: settle!.shown.position, velocity: 0),
                                transition: move.transition, cause: .user)
        }
    }

    /// The sheet phase of this state.
    @inline(__always)
    var sheetPhase: SheetPhase { sheetReading(onDetentAt: 0).phase }

    /// The UIKit transition the current motion or gesture belongs to.
    @inline(__always)
    var transition: SheetTransitionKind? { sheetReading(onDetentAt: 0).transition }
}
