// Turning the engine's outputs into actions: view writes only when a value changed, the
// presence's writes, the scroll view, the display link, notifications, and last what the
// output means for the presence (the calls that can re-enter: ending a transition, asking
// UIKit to dismiss).
extension SheetView {
    /// Sends `input` to the engine and queues the actions its output calls for.
    mutating func drive<Presence: SheetPresence>(_ input: SheetInput, presence: inout Presence) {
        let before = engine.phase
        let output = engine.send(input)
        // Before the sheet is on screen there is no container to show anything in.
        guard presence.isOnScreen else { return }
        absorb(output, from: before, presence: &presence)
    }

    /// Queues the actions for `output`, the engine's output after an input that began in
    /// `previousPhase`.
    mutating func absorb<Presence: SheetPresence>(_ output: SheetOutput, from previousPhase: SheetPhase, presence: inout Presence) {
        applyAppearance(output)
        presence.write(output, view: &self)
        if output.phase == .dragging, let pin = output.scrollPin {
            queue(.pinScrollView(offset: pin, sheetMoves: output.dragMover != .scrollView))
        }
        if previousPhase == .dragging, output.phase != .dragging { handOffScrollView(pin: output.scrollPin) }
        shell.updateDisplayLink(moving: output.isAnimating)
        notify(output, from: previousPhase)
        if output.phase != .resting || previousPhase != .resting { settleSelections(output) }
        presence.react(to: output, view: &self)
    }

    /// Queues a write for every view value that changed since the last one shown.
    mutating func applyAppearance(_ output: SheetOutput) {
        if shown.frame != output.frame {
            shown.frame = output.frame
            queue(.layout(output.frame))
        }
        applySurface(output)
        if shown.dimming != output.dimming {
            shown.dimming = output.dimming
            queue(.setDimming(output.dimming))
        }
        if shown.passesTouchesThrough != output.passesTouchesThrough {
            let isChange = shown.passesTouchesThrough != nil
            shown.passesTouchesThrough = output.passesTouchesThrough
            queue(.setPassesTouchesThrough(output.passesTouchesThrough))
            // VoiceOver's reach changed: the presenting content became reachable, or not.
            if isChange { queue(.postLayoutChanged) }
        }
        // A sheet on a sheet leaves the presenting view (the sheet behind's content) alone:
        // the sheet behind steps back instead.
        if engine.configuration.presentingEffect != .none, !stack.reportsToPresentingSheet,
           shown.presentingEffect != output.presentingEffect {
            shown.presentingEffect = output.presentingEffect
            queue(.applyPresentingEffect(output.presentingEffect))
        }
        let detents = engine.layout.detents
        let fraction = detents[output.selectedDetentIndex].extent / detents.largest.extent
        if shown.grabberFraction != fraction {
            shown.grabberFraction = fraction
            queue(.setGrabberValue(fraction: fraction))
        }
    }

    /// Tells the sheet's delegate and closures what happened, and plays the haptic of a
    /// detent the user chose.
    mutating func notify(_ output: SheetOutput, from previousPhase: SheetPhase) {
        let events = output.events
        let cause = output.cause ?? .app
        if shown.phase != output.phase {
            if output.phase == .dragging { queue(.notify(.dragBegan)) }
            if shown.phase == .dragging { queue(.notify(.dragEnded)) }
            if shown.phase == .dragging, output.phase == .settling, let target = output.settleTarget {
                queue(.notify(.willEndDragging(velocity: output.velocity, target: target)))
            }
            shown.phase = output.phase
            queue(.notify(.phaseChanged(output.phase)))
        }
        if shown.extent != output.extent {
            shown.extent = output.extent
            queue(.notify(.didMove(extent: output.extent, progress: output.progress)))
        }
        if events.contains(.targetDetentChanged) {
            queue(.notify(.willChangeSelectedDetent(output.selectedDetentIdentifier, cause: cause)))
        }
        if events.contains(.detentChanged) {
            if cause == .user, engine.configuration.prefersHapticFeedback { queue(.playSelectionHaptic) }
            queue(.notify(.didChangeSelectedDetent(output.selectedDetentIdentifier, cause: cause)))
        }
        if events.contains(.willDismiss) { queue(.notify(.willDismiss(cause: cause))) }
    }
}
