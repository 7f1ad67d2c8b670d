#if canImport(UIKit)
@preconcurrency import UIKit

/// The delegate of a ``SheetPresentationController``: UIKit's adaptive presentation delegate
/// (should/will/did dismiss, did attempt to dismiss) plus detent changes and motion.
///
/// Set it as the presentation controller's `delegate`. Like UIKit's sheets, SheetKit reports
/// detent changes and dismissals that the user causes; changes the app makes are not echoed
/// back. Every method has an empty default implementation.
@MainActor
public protocol SheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user sent the sheet toward another detent (a release, a tap that collapses it, an
    /// accessibility adjustment); it is on its way there.
    func sheetPresentationController(_ controller: SheetPresentationController, willChangeSelectedDetentTo identifier: Detent.Identifier)

    /// The sheet came to rest on the detent the user sent it to.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController)

    /// The sheet moved: called once per frame while it moves, with its extent (points from its
    /// edge) and its presentation progress (0 hidden … 1 at the smallest detent).
    func sheetPresentationController(_ controller: SheetPresentationController, didMoveToExtent extent: CGFloat, progress: CGFloat)

    /// The presentation ended without the sheet ever resting: the user pushed it back out
    /// while it came in, or let go of an edge pan too early. Nothing was presented, so
    /// `presentationControllerDidDismiss(_:)` is not called.
    func sheetPresentationControllerDidCancelPresentation(_ controller: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, willChangeSelectedDetentTo identifier: Detent.Identifier) {}
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didMoveToExtent extent: CGFloat, progress: CGFloat) {}
    /// Does nothing.
    public func sheetPresentationControllerDidCancelPresentation(_ controller: SheetPresentationController) {}
}
#endif
