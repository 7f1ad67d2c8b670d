// UIKit's presentation and dismissal transitions: will-begin, the context, did-end, and
// ending a context exactly once on the frame the engine decides.
extension SheetLifecycle {
    mutating func presentationWillBegin(container: SheetContainer, time: Double) {
        guard case .created(let edgePan) = stage else { return }
        stage = .presenting(.awaiting, edgePan: edgePan)
        var container = container
        container.obstructionInsets = engine.layout.container.obstructionInsets
        drive(.updateContainer(container))
    }

    mutating func transitionStarted(_ kind: SheetTransitionKind, interactive requested: Bool, animated: Bool, time: Double) {
        // UIKit: a transition can only be interactive when it is animated
        // (`UIViewControllerTransitionCoordinator.h`, `initiallyInteractive`).
        let interactive = requested && animated
        let time = shell.time(time)
        switch (kind, stage) {
        case (.presentation, .presenting(.awaiting, let edgePan)):
            stage = .presenting(.running(interactive: interactive), edgePan: edgePan)
            startAlongsideAnimations(interactive: interactive, animated: animated)
            if interactive, edgePan != nil {
                replayEdgePan()
            } else {
                drive(.present(animated: animated, time: time))
            }
        case (.dismissal, .dismissing(.awaiting, let origin)):
            stage = .dismissing(.running(interactive: interactive), origin: origin)
            startAlongsideAnimations(interactive: interactive, animated: animated)
            attachDismissal(origin: origin, interactive: interactive, animated: animated, time: time)
        default:
            // A context the lifecycle does not expect (a second one, one after the end):
            // ended at once, so UIKit never waits for it.
            shell.queueCompletion(false, interactive: interactive)
        }
    }

    /// A non-interactive, animated context runs its alongside animations on the sheet's spring
    /// from the start; an interactive one shows them at its percent (paused, updated with
    /// ``SheetLifecycleAction/updateInteractiveTransition(_:)``). Queued before the sheet's
    /// motion starts, so both start on the same frame.
    private mutating func startAlongsideAnimations(interactive: Bool, animated: Bool) {
        if animated, !interactive { queue(.startAlongsideAnimations) }
    }

    /// A dismissal context arrived: the app's own dismissal starts the engine's spring; the
    /// sheet's own one follows the engine, which may already have finished or undone it
    /// before UIKit started the transition (a quick flick, a quick return).
    private mutating func attachDismissal(origin: DismissalOrigin, interactive: Bool, animated: Bool, time: Double) {
        let output = engine.output
        switch origin {
        case .app where output.phase != .dismissed && output.phase != .dismissing:
            drive(.dismiss(animated: animated, time: time))
        case .app, .sheet:
            if output.phase == .dismissed {
                endDismissalContext(finish: true)
            } else if output.transition != .dismissal {
                endDismissalContext(finish: false)
            } else {
                absorb(output, from: output.phase)
            }
        }
    }

    mutating func presentationDidEnd(completed: Bool) {
        guard case .presenting = stage else { return }
        guard completed else {
            queue(.notify(.didCancelPresentation))
            end()
            return
        }
        stage = .presented(dismissal: nil)
        // A presentation without animation may never have handed over a context.
        if engine.phase == .hidden { drive(.present(animated: false, time: engine.now)) }
        queue(.postScreenChanged)
        queue(.notify(.didPresent))
    }

    mutating func dismissalWillBegin() {
        guard case .presented(let request) = stage else { return }
        let origin = request.map { DismissalOrigin.sheet(cause: $0.cause) } ?? .app
        stage = .dismissing(.awaiting, origin: origin)
        // Here, not when the engine decided: UIKit's transition coordinator now exists, so the
        // delegate can animate alongside or watch the interaction (`UIPresentationController.h`).
        if origin.isUserDismissal { queue(.callAdaptiveDelegate(.willDismiss)) }
    }

    mutating func dismissalDidEnd(completed: Bool) {
        guard case .dismissing(_, let origin) = stage else { return }
        guard completed else {
            stage = .presented(dismissal: nil)
            return
        }
        // A dismissal without animation may never have handed over a context.
        if engine.phase != .dismissed { drive(.dismiss(animated: false, time: engine.now)) }
        if origin.isUserDismissal { queue(.callAdaptiveDelegate(.didDismiss)) }
        queue(.notify(.didDismiss(cause: origin.cause)))
        end()
    }

    /// Finishes or cancels the running presentation context, exactly once.
    mutating func endPresentationContext(finish: Bool) {
        guard case .presenting(.running(let interactive), let edgePan) = stage else { return }
        stage = .presenting(.completed, edgePan: edgePan)
        shell.queueCompletion(finish, interactive: interactive)
    }

    /// Finishes or cancels the running dismissal context, exactly once. A sheet that became
    /// hidden while UIKit never began the dismissal it asked for (UIKit refused it) is
    /// removed without animation instead.
    mutating func endDismissalContext(finish: Bool) {
        switch stage {
        case .dismissing(.running(let interactive), let origin):
            stage = .dismissing(.completed, origin: origin)
            shell.queueCompletion(finish, interactive: interactive)
        case .presented where finish:
            queue(.dismissWithoutAnimation)
        case .created, .presenting, .presented, .dismissing, .ended:
            break
        }
    }

    /// Asks UIKit to begin the dismissal the engine decided on, once.
    mutating func requestDismissal(cause: SheetChangeCause, interactive: Bool) {
        guard case .presented(nil) = stage else { return }
        stage = .presented(dismissal: DismissalRequest(cause: cause, interactive: interactive))
        queue(.beginDismissal)
    }

    mutating func tearDown() {
        switch stage {
        case .presenting(.running(let interactive), _), .dismissing(.running(let interactive), _):
            // Torn down with a context still attached: it is ended, so UIKit is not left waiting.
            shell.queueCompletion(false, interactive: interactive)
        case .created, .presenting, .presented, .dismissing, .ended:
            break
        }
        end()
    }

    /// Stops everything that runs on its own, puts the presenting view back and forgets the
    /// scroll view; every later event is ignored.
    mutating func end() {
        finishSelections(finished: false)
        reportGone()
        shell.tearDown()
        if shown.presentingEffect != nil {
            shown.presentingEffect = nil
            queue(.restorePresentingView)
        }
        queue(.restoreContentSafeArea)
        if scroll != .none {
            scroll = .none
            queue(.releaseScrollView)
        }
        stage = .ended
    }
}
