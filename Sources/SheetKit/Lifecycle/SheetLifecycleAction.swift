/// What a sheet's ``SheetLifecycle`` asks the UIKit adapter to do: each case is one property
/// write or one UIKit call, performed in the order given. Actions that can call back into
/// the lifecycle synchronously (UIKit calls, delegate calls) come after the view writes of
/// the same event.
package enum SheetLifecycleAction: Hashable, Sendable {
    // MARK: Views

    /// Place the sheet's surface, content and grabber for `frame` (container coordinates).
    case layout(SheetFrame)
    /// Draw the surface: round `appearance.roundedCorners` with its radius, show its glass
    /// opacity (glass under an opaque background of alpha 1 − opacity) and its border.
    case drawSurface(SheetSurfaceAppearance)
    /// Step the sheet back because sheets are stacked on it: transform the surface by a scale
    /// of `effect.scale` about its center followed by a move of `translation` (points,
    /// container axes), and set the black overlay on it to `effect.dimmingAlpha`. The corners
    /// come with ``drawSurface(_:)``. An effect at level 0 puts the sheet back (scale 1, no
    /// move, no overlay).
    case applyStackEffect(SheetStackEffect, translation: SheetPoint)
    /// Set the dimming view's alpha, in 0...1.
    case setDimming(Double)
    /// Set the blur behind the sheet: the fraction of its blur effect shown, in 0...1 (0: none).
    case setBackdropBlur(Double)
    /// Let touches outside the sheet reach the presenting content (`true`), or stop them at
    /// the dimming view.
    case setPassesTouchesThrough(Bool)
    /// Keep VoiceOver inside the sheet's container (`accessibilityViewIsModal`), or not: it is
    /// while the sheet stops touches to what is behind it and no other sheet covers it
    /// (``SheetView/isAccessibilityModal(passesTouchesThrough:coverDepth:)``).
    case setAccessibilityModal(Bool)
    /// Hide the presenting content from VoiceOver (`accessibilityElementsHidden`), or show it
    /// again as it was: hidden while the sheet dims it and gives up its modal container to a
    /// sheet presented over it (``SheetView/hidesPresentingContent(passesTouchesThrough:coverDepth:)``).
    case hidePresentingContentFromAccessibility(Bool)
    /// Apply the presenting view's scale, slide, corners and tint.
    case applyPresentingEffect(PresentingViewEffect)
    /// Put the presenting view back as it was before the sheet changed it.
    case restorePresentingView
    /// Give the content back its own `additionalSafeAreaInsets` (the ones it had before the
    /// sheet corrected them): queued once when the sheet is gone, whatever its effect.
    case restoreContentSafeArea
    /// Set the grabber's accessibility value: the selected detent as a fraction of the largest
    /// extent (the adapter formats it as a localized percentage).
    case setGrabberValue(fraction: Double)

    // MARK: The tracked scroll view

    /// A drag began: find the scroll view to share the finger with (the explicit one, or the
    /// deepest one under the touch that scrolls along the sheet's axis) and track it. Later
    /// ``SheetLifecycleEvent/panChanged(delta:time:scroll:)`` events carry its metrics.
    case trackScrollView
    /// Hold the tracked scroll view's content offset along the sheet's axis at `offset`.
    /// `sheetMoves` says whether the sheet (rather than the list) takes the finger now: the
    /// list's scroll indicator is hidden then.
    case pinScrollView(offset: Double, sheetMoves: Bool)
    /// Set the offset without animation, which also stops a running deceleration.
    case stopScrollDeceleration(offset: Double)
    /// Stop listening to the tracked scroll view and forget it.
    case releaseScrollView
    /// Send ``SheetLifecycleEvent/nextTurn`` on the next turn of the main queue.
    case scheduleNextTurn

    // MARK: Sheets on sheets

    /// Tell the SheetKit sheet this one is presented from: send it
    /// ``SheetLifecycleEvent/coveredBySheet(depth:progress:)`` with these values.
    case coverPresentingSheet(depth: Int, progress: Double)

    // MARK: The display link and the transition

    /// What the runner performs itself: the display link (started while a spring moves the
    /// sheet), and UIKit's transition context with the animations alongside it (a finger that
    /// catches a non-interactive presentation pauses it, which is interactive from then on).
    case runner(RunnerCall)
    /// Ask UIKit to dismiss the sheet (`dismiss(animated: true)`); UIKit then asks whether the
    /// dismissal is interactive (``SheetLifecycle/dismissalIsInteractive``).
    case beginDismissal
    /// The sheet is hidden but UIKit never started a dismissal (it refused the request):
    /// remove it without animation, so no invisible sheet stays presented.
    case dismissWithoutAnimation

    // MARK: Telling others

    /// Ask whether the user may dismiss now (`isModalInPresentation`, then the delegate's
    /// `presentationControllerShouldDismiss`) and answer with
    /// ``SheetLifecycleEvent/dismissalPermission(_:)``.
    case askDismissalPermission
    /// Call one method of UIKit's adaptive delegate, as UIKit does for its own sheets.
    case callAdaptiveDelegate(AdaptiveDelegateCall)
    /// Tell the sheet's own delegate and closures.
    case notify(SheetNotification)
    /// Run the completion of ``SheetLifecycleEvent/moveToDetent(_:spring:time:completion:)``
    /// with this token, once: `finished` when the sheet rests on the detent.
    case completeSelection(token: Int, finished: Bool)
    /// Play the selection haptic (a drag settled on another detent).
    case playSelectionHaptic
    /// Prepare the selection haptic (a drag began), so it plays without latency.
    case prepareSelectionHaptic
    /// Post `UIAccessibility.Notification.screenChanged` (the sheet appeared).
    case postScreenChanged
    /// Post `UIAccessibility.Notification.layoutChanged` (what VoiceOver can reach changed).
    case postLayoutChanged
    /// End editing in the content (`endEditing(true)` on its view, and the first responder
    /// the keyboard belongs to resigns wherever it is: a controller docking a composer, a text
    /// view in that composer in the keyboard's window): an embedded panel that hides stays in
    /// its parent, so a text field in it would keep the keyboard up over the parent (a
    /// presented sheet's view leaves the window, which ends its editing).
    case endEditing
}

/// The `UIAdaptivePresentationControllerDelegate` methods SheetKit calls. UIKit documents that
/// the dismissal calls come only for dismissals the user takes action for, never for
/// programmatic ones (`UIPresentationController.h`), and the lifecycle follows that.
package enum AdaptiveDelegateCall: String, Hashable, Sendable, CaseIterable {
    /// `presentationControllerWillDismiss(_:)`, from `dismissalTransitionWillBegin`.
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`, after the dismissal completed.
    case didDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case didAttemptToDismiss
}

/// What the sheet tells its own delegate and closures: everything that happened, whoever
/// caused it.
public enum SheetNotification: Hashable, Sendable {
    /// The sheet now heads for another detent.
    case willChangeSelectedDetent(Detent.Identifier, cause: SheetChangeCause)
    /// The sheet came to rest on another detent.
    case didChangeSelectedDetent(Detent.Identifier, cause: SheetChangeCause)
    /// The sheet moved: extent in points, progress in 0...1.
    case didMove(extent: Double, progress: Double)
    /// The phase changed.
    case phaseChanged(SheetPhase)
    /// A finger began dragging the sheet.
    case dragBegan
    /// The finger lifted (or the drag was cancelled).
    case dragEnded
    /// The user's release sends the sheet to `target`, starting at `velocity` (the sheet's,
    /// in points per second along the axis, positive toward expanding). The delegate may send it
    /// elsewhere at once with `SheetLifecycleEvent.redirectRelease(_:time:)`; the settle
    /// retargets from where it is.
    case willEndDragging(velocity: Double, target: Detent.Identifier)
    /// The user tried to dismiss a sheet that may not be dismissed now (what UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)` hears, for closures).
    case didAttemptToDismiss
    /// A dismissal began.
    case willDismiss(cause: SheetChangeCause)
    /// The sheet is gone.
    case didDismiss(cause: SheetChangeCause)
    /// The dismissal that ``willDismiss(cause:)`` announced was undone: the user's pull went
    /// back and the sheet stays, on its way back to rest (UIKit's transition was cancelled).
    /// Each `willDismiss` is followed by exactly one ``didDismiss(cause:)`` or one of these,
    /// unless the sheet is torn down first.
    case didCancelDismissal(cause: SheetChangeCause)
    /// The presentation completed: the sheet arrived and UIKit ended the transition.
    case didPresent
    /// The presentation was undone before it completed; nothing was presented.
    case didCancelPresentation
}

extension SheetLifecycleAction: TransitionShellAction {
    /// A sheet asks UIKit for one transition of its own: its dismissal (``beginDismissal``).
    package static var beginTransition: SheetLifecycleAction { .beginDismissal }
    /// The call in ``runner(_:)``; `nil` for the sheet's own actions.
    package var runnerCall: RunnerCall? {
        if case .runner(let call) = self { call } else { nil }
    }
}
