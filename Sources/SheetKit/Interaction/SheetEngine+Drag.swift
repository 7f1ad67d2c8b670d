// The finger: catching the sheet, sharing deltas with the scroll view, and the release.
extension SheetEngine {
    /// The arbiter for a gesture, with the hidden side free or rubber-banded.
    func arbiter(allowsDismissal: Bool) -> DragArbiter {
        freeArbiter.allowingDismissal(allowsDismissal)
    }

    /// Whether `drag` may take the sheet below its smallest detent without resistance; `nil`
    /// while the answer is not known yet. Free during a presentation (cancelling it needs no
    /// permission) and during a dismissal that has begun.
    func isFreeBelowSmallest(_ drag: Drag) -> Bool? {
        if drag.transition != nil { return true }
        switch dismissalPermission {
        case .allowed: return true
        case .denied: return false
        case .askWhenNeeded: return drag.permission
        }
    }

    mutating func beginDrag(time: Double, report: inout Report) {
        let time = eventTime(time)
        let start: (extent: Double, transition: SheetTransitionKind?, origin: Detent.Identifier)
        switch state {
        case .hidden:
            // An interactive presentation (a drawer's edge pan).
            selectedDetentIdentifier = Self.initialDetent(of: configuration, in: layout)
            start = (0, .presentation, selectedDetentIdentifier)
        case .resting:
            start = (extent, nil, selectedDetentIdentifier)
        case .presenting(let motion), .settling(let motion):
            // Caught where it is on screen: the extent of the last frame, no snap.
            start = (motion.shown.position, motion.transition, motion.origin)
            report.events.insert(.interrupted)
        case .held(let motion, _):
            // Already caught on touch-down: the drag starts where the sheet is held.
            start = (motion.shown.position, motion.transition, motion.origin)
        case .dragging, .dismissing, .dismissed:
            return
        }
        advanceClock(to: time)
        report.cause = .user
        state = .dragging(Drag(extent: start.extent, velocity: 0, velocityAnchor: (time, start.extent), mover: nil,
                               scrollPin: nil, transition: start.transition, origin: start.origin, permission: nil))
    }

    mutating func changeDrag(delta: Double, time: Double, scroll: ScrollMetrics?, report: inout Report) {
        guard case .dragging(var drag) = state else { return }
        let delta = delta.signedLength
        let time = eventTime(time)
        let free = isFreeBelowSmallest(drag)
        if free == nil, reachesDismissal(freeArbiter.step(delta: delta, extent: drag.extent, scroll: scroll).extent) {
            hold(.dragChanged(delta: delta, time: time, scroll: scroll), report: &report)
            return
        }
        let result = arbiter(allowsDismissal: free ?? false).step(delta: delta, extent: drag.extent, scroll: scroll)
        // The velocity is measured over at least the minimum interval, so touch samples a
        // hair apart never divide by almost nothing.
        // A time before the anchor (a timestamp that went backward) restarts the measurement.
        let elapsed = time - drag.velocityAnchor.time
        if elapsed >= InputLimits.minimumVelocityInterval {
            drag.velocity = (result.extent - drag.velocityAnchor.extent) / elapsed
            drag.velocityAnchor = (time, result.extent)
        } else if elapsed < 0 {
            drag.velocityAnchor = (time, result.extent)
        }
        drag.extent = result.extent
        if let mover = result.mover { drag.mover = mover }
        drag.scrollPin = result.scrollOffset
        report.scrollPin = result.scrollOffset
        report.cause = .user
        advanceClock(to: time)
        if drag.transition == nil, free == true, reachesDismissal(drag.extent) {
            drag.transition = .dismissal
            report.events.insert(.willDismiss)
        }
        state = .dragging(drag)
    }

    /// Whether `extent` lies below the smallest detent, where a dismissal begins.
    func reachesDismissal(_ extent: Double) -> Bool {
        extent < layout.detents.smallest.extent - ResolvedDetents.mergeTolerance
    }

    mutating func endDrag(velocity: Double, time: Double, report: inout Report) {
        guard case .dragging(let drag) = state else { return }
        let fingerVelocity = ReleasePolicy.limitedReleaseVelocity(velocity)
        let free = isFreeBelowSmallest(drag)
        if free == nil, releaseDecision(fingerVelocity: fingerVelocity, drag: drag, allowsDismissal: true) == .dismiss {
            hold(.dragEnded(velocity: fingerVelocity, time: time), report: &report)
            return
        }
        let allowsDismissal = free ?? false
        let arbiter = self.arbiter(allowsDismissal: allowsDismissal)
        // The sheet continues with the velocity it had: none when the scroll view took the
        // last of the finger's motion, the band's share of it where the sheet resisted.
        let sheetVelocity = drag.mover == .scrollView
            ? 0
            : fingerVelocity * arbiter.visibleSlope(atVisible: drag.extent, velocity: fingerVelocity)
        if drag.mover == .sheet { report.scrollPin = drag.scrollPin }
        var transition = drag.transition
        let target: MotionTarget
        switch releaseDecision(fingerVelocity: fingerVelocity, drag: drag, allowsDismissal: allowsDismissal) {
        case .detent(let index):
            updateSelection(toDetentAt: index, report: &report)
            target = .selectedDetent
        case .dismiss:
            if transition == nil {
                transition = .dismissal
                report.events.insert(.willDismiss)
            }
            target = .hidden
        case .attemptedDismiss(let index):
            report.events.insert(.didAttemptToDismiss)
            updateSelection(toDetentAt: index, report: &report)
            target = .selectedDetent
        }
        let time = eventTime(time)
        report.cause = .user
        let motion = makeMotion(from: SpringState(position: drag.extent, velocity: sheetVelocity), toward: target,
                                spring: configuration.effectiveSpring, at: time, cause: .user,
                                transition: transition, origin: drag.origin)
        run(.settling(motion), at: time, report: &report)
    }

    /// Where a release goes. It decides on the finger's intent: where and how fast the finger
    /// went, before any rubber band resisted it (a modal sheet pulled down hard is an attempt
    /// to dismiss); a release after the scroll view took the last motion has no velocity.
    func releaseDecision(fingerVelocity: Double, drag: Drag, allowsDismissal: Bool) -> ReleaseDecision {
        let intentVelocity = drag.mover == .scrollView ? 0 : fingerVelocity
        let arbiter = self.arbiter(allowsDismissal: allowsDismissal)
        return configuration.release.decide(
            extent: arbiter.fingerExtent(forVisible: drag.extent), velocity: intentVelocity,
            detents: layout.detents, allowsDismissal: allowsDismissal)
    }
}
