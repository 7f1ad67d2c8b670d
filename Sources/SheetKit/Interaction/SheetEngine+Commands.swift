// Commands from the app and the system: present, dismiss, detent selection, layout changes.
extension SheetEngine {
    mutating func present(animated: Bool, time: Double, step: inout Step) {
        guard phase == .hidden || phase == .dismissed else { return }
        advanceClock(to: time)
        motion = nil
        drag = nil
        restingIdentifier = nil
        isDismissalUnderway = false
        isPresentingInteractively = false
        extent = 0
        velocity = 0
        selectedDetent = Self.initialDetent(of: configuration, in: layout)
        guard animated else {
            rest(at: selectedDetent, step: &step)
            return
        }
        phase = .presenting
        startMotion(from: 0, velocity: 0, toward: .detent(selectedDetent),
                    spring: configuration.effectivePresentationSpring, at: time, step: &step)
    }

    mutating func dismiss(animated: Bool, time: Double, step: inout Step) {
        guard phase != .hidden, phase != .dismissed, phase != .dismissing else { return }
        advanceClock(to: time)
        drag = nil
        beginDismissal(step: &step)
        guard animated else {
            finishDismissal(step: &step)
            return
        }
        phase = .dismissing
        if motion == nil {
            startMotion(from: extent, velocity: 0, toward: .hidden, spring: configuration.effectiveSpring, at: time, step: &step)
        } else {
            retarget(toward: .hidden, at: time, step: &step)
        }
    }

    mutating func requestDismissal(time: Double, step: inout Step) {
        guard phase == .idle || phase == .settling || phase == .presenting else { return }
        if allowsDismissal {
            dismiss(animated: true, time: time, step: &step)
        } else {
            step.events.insert(.didAttemptToDismiss)
        }
    }

    mutating func dimmingTapped(time: Double, step: inout Step) {
        switch configuration.dimmingTapAction {
        case .none:
            return
        case .dismiss:
            requestDismissal(time: time, step: &step)
        case .collapse:
            if selectedDetent > layout.detents.startIndex, phase == .idle || phase == .settling {
                select(layout.detents.startIndex, animated: true, time: time, step: &step)
            } else {
                requestDismissal(time: time, step: &step)
            }
        }
    }

    /// Selects a detent. Ignored unless presenting, resting or settling.
    mutating func select(_ index: Int, animated: Bool, time: Double, step: inout Step) {
        guard phase == .idle || phase == .settling || phase == .presenting,
              layout.detents.indices.contains(index) else { return }
        advanceClock(to: time)
        choose(index, step: &step)
        guard animated else {
            rest(at: index, step: &step)
            return
        }
        if phase == .idle { phase = .settling }
        retarget(toward: .detent(index), at: time, step: &step)
    }

    mutating func stepDetent(by offset: Int, time: Double, step: inout Step) {
        let detents = layout.detents
        let target = Swift.min(Swift.max(selectedDetent + offset, detents.startIndex), detents.endIndex - 1)
        guard target != selectedDetent else { return }
        select(target, animated: true, time: time, step: &step)
    }

    /// Re-resolves the layout, keeps the selected detent by identifier and moves the sheet
    /// onto it: at once when resting (on the spring when `animated`), by restarting the spring
    /// (same velocity) when moving.
    /// A moving or dragged sheet keeps its finger position, re-banded in the new layout, so
    /// it stays within the new rubber-band bounds. When the keyboard appears at the sheet's
    /// edge it rises to the configured keyboard detent.
    mutating func relayout(configuration newConfiguration: SheetConfiguration, container: SheetContainer, animated: Bool, step: inout Step) {
        let selectedIdentifier = layout.detents[selectedDetent].identifier
        let hadObstruction = layout.edge.attachedInset(of: layout.container.obstructionInsets) > 0
        let previousArbiter = arbiter
        configuration = newConfiguration
        layout = SheetLayout(edge: newConfiguration.edge, detents: newConfiguration.detents,
                             container: container, options: newConfiguration.layout)
        dimmingCurve = DimmingCurve(detents: layout.detents, configuration: newConfiguration.dimming)
        let kept = layout.detents.index(for: selectedIdentifier) ?? layout.detents.nearestIndex(to: extent)
        let isOnScreen = phase != .hidden && phase != .dismissed
        if isOnScreen, layout.detents[kept].identifier != selectedIdentifier { step.events.insert(.targetDetentChanged) }
        selectedDetent = kept
        let currentArbiter = arbiter
        func carried(_ position: Double) -> Double {
            currentArbiter.visibleExtent(forFinger: previousArbiter.fingerExtent(forVisible: position))
        }

        switch phase {
        case .idle where animated:
            phase = .settling
            retarget(toward: .detent(selectedDetent), at: now, step: &step)
        case .idle:
            extent = layout.detents[selectedDetent].extent
        case .dragging:
            extent = carried(extent)
        case .presenting, .settling, .dismissing:
            if let current = motion {
                let state = current.spring.state(at: now)
                let target: SettleTarget = current.target == .hidden ? .hidden : .detent(selectedDetent)
                startMotion(from: carried(state.position), velocity: state.velocity, toward: target,
                            spring: current.spring.spring, at: now, step: &step)
            }
        case .hidden, .dismissed:
            break
        }

        let hasObstruction = layout.edge.attachedInset(of: container.obstructionInsets) > 0
        if !hadObstruction, hasObstruction,
           let identifier = newConfiguration.keyboardDetentIdentifier,
           let index = layout.detents.index(for: identifier), index > selectedDetent {
            isUserInitiated = false
            select(index, animated: true, time: now, step: &step)
        }
    }
}
