// UIKit's part, played by the host: the callbacks UIKit would send, and the UIKit calls the
// lifecycle asks for performed as the state changes UIKit would make.
extension EmbeddedPanelHost {
    /// UIKit's `present`: will-begin, then the context. Each show starts a new lifecycle in
    /// the latest container (after a hide the previous one has ended).
    mutating func beginShowing(animated: Bool, time: Double) {
        guard let container else { return }
        lifecycle = SheetLifecycle(configuration: configuration)
        visibility = .showing
        lifecycle.handle(.presentationWillBegin(container: container, time: time))
        lifecycle.handle(.transitionStarted(.presentation, interactive: false, animated: animated, time: time))
    }

    /// The app's `dismiss(animated:)`: will-begin, then a context that is not interactive.
    mutating func beginHiding(animated: Bool, time: Double) {
        visibility = .hiding
        lifecycle.handle(.dismissalWillBegin)
        lifecycle.handle(.transitionStarted(.dismissal, interactive: false, animated: animated, time: time))
    }

    /// A dismissal the lifecycle asked for (the user's): UIKit asks whether it is
    /// interactive, then sends will-begin, then hands over the context.
    mutating func beginUserDismissal(animated: Bool) {
        let interactive = animated && lifecycle.dismissalIsInteractive
        visibility = .hiding
        lifecycle.handle(.dismissalWillBegin)
        lifecycle.handle(.transitionStarted(.dismissal, interactive: interactive, animated: animated, time: now))
    }

    /// The latest time the lifecycle has seen, on the adapter's clock (the lifecycle's clock
    /// plus the time it spent paused), in seconds.
    var now: Double { lifecycle.engine.now + lifecycle.shell.clock.offset }

    /// Performs the lifecycle's UIKit calls and passes every other action on, until its
    /// queue is drained. Re-entrant: a call-back's actions queue behind the pending ones.
    mutating func drain() {
        while let action = lifecycle.nextAction() {
            switch action {
            case .completeTransition(let completed): completeTransition(completed)
            case .beginDismissal: beginUserDismissal(animated: true)
            case .dismissWithoutAnimation: beginUserDismissal(animated: false)
            case .askDismissalPermission: lifecycle.handle(.dismissalPermission(allowsUserHiding))
            case .postScreenChanged: pending.append(.postLayoutChanged)
            case .startAlongsideAnimations, .pauseInteractiveTransition, .updateInteractiveTransition,
                 .finishInteractiveTransition, .cancelInteractiveTransition, .callAdaptiveDelegate,
                 .applyPresentingEffect, .restorePresentingView, .coverPresentingSheet:
                break
            default:
                pending.append(action)
            }
        }
    }

    /// `completeTransition(_:)`: UIKit calls the transition's did-end from inside it.
    mutating func completeTransition(_ completed: Bool) {
        switch visibility {
        case .showing:
            visibility = completed ? .shown : .hidden
            lifecycle.handle(.presentationDidEnd(completed: completed))
        case .hiding:
            visibility = completed ? .hidden : .shown
            lifecycle.handle(.dismissalDidEnd(completed: completed))
        case .hidden, .shown:
            return
        }
        arrived()
    }

    /// The panel came to rest shown or hidden: what the did-end queued goes first, then the
    /// completions, then a waiting request.
    mutating func arrived() {
        drain()
        for completion in completions {
            pending.append(.completeSelection(token: completion.token, finished: completion.target == visibility))
        }
        completions.removeAll()
        guard let request = waiting else { return }
        waiting = nil
        self.request(request, time: now)
    }
}
