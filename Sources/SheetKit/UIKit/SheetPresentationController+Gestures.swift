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
    /// direction lies in the configuration's cone around the sheet's axis.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let containerView = controller.containerView,
              controller.engine.canBeginDrag else { return false }
        let velocity = pan.velocity(in: containerView)
        let axis = controller.engine.layout.edge.axis
        return controller.configuration.directionCone.contains(
            along: axis.along(x: Double(velocity.x), y: Double(velocity.y)),
            across: axis.across(x: Double(velocity.x), y: Double(velocity.y)))
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

    /// Whether the user may dismiss now, as UIKit decides for its sheets: not while the sheet
    /// is modal or presents something itself, and only if the delegate agrees.
    func userMayDismiss() -> Bool {
        !presentedViewController.isModalInPresentation
            && presentedViewController.presentedViewController == nil
            && (delegate?.presentationControllerShouldDismiss?(self) ?? true)
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        let edge = engine.layout.edge
        let point = pan.translation(in: containerView)
        let translation = edge.axis.along(x: Double(point.x), y: Double(point.y))
        let now = CACurrentMediaTime()
        switch pan.state {
        case .began:
            engine.allowsDismissal = userMayDismiss()
            scrollTracker?.detach()
            scrollTracker = makeScrollTracker()
            lastPanTranslation = translation
            if prefersHapticFeedback { haptics.prepare() }
            send(.dragBegan(time: now))
        case .changed, .ended:
            let delta = edge.extentDelta(forCoordinateDelta: translation - lastPanTranslation)
            lastPanTranslation = translation
            let moved = engine.send(.dragChanged(delta: delta, time: now, scroll: scrollTracker?.metrics))
            scrollTracker?.apply(pin: moved.scrollPin)
            // Apply every output, the last move's too: it may carry `willDismiss`.
            apply(moved)
            guard pan.state == .ended else { return }
            let released = engine.send(.dragEnded(velocity: edge.extentDelta(for: pan.velocity(in: containerView)), time: now))
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
        engine.allowsDismissal = userMayDismiss()
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
