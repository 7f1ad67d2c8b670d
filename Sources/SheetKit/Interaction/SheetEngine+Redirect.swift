// The app redirects a release: it sees where the user's release sends the sheet and may send
// it elsewhere, on the same settle, from where it is.
extension SheetEngine {
    mutating func redirectRelease(to target: ReleaseTarget, time: Double, report: inout Report) {
        guard case .settling(let motion) = state, motion.cause == .user else { return }
        switch target {
        case .detent(let identifier):
            guard layout.detents.index(for: identifier) != nil,
                  motion.target == .hidden || identifier != selectedDetentIdentifier else { return }
            updateSelection(to: identifier, report: &report)
            // A dismissal the release had begun is cancelled when the sheet reaches the detent.
            retarget(toward: .selectedDetent, at: time, cause: .user, report: &report)
        case .hidden:
            guard motion.target != .hidden else { return }
            if motion.transition == nil {
                var marked = motion
                marked.transition = .dismissal
                replaceMotion(marked)
                report.events.insert(.willDismiss)
            }
            retarget(toward: .hidden, at: time, cause: .user, report: &report)
        }
    }
}
