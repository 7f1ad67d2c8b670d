#if canImport(UIKit)
@preconcurrency import UIKit

/// The sheet's grabber: a capsule on the sheet's inner edge that VoiceOver users adjust to move
/// between detents (swipe up or down to increment or decrement) or activate to cycle through
/// them. It does not take touches,
/// so content beneath it stays tappable; the sheet's pan works over it as anywhere else.
@MainActor
final class SheetGrabberView: UIView {
    /// Called with +1 (increment: a larger detent) or −1 (decrement).
    var onAdjust: ((Int) -> Void)?
    /// Called when assistive technology activates the grabber (the core picks the detent).
    var onActivate: (() -> Void)?

    private let capsule = UIView()
    /// The capsule's color (`.tertiaryLabel`, UIKit's, until the app sets another).
    var color: UIColor {
        get { capsule.backgroundColor ?? .tertiaryLabel }
        set { capsule.backgroundColor = newValue }
    }
    private static let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        return formatter
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        capsule.backgroundColor = UIColor.tertiaryLabel
        addSubview(capsule)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = NSLocalizedString("Sheet grabber", comment: "VoiceOver label of a sheet's grabber")
        accessibilityHint = NSLocalizedString("Adjust or activate to resize the sheet.", comment: "VoiceOver hint of a sheet's grabber")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Places the capsule and the accessibility rectangle (which never leaves the sheet).
    /// - Parameters:
    ///   - capsuleFrame: The capsule's frame in the grabber's superview.
    ///   - hitFrame: The accessibility rectangle in the grabber's superview.
    func place(capsuleFrame: CGRect, hitFrame: CGRect) {
        frame = hitFrame
        capsule.frame = capsuleFrame.offsetBy(dx: -hitFrame.minX, dy: -hitFrame.minY)
        capsule.layer.cornerRadius = min(capsuleFrame.width, capsuleFrame.height) / 2
    }

    /// The selected detent as VoiceOver reads it: a localized percentage of the largest extent.
    func setValue(fraction: Double) {
        accessibilityValue = Self.percentFormatter.string(from: NSNumber(value: fraction))
    }

    // UIKit declares the accessibility actions outside the main actor but calls them on it.
    override func accessibilityIncrement() { MainActor.assumeIsolated { onAdjust?(1) } }
    override func accessibilityDecrement() { MainActor.assumeIsolated { onAdjust?(-1) } }
    /// Activation resizes the sheet (`SheetEngine.grabberActivationStep`), as the system
    /// grabber does; without it, VoiceOver's double tap, Switch Control's tap and Full Keyboard
    /// Access sent a tap to the activation point, to the content under the grabber
    /// (UIAccessibility.h lines 339–346, iOS 26.2 SDK: "Implement accessibilityActivate on an
    /// element in order to handle the default action … default == NO").
    override func accessibilityActivate() -> Bool {
        // Taken even where the core does nothing (a single detent): declined, UIKit would send
        // it as a tap to the content under the grabber.
        MainActor.assumeIsolated {
            onActivate?()
            return true
        }
    }
}
#endif
