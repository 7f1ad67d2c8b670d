#if canImport(UIKit)
@preconcurrency import UIKit

// The sheet's gestures: when a drag may begin (asked of the lifecycle), which scroll views move
// with it, and turning touches into lifecycle events.
extension SheetViewDriver: UIGestureRecognizerDelegate {
    func configureGestures() {
        panGesture.addTarget(self, action: #selector(handlePan(_:)))
        panGesture.delegate = self
        surface.addGestureRecognizer(panGesture)
        // Catch on touch-down: recognizes at once, with everything, and never holds a touch back.
        touchRecognizer.minimumPressDuration = 0
        touchRecognizer.cancelsTouchesInView = false
        touchRecognizer.delaysTouchesEnded = false
        touchRecognizer.addTarget(self, action: #selector(handleTouch(_:)))
        touchRecognizer.delegate = self
        surface.addGestureRecognizer(touchRecognizer)
    }

    /// Remembers where the finger went down: the drag region is asked about it, and the
    /// scroll view under it is tracked.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touchDownLocation = touch.location(in: owner?.sheetContainerView)
        return true
    }

    /// The touch recognizer always begins; the pan asks the lifecycle
    /// (``SheetLifecycle/panMayBegin(atX:y:motionX:motionY:)``) with the touch-down
    /// point in the container's coordinates and the finger's initial motion (its translation
    /// so far, or its velocity when it has not moved yet).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === touchRecognizer || panShouldBegin()
    }

    private func panShouldBegin() -> Bool {
        let view = owner?.sheetContainerView
        let translation = panGesture.translation(in: view)
        let motion = translation == .zero ? panGesture.velocity(in: view) : translation
        let location = touchDownLocation ?? .zero
        return owner?.panMayBegin(atX: Double(location.x), y: Double(location.y),
                                  motionX: Double(motion.x), motionY: Double(motion.y), appAllows: shouldBeginDrag) ?? false
    }

    /// The sheet shares the finger with the pan of the scroll view the app named
    /// (``trackedScrollView``) alone, or, without one, of any scroll view inside it that scrolls
    /// along the sheet's axis (`ScrollViewSelection.sharesFinger(isTheNamedOne:scrollsAlongAxis:)`);
    /// the touch recognizer shares it with everything.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer !== touchRecognizer else { return true }
        guard other.isPanOfScrollView(inside: surface), let scrollView = other.pannedScrollView else { return false }
        let axis = owner?.engine.layout.edge.axis ?? .vertical
        return ScrollViewSelection.sharesFinger(isTheNamedOne: trackedScrollView.map { $0 === scrollView },
                                                scrollsAlongAxis: ScrollCandidate(scrollView).scrolls(along: axis))
    }

    @objc func handleTouch(_ touch: UILongPressGestureRecognizer) {
        switch touch.state {
        case .began: send(.touchDown(time: CACurrentMediaTime()))
        case .ended, .cancelled, .failed: send(.touchUp(time: CACurrentMediaTime()))
        case .possible, .changed: break
        @unknown default: break
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let view = owner?.sheetContainerView
        let edge = owner?.engine.layout.edge ?? .bottom
        let point = pan.translation(in: view)
        let translation = edge.axis.along(x: Double(point.x), y: Double(point.y))
        let delta = edge.extentDelta(forCoordinateDelta: translation - lastPanTranslation)
        let now = CACurrentMediaTime()
        switch pan.state {
        case .began:
            lastPanTranslation = translation
            send(.panBegan(time: now))
        case .changed:
            lastPanTranslation = translation
            send(.panChanged(delta: delta, time: now, scroll: scrollTracker?.metrics))
        case .ended:
            lastPanTranslation = translation
            // The last move first: it may carry the sheet below its smallest detent.
            send(.panChanged(delta: delta, time: now, scroll: scrollTracker?.metrics))
            send(.panEnded(velocity: edge.extentDelta(for: pan.velocity(in: view)), time: now,
                                    scrollViewPanActive: scrollTracker?.isScrollViewPanActive ?? false))
        case .cancelled, .failed:
            send(.panCancelled(time: now))
        case .possible, .recognized:
            break
        @unknown default:
            break
        }
    }

    /// Tracks the scroll view to share this drag with: the explicit one when the drag starts
    /// on it, or the deepest one under the touch-down point that scrolls along the sheet's
    /// axis (the core's ``ScrollViewSelection``). Its own pan's end is reported to the lifecycle.
    func trackScrollView() {
        let axis = owner?.engine.layout.edge.axis ?? .vertical
        let point = surface.convert(touchDownLocation ?? .zero, from: owner?.sheetContainerView)
        let chain = surface.scrollViews(under: point)
        let named = trackedScrollView.map { named in
            chain.firstIndex { $0 === named }.map(NamedScrollView.underTouch(at:)) ?? .elsewhere
        } ?? NamedScrollView.none
        let tracked = ScrollViewSelection.trackedIndex(in: chain.map(ScrollCandidate.init), axis: axis, named: named).map { chain[$0] }
        scrollTracker = tracked.map { scrollView in
            SheetScrollTracker(scrollView: scrollView, axis: axis) { [weak self] in self?.send(.scrollViewPanEnded) }
        }
    }
}
#endif
