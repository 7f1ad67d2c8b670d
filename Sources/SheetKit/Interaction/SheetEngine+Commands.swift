// Commands from the app and the system: present, dismiss, detent selection, layout changes.
extension SheetEngine {
    mutating func present(animated: Bool, time: Double, step: inout Step) {
        guard phase == .hidden || phase == .dismissed else { return }
        advanceClock(to: time)
        motion = nil
        drag = nil
        isUserInitiated = false
        isDismissalUnderway = false
        extent = 0
        velocity = 0
        selectInitialDetent()
        guard animated else {
            rest(at: selectedDetent, step: &step)
            return
        }
        isPresentationUnderway = true
        phase = .presenting
        startMotion(from: 0, velocity: 0, toward: .detent(selectedDetent),
                    spring: configuration.effectivePresentationSpring, at: time, step: &step)
    }

    /// Dismisses: always when the app asks (`byUser == false`); the user's requests go
    /// through ``requestDismissal(time:step:)`` first.
    mutating func dismiss(animated: Bool, time: Double, byUser: Bool, step: inout Step) {
        guard phase != .hidden, phase != .dismissed, phase != .dismissing else { return }
        advanceClock(to: time)
        isUserInitiated = byUser
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
        if allowsDismissal || isPresentationUnderway {
            dismiss(animated: true, time: time, byUser: true, step: &step)
        } else {
            isUserInitiated = true
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
            if selectedDetent > layout.detents.startIndex, acceptsSelection {
                select(layout.detents.startIndex, animated: true, time: time, byUser: true, step: &step)
            } else {
                requestDismissal(time: time, step: &step)
            }
        }
    }

    /// Whether a detent selection is taken now: while presenting, resting, or settling toward
    /// a detent. A sheet following a finger or on its way out keeps going (the finger, or
    /// the dismissal already announced, wins).
    var acceptsSelection: Bool {
        (phase == .idle || phase == .settling || phase == .presenting) && motion?.target != .hidden
    }

    /// Selects a detent (see ``acceptsSelection``).
    mutating func select(_ index: Int, identifier: Detent.Identifier? = nil, animated: Bool, time: Double,
                         byUser: Bool, step: inout Step) {
        guard acceptsSelection, layout.detents.indices.contains(index) else { return }
        advanceClock(to: time)
        isUserInitiated = byUser
        choose(index, identifier: identifier, step: &step)
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
        select(target, animated: true, time: time, byUser: true, step: &step)
    }

    /// Re-resolves the layout, keeps the selected detent by identifier and moves the sheet
    /// onto it: at once when resting (on the spring when `animated`), by restarting the spring
    /// (same velocity) when moving. A moving or dragged sheet keeps its finger position,
    /// re-banded in the new layout, so it stays within the new rubber-band bounds. When the
    /// keyboard appears at the sheet's edge it rises to the configured keyboard detent.
    mutating func relayout(configuration newConfiguration: SheetConfiguration, container: SheetContainer, animated: Bool, step: inout Step) {
        let hadObstruction = layout.edge.attachedInset(of: layout.container.obstructionInsets) > 0
        let previousArbiter = arbiter
        configuration = newConfiguration
        layout = SheetLayout(edge: newConfiguration.edge, detents: newConfiguration.detents,
                             container: container, options: newConfiguration.layout)
        dimmingCurve = DimmingCurve(detents: layout.detents, configuration: newConfiguration.dimming)
        // The selection is kept by identifier, merged detents included; only a detent that is
        // no longer configured hands the selection to the nearest one (a change the layout
        // made, not the user).
        if let kept = layout.detents.index(for: selectedIdentifier) {
            selectedDetent = kept
        } else if phase == .hidden || phase == .dismissed {
            let initial = Self.initialSelection(of: configuration, in: layout)
            selectedDetent = initial.index
            selectedIdentifier = initial.identifier
        } else {
            isUserInitiated = false
            choose(layout.detents.nearestIndex(to: extent), step: &step)
        }
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
            select(index, identifier: identifier, animated: true, time: now, byUser: false, step: &step)
        }
    }
}
