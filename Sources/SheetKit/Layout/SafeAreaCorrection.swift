/// Insets that may be negative, in points: a view controller's `additionalSafeAreaInsets`,
/// which can take away from the safe area UIKit derives. NaN becomes 0; values are clamped
/// into ±``InputLimits/maximumLength``.
package struct SignedInsets: Hashable, Sendable {
    /// The inset from the top, in points.
    package var top: Double
    /// The inset from the left, in points.
    package var left: Double
    /// The inset from the bottom, in points.
    package var bottom: Double
    /// The inset from the right, in points.
    package var right: Double

    /// Creates insets (see the type's sanitizing rule).
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top.signedLength
        self.left = left.signedLength
        self.bottom = bottom.signedLength
        self.right = right.signedLength
    }

    /// The inset on `side`, in points.
    package subscript(side: RectSide) -> Double {
        get {
            switch side {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch side {
            case .top: top = newValue.signedLength
            case .left: left = newValue.signedLength
            case .bottom: bottom = newValue.signedLength
            case .right: right = newValue.signedLength
            }
        }
    }
}

/// Keeps the presented content's safe area at its attached edge what it is at rest, while the
/// sheet moves.
///
/// UIKit derives a view's `safeAreaInsets` from the view's position, and how it does so for a
/// presented view controller's view that moves is not documented: it may recompute them from
/// the view's effective frame (a radar and Apple's forums report recomputation for transforms)
/// or keep them. So the adapter does not predict UIKit: after each layout it reads the insets
/// UIKit shows and corrects the view controller's `additionalSafeAreaInsets` on the attached
/// edge by the difference from the inset the core wants
/// (``SheetFrame/contentAttachedSafeAreaInset``). The other edges are left as they are.
///
/// Since `safeAreaInsets` = derived + additional, the corrected additional inset is
/// desired + own − derived, where own is the additional inset the app gave the content before
/// the sheet (kept on top of the sheet's). It does not depend on the previous correction: the
/// rule converges in one step and cannot oscillate.
package enum SafeAreaCorrection {
    /// The `additionalSafeAreaInsets` to set: `current` with the attached side corrected.
    /// - Parameters:
    ///   - side: The sheet's attached side.
    ///   - desired: The inset the content must have there, in points.
    ///   - observed: The content's `safeAreaInsets` as UIKit shows them now.
    ///   - current: The view controller's `additionalSafeAreaInsets` now.
    ///   - own: The view controller's own additional inset on `side`, before the sheet
    ///     corrected it, in points (kept on top of `desired`); non-finite counts as 0.
    /// - Returns: The insets to set; `current` when `desired` is not finite.
    /// - Complexity: O(1).
    package static func additionalInsets(side: RectSide, desired: Double, observed: SignedInsets, current: SignedInsets,
                                        own: Double = 0) -> SignedInsets {
        guard desired.isFinite else { return current }
        let derived = observed[side] - current[side]
        var corrected = current
        corrected[side] = desired + (own.isFinite ? own : 0) - derived
        return corrected
    }

    /// The view controller's own `additionalSafeAreaInsets`, which the correction keeps on top
    /// and gives back when the sheet is gone: what they were before the first correction, and
    /// what the app set since. UIKit never changes the property itself, so a side that differs
    /// from what the correction wrote last is the app's new value; a side that does not keeps
    /// the own value kept so far, so an app that changes one side by reading and writing the
    /// whole insets (`additionalSafeAreaInsets.top = 20`) does not take the correction on the
    /// attached side for its own (review: a change the app made while the sheet was up was
    /// overwritten on the next frame, and the first value was put back at the end).
    /// - Parameters:
    ///   - current: The view controller's `additionalSafeAreaInsets` now.
    ///   - written: The insets the correction wrote (or found right) last; `nil` before the first.
    ///   - kept: The own insets kept so far; `nil` before the first correction.
    /// - Complexity: O(1).
    package static func ownInsets(current: SignedInsets, written: SignedInsets?, kept: SignedInsets?) -> SignedInsets {
        guard let kept, let written else { return current }
        var own = current
        for side in RectSide.allCases where current[side] == written[side] { own[side] = kept[side] }
        return own
    }
}
