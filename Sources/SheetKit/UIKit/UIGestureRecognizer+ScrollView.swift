#if canImport(UIKit)
@preconcurrency import UIKit

extension UIGestureRecognizer {
    /// The scroll view whose own pan this is; `nil` for any other recognizer.
    var pannedScrollView: UIScrollView? {
        (view as? UIScrollView).flatMap { self === $0.panGestureRecognizer ? $0 : nil }
    }

    /// Whether this is the pan of a scroll view inside `view` (or `view` itself).
    func isPanOfScrollView(inside view: UIView?) -> Bool {
        pannedScrollView.map { scrollView in view.map(scrollView.isDescendant(of:)) == true } ?? false
    }
}
#endif
