#if canImport(UIKit)
@preconcurrency import UIKit

/// A hidden view that spans what the keyboard covers: from the keyboard layout guide's top to
/// the bottom of the view it is pinned in (iOS 17 and later; on earlier systems it is never
/// pinned and never reports).
///
/// UIKit lays it out on every move of the keyboard, including each frame of an interactive
/// dismissal (`keyboardDismissMode = .interactive`), which no keyboard notification reports.
/// After each layout it reports its frame and whether the layout ran inside a UIKit animation
/// block (the keyboard's own show or hide, a rotation): the lifecycle decides which moves to
/// follow (``SheetLifecycleEvent/keyboardTracked(covered:ownsKeyboard:inAnimation:time:)``).
///
/// Not verified on a device: the guide's frames during an interactive dismissal, and that they
/// are laid out outside an animation block, are what `UIKeyboardLayoutGuide.h` and UIKit's
/// documentation describe.
@MainActor
final class SheetKeyboardProbe: UIView {
    /// Called after each layout with the probe's frame (what the keyboard covers, in the
    /// superview's coordinates) and whether the layout ran inside an animation block; set only
    /// once the probe is pinned (iOS 17 and later): an unpinned probe's frame means nothing.
    private var onLayout: ((_ frame: CGRect, _ inAnimation: Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Adds the probe to `view`, pinned between its keyboard layout guide and its bottom, full
    /// width, and reporting each layout to `onLayout`. The guide sits at the view's bottom (not
    /// its safe area's) while the keyboard is offscreen, so an empty probe means no keyboard.
    /// Before iOS 17 the probe is added but neither pinned nor reporting: the keyboard
    /// notifications alone move the sheet.
    func pin(in view: UIView, onLayout: @escaping (_ frame: CGRect, _ inAnimation: Bool) -> Void) {
        view.insertSubview(self, at: 0)
        if #available(iOS 17.0, *) {
            self.onLayout = onLayout
            translatesAutoresizingMaskIntoConstraints = false
            view.keyboardLayoutGuide.usesBottomSafeArea = false
            NSLayoutConstraint.activate([
                topAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                bottomAnchor.constraint(equalTo: view.bottomAnchor),
                leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(frame, UIView.inheritedAnimationDuration > 0)
    }
}
#endif
