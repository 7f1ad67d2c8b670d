#if canImport(UIKit)
@preconcurrency import UIKit

// Performing the lifecycle's actions: one UIKit write or call each, in order. A
// presentation's own calls go to its ``SheetPresentationActions``.
extension SheetViewDriver {
    func perform(_ action: SheetLifecycleAction) {
        switch action {
        case .layout(let frame): owner.map { layout(frame, owner: $0) }
        case .drawSurface(let appearance): surface.draw(appearance)
        case .applyStackEffect(let effect, let translation): surface.applyStackEffect(effect, translation: translation)
        case .setDimming(let alpha): dimmingView.dimmingAlpha = CGFloat(alpha)
        case .setBackdropBlur(let fraction): dimmingView.blurFraction = CGFloat(fraction)
        case .setPassesTouchesThrough(let passes): dimmingView.passesTouchesThrough = passes
        case .setAccessibilityModal(let isModal): owner?.accessibilityModalView?.accessibilityViewIsModal = isModal
        case .hidePresentingContentFromAccessibility(let hidden): presentation?.hidePresentingContentFromAccessibility(hidden)
        case .setGrabberValue(let fraction): surface.grabber.setValue(fraction: fraction)
        case .trackScrollView: trackScrollView()
        case .pinScrollView(let offset, let sheetMoves): scrollTracker?.pin(at: offset, sheetMoves: sheetMoves)
        case .stopScrollDeceleration(let offset): scrollTracker?.stopDeceleration(at: offset)
        case .releaseScrollView:
            scrollTracker?.detach()
            scrollTracker = nil
        case .scheduleNextTurn:
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.send(.nextTurn) } }
        case .notify(.willEndDragging(let velocity, let proposed)): redirectRelease(velocity: velocity, proposed: proposed)
        case .notify(let notification): notify(notification)
        case .completeSelection(let token, let finished): deliverToApp(.selectionCompleted(token: token, finished: finished))
        case .playSelectionHaptic: haptics.selectionChanged()
        case .prepareSelectionHaptic: haptics.prepare()
        case .postScreenChanged: UIAccessibility.post(notification: .screenChanged, argument: surface)
        case .postLayoutChanged: UIAccessibility.post(notification: .layoutChanged, argument: nil)
        case .endEditing: endEditing()
        case .applyPresentingEffect(let effect): presentation?.applyPresentingEffect(effect)
        case .restorePresentingView: presentation?.restorePresentingView()
        case .restoreContentSafeArea: owner.map(restoreContentSafeArea)
        case .coverPresentingSheet(let depth, let progress): presentation?.coverPresentingSheet(depth: depth, progress: progress)
        case .runner:
            // The runner's own (``RunnerCall``): never handed to the views.
            break
        case .beginDismissal: presentation?.beginDismissal(animated: true)
        case .dismissWithoutAnimation: presentation?.beginDismissal(animated: false)
        case .askDismissalPermission: presentation?.answerDismissalPermission()
        case .callAdaptiveDelegate(let call): presentation?.callAdaptiveDelegate(call)
        }
    }

    /// Ends editing in the content, the keyboard's owner included wherever it is
    /// (``keyboardOwner(in:)``: a docked composer's text view lives in the keyboard's window).
    private func endEditing() {
        guard let content = owner?.sheetContent else { return }
        content.viewIfLoaded?.endEditing(true)
        switch Self.keyboardOwner(in: content) {
        case let view as UIView: view.endEditing(true)
        case let responder?: responder.resignFirstResponder()
        case nil: break
        }
    }

    /// Places the sheet, its content and its grabber, and keeps the content's safe area at
    /// its attached edge what it is at rest (``SafeAreaCorrection``).
    private func layout(_ frame: SheetFrame, owner: SheetViewDriverOwner) {
        let content = owner.sheetContent
        let size = SheetSize(width: frame.content.width, height: frame.content.height)
        let edge = owner.engine.layout.edge
        let grabber = owner.engine.layout.options.grabber
        surface.apply(frame, grabberFrame: grabber.frame(inContentOf: size, edge: edge),
                      grabberHitFrame: grabber.hitFrame(inContentOf: size, edge: edge),
                      presentedView: content.view)
        surface.drawArrow(owner.engine.layout.popoverArrow)
        desiredContentAttachedInset = frame.contentAttachedSafeAreaInset
        correctContentSafeArea(owner: owner)
    }

    /// Corrects the content's `additionalSafeAreaInsets` at the attached edge so its safe area
    /// there is the one the core wants (``SafeAreaCorrection``): after each frame write, and
    /// again whenever UIKit changes the surface's safe area later (a layout pass after the
    /// write, a stack transform), so pinned content never lags a frame.
    func correctContentSafeArea(owner: SheetViewDriverOwner) {
        guard let desired = desiredContentAttachedInset else { return }
        contentSafeArea.keep(owner.sheetContent, desired: desired, at: owner.engine.layout.edge.attachedSide)
    }

    /// Gives the content back its own `additionalSafeAreaInsets`: those it had before the
    /// sheet's first layout corrected them, or those the app set since.
    private func restoreContentSafeArea(owner: SheetViewDriverOwner) {
        contentSafeArea.restore(owner.sheetContent)
        desiredContentAttachedInset = nil
    }

    /// Lets the delegate, then the closure, send the user's release elsewhere; the engine
    /// ignores a target that is the proposed one.
    private func redirectRelease(velocity: Double, proposed: Detent.Identifier) {
        notify(.willEndDragging(velocity: velocity, target: proposed))
        let asked = owner?.delegateTarget(velocity: CGFloat(velocity), proposed: proposed) ?? proposed
        let target = onWillEndDragging?(CGFloat(velocity), asked) ?? asked
        send(.redirectRelease(target, time: CACurrentMediaTime()))
    }

    /// Tells the delegate, the app's closure and SheetKit's own observer; the app's two wait,
    /// in order, while SwiftUI updates the view presenting the sheet (``holdAppNotifications()``).
    private func notify(_ notification: SheetNotification) {
        deliverToApp(.notification(notification))
        bridgeObserver?(notification)
        // Come to rest: content that changed its length while the sheet moved (a row loaded
        // mid-drag) is measured again, once per rest, never per frame.
        if case .phaseChanged(.resting) = notification { contentLayoutChanged() }
    }

    /// Makes `call` now, or holds it while SwiftUI updates (``holdAppNotifications()``).
    private func deliverToApp(_ call: AppCall) {
        if let call = appNotifications.deliver(call) { make(call) }
    }

    private func make(_ call: AppCall) {
        switch call {
        case .notification(let notification):
            owner?.notifyDelegate(notification)
            onNotification?(notification)
        case .selectionCompleted(let token, let finished):
            completions.removeValue(forKey: token)?(finished)
        }
    }

    /// Holds the app's calls (its delegate's and closure's notifications, its selection
    /// completions: `DeferredDelivery`): the SwiftUI bridge applies a configuration or a detent
    /// inside SwiftUI's update, or removes the sheet or panel there, where an app closure that
    /// writes state would warn; it calls ``endAppNotificationHold()`` after.
    func holdAppNotifications() {
        appNotifications.hold()
    }

    /// Ends the hold; what was held reaches the app on the next turn of the main queue, in
    /// order. The driver is kept until then (a dismantled panel's goes with its host).
    func endAppNotificationHold() {
        guard appNotifications.endHold() else { return }
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                while let call = appNotifications.flushNext() { make(call) }
            }
        }
    }
}
#endif
