extension SheetEngine {
    /// Where the sheet is and what moves it. Each case carries exactly what it needs; nothing
    /// about the motion lives beside it.
    ///
    /// The extent and velocity shown are part of the payloads (0 when hidden or dismissed,
    /// the selected detent's extent when resting), so ``SheetEngine/extent`` is derived.
    enum State: Sendable {
        /// Not on screen: before the first presentation, or after a cancelled one.
        case hidden
        /// A non-interactive presentation on the presentation spring.
        case presenting(Motion)
        /// At rest on the selected detent.
        case resting
        /// Caught by a touch-down while moving: the motion is frozen where it was shown, and
        /// resumes as `resumes` (presenting or settling) when the finger lifts without a drag.
        case held(Motion, resumes: SheetPhase)
        /// Following a finger.
        case dragging(Drag)
        /// On a spring toward the selected detent or toward hidden.
        case settling(Motion)
        /// A programmatic dismissal on the spring toward hidden; touches do not catch it.
        case dismissing(Motion)
        /// Hidden after a dismissal.
        case dismissed

        /// The phase of this state.
        var phase: SheetPhase {
            switch self {
            case .hidden: return .hidden
            case .presenting: return .presenting
            case .resting: return .resting
            case .held: return .held
            case .dragging: return .dragging
            case .settling: return .settling
            case .dismissing: return .dismissing
            case .dismissed: return .dismissed
            }
        }

        /// The running spring motion, when a spring moves the sheet.
        var motion: Motion? {
            switch self {
            case .presenting(let motion), .settling(let motion), .dismissing(let motion): return motion
            case .hidden, .resting, .held, .dragging, .dismissed: return nil
            }
        }

        /// The motion of a moving sheet, or of one a finger holds.
        var motionOrHeld: Motion? {
            if case .held(let motion, _) = self { return motion }
            return motion
        }
    }

    /// Where a spring takes the sheet.
    enum MotionTarget: Hashable, Sendable {
        /// The selected detent.
        case selectedDetent
        /// Hidden: ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0,
        /// so the sheet crosses 0 at speed and the motion ends on that frame.
        case hidden
    }

    /// A spring moving the sheet.
    struct Motion: Sendable {
        /// The closed-form spring.
        var spring: SpringMotion
        /// Where it goes.
        var target: MotionTarget
        /// When the motion is at rest for good (half a device pixel), in seconds.
        var settleTime: Double
        /// The extent (never below 0) and velocity last shown.
        var shown: SpringState
        /// Who started it.
        var cause: SheetChangeCause
        /// The UIKit transition the motion still belongs to (see ``SheetOutput/transition``).
        var transition: SheetTransitionKind?
        /// The detent the sheet last rested on (the initial detent during a presentation):
        /// coming to rest elsewhere is a ``SheetEvents/detentChanged``.
        var origin: Detent.Identifier
    }

    /// A finger's gesture on the sheet.
    struct Drag: Sendable {
        /// The extent shown, in points.
        var extent: Double
        /// The extent's velocity measured from the drag events, in points per second.
        var velocity: Double
        /// The time and extent the velocity is next measured from (at least
        /// ``InputLimits/minimumVelocityInterval`` later).
        var velocityAnchor: (time: Double, extent: Double)
        /// Who took the last part of a delta.
        var mover: DragMover?
        /// The scroll view's offset as last pinned, in points.
        var scrollPin: Double?
        /// The UIKit transition the gesture belongs to (see ``SheetOutput/transition``).
        var transition: SheetTransitionKind?
        /// The detent the sheet last rested on.
        var origin: Detent.Identifier
        /// This gesture's answer to the dismissal permission, once known.
        var permission: Bool?
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
