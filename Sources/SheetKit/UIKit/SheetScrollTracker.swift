#if canImport(UIKit)
@preconcurrency import UIKit

/// The scroll view a sheet's drag shares the finger with.
///
/// It reports the scroll view's ``ScrollMetrics`` along the sheet's axis, holds its offset
/// where the lifecycle pins it, stops its deceleration when told to, and reports the end of
/// the scroll view's own pan. The scroll view's pan moves its content on every touch event
/// too, in an order relative to the sheet's pan that UIKit does not define; so the tracker
/// also listens to that pan (its action runs after the scroll view's own) and puts the pinned
/// offset back. While the sheet holds it (the finger moves the sheet), the scroll indicator is
/// hidden and the view does not bounce along the axis: a list held at its start, which the
/// finger pulls past it, then stays there instead of moving past it for the scroll view's own
/// handler (and the delegate's `scrollViewDidScroll`) before the pin puts it back. A finger
/// that moves the content inward (expanding a sheet by its list) still moves it first: no
/// public API orders the two pans' handlers.
@MainActor
final class SheetScrollTracker: NSObject {
    /// The tracked scroll view.
    private(set) weak var scrollView: UIScrollView?
    private let axis: SheetAxis
    private let onPanEnded: () -> Void
    /// The offset along the axis the lifecycle pinned last; `nil` leaves the view alone.
    private var pin: CGFloat?
    /// The scroll indicator along the axis.
    private let indicator: ReferenceWritableKeyPath<UIScrollView, Bool>
    /// The indicator's visibility before the sheet held the view.
    private let showedIndicator: Bool
    /// Whether the view bounced along the axis before the sheet held it.
    private let bounced: Bool

    /// Starts tracking `scrollView` along `axis`; `onPanEnded` is called when its own pan ends.
    init(scrollView: UIScrollView, axis: SheetAxis, onPanEnded: @escaping () -> Void) {
        self.scrollView = scrollView
        self.axis = axis
        self.onPanEnded = onPanEnded
        self.indicator = axis == .vertical ? \.showsVerticalScrollIndicator : \.showsHorizontalScrollIndicator
        self.showedIndicator = scrollView[keyPath: indicator]
        self.bounced = scrollView.bounces(along: axis)
        // The offset at touch-down, so the first move does not read a list that already
        // travelled with the finger.
        self.pin = CGFloat(axis.along(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)))
        super.init()
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollViewPanned(_:)))
    }

    /// Whether the scroll view's own pan is still under way.
    var isScrollViewPanActive: Bool {
        [.began, .changed].contains(scrollView?.panGestureRecognizer.state ?? .ended)
    }

    /// The scroll view's metrics along the axis, with its offset as last pinned.
    var metrics: ScrollMetrics? {
        scrollView.map { ScrollMetrics($0, along: axis, offset: pin.map { Double($0) }) }
    }

    /// Holds the offset along the axis at `offset`; while the sheet (not the list) takes the
    /// finger, the list's scroll indicator is hidden and it does not bounce along the axis.
    func pin(at offset: Double, sheetMoves: Bool) {
        pin = CGFloat(offset)
        scrollView?[keyPath: indicator] = showedIndicator && !sheetMoves
        scrollView?.setBounces(bounced && !sheetMoves, along: axis)
        enforcePin()
    }

    /// Sets the offset without animation, which also stops a running deceleration.
    func stopDeceleration(at offset: Double) {
        pin = CGFloat(offset)
        scrollView.map { $0.setContentOffset($0.contentOffset.replacing(along: axis, with: CGFloat(offset)), animated: false) }
    }

    /// Stops listening to the scroll view and gives it back its indicator.
    func detach() {
        scrollView?[keyPath: indicator] = showedIndicator
        scrollView?.setBounces(bounced, along: axis)
        scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(scrollViewPanned(_:)))
        scrollView = nil
        pin = nil
    }

    @objc private func scrollViewPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .ended, .cancelled, .failed: onPanEnded()
        case .possible, .began, .changed, .recognized: enforcePin()
        @unknown default: enforcePin()
        }
    }

    /// Writes the pinned offset.
    private func enforcePin() {
        guard let scrollView, let pin else { return }
        scrollView.contentOffset = scrollView.contentOffset.replacing(along: axis, with: pin)
    }
}

extension UIScrollView {
    /// Whether the view bounces past its content's edges along `axis` (`bounces`, which
    /// covers both axes, before iOS 17.4).
    func bounces(along axis: SheetAxis) -> Bool {
        if #available(iOS 17.4, *) { return axis == .vertical ? bouncesVertically : bouncesHorizontally }
        return bounces
    }

    /// Sets whether the view bounces along `axis` (both axes before iOS 17.4), writing only a
    /// change.
    func setBounces(_ bounces: Bool, along axis: SheetAxis) {
        guard self.bounces(along: axis) != bounces else { return }
        if #available(iOS 17.4, *) {
            if axis == .vertical { bouncesVertically = bounces } else { bouncesHorizontally = bounces }
        } else {
            self.bounces = bounces
        }
    }
}

extension ScrollCandidate {
    /// A scroll view as the core's selection sees it.
    @MainActor
    init(_ scrollView: UIScrollView) {
        let insets = scrollView.adjustedContentInset
        self.init(
            isScrollEnabled: scrollView.isScrollEnabled,
            scrollableSize: SheetSize(width: Double(scrollView.contentSize.width + insets.left + insets.right),
                                      height: Double(scrollView.contentSize.height + insets.top + insets.bottom)),
            viewportSize: SheetSize(scrollView.bounds.size),
            alwaysBouncesVertically: scrollView.alwaysBounceVertical,
            alwaysBouncesHorizontally: scrollView.alwaysBounceHorizontal)
    }
}
#endif
