// The app redirects a release: it sees where the user's release sends the sheet and may send
// it elsewhere, on the same settle, from where it is.
extension SheetEngine {
    mutating func redirectRelease(to target: Stop.ID, time: Double, report: inout Report) {
        guard case .settling(let settle, var move) = motion.state, move.kind == .settling, move.cause == .user else { return }
        if target != .hidden {
            guard layout.detents.index(for: target) != nil,
                  move.heading == .hidden || target != selectedDetentIdentifier else { return }
            clock.accept(time)
            updateSelection(to: target, report: &report)
            // A dismissal the release had begun is cancelled when the sheet reaches the detent.
            retarget(toward: target, cause: .user, report: &report)
        } else {
            guard move.heading != .hidden else { return }
            clock.accept(time)
            if move.transition == nil {
                move.transition = .dismissal
                motion.state = .settling(settle, move)
                report.events.insert(.willDismiss)
            }
            retarget(toward: .hidden, cause: .user, report: &report)
        }
    }

    /// ``SheetInput/withdrawUnannouncedDismissal``: a settle toward a detent that still belongs
    /// to a dismissal drops it.
    mutating func withdrawUnannouncedDismissal() {
        guard case .settling(let settle, var move) = motion.state, move.transition == .dismissal, move.heading != .hidden else { return }
        move.transition = nil
        motion.state = .settling(settle, move)
    }
}
