// The dismissal permission as an input/event pair. UIKit asks its adaptive delegate
// (`presentationControllerShouldDismiss`) only when the user actually tries to dismiss; with
// ``DismissalPermission/askWhenNeeded`` the engine says when that is
// (``SheetEvents/needsDismissalPermission``), holds the input that tried, and applies it
// when ``SheetInput/dismissalPermission(_:)`` brings the answer.
extension SheetEngine {
    /// Holds `input` until the permission is answered.
    mutating func hold(_ input: HeldInput, report: inout Report) {
        heldInput = input
        report.cause = .user
        report.events.insert(.needsDismissalPermission)
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
