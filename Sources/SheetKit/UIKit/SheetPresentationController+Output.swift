#if canImport(UIKit)
@preconcurrency import UIKit

/// A UIKit transition the sheet's motion is driving.
struct RunningTransition {
    /// What the core says about it (when it ends, its percent complete).
    let model: SheetTransition
    /// UIKit's context, completed exactly once.
    let context: UIViewControllerContextTransitioning
}

/// What the presenting view looked like before the sheet changed it.
struct PresentingViewState {
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let masksToBounds: Bool
    let tintAdjustmentMode: UIView.TintAdjustmentMode
}

// Applying the engine's outputs: geometry, dimming, the presenting view, delegate calls and
// the running transition.
extension SheetPresentationController {
    /// Sends one input to the engine and applies its output.
    func send(_ input: SheetInput) {
        apply(engine.send(input))
    }

    /// Applies an output: everything on screen follows the engine's state.
    func apply(_ output: SheetOutput) {
        guard !isTornDown else { return }
        layoutSheet()
        dimmingView.alpha = CGFloat(output.dimming)
        dimmingView.passesTouchesThrough = engine.passesTouchesThrough
        // VoiceOver stays in the container (the sheet and its dimming) while the presenting
        // content is dimmed; at an undimmed detent that content is reachable, as it is by touch.
        containerView?.accessibilityViewIsModal = !engine.passesTouchesThrough
        applyPresentingEffect()
        report(output)
        advanceTransition(progress: output.progress)
        // The display link runs exactly while a spring moves the sheet.
        if output.settleTarget != nil { displayLink.start() } else { displayLink.stop() }
    }

    /// Places the sheet, its content and its grabber for the engine's extent.
    func layoutSheet() {
        guard let containerView else { return }
        let frame = engine.frame
        let contentSize = SheetSize(width: frame.content.width, height: frame.content.height)
        let grabberFrame = GrabberLayout.standard.frame(inContentOf: contentSize, edge: engine.layout.edge)
        dimmingView.frame = containerView.bounds
        surface.apply(frame, grabberFrame: grabberFrame, presentedView: presentedViewController.view)
    }

    /// Tells delegates what happened, like UIKit's sheets: only what the user caused.
    private func report(_ output: SheetOutput) {
        let events = output.events
        let sheetDelegate = delegate as? SheetPresentationControllerDelegate
        let selected = engine.selectedIdentifier
        if events.contains(.targetDetentChanged), output.isUserInitiated {
            sheetDelegate?.sheetPresentationController(self, willChangeSelectedDetentTo: selected)
        }
        if events.contains(.detentChanged), output.isUserInitiated {
            if prefersHapticFeedback { haptics.selectionChanged() }
            sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
        if events.contains(.willDismiss) {
            // The delegate hears `presentationControllerWillDismiss` from
            // dismissalTransitionWillBegin, once UIKit's transition coordinator exists.
            isUserDismissal = output.isUserInitiated
            beginDismissalTransitionIfNeeded(interactively: output.dismissesInteractively)
        }
        if events.contains(.dismissalCancelled) {
            isUserDismissal = false
            wantsInteractiveDismissal = false
        }
        if events.contains(.dismissed) { finishOrphanedDismissal() }
        if events.contains(.didAttemptToDismiss) { delegate?.presentationControllerDidAttemptToDismiss?(self) }
        if output.extent != lastReportedExtent {
            lastReportedExtent = output.extent
            sheetDelegate?.sheetPresentationController(self, didMoveToExtent: CGFloat(output.extent), progress: CGFloat(output.progress))
        }
        if events.contains(.targetDetentChanged) || surface.grabber.accessibilityValue == nil {
            surface.grabber.accessibilityValue = selected.rawValue
        }
    }

    /// Starts UIKit's dismissal when the engine began one on its own (a drag below the
    /// smallest detent, a flick, a tap): interactive while a finger or its release spring
    /// drives the sheet.
    private func beginDismissalTransitionIfNeeded(interactively: Bool) {
        guard !isDismissalTransitionActive, !presentedViewController.isBeingDismissed,
              presentedViewController.presentingViewController != nil else { return }
        wantsInteractiveDismissal = interactively
        presentedViewController.dismiss(animated: true)
    }

    /// The engine hid the sheet while no UIKit transition was running (UIKit refused to
    /// start the dismissal): remove the presented view controller rather than leave an
    /// invisible one presented.
    private func finishOrphanedDismissal() {
        wantsInteractiveDismissal = false
        guard transition == nil, !isDismissalTransitionActive, !isPresentationTransitionActive,
              presentedViewController.presentingViewController != nil else { return }
        presentedViewController.dismiss(animated: false)
    }

    /// Reads and clears the request for an interactive dismissal (UIKit asks once, when it
    /// sets up the dismissal).
    func takeInteractiveDismissalRequest() -> Bool {
        defer { wantsInteractiveDismissal = false }
        return wantsInteractiveDismissal
    }

    // MARK: Transitions

    /// Attaches a UIKit transition context. Called by the animator (non-interactive) or the
    /// interaction controller (interactive). The engine's phase decides when it ends.
    func beginTransition(_ kind: SheetTransitionKind, context: UIViewControllerContextTransitioning, isInteractive: Bool) {
        transition = RunningTransition(model: SheetTransition(kind: kind, isInteractive: isInteractive), context: context)
        if kind == .presentation, surface.superview !== context.containerView {
            context.containerView.addSubview(surface)
        }
        let now = CACurrentMediaTime()
        switch (kind, isInteractive) {
        case (.presentation, _) where engine.phase == .hidden && !interactivePresentationFeed.isActive:
            // An ordinary animated presentation: the engine's presentation spring drives it.
            send(.present(animated: context.isAnimated, time: now))
        case (.dismissal, false) where engine.phase != .dismissing && engine.phase != .dismissed:
            send(.dismiss(animated: context.isAnimated, time: now))
        default:
            // Interactive, or a dismissal the engine already runs: the engine leads.
            apply(engine.output)
        }
    }

    /// Updates the interactive transition's percent complete and ends the transition, exactly
    /// once, on the frame the core says it ends.
    private func advanceTransition(progress: Double) {
        guard let running = transition else { return }
        if running.model.isInteractive {
            running.context.updateInteractiveTransition(CGFloat(running.model.percentComplete(forProgress: progress)))
        }
        guard let outcome = running.model.outcome(in: engine.phase) else { return }
        transition = nil
        if running.model.isInteractive {
            if outcome == .finish {
                running.context.finishInteractiveTransition()
            } else {
                running.context.cancelInteractiveTransition()
            }
        }
        running.context.completeTransition(outcome == .finish)
    }

    // MARK: Presenting view

    /// Scales, slides and tints the presenting view as the core's effect says, touching only
    /// the properties the configured effect changes.
    private func applyPresentingEffect() {
        let configured = configuration.presentingEffect
        guard configured != .none, !isPresentingEffectSuspended, let view = presentingViewController.view else { return }
        if presentingViewState == nil {
            presentingViewState = PresentingViewState(
                transform: view.transform, cornerRadius: view.layer.cornerRadius,
                masksToBounds: view.layer.masksToBounds, tintAdjustmentMode: view.tintAdjustmentMode)
        }
        let effect = engine.presentingEffect
        if configured.scale < 1 || configured.slideAlongFraction > 0 {
            view.transform = CGAffineTransform(translationX: CGFloat(effect.translationX), y: CGFloat(effect.translationY))
                .scaledBy(x: CGFloat(effect.scale), y: CGFloat(effect.scale))
        }
        if configured.cornerRadius > 0 {
            view.layer.cornerRadius = CGFloat(effect.cornerRadius)
            view.layer.masksToBounds = effect.cornerRadius > 0 || presentingViewState?.masksToBounds == true
        }
        if configured.dimsTint {
            view.tintAdjustmentMode = effect.isTintDimmed ? .dimmed : presentingViewState?.tintAdjustmentMode ?? .automatic
        }
    }

    /// Puts the presenting view back as it was.
    func restorePresentingView() {
        guard let state = presentingViewState, let view = presentingViewController.view else { return }
        view.transform = state.transform
        view.layer.cornerRadius = state.cornerRadius
        view.layer.masksToBounds = state.masksToBounds
        view.tintAdjustmentMode = state.tintAdjustmentMode
        presentingViewState = nil
    }
}
#endif
