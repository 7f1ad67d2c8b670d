@preconcurrency import UIKit

/// A one-pixel separator line in the system separator color.
final class HairlineView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .separator
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        let scale = window?.screen.scale ?? traitCollection.displayScale
        return CGSize(width: UIView.noIntrinsicMetric, height: 1 / max(1, scale))
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
