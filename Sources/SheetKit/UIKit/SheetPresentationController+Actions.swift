#if canImport(UIKit)
@preconcurrency import UIKit

/// What the presenting view looked like before the sheet changed it.
struct PresentingViewState {
    let transform: CGAffineTransform
    let cornerRadius: CGFloat
    let masksToBounds: Bool
    let tintAdjustmentMode: UIView.TintAdjustmentMode
}

// The presentation's side of the driver: its lifecycle, its container, its delegate.
extension SheetPresentationController: SheetViewDriverOwner {
    /// Passes one event to the lifecycle; the runner performs what it queues (the driver the
    /// views' part), re-entrantly and in order.
    func handle(_ event: SheetLifecycleEvent) {
        runner.send(event)
    }

    var engine: SheetEngine { lifecycle.engine }

    var selection: Detent.Identifier { lifecycle.selectedDetentIdentifier }

    var isLeaving: Bool { lifecycle.isLeaving }

    func panMayBegin(atX x: Double, y: Double, motionX: Double, motionY: Double,
                     appAllows: ((SheetDragStart) -> Bool)?) -> Bool {
        lifecycle.panMayBegin(atX: x, y: y, motionX: motionX, motionY: motionY, appAllows: appAllows)
    }

    var sheetContainerView: UIView? { containerView }

    func setNeedsContainerDescription() {
        containerView?.setNeedsLayout()
    }

    /// The container view: its siblings hold the presenting content.
    var accessibilityModalView: UIView? { containerView }

    var sheetContent: UIViewController { presentedViewController }

    /// The container view as the core sees it, with the popover's source rectangle.
    func describeContainer() -> SheetContainer {
        driver.describeContainer(size: containerView?.bounds.size ?? .zero,
                                 safeAreaInsets: SheetInsets(containerView?.safeAreaInsets ?? .zero),
                                 traits: traitCollection, sourceRect: popoverSourceRect)
    }

    /// Where a popover points, in the container view's coordinates: the bar button item's
    /// frame (iOS 17 and later), or the source rectangle in the source view.
    private var popoverSourceRect: CGRect? {
        let itemFrame: CGRect?
        if #available(iOS 17.0, *) {
            itemFrame = containerView.flatMap { barButtonItem?.frame(in: $0) }
        } else {
            itemFrame = nil
        }
        return itemFrame ?? sourceView.flatMap { view in
            containerView.map { view.convert(sourceRect ?? view.bounds, to: $0) }
        }
    }

    func notifyDelegate(_ notification: SheetNotification) {
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(self, didReceive: notification)
    }

    func delegateTarget(velocity: CGFloat, proposed: Detent.Identifier) -> Detent.Identifier {
        var target = proposed
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationController(
            self, willEndDraggingWithVelocity: velocity, targetDetent: &target)
        return target
    }

    /// Follows an edge pan that presents the sheet (``SheetEdgePanPresenter``).
    /// - Parameter translation: The pan's total translation along the sheet's axis, as an
    ///   extent, in points.
    func followPresentingPan(translation: Double) {
        handle(.edgePanChanged(translation: translation, time: CACurrentMediaTime()))
    }

    /// The edge pan presenting the sheet ended.
    /// - Parameters:
    ///   - translation: Its last total translation, as an extent, in points.
    ///   - velocity: Its velocity as an extent rate, in points per second (0 when cancelled).
    func endPresentingPan(translation: Double, velocity: Double) {
        followPresentingPan(translation: translation)
        handle(.edgePanEnded(velocity: velocity, time: CACurrentMediaTime()))
    }
}

// The UIKit calls only a presentation makes: the dismissal, the adaptive delegate, the
// presenting view (its transition and the sheets it is stacked on: +Transition).
extension SheetPresentationController: SheetPresentationActions {
    func beginDismissal(animated: Bool) {
        presentedViewController.dismiss(animated: animated)
    }

    /// Whether the user may dismiss now, as the core's ``DismissalPermission/Question`` asks it: the
    /// content (or a child, a form inside a navigation controller say) modal in presentation
    /// or presenting something, then the delegate, then ``onShouldDismiss``.
    func answerDismissalPermission() {
        let permission = DismissalPermission.Question(isModalInPresentation: presentedViewController.holdsModalInPresentation,
                                             presentsAnotherViewController: presentedViewController.presentedViewController != nil)
        handle(.dismissalPermission(permission.answer(delegate: { delegate?.presentationControllerShouldDismiss?(self) },
                                                      onShouldDismiss: { onShouldDismiss?() })))
    }

    /// Scales, slides and tints the presenting view as the core's effect says, on top of what
    /// it looked like before: an effect that does not scale or slide leaves the app's own
    /// transform, and the corners are never less round than the app made them.
    func applyPresentingEffect(_ effect: PresentingViewEffect) {
        guard let view = presentingViewController.viewIfLoaded else { return }
        let original = presentingViewState ?? PresentingViewState(
            transform: view.transform, cornerRadius: view.layer.cornerRadius,
            masksToBounds: view.layer.masksToBounds, tintAdjustmentMode: view.restorableTintAdjustmentMode)
        presentingViewState = original
        // Scaled about the centre, then moved by the translation (in the container's points).
        view.transform = original.transform.concatenating(CGAffineTransform(
            a: CGFloat(effect.scale), b: 0, c: 0, d: CGFloat(effect.scale),
            tx: CGFloat(effect.translationX), ty: CGFloat(effect.translationY)))
        let corners = effect.corners(over: PresentingViewCorners(radius: Double(original.cornerRadius),
                                                                 masksToBounds: original.masksToBounds))
        view.layer.cornerRadius = CGFloat(corners.radius)
        view.layer.masksToBounds = corners.masksToBounds
        view.tintAdjustmentMode = effect.isTintDimmed ? .dimmed : original.tintAdjustmentMode
    }

    /// Hides the presenting view's elements from VoiceOver, keeping the value it had to give
    /// back (UIAccessibility.h lines 156–160, iOS 26.2 SDK, `accessibilityElementsHidden`:
    /// "Marks all the accessible elements contained within as hidden").
    func hidePresentingContentFromAccessibility(_ hidden: Bool) {
        guard let view = presentingViewController.viewIfLoaded else { return }
        if hidden {
            if presentingViewWasHiddenFromAccessibility == nil { presentingViewWasHiddenFromAccessibility = view.accessibilityElementsHidden }
            view.accessibilityElementsHidden = true
        } else if let was = presentingViewWasHiddenFromAccessibility {
            view.accessibilityElementsHidden = was
            presentingViewWasHiddenFromAccessibility = nil
        }
    }

    /// Puts the presenting view back as it was.
    func restorePresentingView() {
        guard let state = presentingViewState, let view = presentingViewController.viewIfLoaded else { return }
        view.transform = state.transform
        view.layer.cornerRadius = state.cornerRadius
        view.layer.masksToBounds = state.masksToBounds
        view.tintAdjustmentMode = state.tintAdjustmentMode
        presentingViewState = nil
    }
}
#endif
