// The finger: catching the sheet, sharing deltas with the scroll view, and the release.
//
// Catch on touch-down: a finger that lands on a moving sheet stops it at once, like a scroll
// view, without waiting for the pan to begin. A touch-down during a presentation or a settle
// holds the sheet exactly where it is shown (``SheetEvents/interrupted``; the phase is
// ``SheetPhase/held``). A drag that then begins continues from there. A touch that lifts
// without becoming a drag lets the sheet go on toward the same target, on the same spring,
// from rest where it was held: it does not stay between detents, and it does not resume with
// the speed it had (the finger took it). A programmatic dismissal is not caught, as UIKit's
// sheets are not.
extension SheetEngine {
    /// The arbiter for a gesture, with the hidden side free or rubber-banded.
    func arbiter(allowsDismissal: Bool) -> DragArbiter {
        allowsDismissal ? setup.freeArbiter : setup.bandedArbiter
    }

    /// Whether the gesture may move the sheet below its smallest detent without resistance;
    /// `nil` while the answer is not known yet. Free during a transition: a presentation is
    /// below the smallest detent already (a band there would have no anchor), and a dismissal
    /// has begun.
    func movesFreelyBelowSmallest(_ grip: Grip) -> Bool? {
        grip.transition != nil ? true : permissionAnswer(grip)
    }

    /// Whether the gesture's release may take the sheet out (hidden); `nil` while the answer
    /// is not known yet. Free during a dismissal that has begun and during a presentation a
    /// finger began (an edge pan pushed back cancels the user's own gesture). A presentation
    /// the app began and a finger caught follows the dismissal permission: pushing it back out
    /// would remove a sheet the user may not dismiss (a persistent panel, a modal form)
    /// without the app's consent. UIKit has no such case: it ignores touches while a
    /// presentation transition runs.
    func releasesFreelyToHidden(_ grip: Grip) -> Bool? {
        switch grip.transition {
        case .dismissal: return true
        case .presentation where !grip.appPresents: return true
        case .presentation, nil: return permissionAnswer(grip)
        }
    }

    /// The dismissal permission for the gesture: the engine's, or the gesture's answer when
    /// it is asked for (`nil` until it comes).
    private func permissionAnswer(_ grip: Grip) -> Bool? {
        switch dismissalPermission {
        case .allowed: return true
        case .denied: return false
        case .askWhenNeeded: return grip.permission
        }
    }

    mutating func touchDown(time: Double, report: inout Report) {
        guard case .settling(_, let move) = motion.state, move.kind != .dismissing else { return }
        clock.accept(time)
        motion.hold()
        report.cause = .user
        report.events.insert(.interrupted)
    }

    mutating func touchUp(time: Double, report: inout Report) {
        guard case .held(var settle, let move) = motion.state else { return }
        clock.accept(time)
        settle.restart(from: SpringMotion.State(position: settle.shown.position, velocity: 0), toward: stop(move.heading), at: now)
        motion.state = .settling(settle, move)
        advanceMotion(to: now, report: &report)
    }

    mutating func beginDrag(time: Double, report: inout Report) {
        let grip: Grip
        switch motion.state {
        case .resting(.hidden):
            // An interactive presentation (a drawer's edge pan).
            selectedDetentIdentifier = setup.presentationDetent
            origin = selectedDetentIdentifier
            grip = Grip(transition: .presentation)
        case .resting(.onDetent):
            origin = selectedDetentIdentifier
            grip = Grip(transition: nil)
        case .settling(_, let move) where move.kind != .dismissing, .held(_, let move):
            // Caught where it is on screen: the extent of the last frame, no snap.
            grip = Grip(transition: move.transition, appPresents: move.appPresents)
        case .resting(.dismissed), .settling, .dragging:
            return
        }
        let extent = self.extent
        if motion.beginDrag(grip, at: clock.accept(time), restingAt: extent) { report.events.insert(.interrupted) }
        report.cause = .user
    }

    mutating func changeDrag(delta: Double, time: Double, scroll: ScrollMetrics?, report: inout Report) {
        guard case (var drag, var grip)? = motion.dragging else { return }
        let delta = delta.signedLength
        let free = movesFreelyBelowSmallest(grip)
        if free == nil, reachesDismissal(setup.freeArbiter.step(delta: delta, finger: drag.finger, scroll: scroll).extent) {
            hold(.dragChanged(delta: delta, time: time, scroll: scroll), report: &report)
            return
        }
        let result = setup.step(allowingDismissal: free ?? false, delta: delta, finger: drag.finger, scroll: scroll)
        drag.move(finger: result.finger.clamped(to: -InputLimits.maximumLength...InputLimits.maximumLength), shown: result.extent,
                  at: clock.accept(time))
        if let mover = result.mover { grip.mover = mover }
        grip.scrollPin = result.scrollOffset
        report.scrollPin = result.scrollOffset
        report.cause = .user
        if grip.transition == nil, free == true, reachesDismissal(drag.shown) {
            grip.transition = .dismissal
            report.events.insert(.willDismiss)
        }
        motion.updateDrag(drag, grip: grip)
    }

    /// Whether `extent` lies below the smallest detent, where a dismissal begins.
    func reachesDismissal(_ extent: Double) -> Bool {
        extent < layout.detents.smallest.extent - ResolvedDetents.mergeTolerance
    }

    mutating func endDrag(velocity: Double, time: Double, report: inout Report) {
        guard case .dragging(let drag, let grip) = motion.state else { return }
        let fingerVelocity = ReleasePolicy.limitedReleaseVelocity(velocity)
        let free = releasesFreelyToHidden(grip)
        if free == nil, releaseDecision(fingerVelocity: fingerVelocity, drag: drag, grip: grip, allowsDismissal: true) == .hidden {
            hold(.dragEnded(velocity: fingerVelocity, time: time), report: &report)
            return
        }
        let allowsDismissal = free ?? false
        // The sheet continues with the velocity it had: none when the scroll view took the
        // last of the finger's motion, the band's share of it where the sheet resisted.
        let movedFreely = movesFreelyBelowSmallest(grip) ?? false
        let sheetVelocity = grip.mover == .scrollView
            ? 0
            : fingerVelocity * arbiter(allowsDismissal: movedFreely).visibleSlope(atVisible: drag.shown, velocity: fingerVelocity)
        if grip.mover == .sheet { report.scrollPin = grip.scrollPin }
        var transition = grip.transition
        let target = releaseDecision(fingerVelocity: fingerVelocity, drag: drag, grip: grip, allowsDismissal: allowsDismissal)
        if target == .hidden {
            if transition == nil {
                transition = .dismissal
                report.events.insert(.willDismiss)
            }
        } else {
            if !allowsDismissal, releaseDecision(fingerVelocity: fingerVelocity, drag: drag, grip: grip, allowsDismissal: true) == .hidden {
                report.events.insert(.didAttemptToDismiss)
            }
            updateSelection(toDetentAt: layout.detents.index(for: target) ?? selectedDetentIndex, report: &report)
            // The user's release chooses the detent, as UIKit sets its selection when a drag
            // lands: an app selection still waiting for its detent, which the app read back, is
            // forgotten, and the change is reported even when the sheet goes back where it
            // was (re-review: a SwiftUI binding kept the waiting detent while the sheet rested
            // elsewhere).
            if requestedDetentIdentifier != nil { report.events.insert(.targetDetentChanged) }
        }
        requestedDetentIdentifier = nil
        report.cause = .user
        startSettle(from: SpringMotion.State(position: drag.shown, velocity: sheetVelocity), toward: target,
                    on: configuration.effectiveSpring,
                    for: Move(kind: .settling, cause: .user, transition: transition,
                              appPresents: transition == .presentation && grip.appPresents),
                    at: clock.accept(time), report: &report)
    }

    /// Where a release goes. It decides on the finger's intent: where and how fast the finger
    /// went, before any rubber band resisted it (a modal sheet pulled down hard is an attempt
    /// to dismiss); a release after the scroll view took the last motion has no velocity.
    func releaseDecision(fingerVelocity: Double, drag: AxisDrag, grip: Grip, allowsDismissal: Bool) -> Stop.ID {
        configuration.release.decide(extent: drag.finger, velocity: grip.mover == .scrollView ? 0 : fingerVelocity,
                                     detents: layout.detents, allowsDismissal: allowsDismissal)
    }
}
