#if canImport(UIKit)
@preconcurrency import UIKit

/// The delegate of a ``SheetPresentationController``: UIKit's adaptive presentation delegate
/// (should/will/did dismiss, did attempt to dismiss, called as UIKit calls them for its own
/// sheets: for the user's dismissals only) plus everything the sheet does, whoever caused it.
///
/// Set it as the presentation controller's `delegate`. Every method has an empty default
/// implementation. Apps that prefer closures set ``SheetPresentationController/onNotification``,
/// which hears the same.
@MainActor
public protocol SheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The sheet now heads for another detent: `cause` says whether the user (a release, a tap
    /// that collapses it, an accessibility adjustment), the app or the system (a layout
    /// change) sent it there.
    func sheetPresentationController(_ controller: SheetPresentationController, willChangeSelectedDetentTo identifier: Detent.Identifier,
                                     cause: SheetChangeCause)

    /// The sheet came to rest on another detent. UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` corresponds to `.user`.
    func sheetPresentationController(_ controller: SheetPresentationController, didChangeSelectedDetentTo identifier: Detent.Identifier,
                                     cause: SheetChangeCause)

    /// The sheet moved: called once per frame while it moves, with its extent (points from its
    /// edge) and its presentation progress (0 hidden … 1 at the smallest detent).
    func sheetPresentationController(_ controller: SheetPresentationController, didMoveToExtent extent: CGFloat, progress: CGFloat)

    /// The sheet's phase changed (presenting, resting, dragging, settling, dismissing…).
    func sheetPresentationController(_ controller: SheetPresentationController, didChangePhase phase: SheetPhase)

    /// A finger began dragging the sheet.
    func sheetPresentationControllerWillBeginDragging(_ controller: SheetPresentationController)

    /// The finger lifted (or the system cancelled the drag).
    func sheetPresentationControllerDidEndDragging(_ controller: SheetPresentationController)

    /// The user's release sends the sheet to `targetDetent`, starting at `velocity` (points per
    /// second along the axis, positive toward expanding): change `targetDetent` to send it
    /// elsewhere (a detent, or `.hidden` to dismiss); the settle retargets from where it is,
    /// like FloatingPanel's `floatingPanelWillEndDragging(_:withVelocity:targetState:)`.
    func sheetPresentationController(_ controller: SheetPresentationController, willEndDraggingWithVelocity velocity: CGFloat,
                                     targetDetent: inout Detent.Identifier)

    /// A dismissal began, whoever caused it (the adaptive delegate's
    /// `presentationControllerWillDismiss` comes only for the user's).
    func sheetPresentationController(_ controller: SheetPresentationController, willDismissWith cause: SheetChangeCause)

    /// The sheet is gone, whoever dismissed it (the adaptive delegate's
    /// `presentationControllerDidDismiss` comes only for the user's).
    func sheetPresentationController(_ controller: SheetPresentationController, didDismissWith cause: SheetChangeCause)

    /// The dismissal announced by `willDismissWith` was undone: the user's pull went back and
    /// the sheet stays (UIKit's adaptive delegate has no such call; the presented view
    /// controller hears `viewWillAppear` again).
    func sheetPresentationController(_ controller: SheetPresentationController, didCancelDismissalWith cause: SheetChangeCause)

    /// The presentation completed: the sheet arrived and UIKit ended the transition.
    func sheetPresentationControllerDidPresent(_ controller: SheetPresentationController)

    /// The presentation ended without the sheet ever arriving: the user pushed it back out
    /// while it came in, or let go of an edge pan too early. Only a sheet the user may
    /// dismiss is pushed out; otherwise the release takes it to its detent and the adaptive
    /// delegate hears `presentationControllerDidAttemptToDismiss(_:)`. UIKit's adaptive
    /// delegate hears a push-out of the app's presentation as the user's dismissal
    /// (`presentationControllerWillDismiss(_:)`, then `presentationControllerDidDismiss(_:)`,
    /// both once the sheet is out: no dismissal transition runs);
    /// an edge pan let go early presented nothing the app began and reports nothing there.
    func sheetPresentationControllerDidCancelPresentation(_ controller: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, willChangeSelectedDetentTo identifier: Detent.Identifier,
                                            cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didChangeSelectedDetentTo identifier: Detent.Identifier,
                                            cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didMoveToExtent extent: CGFloat, progress: CGFloat) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didChangePhase phase: SheetPhase) {}
    /// Does nothing.
    public func sheetPresentationControllerWillBeginDragging(_ controller: SheetPresentationController) {}
    /// Does nothing.
    public func sheetPresentationControllerDidEndDragging(_ controller: SheetPresentationController) {}
    /// Keeps the proposed target.
    public func sheetPresentationController(_ controller: SheetPresentationController, willEndDraggingWithVelocity velocity: CGFloat,
                                            targetDetent: inout Detent.Identifier) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, willDismissWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didDismissWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPresentationController(_ controller: SheetPresentationController, didCancelDismissalWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPresentationControllerDidPresent(_ controller: SheetPresentationController) {}
    /// Does nothing.
    public func sheetPresentationControllerDidCancelPresentation(_ controller: SheetPresentationController) {}
}

extension SheetPresentationControllerDelegate {
    /// Calls the method that corresponds to `notification`.
    func sheetPresentationController(_ controller: SheetPresentationController, didReceive notification: SheetNotification) {
        switch notification {
        case .willChangeSelectedDetent(let identifier, let cause):
            sheetPresentationController(controller, willChangeSelectedDetentTo: identifier, cause: cause)
        case .didChangeSelectedDetent(let identifier, let cause):
            sheetPresentationController(controller, didChangeSelectedDetentTo: identifier, cause: cause)
        case .didMove(let extent, let progress):
            sheetPresentationController(controller, didMoveToExtent: CGFloat(extent), progress: CGFloat(progress))
        case .phaseChanged(let phase): sheetPresentationController(controller, didChangePhase: phase)
        case .dragBegan: sheetPresentationControllerWillBeginDragging(controller)
        case .dragEnded: sheetPresentationControllerDidEndDragging(controller)
        case .willEndDragging: break   // asked with its inout target by the controller itself
        case .willDismiss(let cause): sheetPresentationController(controller, willDismissWith: cause)
        case .didDismiss(let cause): sheetPresentationController(controller, didDismissWith: cause)
        case .didCancelDismissal(let cause): sheetPresentationController(controller, didCancelDismissalWith: cause)
        case .didPresent: sheetPresentationControllerDidPresent(controller)
        case .didCancelPresentation: sheetPresentationControllerDidCancelPresentation(controller)
        case .didAttemptToDismiss: break   // the adaptive delegate's presentationControllerDidAttemptToDismiss hears it
        }
    }
}
#endif
