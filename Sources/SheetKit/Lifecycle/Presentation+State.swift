extension Presentation {
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

        /// Whether an edge pan presents the sheet (a finger began the presentation).
        var presentsByEdgePan: Bool {
            switch self {
            case .created(let feed), .presenting(_, let feed): return feed != nil
            case .presented, .dismissing, .ended: return false
            }
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

        /// Whether the context is attached and not yet completed.
        var isRunning: Bool {
            if case .running = self { return true }
            return false
        }
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
}
