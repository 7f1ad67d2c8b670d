// Catch on touch-down: a finger that lands on a moving sheet stops it at once, like a scroll
// view, without waiting for the pan to begin.
//
// The rule: a touch-down during a presentation or a settle holds the sheet exactly where it
// is shown (``SheetEvents/interrupted``; the phase is ``SheetPhase/held``). A drag that then
// begins continues from there. A touch that lifts without becoming a drag lets the sheet go
// on toward the same target, on the same spring, from rest where it was held: it does not
// stay between detents, and it does not resume with the speed it had (the finger took it).
// A programmatic dismissal is not caught, as UIKit's sheets are not.
extension SheetEngine {
    mutating func touchDown(time: Double, report: inout Report) {
        let resumes = phase
        guard resumes == .presenting || resumes == .settling, var motion = state.motion else { return }
        advanceClock(to: time)
        motion.shown.velocity = 0
        state = .held(motion, resumes: resumes)
        report.cause = .user
        report.events.insert(.interrupted)
    }

    mutating func touchUp(time: Double, report: inout Report) {
        guard case .held(var motion, let resumes) = state else { return }
        let time = Swift.max(now, eventTime(time))
        advanceClock(to: time)
        motion.spring = SpringMotion(spring: motion.spring.spring, from: motion.shown.position, velocity: 0,
                                     to: targetExtent(motion.target), at: time)
        motion.settleTime = motion.spring.settleTime(displayScale: layout.container.displayScale)
        run(resumes == .presenting ? .presenting(motion) : .settling(motion), at: time, report: &report)
    }
}
