// Commands from the app and the user that are not drags: present, dismiss, requests to
// dismiss, taps on the dimmed area, detent selection.
extension SheetEngine {
    mutating func present(animated: Bool, time: Double, report: inout Report) {
        guard phase == .hidden || phase == .dismissed else { return }
        let time = eventTime(time)
        advanceClock(to: time)
        report.cause = .app
        selectedDetentIdentifier = Self.initialDetent(of: configuration, in: layout)
        guard animated else {
            report.events.insert(.presented)
            rest(origin: selectedDetentIdentifier, report: &report)
            return
        }
        let motion = makeMotion(from: SpringState(position: 0, velocity: 0), toward: .selectedDetent,
                                spring: configuration.effectivePresentationSpring, at: time, cause: .app,
                                transition: .presentation, origin: selectedDetentIdentifier)
        run(.presenting(motion), at: time, report: &report)
    }

    /// Dismisses: always when the app asks; the user's requests go through
    /// ``requestDismissal(time:report:)`` and the permission first. Before the presentation
    /// completed, going back to hidden cancels the presentation instead.
    mutating func dismiss(animated: Bool, time: Double, cause: SheetChangeCause, report: inout Report) {
        let current: SpringState
        let origin: Detent.Identifier
        switch state {
        case .hidden, .dismissing, .dismissed:
            return
        case .resting:
            current = SpringState(position: extent, velocity: 0)
            origin = selectedDetentIdentifier
        case .dragging(let drag):
            current = SpringState(position: drag.extent, velocity: 0)
            origin = drag.origin
        case .held(let motion, _):
            current = SpringState(position: motion.shown.position, velocity: 0)
            origin = motion.origin
        case .presenting(let motion), .settling(let motion):
            current = motion.shown
            origin = motion.origin
        }
        let time = eventTime(time)
        advanceClock(to: time)
        report.cause = cause
        let transition = self.transition ?? .dismissal
        if transition == .dismissal, self.transition == nil { report.events.insert(.willDismiss) }
        guard animated else {
            endHidden(transition: transition, report: &report)
            return
        }
        let start = Swift.max(time, now)
        let motion = makeMotion(from: current, toward: .hidden, spring: configuration.effectiveSpring, at: start,
                                cause: cause, transition: transition, origin: origin)
        run(transition == .dismissal ? .dismissing(motion) : .settling(motion), at: start, report: &report)
    }

    /// Whether the user's requests (a tap on the dimmed area, the escape gesture, accessibility
    /// adjustments) are taken now: once the presentation completed, while the sheet rests or
    /// settles toward a detent. UIKit ignores touches while a presentation transition runs.
    var acceptsUserRequests: Bool {
        switch state {
        case .resting: return true
        case .settling(let motion): return motion.target == .selectedDetent && motion.transition == nil
        case .hidden, .presenting, .held, .dragging, .dismissing, .dismissed: return false
        }
    }

    mutating func requestDismissal(time: Double, report: inout Report) {
        guard acceptsUserRequests else { return }
        switch dismissalPermission {
        case .allowed: dismiss(animated: true, time: time, cause: .user, report: &report)
        case .denied: attemptedDismissal(report: &report)
        case .askWhenNeeded: hold(.requestDismissal(time: time), report: &report)
        }
    }

    mutating func attemptedDismissal(report: inout Report) {
        report.cause = .user
        report.events.insert(.didAttemptToDismiss)
    }

    mutating func dimmingTapped(time: Double, report: inout Report) {
        guard acceptsUserRequests else { return }
        switch configuration.dimmingTapAction {
        case .none:
            return
        case .dismiss:
            requestDismissal(time: time, report: &report)
        case .collapse:
            let smallest = layout.detents.smallest.identifier
            if selectedDetentIndex > layout.detents.startIndex {
                select(smallest, spring: configuration.effectiveSpring, time: time, cause: .user, report: &report)
            } else {
                requestDismissal(time: time, report: &report)
            }
        }
    }

    /// Whether a detent selection is taken now: while presenting, resting, or settling toward
    /// a detent. A sheet following a finger or on its way out keeps going (the finger, or
    /// the dismissal already announced, wins).
    var acceptsSelection: Bool {
        switch state {
        case .presenting, .resting: return true
        case .settling(let motion): return motion.target == .selectedDetent
        case .hidden, .held, .dragging, .dismissing, .dismissed: return false
        }
    }

    /// Selects the detent `identifier` (see ``acceptsSelection``); an identifier the layout
    /// does not resolve is ignored, and so is the detent a resting sheet already rests on.
    /// Before a presentation (hidden or dismissed) the selection becomes the detent the next
    /// presentation goes to.
    /// - Parameter spring: The spring to move on; `nil` places the sheet at once.
    mutating func select(_ identifier: Detent.Identifier, spring: MotionSpring?, time: Double, cause: SheetChangeCause,
                         report: inout Report) {
        guard layout.detents.index(for: identifier) != nil else { return }
        if phase == .hidden || phase == .dismissed {
            configuration.initialDetentIdentifier = identifier
            selectedDetentIdentifier = identifier
            return
        }
        guard acceptsSelection, !(phase == .resting && identifier == selectedDetentIdentifier) else { return }
        let time = eventTime(time)
        advanceClock(to: time)
        report.cause = cause
        let origin = self.origin ?? selectedDetentIdentifier
        // Read before the selection changes: a resting sheet's extent is its selected detent's.
        let restingExtent = extent
        updateSelection(to: identifier, report: &report)
        guard let spring else {
            // Placed at once (a presentation in flight completes on the spot).
            rest(origin: origin, report: &report)
            return
        }
        guard case .resting = state else {
            retarget(toward: .selectedDetent, at: time, cause: cause, spring: spring, report: &report)
            return
        }
        let motion = makeMotion(from: SpringState(position: restingExtent, velocity: 0), toward: .selectedDetent,
                                spring: spring, at: time, cause: cause, transition: nil, origin: origin)
        run(.settling(motion), at: time, report: &report)
    }

    /// Moves the selection `offset` detents up or down, clamped to the detents there are.
    mutating func stepDetent(by offset: Int, time: Double, report: inout Report) {
        let detents = layout.detents
        let current = selectedDetentIndex
        // Clamped before any arithmetic, so `Int.max` and `Int.min` cannot overflow.
        let limited = offset.clamped(to: -detents.count...detents.count)
        let target = (current + limited).clamped(to: detents.startIndex...(detents.endIndex - 1))
        guard target != current else { return }
        select(detents[target].identifier, spring: configuration.effectiveSpring, time: time, cause: .user, report: &report)
    }

    /// The detent the sheet last rested on, while it moves.
    var origin: Detent.Identifier? {
        switch state {
        case .hidden, .resting, .dismissed: return nil
        case .dragging(let drag): return drag.origin
        case .presenting(let motion), .settling(let motion), .dismissing(let motion), .held(let motion, _): return motion.origin
        }
    }

    /// Selects the resolved detent at `index` (a release, a relayout). A selection that already
    /// names that detent, through a merge included, is kept: the sheet returns to the detent
    /// the user or the app chose when the layout allows again.
    mutating func updateSelection(toDetentAt index: Int, report: inout Report) {
        guard layout.detents.index(for: selectedDetentIdentifier) != index else { return }
        updateSelection(to: layout.detents[index].identifier, report: &report)
    }

    /// Makes `identifier` the selection, reporting ``SheetEvents/targetDetentChanged`` when it
    /// changes.
    mutating func updateSelection(to identifier: Detent.Identifier, report: inout Report) {
        guard identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = identifier
        report.events.insert(.targetDetentChanged)
    }
}
