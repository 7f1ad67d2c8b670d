// Commands from the app and the user that are not drags: present, dismiss, requests to
// dismiss, taps on the dimmed area, detent selection.
extension SheetEngine {
    mutating func present(animated: Bool, time: Double, report: inout Report) {
        guard phase == .hidden || phase == .dismissed else { return }
        let time = clock.accept(time)
        report.cause = .app
        selectedDetentIdentifier = setup.presentationDetent
        origin = selectedDetentIdentifier
        guard animated else {
            report.events.insert(.presented)
            rest(report: &report)
            return
        }
        startSettle(from: SpringMotion.State(position: 0, velocity: 0), toward: selectedDetentIdentifier,
                    on: configuration.effectivePresentationSpring,
                    for: Move(kind: .presenting, cause: .app, transition: .presentation, appPresents: true),
                    at: time, report: &report)
    }

    /// Dismisses: always when the app asks; the user's requests go through
    /// ``requestDismissal(time:report:)`` and the permission first. Before the presentation
    /// completed, going back to hidden cancels the presentation instead.
    mutating func dismiss(animated: Bool, time: Double, cause: SheetChangeCause, report: inout Report) {
        let current: SpringMotion.State
        switch motion.state {
        case .resting(.onDetent):
            current = SpringMotion.State(position: extent, velocity: 0)
            origin = selectedDetentIdentifier
        case .dragging(let drag, _):
            current = SpringMotion.State(position: drag.shown, velocity: 0)
        case .held(let settle, _):
            current = SpringMotion.State(position: settle.shown.position, velocity: 0)
        case .settling(let settle, let move) where move.kind != .dismissing:
            current = settle.shown
        case .resting, .settling:
            return
        }
        clock.accept(time)
        report.cause = cause
        let transition = motion.transition ?? .dismissal
        if transition == .dismissal, motion.transition == nil { report.events.insert(.willDismiss) }
        guard animated else {
            endHidden(transition: transition, report: &report)
            return
        }
        startSettle(from: current, toward: .hidden, on: configuration.effectiveSpring,
                    for: Move(kind: transition == .dismissal ? .dismissing : .settling, cause: cause, transition: transition),
                    at: now, report: &report)
    }

    /// Whether the user's requests (a tap on the dimmed area, the escape gesture, accessibility
    /// adjustments) are taken now: once the presentation completed, while the sheet rests or
    /// settles toward a detent. UIKit ignores touches while a presentation transition runs.
    var acceptsUserRequests: Bool {
        switch motion.state {
        case .resting(.onDetent): return true
        case .settling(_, let move): return move.kind == .settling && move.heading != .hidden && move.transition == nil
        case .resting, .held, .dragging: return false
        }
    }

    mutating func requestDismissal(time: Double, report: inout Report) {
        guard acceptsUserRequests else { return }
        switch dismissalPermission {
        case .allowed: dismiss(animated: true, time: time, cause: .user, report: &report)
        case .denied: attemptedDismissal(report: &report)
        case .askWhenNeeded:
            // A request while one waits is the same request: it is asked once.
            guard heldInput == nil else { return }
            hold(.requestDismissal(time: time), report: &report)
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
        switch motion.state {
        case .resting(.onDetent): return true
        case .settling(_, let move): return move.kind == .presenting || (move.kind == .settling && move.heading != .hidden)
        case .resting, .held, .dragging: return false
        }
    }

    /// Selects the detent `identifier` (see ``acceptsSelection``); the detent a resting sheet
    /// already rests on is ignored. The app's identifier that the layout does not resolve
    /// waits for one that does (``requestedDetentIdentifier``); the user's is ignored. Before
    /// a presentation (hidden or dismissed) the selection becomes the detent the next
    /// presentation goes to.
    /// - Parameter spring: The spring to move on; `nil` places the sheet at once.
    mutating func select(_ identifier: Detent.Identifier, spring: MotionSpring?, time: Double, cause: SheetChangeCause,
                         report: inout Report) {
        requestedDetentIdentifier = nil
        guard layout.detents.index(for: identifier) != nil else {
            // It waits only where a selection is taken now: not under a finger, not on the
            // way out (re-review: one made during a drag outlived the drag).
            if cause == .app, phase == .hidden || phase == .dismissed || acceptsSelection { requestedDetentIdentifier = identifier }
            return
        }
        if phase == .hidden || phase == .dismissed {
            setup = setup.presenting(to: identifier)
            selectedDetentIdentifier = identifier
            return
        }
        guard acceptsSelection, !(phase == .resting && identifier == selectedDetentIdentifier) else { return }
        let time = clock.accept(time)
        report.cause = cause
        if case .resting = motion.state { origin = selectedDetentIdentifier }
        // Read before the selection changes: a resting sheet's extent is its selected detent's.
        let restingExtent = extent
        updateSelection(to: identifier, report: &report)
        guard let spring else {
            // Placed at once (a presentation in flight completes on the spot).
            rest(report: &report)
            return
        }
        guard case .resting = motion.state else {
            retarget(toward: identifier, cause: cause, spring: spring, report: &report)
            return
        }
        startSettle(from: SpringMotion.State(position: restingExtent, velocity: 0), toward: identifier, on: spring,
                    for: Move(kind: .settling, cause: cause, transition: nil), at: time, report: &report)
    }

    /// The step the grabber's activation takes (a VoiceOver double tap, Switch Control's tap,
    /// Full Keyboard Access): one detent up, or from the largest detent back to the smallest,
    /// so that repeated activations cycle through every detent; `nil` with a single detent,
    /// where there is nothing to resize (the activation then does nothing).
    /// - Complexity: O(n) in the number of detents (the selection's index).
    package var grabberActivationStep: Int? {
        let detents = layout.detents
        guard detents.count > 1 else { return nil }
        return selectedDetentIndex < detents.endIndex - 1 ? 1 : detents.startIndex - selectedDetentIndex
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
