// The app redirects a release: it sees where the user's release sends the sheet and may send
// it elsewhere, on the same settle, from where it is.
extension SheetEngine {
    mutating func redirectRelease(to target: ReleaseTarget, time: Double, report: inout Report) {
        guard case .settling(let settle, var move) = motion.state, move.kind == .settling, move.cause == .user else { return }
        clock.accept(time)
        switch target {
        case .detent(let identifier):
            guard layout.detents.index(for: identifier) != nil,
                  settle.stop.id == .hidden || identifier != selectedDetentIdentifier else { return }
            updateSelection(to: identifier, report: &report)
            // A dismissal the release had begun is cancelled when the sheet reaches the detent.
            retarget(toward: identifier, cause: .user, report: &report)
        case .hidden:
            guard settle.stop.id != .hidden else { return }
            if move.transition == nil {
                move.transition = .dismissal
                motion.state = .settling(settle, move)
                report.events.insert(.willDismiss)
            }
            retarget(toward: .hidden, cause: .user, report: &report)
        }
    }
}
