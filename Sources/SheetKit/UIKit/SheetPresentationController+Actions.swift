#if canImport(UIKit)
@preconcurrency import UIKit

/// What the presenting view looked like before the sheet changed it.
struct PresentingViewState {
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let masksToBounds: Bool
    let tintAdjustmentMode: UIView.TintAdjustmentMode
}

// Performing the lifecycle's actions: one UIKit write or call each, in order.
extension SheetPresentationController {
    /// Passes one event to the lifecycle and performs every action it queues. A UIKit
    /// call-back from inside an action re-enters here: its actions queue behind the pending
    /// ones, and this loop (or the outer one) performs them all, in order. Both are traced
    /// (see `SheetTrace`).
    func handle(_ event: SheetLifecycleEvent) {
        SheetTrace.event(event, in: SheetTrace.sheet)
        lifecycle.handle(event)
        while let action = lifecycle.nextAction() {
            SheetTrace.action(action, in: SheetTrace.sheet)
            perform(action)
        }
    }

    private func perform(_ action: SheetLifecycleAction) {
        switch action {
        case .layout(let frame): layout(frame)
        case .drawSurface(let appearance): surface.draw(appearance)
        case .applyStackEffect(let effect, let translation): surface.applyStackEffect(effect, translation: translation)
        case .coverPresentingSheet(let depth, let progress): presentingSheet?.handle(.coveredBySheet(depth: depth, progress: progress))
        case .setDimming(let alpha): dimmingView.alpha = CGFloat(alpha)
        case .setPassesTouchesThrough(let passes):
            dimmingView.passesTouchesThrough = passes
            // VoiceOver stays in the container while the presenting content is dimmed.
            containerView?.accessibilityViewIsModal = !passes
        case .applyPresentingEffect(let effect): applyPresentingEffect(effect)
        case .restorePresentingView: restorePresentingView()
        case .setGrabberValue(let fraction): surface.grabber.setValue(fraction: fraction)
        case .trackScrollView: trackScrollView()
        case .pinScrollView(let offset, let sheetMoves): scrollTracker?.pin(at: offset, sheetMoves: sheetMoves)
        case .stopScrollDeceleration(let offset): scrollTracker?.stopDeceleration(at: offset)
        case .releaseScrollView:
            scrollTracker?.detach()
            scrollTracker = nil
        case .scheduleNextTurn:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.handle(.nextTurn) } }
        case .startDisplayLink: displayLink.start()
        case .stopDisplayLink: displayLink.stop()
        case .startAlongsideAnimations: alongsideAnimator?.startAnimation()
        case .pauseInteractiveTransition:
            alongsideAnimator?.pauseAnimation()
            transitionContext?.pauseInteractiveTransition()
        case .updateInteractiveTransition(let percent):
            transitionContext?.updateInteractiveTransition(CGFloat(percent))
            scrubAlongsideAnimations(to: percent)
        case .finishInteractiveTransition:
            transitionContext?.finishInteractiveTransition()
            endAlongsideAnimations(at: .end)
        case .cancelInteractiveTransition:
            transitionContext?.cancelInteractiveTransition()
            endAlongsideAnimations(at: .start)
        case .completeTransition(let completed):
            let context = transitionContext
            transitionContext = nil
            alongsideAnimator = nil
            context?.completeTransition(completed)
        case .beginDismissal: presentedViewController.dismiss(animated: true)
        case .dismissWithoutAnimation: presentedViewController.dismiss(animated: false)
        case .askDismissalPermission: handle(.dismissalPermission(userMayDismiss()))
        case .callAdaptiveDelegate(let call): callAdaptiveDelegate(call)
        case .notify(.willEndDragging(let velocity, let proposed)): redirectRelease(velocity: velocity, proposed: proposed)
        case .notify(let notification): notify(notification)
        case .completeSelection(let token, let finished): selectionCompletions.removeValue(forKey: token)?(finished)
        case .playSelectionHaptic: haptics.selectionChanged()
        case .prepareSelectionHaptic: haptics.prepare()
        case .postScreenChanged: UIAccessibility.post(notification: .screenChanged, argument: surface)
        case .postLayoutChanged: UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }

    /// Places the sheet, its content and its grabber, and keeps the content's safe area at
    /// its attached edge what it is at rest (``SafeAreaCorrection``).
    private func layout(_ frame: SheetFrame) {
        let size = SheetSize(width: frame.content.width, height: frame.content.height)
        let edge = lifecycle.engine.layout.edge
        surface.apply(frame, grabberFrame: GrabberLayout.standard.frame(inContentOf: size, edge: edge),
                      grabberHitFrame: GrabberLayout.standard.hitFrame(inContentOf: size, edge: edge),
                      presentedView: presentedViewController.view)
        presentedViewController.additionalSafeAreaInsets = UIEdgeInsets(SafeAreaCorrection.additionalInsets(
            side: edge.attachedSide, desired: frame.contentAttachedSafeAreaInset,
            observed: SignedInsets(presentedViewController.view.safeAreaInsets),
            current: SignedInsets(presentedViewController.additionalSafeAreaInsets)))
    }

    /// Shows the alongside animations at `fraction` of their change: paused (an animator not
    /// started yet becomes active, paused at its start; a running one stops where it is), then
    /// scrubbed, linearly, as `UIViewPropertyAnimator.scrubsLinearly` does by default.
    private func scrubAlongsideAnimations(to fraction: Double) {
        alongsideAnimator?.pauseAnimation()
        alongsideAnimator?.fractionComplete = CGFloat(fraction)
    }

    /// Ends the alongside animations at `position` at once (an interactive transition is
    /// finished or cancelled on the frame the sheet arrives, where they already are), leaving
    /// the animator inactive: UIKit forbids releasing a paused or stopped property animator.
    private func endAlongsideAnimations(at position: UIViewAnimatingPosition) {
        alongsideAnimator?.pauseAnimation()
        alongsideAnimator?.stopAnimation(false)
        alongsideAnimator?.finishAnimation(at: position)
    }

    /// Whether the user may dismiss now, as UIKit decides for its sheets: not while the
    /// presented view controller (or a child, a form inside a navigation controller say) is
    /// modal in presentation or presents something itself, and only if the delegate agrees.
    /// UIKit asks the delegate only when the first two allow it.
    private func userMayDismiss() -> Bool {
        func isModal(_ viewController: UIViewController) -> Bool {
            viewController.isModalInPresentation || viewController.children.contains(where: isModal)
        }
        let blocked = isModal(presentedViewController) || presentedViewController.presentedViewController != nil
        return !blocked && (delegate?.presentationControllerShouldDismiss?(self) ?? true)
    }

    /// Lets the delegate, then the closure, send the user's release elsewhere; the engine
    /// ignores a target that is the proposed one.
    private func redirectRelease(velocity: Double, proposed: ReleaseTarget) {
        notify(.willEndDragging(velocity: velocity, target: proposed))
        var target = proposed
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(
            self, willEndDraggingWithVelocity: CGFloat(velocity), targetDetent: &target)
        target = onWillEndDragging?(CGFloat(velocity), target) ?? target
        handle(.redirectRelease(target, time: CACurrentMediaTime()))
    }

    private func callAdaptiveDelegate(_ call: AdaptiveDelegateCall) {
        switch call {
        case .willDismiss: delegate?.presentationControllerWillDismiss?(self)
        case .didDismiss: delegate?.presentationControllerDidDismiss?(self)
        case .didAttemptToDismiss: delegate?.presentationControllerDidAttemptToDismiss?(self)
        }
    }

    private func notify(_ notification: SheetNotification) {
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(self, didReceive: notification)
        onNotification?(notification)
        bridgeObserver?(notification)
    }

    /// Scales, slides and tints the presenting view as the core's effect says, on top of what
    /// it looked like before: an effect that does not scale or slide leaves the app's own
    /// transform, and the corners are never less round than the app made them.
    private func applyPresentingEffect(_ effect: PresentingViewEffect) {
        guard let view = presentingViewController.viewIfLoaded else { return }
        let original = presentingViewState ?? PresentingViewState(
            transform: view.transform, cornerRadius: view.layer.cornerRadius,
            masksToBounds: view.layer.masksToBounds, tintAdjustmentMode: view.tintAdjustmentMode)
        presentingViewState = original
        view.transform = original.transform.concatenating(
            CGAffineTransform(scaleX: CGFloat(effect.scale), y: CGFloat(effect.scale))
                .translatedBy(x: CGFloat(effect.translationX / effect.scale), y: CGFloat(effect.translationY / effect.scale)))
        view.layer.cornerRadius = max(original.cornerRadius, CGFloat(effect.cornerRadius))
        view.layer.masksToBounds = effect.cornerRadius > 0 || original.masksToBounds
        view.tintAdjustmentMode = effect.isTintDimmed ? .dimmed : original.tintAdjustmentMode
    }

    /// Puts the presenting view back as it was, and the presented view controller's own
    /// additional safe-area insets.
    private func restorePresentingView() {
        presentedViewController.additionalSafeAreaInsets = originalAdditionalSafeAreaInsets ?? presentedViewController.additionalSafeAreaInsets
        guard let state = presentingViewState, let view = presentingViewController.viewIfLoaded else { return }
        view.transform = state.transform
        view.layer.cornerRadius = state.cornerRadius
        view.layer.masksToBounds = state.masksToBounds
        view.tintAdjustmentMode = state.tintAdjustmentMode
        presentingViewState = nil
    }
}
#endif
