// The app's say over where a user's release goes, before a dismissal starts.
//
// A release is told to the app with ``SheetLifecycleAction/notify(_:)``'s `willEndDragging`,
// and the app may send the sheet elsewhere (its delegate's
// `willEndDraggingWithVelocity:targetDetent:`, the `onWillEndDragging` closure), which the
// adapter answers synchronously with ``SheetLifecycleEvent/redirectRelease(_:time:)`` while it
// performs that notification. A release heading to hidden used to queue the dismissal (the
// `willDismiss` notification and ``SheetLifecycleAction/beginDismissal``) in the same pass, so a
// flick the app sent back to a detent still began a UIKit dismissal and cancelled it on
// arrival: the content's `viewWillDisappear` and `viewWillAppear`, the delegates'
// `willDismiss` for a dismissal that never happened, and a transition coordinator that made the
// app's `present` fail meanwhile (review of 2026-11-27). The dismissal now waits for the
// answer: it is queued on the first ``SheetView/nextAction(presence:)`` after the notification
// was handed out, when the sheet still heads to hidden; an adapter that does not answer lets
// it go on as it was.

extension SheetView {
    /// Where a user's release that heads to hidden is, between the release and the app's say.
    enum ReleaseDismissal: Hashable, Sendable {
        /// No release waits.
        case none
        /// The release's `willEndDragging` is queued, not yet handed out; `cause` is the
        /// dismissal's.
        case awaitingNotification(cause: SheetChangeCause)
        /// The notification was handed out: the adapter has asked the app and redirected the
        /// release (or not) by the next ``nextAction(presence:)``.
        case notified(cause: SheetChangeCause)
    }

    /// Takes the dismissal out of `output` when it is a user's release heading to hidden that
    /// the app may still redirect (its `willEndDragging` is about to be queued): the
    /// notification and the request wait for the app's say (``ReleaseDismissal``).
    /// - Returns: `output` without `willDismiss` when it waits.
    mutating func holdingReleaseDismissal(_ output: SheetOutput) -> SheetOutput {
        guard shown.phase == .dragging, output.phase == .settling, output.settleTarget != nil,
              output.events.contains(.willDismiss) else { return output }
        var held = output
        held.events.remove(.willDismiss)
        releaseDismissal = .awaitingNotification(cause: output.cause ?? .user)
        return held
    }

    /// The next action to perform, or `nil` when there is none; a release's dismissal whose
    /// `willEndDragging` was handed out last time is queued first when the sheet still heads
    /// to hidden (the app did not send it to a detent).
    /// - Complexity: O(1).
    mutating func nextAction<Presence: SheetPresence>(presence: inout Presence) -> SheetLifecycleAction? {
        if case .notified(let cause) = releaseDismissal {
            releaseDismissal = .none
            confirmReleaseDismissal(cause: cause, presence: &presence)
        }
        let action = shell.next()
        if case .notify(.willEndDragging)? = action, case .awaitingNotification(let cause) = releaseDismissal {
            releaseDismissal = .notified(cause: cause)
        }
        return action
    }

    /// Queues the held dismissal as the release would have (the `willDismiss` notification,
    /// then the presence's request) when the sheet still settles toward hidden on its
    /// dismissal. When the app sent it to a detent, the engine drops the dismissal nothing was
    /// told of (``SheetInput/withdrawUnannouncedDismissal``), so a finger that catches the
    /// settle and pulls to hidden begins one that is announced (review of 2026-11-27: the
    /// engine took that pull for the withdrawn dismissal, and the sheet went away with no
    /// `willDismiss` and a panel stayed shown); nothing when the sheet went away meanwhile.
    private mutating func confirmReleaseDismissal<Presence: SheetPresence>(cause: SheetChangeCause, presence: inout Presence) {
        guard !shell.isTornDown else { return }
        var output = engine.output
        guard output.phase == .settling, output.settleTarget == .hidden, output.transition == .dismissal else {
            engine.send(.withdrawUnannouncedDismissal)
            return
        }
        output.events = .willDismiss
        output.cause = cause
        announceDismissal(cause: cause)
        presence.react(to: output, view: &self)
    }
}
