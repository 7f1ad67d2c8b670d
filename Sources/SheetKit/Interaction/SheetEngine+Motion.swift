// Springs: starting them, evaluating them on ticks, and ending them on a detent or hidden.
extension SheetEngine {
    /// The extent a settle toward `target` aims at, in points. Hidden aims
    /// ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0, so the
    /// dismissal crosses 0 at speed and ends on that frame.
    func targetExtent(_ target: SettleTarget) -> Double {
        switch target {
        case .detent(let index):
            return layout.detents[index].extent
        case .hidden:
            return -configuration.release.dismissalTargetFraction * layout.detents.smallest.extent
        }
    }

    /// Starts a spring from (`position`, `velocity`) at `time` toward `target`, then
    /// evaluates it at `time` (which ends it at once when there is nothing to move).
    mutating func startMotion(from position: Double, velocity: Double, toward target: SettleTarget,
                              spring: Spring, at time: Double, step: inout Step) {
        let start = time.isFinite ? time : now
        let spring = SpringMotion(spring: spring, from: position, velocity: velocity, to: targetExtent(target), at: start)
        motion = ActiveMotion(spring: spring, target: target, settleTime: spring.settleTime(displayScale: layout.container.displayScale))
        extent = spring.initialPosition
        self.velocity = spring.initialVelocity
        advanceClock(to: start)
        advanceMotion(to: start, step: &step)
    }

    /// Points the running motion (or a new one from rest) at `target`, keeping position and
    /// velocity continuous at `time`.
    mutating func retarget(toward target: SettleTarget, at time: Double, step: inout Step) {
        guard let current = motion else {
            startMotion(from: extent, velocity: 0, toward: target, spring: configuration.effectiveSpring, at: time, step: &step)
            return
        }
        let start = Swift.max(current.spring.startTime, time.isFinite ? time : now)
        let spring = current.spring.retargeted(to: targetExtent(target), at: start)
        motion = ActiveMotion(spring: spring, target: target, settleTime: spring.settleTime(displayScale: layout.container.displayScale))
        advanceMotion(to: start, step: &step)
    }

    /// Evaluates the running spring at `time`; ends it on the settle frame.
    mutating func advanceMotion(to time: Double, step: inout Step) {
        guard let current = motion else { return }
        let state = current.spring.state(at: time)
        // A sheet cannot be more hidden than hidden: a bounce below 0 shows as 0.
        extent = Swift.max(0, state.position)
        velocity = state.velocity
        switch current.target {
        case .detent(let index):
            if time >= current.settleTime { rest(at: index, step: &step) }
        case .hidden:
            if extent <= 0 || time >= current.settleTime { finishDismissal(step: &step) }
        }
    }

    /// Ends any motion at rest exactly on the detent at `index`.
    mutating func rest(at index: Int, step: inout Step) {
        motion = nil
        phase = .idle
        selectedDetent = index
        extent = layout.detents[index].extent
        velocity = 0
        step.events.insert(.settled)
        let identifier = layout.detents[index].identifier
        if let previous = restingIdentifier, previous != identifier {
            step.events.insert(.detentChanged)
        }
        restingIdentifier = identifier
        if isDismissalUnderway {
            step.events.insert(.dismissalCancelled)
            isDismissalUnderway = false
        }
        isPresentingInteractively = false
    }

    /// Ends any motion fully hidden and reports the dismissal.
    mutating func finishDismissal(step: inout Step) {
        motion = nil
        drag = nil
        phase = .dismissed
        extent = 0
        velocity = 0
        step.events.insert(.dismissed)
        isDismissalUnderway = false
        isPresentingInteractively = false
    }

    /// Selects the detent at `index`, reporting ``SheetEvents/targetDetentChanged`` when that
    /// is a different detent.
    mutating func choose(_ index: Int, step: inout Step) {
        if layout.detents[index].identifier != layout.detents[selectedDetent].identifier {
            step.events.insert(.targetDetentChanged)
        }
        selectedDetent = index
    }

    /// Marks the start of a dismissal, once, unless the sheet is only cancelling an
    /// interactive presentation.
    mutating func beginDismissal(step: inout Step) {
        guard !isDismissalUnderway, !isPresentingInteractively else { return }
        isDismissalUnderway = true
        step.events.insert(.willDismiss)
    }
}
