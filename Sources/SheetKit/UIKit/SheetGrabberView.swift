#if canImport(UIKit)
@preconcurrency import UIKit

/// The sheet's grabber: a capsule on the sheet's inner edge that VoiceOver users adjust to move
/// between detents (swipe up or down to increment or decrement).
@MainActor
final class SheetGrabberView: UIView {
    /// Called with +1 (increment: a larger detent) or −1 (decrement).
    var onAdjust: ((Int) -> Void)?

    private let capsule = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        capsule.backgroundColor = UIColor.tertiaryLabel
        capsule.isUserInteractionEnabled = false
        addSubview(capsule)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Sheet grabber"
        accessibilityHint = "Adjust to resize the sheet."
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Places the capsule; the view itself is larger so it is easy to hit.
    /// - Parameter capsuleFrame: The capsule's frame in the grabber's superview.
    func place(capsuleFrame: CGRect) {
        let outset = CGFloat(GrabberLayout.touchOutset)
        frame = capsuleFrame.insetBy(dx: -outset, dy: -outset)
        capsule.frame = CGRect(x: outset, y: outset, width: capsuleFrame.width, height: capsuleFrame.height)
        capsule.layer.cornerRadius = min(capsuleFrame.width, capsuleFrame.height) / 2
    }

    // UIKit declares the accessibility actions outside the main actor but calls them on it.
    override func accessibilityIncrement() { MainActor.assumeIsolated { onAdjust?(1) } }
    override func accessibilityDecrement() { MainActor.assumeIsolated { onAdjust?(-1) } }
}
#endif
