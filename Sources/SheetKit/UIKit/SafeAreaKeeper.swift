#if canImport(UIKit)
@preconcurrency import UIKit

/// Keeps a view controller's safe area where the core wants it at some of its sides, by
/// correcting its `additionalSafeAreaInsets` (`SafeAreaCorrection`), and gives it back its own
/// insets afterwards: those it had before the first correction, or those the app set since
/// (`SafeAreaCorrection.ownInsets`). A sheet keeps its content's attached edge, a card zoom its
/// detail's four sides; UIKit derives a view's safe area from where it is, transforms
/// included, so moving content would otherwise be laid out again on every frame.
@MainActor
struct SafeAreaKeeper {
    /// The insets last written, to tell the app's later writes from ours.
    private var written: UIEdgeInsets?
    /// The content's own insets, while it is kept.
    private var own: UIEdgeInsets?

    /// Corrects `content` so that its safe area at `side` is `desired` points (plus its own
    /// inset there).
    mutating func keep(_ content: UIViewController, desired: Double, at side: RectSide) {
        keep(content) { corrected, observed, own in
            corrected = SafeAreaCorrection.additionalInsets(side: side, desired: desired, observed: observed, current: corrected,
                                                            own: own[side])
        }
    }

    /// Corrects `content` so that its safe area is `desired` on every side (plus its own
    /// insets), in one write.
    mutating func keep(_ content: UIViewController, desired: SheetInsets) {
        let lengths = SignedInsets(top: desired.top, left: desired.left, bottom: desired.bottom, right: desired.right)
        keep(content) { corrected, observed, own in
            for side in RectSide.allCases {
                corrected = SafeAreaCorrection.additionalInsets(side: side, desired: lengths[side], observed: observed,
                                                                current: corrected, own: own[side])
            }
        }
    }

    /// Writes the `additionalSafeAreaInsets` `correct` makes of the current ones, given the
    /// observed safe area and the content's own insets.
    private mutating func keep(_ content: UIViewController,
                               correct: (inout SignedInsets, _ observed: SignedInsets, _ own: SignedInsets) -> Void) {
        let ownInsets = self.ownInsets(of: content)
        own = UIEdgeInsets(ownInsets)
        var corrected = SignedInsets(content.additionalSafeAreaInsets)
        correct(&corrected, SignedInsets(content.view.safeAreaInsets), ownInsets)
        let insets = UIEdgeInsets(corrected)
        if content.additionalSafeAreaInsets != insets { content.additionalSafeAreaInsets = insets }
        written = insets
    }

    /// Gives `content` back its own `additionalSafeAreaInsets` and stops keeping it.
    mutating func restore(_ content: UIViewController) {
        if own != nil { content.additionalSafeAreaInsets = UIEdgeInsets(ownInsets(of: content)) }
        own = nil
        written = nil
    }

    /// The content's own `additionalSafeAreaInsets` (`SafeAreaCorrection.ownInsets`).
    private func ownInsets(of content: UIViewController) -> SignedInsets {
        SafeAreaCorrection.ownInsets(current: SignedInsets(content.additionalSafeAreaInsets),
                                     written: written.map(SignedInsets.init), kept: own.map(SignedInsets.init))
    }
}
#endif
