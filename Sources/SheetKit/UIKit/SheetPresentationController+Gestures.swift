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

    /// Remembers where the finger went down: the scroll view under it is tracked.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        controller.touchDownLocation = touch.location(in: controller.surface)
        return true
    }

    /// A drag starts on the sheet when the lifecycle accepts one and the finger's initial
    /// direction (its translation so far, or its velocity when it has not moved yet) lies in
    /// the configuration's cone around the sheet's axis.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === controller.touchRecognizer || panShouldBegin()
    }

    private func panShouldBegin() -> Bool {
        let view = controller.containerView
        let translation = controller.panGesture.translation(in: view)
        let direction = translation == .zero ? controller.panGesture.velocity(in: view) : translation
        let axis = controller.lifecycle.engine.layout.edge.axis
        return controller.lifecycle.canBeginDrag && controller.configuration.directionCone.contains(
            along: axis.along(x: Double(direction.x), y: Double(direction.y)),
            across: axis.across(x: Double(direction.x), y: Double(direction.y)))
    }

    /// The sheet shares the finger with the pan of any scroll view inside it that scrolls
    /// along the sheet's axis.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard let scrollView = other.view as? UIScrollView else { return gestureRecognizer === controller.touchRecognizer }
        return gestureRecognizer === controller.touchRecognizer
            || (other === scrollView.panGestureRecognizer && scrollView.isDescendant(of: controller.surface)
                && ScrollCandidate(scrollView).scrolls(along: controller.lifecycle.engine.layout.edge.axis))
    }
}

// Turning touches into lifecycle events.
extension SheetPresentationController {
    func configureGestures() {
        panGesture.addTarget(self, action: #selector(handlePan(_:)))
        panGesture.delegate = gestureDelegate
        surface.addGestureRecognizer(panGesture)
        // Catch on touch-down: recognizes at once, with everything, and never holds a touch back.
        touchRecognizer.minimumPressDuration = 0
        touchRecognizer.cancelsTouchesInView = false
        touchRecognizer.delaysTouchesEnded = false
        touchRecognizer.addTarget(self, action: #selector(handleTouch(_:)))
        touchRecognizer.delegate = gestureDelegate
        surface.addGestureRecognizer(touchRecognizer)
    }

    @objc func handleTouch(_ touch: UILongPressGestureRecognizer) {
        switch touch.state {
        case .began: handle(.touchDown(time: CACurrentMediaTime()))
        case .ended, .cancelled, .failed: handle(.touchUp(time: CACurrentMediaTime()))
        case .possible, .changed: break
        @unknown default: break
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let edge = lifecycle.engine.layout.edge
        let point = pan.translation(in: containerView)
        let translation = edge.axis.along(x: Double(point.x), y: Double(point.y))
        let now = CACurrentMediaTime()
        switch pan.state {
        case .began:
            lastPanTranslation = translation
            handle(.panBegan(time: now))
        case .changed:
            let delta = edge.extentDelta(forCoordinateDelta: translation - lastPanTranslation)
            lastPanTranslation = translation
            handle(.panChanged(delta: delta, time: now, scroll: scrollTracker?.metrics))
        case .ended:
            let delta = edge.extentDelta(forCoordinateDelta: translation - lastPanTranslation)
            lastPanTranslation = translation
            // The last move first: it may carry the sheet below its smallest detent.
            handle(.panChanged(delta: delta, time: now, scroll: scrollTracker?.metrics))
            handle(.panEnded(velocity: edge.extentDelta(for: pan.velocity(in: containerView)), time: now,
                             scrollViewPanActive: scrollTracker?.isScrollViewPanActive ?? false))
        case .cancelled, .failed:
            handle(.panCancelled(time: now))
        case .possible, .recognized:
            break
        @unknown default:
            break
        }
    }

    /// Tracks the scroll view to share this drag with: the explicit one, or the deepest one
    /// under the touch-down point that scrolls along the sheet's axis (the core's
    /// ``ScrollViewSelection``). Its own pan's end is reported to the lifecycle.
    func trackScrollView() {
        let axis = lifecycle.engine.layout.edge.axis
        let chain = sequence(first: surface.hitTest(touchDownLocation ?? .zero, with: nil), next: { $0?.superview })
            .prefix { $0 !== surface && $0 != nil }
            .compactMap { $0 as? UIScrollView }
        let found = ScrollViewSelection.trackedIndex(in: chain.map(ScrollCandidate.init), axis: axis).map { chain[$0] }
        scrollTracker = (trackedScrollView ?? found).map { scrollView in
            SheetScrollTracker(scrollView: scrollView, axis: axis) { [weak self] in self?.handle(.scrollViewPanEnded) }
        }
    }
}
#endif
