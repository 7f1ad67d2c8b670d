#if canImport(UIKit)
@preconcurrency import UIKit

/// The delegate of a ``SheetPanelController``: everything the panel does, whoever caused it —
/// what a presented sheet's ``SheetPresentationControllerDelegate`` hears, for a panel.
///
/// Every method has an empty default implementation. Apps that prefer closures set
/// ``SheetPanelController/onNotification``, which hears the same.
@MainActor
public protocol SheetPanelControllerDelegate: AnyObject {
    /// The panel now heads for another detent (`cause`: the user, the app or the system).
    func sheetPanel(_ panel: SheetPanelController, willChangeSelectedDetentTo identifier: Detent.Identifier, cause: SheetChangeCause)
    /// The panel came to rest on another detent.
    func sheetPanel(_ panel: SheetPanelController, didChangeSelectedDetentTo identifier: Detent.Identifier, cause: SheetChangeCause)
    /// The panel moved: once per frame while it moves, with its extent (points from its edge)
    /// and its progress (0 hidden … 1 at the smallest detent).
    func sheetPanel(_ panel: SheetPanelController, didMoveToExtent extent: CGFloat, progress: CGFloat)
    /// The panel's phase changed.
    func sheetPanel(_ panel: SheetPanelController, didChangePhase phase: SheetPhase)
    /// A finger began dragging the panel.
    func sheetPanelWillBeginDragging(_ panel: SheetPanelController)
    /// The finger lifted (or the system cancelled the drag).
    func sheetPanelDidEndDragging(_ panel: SheetPanelController)
    /// The user's release sends the panel to `targetDetent` at `velocity` (points per second
    /// along the axis, positive toward expanding): change `targetDetent` to send it elsewhere.
    func sheetPanel(_ panel: SheetPanelController, willEndDraggingWithVelocity velocity: CGFloat, targetDetent: inout Detent.Identifier)
    /// The panel began to hide, whoever caused it.
    func sheetPanel(_ panel: SheetPanelController, willHideWith cause: SheetChangeCause)
    /// The panel is hidden (still in its parent, ready to show again).
    func sheetPanel(_ panel: SheetPanelController, didHideWith cause: SheetChangeCause)
    /// The hide announced by `willHideWith` was undone: the user's pull went back and the
    /// panel stays shown.
    func sheetPanel(_ panel: SheetPanelController, didCancelHidingWith cause: SheetChangeCause)
    /// The panel came in and rests on its detent.
    func sheetPanelDidShow(_ panel: SheetPanelController)
    /// The panel was pushed back out while it came in: it never showed. Only a panel that
    /// ``SheetPanelController/allowsUserHiding``; a persistent one caught while it comes in
    /// goes on to its detent, and ``sheetPanelDidAttemptToHide(_:)`` is sent.
    func sheetPanelDidCancelShowing(_ panel: SheetPanelController)
    /// The user tried to hide a panel that may not be hidden
    /// (``SheetPanelController/allowsUserHiding`` is `false`).
    func sheetPanelDidAttemptToHide(_ panel: SheetPanelController)
}

extension SheetPanelControllerDelegate {
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, willChangeSelectedDetentTo identifier: Detent.Identifier, cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, didChangeSelectedDetentTo identifier: Detent.Identifier, cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, didMoveToExtent extent: CGFloat, progress: CGFloat) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, didChangePhase phase: SheetPhase) {}
    /// Does nothing.
    public func sheetPanelWillBeginDragging(_ panel: SheetPanelController) {}
    /// Does nothing.
    public func sheetPanelDidEndDragging(_ panel: SheetPanelController) {}
    /// Keeps the proposed target.
    public func sheetPanel(_ panel: SheetPanelController, willEndDraggingWithVelocity velocity: CGFloat, targetDetent: inout Detent.Identifier) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, willHideWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, didHideWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPanel(_ panel: SheetPanelController, didCancelHidingWith cause: SheetChangeCause) {}
    /// Does nothing.
    public func sheetPanelDidShow(_ panel: SheetPanelController) {}
    /// Does nothing.
    public func sheetPanelDidCancelShowing(_ panel: SheetPanelController) {}
    /// Does nothing.
    public func sheetPanelDidAttemptToHide(_ panel: SheetPanelController) {}
}

extension SheetPanelControllerDelegate {
    /// Calls the method that corresponds to `notification`.
    func sheetPanel(_ panel: SheetPanelController, didReceive notification: SheetNotification) {
        switch notification {
        case .willChangeSelectedDetent(let identifier, let cause): sheetPanel(panel, willChangeSelectedDetentTo: identifier, cause: cause)
        case .didChangeSelectedDetent(let identifier, let cause): sheetPanel(panel, didChangeSelectedDetentTo: identifier, cause: cause)
        case .didMove(let extent, let progress): sheetPanel(panel, didMoveToExtent: CGFloat(extent), progress: CGFloat(progress))
        case .phaseChanged(let phase): sheetPanel(panel, didChangePhase: phase)
        case .dragBegan: sheetPanelWillBeginDragging(panel)
        case .dragEnded: sheetPanelDidEndDragging(panel)
        case .willEndDragging: break   // asked with its inout target by the panel itself
        case .willDismiss(let cause): sheetPanel(panel, willHideWith: cause)
        case .didDismiss(let cause): sheetPanel(panel, didHideWith: cause)
        case .didCancelDismissal(let cause): sheetPanel(panel, didCancelHidingWith: cause)
        case .didPresent: sheetPanelDidShow(panel)
        case .didCancelPresentation: sheetPanelDidCancelShowing(panel)
        case .didAttemptToDismiss: sheetPanelDidAttemptToHide(panel)
        }
    }
}
#endif
