extension SheetLifecycle {
    /// Where the presentation is, with the UIKit transition in flight as its payload.
    enum Stage: Sendable {
        /// The presentation controller exists; UIKit has not begun the presentation (an edge
        /// pan that will present the sheet may already be moving).
        case created(edgePan: EdgePanFeed?)
        /// `presentationTransitionWillBegin` came; the presentation transition runs.
        case presenting(TransitionContext, edgePan: EdgePanFeed?)
        /// On screen. `dismissal` is a dismissal the sheet asked UIKit for, not begun yet.
        case presented(dismissal: DismissalRequest?)
        /// `dismissalTransitionWillBegin` came; the dismissal transition runs.
        case dismissing(TransitionContext, origin: DismissalOrigin)
        /// Torn down: nothing runs and every event is ignored.
        case ended

        var isEnded: Bool {
            if case .ended = self { return true }
            return false
        }

        /// Whether a dismissal was asked for, runs, or the presentation ended.
        var isLeaving: Bool {
            switch self {
            case .presented(let dismissal): return dismissal != nil
            case .dismissing, .ended: return true
            case .created, .presenting: return false
            }
        }

        /// Whether a finger may catch the sheet: not before the presentation transition began,
        /// not once a dismissal transition runs non-interactively or the sheet is gone.
        var acceptsGestures: Bool {
            switch self {
            case .presenting, .presented: return true
            case .dismissing(let context, _): return context == .running(interactive: true)
            case .created, .ended: return false
            }
        }
    }

    /// A UIKit transition context, from the transition's will-begin to its did-end.
    enum TransitionContext: Equatable, Sendable {
        /// Will-begin came; UIKit has not handed over the context yet.
        case awaiting
        /// The context is attached (the animator or the interaction controller started).
        case running(interactive: Bool)
        /// `completeTransition(_:)` was asked for; the did-end callback has not come yet.
        case completed
    }

    /// Who began a dismissal transition.
    enum DismissalOrigin: Equatable, Sendable {
        /// The sheet asked UIKit (``SheetLifecycleAction/beginDismissal``) after the engine
        /// decided to dismiss, for this cause.
        case sheet(cause: SheetChangeCause)
        /// UIKit began it on its own: the app called `dismiss(animated:)`.
        case app

        /// Whether UIKit's adaptive delegate hears it: only dismissals the user takes action
        /// for (`UIPresentationController.h`: "not called if the presentation is dismissed
        /// programatically").
        var isUserDismissal: Bool { self == .sheet(cause: .user) }

        var cause: SheetChangeCause {
            switch self {
            case .sheet(let cause): return cause
            case .app: return .app
            }
        }
    }

    /// A dismissal the sheet asked UIKit for (``SheetLifecycleAction/beginDismissal``).
    struct DismissalRequest: Equatable, Sendable {
        /// Who caused it.
        var cause: SheetChangeCause
        /// Whether a finger or its release spring drives it.
        var interactive: Bool
    }

    /// An edge pan presenting the sheet, buffered until the presentation's context starts.
    struct EdgePanFeed: Sendable {
        /// The pan's total translation as an extent, in points.
        var translation = 0.0
        /// The part of ``translation`` sent to the engine, in points.
        var sent = 0.0
        /// Whether the engine was told that the drag began.
        var began = false
        /// The release velocity, once the pan ended, in points per second.
        var release: Double?
        /// The time of the pan's latest event, in seconds (lifecycle clock).
        var time = 0.0
    }

    /// The tracked scroll view between the sheet's release and the end of its own pan.
    enum ScrollHandOff: Equatable, Sendable {
        /// Nothing tracked.
        case none
        /// A drag shares the finger with a scroll view. `listPanEnded` is set when the sheet's
        /// pan ended after the list's.
        case tracking(listPanEnded: Bool)
        /// The sheet moved last and released; the list's own pan has not ended yet: its
        /// deceleration is stopped at `offset` when it does.
        case awaitingListPanEnd(offset: Double)
        /// The deceleration was stopped at `offset`; the list's pan may have ended in the same
        /// touch event with its action still to come, so it is stopped again on the next turn
        /// of the main queue.
        case awaitingNextTurn(offset: Double)
    }

    /// What the adapter has been told to show, so that only changes become actions.
    struct ShownState: Sendable {
        var frame: SheetFrame?
        var dimming: Double?
        var passesTouchesThrough: Bool?
        /// The presenting view's effect as applied; `nil` when untouched or restored.
        var presentingEffect: PresentingViewEffect?
        var surface: SheetSurfaceAppearance?
        /// The stack effect and its translation as applied; `nil` while no sheet was ever
        /// stacked on this one.
        var stackEffect: SheetStackEffect?
        var stackTranslation: SheetPoint?
        var grabberFraction: Double?
        var extent: Double?
        var phase: SheetPhase = .hidden
    }
}
