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
        // Never earlier than the frame already shown (`now`): an event handled between frames
        // carries a time before the last frame's target time.
        let start = Swift.max(current.spring.startTime, now, time.finiteOr(now))
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

    /// Ends any motion at rest exactly on the detent at `index` (the selected one).
    mutating func rest(at index: Int, step: inout Step) {
        motion = nil
        phase = .idle
        if layout.detents.index(for: selectedIdentifier) != index {
            selectedIdentifier = layout.detents[index].identifier
        }
        selectedDetent = index
        extent = layout.detents[index].extent
        velocity = 0
        step.events.insert(.settled)
        if let previous = restingIdentifier, previous != selectedIdentifier {
            step.events.insert(.detentChanged)
        }
        restingIdentifier = selectedIdentifier
        if isDismissalUnderway {
            step.events.insert(.dismissalCancelled)
            isDismissalUnderway = false
        }
        isPresentationUnderway = false
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
        isPresentationUnderway = false
    }

    /// Selects the detent at `index` (by `identifier` when the caller named one), reporting
    /// ``SheetEvents/targetDetentChanged`` when the selection changes. A selection that is
    /// already on that detent through a merge keeps its identifier (a release back onto
    /// merged detents changes nothing, and the sheet returns to the selected one later).
    mutating func choose(_ index: Int, identifier: Detent.Identifier? = nil, step: inout Step) {
        let keepsSelection = identifier == nil && layout.detents.index(for: selectedIdentifier) == index
        let chosen = identifier ?? (keepsSelection ? selectedIdentifier : layout.detents[index].identifier)
        if chosen != selectedIdentifier { step.events.insert(.targetDetentChanged) }
        selectedDetent = index
        selectedIdentifier = chosen
    }

    /// Puts the selection on the initial detent for a new presentation, which then counts as
    /// the detent the sheet rests on (arriving there is no change of detent).
    mutating func selectInitialDetent() {
        let initial = Self.initialSelection(of: configuration, in: layout)
        selectedDetent = initial.index
        selectedIdentifier = initial.identifier
        restingIdentifier = initial.identifier
    }

    /// Marks the start of a dismissal, once, unless the sheet is only cancelling a
    /// presentation.
    mutating func beginDismissal(step: inout Step) {
        guard !isDismissalUnderway, !isPresentationUnderway else { return }
        isDismissalUnderway = true
        step.events.insert(.willDismiss)
    }
}
