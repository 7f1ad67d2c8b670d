// UIKit's presentation and dismissal transitions: will-begin, the context, did-end, and
// ending a context exactly once on the frame the engine decides.
extension Presentation {
    mutating func presentationWillBegin(container: SheetContainer, view: inout SheetView) {
        guard case .created(let edgePan) = stage else { return }
        stage = .presenting(.awaiting, edgePan: edgePan)
        var container = container
        container.obstructionInsets = view.engine.layout.container.obstructionInsets
        view.drive(.updateContainer(container), presence: &self)
    }

    /// `time` is on the lifecycle's clock.
    mutating func transitionStarted(_ kind: SheetTransitionKind, interactive requested: Bool, animated: Bool, time: Double,
                                    view: inout SheetView) {
        // UIKit: a transition can only be interactive when it is animated
        // (`UIViewControllerTransitionCoordinator.h`, `initiallyInteractive`).
        let interactive = requested && animated
        switch (kind, stage) {
        case (.presentation, .presenting(.awaiting, let edgePan)):
            stage = .presenting(.running(interactive: interactive), edgePan: edgePan)
            startAlongsideAnimations(interactive: interactive, animated: animated, view: &view)
            if interactive, edgePan != nil {
                replayEdgePan(view: &view)
            } else {
                view.drive(.present(animated: animated, time: time), presence: &self)
            }
        case (.dismissal, .dismissing(.awaiting, let origin)):
            stage = .dismissing(.running(interactive: interactive), origin: origin)
            startAlongsideAnimations(interactive: interactive, animated: animated, view: &view)
            attachDismissal(origin: origin, animated: animated, time: time, view: &view)
        default:
            // A context the lifecycle does not expect: the runner completes it at once
            // (``SheetLifecycle/acceptsTransition(_:)``) and keeps the one in flight.
            return
        }
    }

    /// A non-interactive, animated context runs its alongside animations on the sheet's spring
    /// from the start; an interactive one shows them at its percent (paused, updated with
    /// ``SheetLifecycleAction/updateInteractiveTransition(_:)``). Queued before the sheet's
    /// motion starts, so both start on the same frame.
    private mutating func startAlongsideAnimations(interactive: Bool, animated: Bool, view: inout SheetView) {
        if animated, !interactive { view.queue(.startAlongsideAnimations) }
    }

    /// A dismissal context arrived: the app's own dismissal starts the engine's spring; the
    /// sheet's own one follows the engine, which may already have finished or undone it
    /// before UIKit started the transition (a quick flick, a quick return).
    private mutating func attachDismissal(origin: DismissalOrigin, animated: Bool, time: Double, view: inout SheetView) {
        let output = view.engine.output
        switch origin {
        case .app where output.phase != .dismissed && output.phase != .dismissing:
            view.drive(.dismiss(animated: animated, time: time), presence: &self)
        case .app, .sheet:
            if output.phase == .dismissed {
                endDismissalContext(finish: true, view: &view)
            } else if output.transition != .dismissal {
                endDismissalContext(finish: false, view: &view)
            } else {
                view.absorb(output, from: output.phase, presence: &self)
            }
        }
    }

    /// The presentation transition ended (`presentationTransitionDidEnd(_:)`). Ignored while
    /// the lifecycle's context still runs: UIKit calls it after `completeTransition(_:)`, and
    /// the only context completed while the sheet's own runs is one the runner refused
    /// (``SheetLifecycle/acceptsTransition(_:)``), whose end is not the sheet's.
    mutating func presentationDidEnd(completed: Bool, view: inout SheetView) {
        guard case .presenting(let context, _) = stage, !context.isRunning else { return }
        guard completed else {
            view.queue(.notify(.didCancelPresentation))
            end(view: &view)
            return
        }
        stage = .presented(dismissal: nil)
        // A presentation without animation may never have handed over a context.
        if view.engine.phase == .hidden { view.drive(.present(animated: false, time: view.engine.now), presence: &self) }
        view.queue(.postScreenChanged)
        view.queue(.notify(.didPresent))
    }

    mutating func dismissalWillBegin(view: inout SheetView) {
        guard case .presented(let request) = stage else { return }
        let origin = request.map { DismissalOrigin.sheet(cause: $0.cause) } ?? .app
        stage = .dismissing(.awaiting, origin: origin)
        // Here, not when the engine decided: UIKit's transition coordinator now exists, so the
        // delegate can animate alongside or watch the interaction (`UIPresentationController.h`).
        if origin.isUserDismissal { view.queue(.callAdaptiveDelegate(.willDismiss)) }
    }

    /// The dismissal transition ended (`dismissalTransitionDidEnd(_:)`); ignored while the
    /// lifecycle's context still runs, as ``presentationDidEnd(completed:view:)`` says.
    mutating func dismissalDidEnd(completed: Bool, view: inout SheetView) {
        guard case .dismissing(let context, let origin) = stage, !context.isRunning else { return }
        guard completed else {
            stage = .presented(dismissal: nil)
            let output = view.engine.output
            guard output.transition == .dismissal else {
                view.dismissalUndone(cause: origin.cause)
                return
            }
            // The engine began another dismissal while this cancelled one's context was
            // completing (the app's delegate sent the release that undid it back to hidden):
            // for UIKit it is a new dismissal to ask for; for the app, which heard no end yet,
            // the one it was told of goes on (lifecycle fuzzing, seed 16: the app's own
            // dismissal then ended it with a `didDismiss` after a `didCancelDismissal`).
            requestDismissal(cause: output.cause ?? origin.cause, interactive: output.dismissesInteractively, view: &view)
            return
        }
        // A dismissal without animation may never have handed over a context.
        if view.engine.phase != .dismissed { view.drive(.dismiss(animated: false, time: view.engine.now), presence: &self) }
        if origin.isUserDismissal { view.queue(.callAdaptiveDelegate(.didDismiss)) }
        view.dismissalEnded(cause: origin.cause)
        end(view: &view)
    }

    /// Finishes or cancels the running presentation context, exactly once.
    mutating func endPresentationContext(finish: Bool, view: inout SheetView) {
        guard case .presenting(.running(let interactive), let edgePan) = stage else { return }
        stage = .presenting(.completed, edgePan: edgePan)
        view.shell.queueCompletion(finish, interactive: interactive)
    }

    /// Finishes or cancels the running dismissal context, exactly once. A sheet that became
    /// hidden while UIKit never began the dismissal it asked for (UIKit refused it) is
    /// removed without animation instead; one the finger brought back forgets that request,
    /// so the sheet no longer counts as leaving and the app's later dismissal is the app's
    /// (not vended an interaction controller, not reported as the user's).
    mutating func endDismissalContext(finish: Bool, view: inout SheetView) {
        switch stage {
        case .dismissing(.running(let interactive), let origin):
            stage = .dismissing(.completed, origin: origin)
            view.shell.queueCompletion(finish, interactive: interactive)
        case .presented(let request) where finish:
            // Gone with no UIKit dismissal of its own (refused, or cancelled while the engine
            // went on to hidden): the app is told it begins, as for any other, before UIKit's
            // dismissal without animation ends it (lifecycle fuzzing, seed 13: a `didDismiss`
            // after its `didCancelDismissal` with no `willDismiss` between).
            view.announceDismissal(cause: request.map(\.cause) ?? .app)
            view.queue(.dismissWithoutAnimation)
        case .presented(dismissal: .some(let request)):
            // Undone before UIKit began it (its context late, or refused): the app was told
            // the dismissal began, and is told it went back.
            stage = .presented(dismissal: nil)
            view.dismissalUndone(cause: request.cause)
        case .dismissing(.awaiting, let origin) where !finish:
            // Undone while UIKit's context is still to come: the app hears it went back now,
            // and a dismissal the engine begins again is announced anew (the late context is
            // cancelled, or taken by that new dismissal, when it comes).
            view.dismissalUndone(cause: origin.cause)
        case .created, .presenting, .presented, .dismissing, .ended:
            break
        }
    }

    /// Asks UIKit to begin the dismissal the engine decided on, once.
    mutating func requestDismissal(cause: SheetChangeCause, interactive: Bool, view: inout SheetView) {
        guard case .presented(nil) = stage else { return }
        stage = .presented(dismissal: DismissalRequest(cause: cause, interactive: interactive))
        view.queue(.beginDismissal)
    }

    mutating func tearDown(view: inout SheetView) {
        switch stage {
        case .presenting(.running(let interactive), _), .dismissing(.running(let interactive), _):
            // Torn down with a context still attached: it is ended, so UIKit is not left waiting.
            view.shell.queueCompletion(false, interactive: interactive)
        case .created, .presenting, .presented, .dismissing, .ended:
            break
        }
        end(view: &view)
    }

    /// The presentation is over: the view half stops everything and every later event is ignored.
    mutating func end(view: inout SheetView) {
        view.end()
        stage = .ended
    }
}
