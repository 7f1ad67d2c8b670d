#if canImport(UIKit)
@preconcurrency import UIKit

/// The sheet's pan gesture policy: when a drag may start on the sheet and which scroll views
/// move along with it. Holds its controller unowned (the controller owns it).
@MainActor
final class SheetGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    unowned let controller: SheetPresentationController

    init(controller: SheetPresentationController) {
        self.controller = controller
    }

    /// Remembers where the finger went down: the scroll view under it is found there.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        controller.touchDownLocation = touch.location(in: controller.surface)
        return true
    }

    /// A drag starts on the sheet when the engine accepts one and the finger's initial
    /// direction (its translation so far, or its velocity when it has not moved yet) lies in
    /// the configuration's cone around the sheet's axis.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let containerView = controller.containerView,
              controller.engine.canBeginDrag else { return false }
        let translation = pan.translation(in: containerView)
        let direction = translation == .zero ? pan.velocity(in: containerView) : translation
        let axis = controller.engine.layout.edge.axis
        return controller.configuration.directionCone.contains(
            along: axis.along(x: Double(direction.x), y: Double(direction.y)),
            across: axis.across(x: Double(direction.x), y: Double(direction.y)))
    }

    /// The sheet shares the finger with the pan of any scroll view inside it that scrolls
    /// along the sheet's axis.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer,
              scrollView.isDescendant(of: controller.surface) else { return false }
        return ScrollCandidate(scrollView).scrolls(along: controller.engine.layout.edge.axis)
    }
}

// Turning touches into engine inputs.
extension SheetPresentationController {
    func configureGestures() {
        panGesture.addTarget(self, action: #selector(handlePan(_:)))
        panGesture.delegate = gestureDelegate
        surface.addGestureRecognizer(panGesture)
    }

    /// Whether UIKit's rules forbid a user dismissal now, before any delegate is asked: the
    /// presented view controller, or one of its children (a form inside a navigation
    /// controller, say), is modal in presentation, or the sheet presents something itself.
    var isDismissalBlocked: Bool {
        func isModal(_ viewController: UIViewController) -> Bool {
            viewController.isModalInPresentation || viewController.children.contains(where: isModal)
        }
        return isModal(presentedViewController) || presentedViewController.presentedViewController != nil
    }

    /// Whether the user may dismiss now, as UIKit decides for its sheets: not while
    /// ``isDismissalBlocked``, and only if the delegate agrees. Asks the delegate, so call it
    /// only when the user is really trying to dismiss.
    func userMayDismiss() -> Bool {
        !isDismissalBlocked && (delegate?.presentationControllerShouldDismiss?(self) ?? true)
    }

    /// Asks the delegate for the permission to dismiss, once per drag, the first time the
    /// engine says the drag reaches a dismissal; until then the permission is UIKit's rules
    /// alone (which only matter below the smallest detent). `reached` is evaluated only
    /// while the permission is open, so a drag event pays for the check at most until then.
    private func settleDismissalPermission(ifReached reached: @autoclosure () -> Bool) {
        guard !isDismissalPermissionSettled, reached() else { return }
        isDismissalPermissionSettled = true
        engine.allowsDismissal = userMayDismiss()
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        let edge = engine.layout.edge
        let point = pan.translation(in: containerView)
        let translation = edge.axis.along(x: Double(point.x), y: Double(point.y))
        let now = CACurrentMediaTime()
        switch pan.state {
        case .began:
            engine.allowsDismissal = !isDismissalBlocked
            isDismissalPermissionSettled = isDismissalBlocked
            scrollTracker?.detach()
            scrollTracker = makeScrollTracker()
            lastPanTranslation = translation
            if prefersHapticFeedback { haptics.prepare() }
            send(.dragBegan(time: now))
        case .changed, .ended:
            let delta = edge.extentDelta(forCoordinateDelta: translation - lastPanTranslation)
            lastPanTranslation = translation
            let metrics = scrollTracker?.metrics
            settleDismissalPermission(ifReached: engine.dragReachesDismissal(delta: delta, scroll: metrics))
            let moved = engine.send(.dragChanged(delta: delta, time: now, scroll: metrics))
            scrollTracker?.apply(pin: moved.scrollPin)
            // Apply every output, the last move's too: it may carry `willDismiss`.
            apply(moved)
            guard pan.state == .ended else { return }
            let velocity = edge.extentDelta(for: pan.velocity(in: containerView))
            settleDismissalPermission(ifReached: engine.releaseReachesDismissal(velocity: velocity))
            let released = engine.send(.dragEnded(velocity: velocity, time: now))
            endScrollTracking(pin: released.scrollPin)
            apply(released)
        case .cancelled, .failed:
            let released = engine.send(.dragCancelled(time: now))
            endScrollTracking(pin: released.scrollPin)
            apply(released)
        default:
            break
        }
    }

    /// Hands the release to the tracker. It stays referenced until the next drag or the end
    /// of the presentation: it may still have to stop the list's deceleration when the list's
    /// own pan ends, after the sheet's.
    private func endScrollTracking(pin: Double?) {
        scrollTracker?.finish(pin: pin)
    }

    /// The scroll view to share this drag with: the explicit one, or the deepest scroll view
    /// under the touch-down point that scrolls along the sheet's axis.
    private func makeScrollTracker() -> SheetScrollTracker? {
        let axis = engine.layout.edge.axis
        if let trackedScrollView {
            return SheetScrollTracker(scrollView: trackedScrollView, axis: axis)
        }
        guard let location = touchDownLocation else { return nil }
        var chain: [UIScrollView] = []
        var view = surface.hitTest(location, with: nil)
        while let current = view, current !== surface {
            if let scrollView = current as? UIScrollView { chain.append(scrollView) }
            view = current.superview
        }
        guard let index = ScrollViewSelection.trackedIndex(in: chain.map(ScrollCandidate.init), axis: axis) else { return nil }
        return SheetScrollTracker(scrollView: chain[index], axis: axis)
    }

    func handleDimmingTap() {
        engine.allowsDismissal = engine.dimmingTapReachesDismissal ? userMayDismiss() : !isDismissalBlocked
        send(.dimmingTapped(time: CACurrentMediaTime()))
    }

    /// VoiceOver's escape gesture: dismisses when allowed, reports an attempt otherwise.
    func handleEscape() -> Bool {
        engine.allowsDismissal = userMayDismiss()
        let output = engine.send(.requestDismissal(time: CACurrentMediaTime()))
        apply(output)
        return !output.events.isDisjoint(with: [.willDismiss, .didAttemptToDismiss])
    }

    func handleGrabberAdjustment(_ step: Int) {
        send(.stepDetent(by: step, time: CACurrentMediaTime()))
    }
}
#endif
