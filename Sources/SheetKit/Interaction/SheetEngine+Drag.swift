// The finger: catching the sheet, sharing deltas with the scroll view, and the release.
extension SheetEngine {
    /// The arbiter for the current layout. The hidden side is free while a presentation is
    /// under way (cancelling a presentation is not a dismissal). Inlined, so that a drag
    /// event does not copy the whole engine (787 bytes) to call it.
    @inline(__always)
    var arbiter: DragArbiter {
        DragArbiter(layout: layout, allowsDismissal: allowsDismissal || isPresentationUnderway)
    }

    mutating func beginDrag(time: Double, step: inout Step) {
        switch phase {
        case .hidden:
            isPresentationUnderway = true
            selectInitialDetent()
            extent = 0
        case .idle:
            break
        case .settling, .presenting:
            // Caught where it is on screen: the extent of the last frame, no snap.
            motion = nil
            step.events.insert(.interrupted)
        case .dragging, .dismissing, .dismissed:
            return
        }
        phase = .dragging
        velocity = 0
        isUserInitiated = true
        advanceClock(to: time)
        drag = DragSession(lastTime: time.isFinite ? time : now, mover: nil, scrollPin: nil)
    }

    mutating func changeDrag(delta: Double, time: Double, scroll: ScrollMetrics?, step: inout Step) {
        guard phase == .dragging, var session = drag else { return }
        let result = arbiter.step(delta: delta, extent: extent, scroll: scroll)
        let time = time.isFinite ? time : session.lastTime
        let elapsed = time - session.lastTime
        if elapsed > 0 {
            velocity = (result.extent - extent) / elapsed
            session.lastTime = time
        }
        extent = result.extent
        if let mover = result.mover { session.mover = mover }
        session.scrollPin = result.scrollOffset
        drag = session
        step.scrollPin = result.scrollOffset
        advanceClock(to: time)
        if allowsDismissal, extent < layout.detents.smallest.extent - ResolvedDetents.mergeTolerance {
            beginDismissal(step: &step)
        }
    }

    mutating func endDrag(velocity fingerVelocity: Double, time: Double, step: inout Step) {
        guard phase == .dragging, let session = drag else { return }
        drag = nil
        isUserInitiated = true
        let arbiter = self.arbiter
        let fingerVelocity = ReleasePolicy.limitedReleaseVelocity(fingerVelocity)
        // The sheet continues with the velocity it had: none when the scroll view took the
        // last of the finger's motion, the band's share of it where the sheet resisted.
        let sheetVelocity = session.mover == .scrollView
            ? 0
            : fingerVelocity * arbiter.visibleSlope(atVisible: extent, velocity: fingerVelocity)
        if session.mover == .sheet { step.scrollPin = session.scrollPin }
        let decision = releaseDecision(fingerVelocity: fingerVelocity, mover: session.mover,
                                       allowsDismissal: arbiter.allowsDismissal)
        let target: SettleTarget
        switch decision {
        case .detent(let index):
            target = .detent(index)
        case .dismiss:
            beginDismissal(step: &step)
            target = .hidden
        case .attemptedDismiss(let index):
            step.events.insert(.didAttemptToDismiss)
            target = .detent(index)
        }
        if case .detent(let index) = target { choose(index, step: &step) }
        phase = .settling
        startMotion(from: extent, velocity: sheetVelocity, toward: target,
                    spring: configuration.effectiveSpring, at: time, step: &step)
    }

    /// Where a release goes. It decides on the finger's intent: where and how fast the finger
    /// went, before any rubber band resisted it (a modal sheet pulled down hard is an attempt
    /// to dismiss); a release after the scroll view took the last motion has no velocity.
    func releaseDecision(fingerVelocity: Double, mover: DragMover?, allowsDismissal: Bool) -> ReleaseDecision {
        let intentVelocity = mover == .scrollView ? 0 : ReleasePolicy.limitedReleaseVelocity(fingerVelocity)
        return configuration.release.decide(
            extent: arbiter.fingerExtent(forVisible: extent), velocity: intentVelocity,
            detents: layout.detents, allowsDismissal: allowsDismissal)
    }
}
