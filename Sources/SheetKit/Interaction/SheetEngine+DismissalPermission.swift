// The dismissal permission as an input/event pair. UIKit asks its adaptive delegate
// (`presentationControllerShouldDismiss`) only when the user actually tries to dismiss; with
// ``DismissalPermission/askWhenNeeded`` the engine says when that is
// (``SheetEvents/needsDismissalPermission``), holds the input that tried, and applies it
// when ``SheetInput/dismissalPermission(_:)`` brings the answer. Until then the held input
// waits; a newer input of the same finger joins it, one that supersedes it drops it.
extension SheetEngine {
    /// Holds `input` until the permission is answered.
    mutating func hold(_ input: HeldInput, report: inout Report) {
        heldInput = input
        report.cause = .user
        report.events.insert(.needsDismissalPermission)
    }

    /// Later events of the held gesture, handled against the held input instead of the state:
    /// a move adds to a held move; a release replaces a held move (the move was never shown,
    /// so the release is decided from where the sheet is shown, and held in its place under
    /// the question already asked if it would dismiss); after a held release, moves and
    /// releases are ignored (that finger has lifted) and a drag that begins is a new gesture
    /// that catches the sheet where it is (the release is dropped).
    /// - Returns: Whether `input` was taken here (it must not be handled again).
    mutating func joinHeldInput(_ input: SheetInput, report: inout Report) -> Bool {
        guard let held = heldInput else { return false }
        switch (held, input) {
        case (.dragChanged(let heldDelta, _, _), .dragChanged(let delta, let time, let scroll)):
            heldInput = .dragChanged(delta: (heldDelta + delta.signedLength).signedLength, time: time, scroll: scroll)
            return true
        case (.dragChanged, .dragEnded(let velocity, let time)):
            heldInput = nil
            endDrag(velocity: velocity, time: time, report: &report)
            // One question per gesture: the one already asked covers the held release.
            report.events.remove(.needsDismissalPermission)
            return true
        case (.dragChanged, .dragCancelled(let time)):
            heldInput = nil
            endDrag(velocity: 0, time: time, report: &report)
            // One question per gesture: the one already asked covers the held release.
            report.events.remove(.needsDismissalPermission)
            return true
        case (.dragEnded, .dragChanged), (.dragEnded, .dragEnded), (.dragEnded, .dragCancelled):
            return true
        case (.dragEnded, .dragBegan(let time)):
            heldInput = nil
            guard case .dragging(let drag, let grip) = motion.state else { return true }
            report.cause = .user
            motion.state = .dragging(AxisDrag(at: drag.shown, time: clock.accept(time)),
                                     Grip(transition: grip.transition, appPresents: grip.appPresents))
            return true
        default:
            return false
        }
    }

    /// Drops the held input when the input just handled left the state it was taken in: a
    /// request once the sheet no longer takes the user's requests (a touch caught it, a drag
    /// began, a dismissal began), a drag event once its drag is over (the app dismissed).
    /// Its answer, when it comes, then finds nothing to apply.
    mutating func dropSupersededHeldInput() {
        guard let held = heldInput else { return }
        switch held {
        case .requestDismissal: if !acceptsUserRequests { heldInput = nil }
        case .dragChanged, .dragEnded: if phase != .dragging { heldInput = nil }
        }
    }

    /// Applies the held input, if any, with `answer`. A drag keeps the answer until it ends.
    mutating func releaseHeldInput(answer: Bool, report: inout Report) {
        guard let input = heldInput else { return }
        heldInput = nil
        switch input {
        case .dragChanged(let delta, let time, let scroll):
            recordPermission(answer)
            changeDrag(delta: delta, time: time, scroll: scroll, report: &report)
        case .dragEnded(let velocity, let time):
            recordPermission(answer)
            endDrag(velocity: velocity, time: time, report: &report)
        case .requestDismissal(let time):
            guard acceptsUserRequests else { return }
            if answer {
                dismiss(animated: true, time: time, cause: .user, report: &report)
            } else {
                attemptedDismissal(report: &report)
            }
        }
    }

    private mutating func recordPermission(_ answer: Bool) {
        guard case .dragging(let drag, var grip) = motion.state else { return }
        grip.permission = answer
        motion.state = .dragging(drag, grip)
    }
}
