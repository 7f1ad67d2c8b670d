#if canImport(UIKit)
@preconcurrency import UIKit

/// The scroll view a sheet's drag shares the finger with.
///
/// It reports the scroll view's ``ScrollMetrics`` along the sheet's axis and applies the
/// engine's scroll pin. The scroll view's own pan gesture moves its content on every touch
/// event too, in an order relative to the sheet's pan that UIKit does not define; so the
/// tracker also listens to that pan (its action runs after the scroll view's own) and puts
/// the pinned offset back. At release it stops the scroll view's deceleration when the
/// sheet moved last, and otherwise lets the list decelerate on its own.
@MainActor
final class SheetScrollTracker: NSObject {
    /// The tracked scroll view.
    private(set) weak var scrollView: UIScrollView?
    private let axis: SheetAxis
    /// The offset the engine asked for last, along the axis; `nil` leaves the view alone.
    private var pin: CGFloat?
    /// Whether to stop the deceleration when the scroll view's pan ends.
    private var stopsDecelerationAtEnd = false

    /// Starts tracking `scrollView` along `axis`.
    init(scrollView: UIScrollView, axis: SheetAxis) {
        self.scrollView = scrollView
        self.axis = axis
        super.init()
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollViewPanned(_:)))
    }

    /// The scroll view's metrics along the axis, with its offset as last pinned.
    var metrics: ScrollMetrics? {
        guard let scrollView else { return nil }
        let offset = pin ?? CGFloat(axis.along(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)))
        let insets = scrollView.adjustedContentInset
        let content = scrollView.contentSize
        let bounds = scrollView.bounds.size
        return ScrollMetrics(
            offset: Double(offset),
            contentLength: axis.along(x: Double(content.width), y: Double(content.height)),
            viewportLength: axis.along(x: Double(bounds.width), y: Double(bounds.height)),
            startInset: axis.along(x: Double(insets.left), y: Double(insets.top)),
            endInset: axis.along(x: Double(insets.right), y: Double(insets.bottom)))
    }

    /// Applies the engine's pin for this drag event.
    func apply(pin newPin: Double?) {
        pin = newPin.map { CGFloat($0) }
        enforcePin()
    }

    /// Ends the drag. With a pin the scroll view is held there and its deceleration is
    /// stopped (now, or when its own pan ends if it has not yet); without one it is released.
    func finish(pin finalPin: Double?) {
        pin = finalPin.map { CGFloat($0) }
        guard let scrollView, pin != nil else { return detach() }
        switch scrollView.panGestureRecognizer.state {
        case .began, .changed:
            stopsDecelerationAtEnd = true
        default:
            // The scroll view's pan may have ended in this same touch event with its action,
            // which starts the deceleration, still to come: stop now, and again on the next
            // turn of the main queue, after every action of this event has run.
            stopDeceleration()
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.stopDeceleration()
                    self?.detach()
                }
            }
        }
    }

    /// Stops listening to the scroll view.
    func detach() {
        scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(scrollViewPanned(_:)))
        scrollView = nil
        pin = nil
    }

    @objc private func scrollViewPanned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .ended, .cancelled, .failed:
            if stopsDecelerationAtEnd {
                stopDeceleration()
                detach()
            }
        default:
            enforcePin()
        }
    }

    private func enforcePin() {
        guard let scrollView, let pinned = pinnedOffset, pinned != scrollView.contentOffset else { return }
        scrollView.contentOffset = pinned
    }

    /// Setting the offset without animation stops a running deceleration.
    private func stopDeceleration() {
        guard let scrollView, let pinned = pinnedOffset else { return }
        scrollView.setContentOffset(pinned, animated: false)
    }

    /// The scroll view's offset with its component along the axis replaced by the pin.
    private var pinnedOffset: CGPoint? {
        guard let scrollView, let pin else { return nil }
        var offset = scrollView.contentOffset
        if axis == .vertical { offset.y = pin } else { offset.x = pin }
        return offset
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
