// Layout changes: a new container (size, safe area, keyboard, traits, content size) or a new
// configuration. The engine decides the selection and the target first, then moves once, so
// one input never reports a rest and a new motion together.
extension SheetEngine {
    /// Re-resolves the layout, keeps the selected detent by identifier and moves the sheet
    /// onto it: at once when resting (on `moveSpring` when there is one, or on the sheet's
    /// spring when the keyboard raises it), by restarting the spring (same position and
    /// velocity) when moving. Without `moveSpring` a moving or dragged sheet keeps its finger
    /// position, re-banded in the new layout, so it stays within the new rubber-band bounds;
    /// with one it keeps the position shown. When the keyboard appears at the sheet's edge it
    /// rises to the configured keyboard detent.
    /// - Parameter cause: Who changed the layout: the app (a configuration) or the system (a
    ///   container); the keyboard raising the sheet is always the system.
    /// - Parameter moveSpring: The spring that carries a resting sheet onto its detent's new
    ///   extent; `nil` places it there at once.
    /// - Parameter replacesRunningSpring: Whether a settling sheet goes on `moveSpring` too
    ///   (the app's own spring in `animateChanges(spring:)`: a fits-content sheet's content
    ///   change started its settle on the configuration's spring just before); otherwise it
    ///   keeps the spring it runs on.
    mutating func relayout(configuration newConfiguration: SheetConfiguration, container: SheetContainer,
                           moveSpring: MotionSpring?, replacesRunningSpring: Bool = false, cause changeCause: SheetChangeCause,
                           report: inout Report) {
        let hadObstruction = layout.edge.attachedInset(of: layout.container.obstructionInsets) > 0
        let previousDetents = layout.detents
        let previousArbiter = arbiterForCarrying
        let previousExtent = extent
        let restedOn = selectedDetentIdentifier
        // A detent the app selected on the hidden sheet stays the next presentation's when
        // the new configuration keeps the app's initial detent (a container change; a change
        // of its spring or dimming set after the selection); one that names another initial
        // detent is newer than the selection and wins (review: a `prepare` that selected
        // `.large`, then set the dimming, presented at the initial detent; re-review: the
        // container update before every presentation dropped it).
        let keptPreselection = (phase == .hidden || phase == .dismissed)
            && newConfiguration.initialDetentIdentifier == configuration.initialDetentIdentifier ? setup.preselectedDetent : nil
        let resolved = Setup(configuration: newConfiguration, container: container)
        setup = keptPreselection.flatMap { resolved.layout.detents.index(for: $0) != nil ? resolved.presenting(to: $0) : nil } ?? resolved
        let currentArbiter = arbiterForCarrying
        // Where a position shown in the old layout goes. When a spring carries the sheet from
        // there (an animated change, the keyboard), it starts from exactly what is shown, so
        // nothing jumps; otherwise (a rotation) the finger's position is kept and re-banded in
        // the new layout, so it stays within the new rubber-band bounds.
        let keepsShown = moveSpring != nil
        func carried(_ position: Double) -> Double {
            keepsShown ? position.clamped(to: shownRange) : currentArbiter.visibleExtent(forFinger: previousArbiter.fingerExtent(forVisible: position))
        }

        // The selection: kept by identifier, merged detents included; only a detent that no
        // longer resolves hands the selection to the nearest one (a change the layout made).
        var cause = changeCause
        if layout.detents.index(for: selectedDetentIdentifier) == nil {
            if phase == .hidden || phase == .dismissed {
                selectedDetentIdentifier = setup.presentationDetent
            } else {
                updateSelection(toDetentAt: layout.detents.nearestIndex(to: carried(previousExtent)), report: &report)
            }
        }
        // The app's selection of a detent the old layout lacked, now that it resolves.
        if let requested = requestedDetentIdentifier, layout.detents.index(for: requested) != nil {
            requestedDetentIdentifier = nil
            if phase == .hidden || phase == .dismissed {
                setup = setup.presenting(to: requested)
                selectedDetentIdentifier = requested
            } else if acceptsSelection {
                cause = .app
                updateSelection(to: requested, report: &report)
            }
        }
        // The keyboard appearing at the sheet's edge raises it to the keyboard detent: one
        // above the selected detent in the layout before the keyboard, where the detents the
        // keyboard's lower ceiling merges are still apart (claims review 2026-11-28: a 336 pt
        // keyboard merged medium and large, so the sheet sat at the top with medium selected
        // and dropped back to medium when the keyboard went, while a 200 pt keyboard left it
        // at large), or in the new layout when the old one lacks either detent.
        let hasObstruction = layout.edge.attachedInset(of: container.obstructionInsets) > 0
        var selectsKeyboardDetent = false
        var rises = false
        if !hadObstruction, hasObstruction, acceptsSelection,
           let identifier = newConfiguration.keyboardDetentIdentifier,
           let above = Self.lies(identifier, above: selectedDetentIdentifier, in: layout.detents),
           Self.lies(identifier, above: selectedDetentIdentifier, in: previousDetents) ?? above {
            cause = .system
            // Merged with the selected detent, the keyboard detent is selected where the
            // sheet is: it moves as the layout moves it, without the rise's spring.
            selectsKeyboardDetent = true
            rises = above
            updateSelection(to: identifier, report: &report)
        }
        if !report.events.isEmpty { report.cause = cause }

        let scale = layout.container.displayScale
        switch motion.state {
        case .resting(.onDetent):
            let from = carried(previousExtent)
            if let spring = moveSpring ?? (rises ? configuration.effectiveSpring : nil),
               abs(from - stop(.selectedDetent).position) > ResolvedDetents.mergeTolerance {
                report.cause = cause
                origin = restedOn
                startSettle(from: SpringMotion.State(position: from, velocity: 0), toward: selectedDetentIdentifier, on: spring,
                            for: Move(kind: .settling, cause: cause, transition: nil), at: now, report: &report)
            } else if restedOn != selectedDetentIdentifier {
                // The resting extent follows the layout by itself; a new selection is a rest there.
                origin = restedOn
                rest(report: &report)
            }
        case .dragging(var drag, let grip):
            // A rotation keeps the finger and bands it anew; a spring keeps what is shown.
            let shown = keepsShown ? drag.shown.clamped(to: shownRange) : currentArbiter.visibleExtent(forFinger: drag.finger)
            drag.place(finger: keepsShown ? currentArbiter.fingerExtent(forVisible: shown) : drag.finger, shown: shown, at: now)
            motion.state = .dragging(drag, grip)
        case .held(var settle, let move):
            // Held by a finger: it stays where it is; the spring it resumes on aims anew.
            settle.restart(from: SpringMotion.State(position: carried(settle.shown.position), velocity: 0), toward: stop(move.heading),
                           at: now, displayScale: scale)
            motion.state = .held(settle, move)
        case .settling(var settle, var move):
            let current = settle.spring.state(at: now)
            settle.restart(from: SpringMotion.State(position: carried(current.position), velocity: current.velocity),
                           toward: stop(move.heading), on: replacesRunningSpring ? moveSpring : nil,
                           at: Swift.max(now, settle.spring.startTime), displayScale: scale)
            if selectsKeyboardDetent { move.cause = .system }
            motion.state = .settling(settle, move)
            advanceMotion(to: now, report: &report)
        case .resting:
            break
        }
    }

    /// The arbiter that maps positions between layouts: the gesture's own while dragging (its
    /// band below the smallest detent), free otherwise (springs are not banded below it).
    private var arbiterForCarrying: DragArbiter {
        guard case .dragging(_, let grip) = motion.state else { return setup.freeArbiter }
        return arbiter(allowsDismissal: movesFreelyBelowSmallest(grip) ?? false)
    }

    /// Whether the detent `identifier` lies above the detent `other` in `detents` (merged
    /// detents lie at one place, neither above the other); `nil` when either does not resolve
    /// there.
    /// - Complexity: O(n) in the number of detents.
    static func lies(_ identifier: Detent.Identifier, above other: Detent.Identifier, in detents: ResolvedDetents) -> Bool? {
        guard let index = detents.index(for: identifier), let otherIndex = detents.index(for: other) else { return nil }
        return index > otherIndex
    }
}
