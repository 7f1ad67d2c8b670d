/// A view's tint adjustment mode, as UIKit's `UIView.TintAdjustmentMode` spells it, for the rule
/// that gives a presenting view its mode back after a sheet or a centred card dimmed it.
package enum TintMode: Sendable, Hashable {
    /// The view takes its superview's mode.
    case automatic
    /// Tint colors as they are.
    case normal
    /// Tint colors desaturated, as behind an alert.
    case dimmed

    /// The mode to give a view back after dimming it, from what its getter read before and its
    /// superview's mode.
    ///
    /// UIView's getter never answers `automatic`: it "always returns either
    /// UIViewTintAdjustmentModeNormal or UIViewTintAdjustmentModeDimmed", the first non-default
    /// value up the superview chain (UIView.h line 336 in iOS 26.2, 322 in 17.4). A value
    /// equal to the superview's is therefore restored as ``automatic``, so the view follows its
    /// superview again (an alert's dimming later reaches it); writing the value read back would
    /// pin the view to it for good. A value that differs from the superview's was the view's
    /// own and is restored as it was.
    /// - Parameters:
    ///   - read: The view's getter before it was dimmed (``normal`` or ``dimmed``).
    ///   - inherited: The superview's getter then (``normal`` without a superview).
    package static func restored(read: TintMode, inherited: TintMode) -> TintMode {
        read == inherited || read == .automatic ? .automatic : read
    }
}
