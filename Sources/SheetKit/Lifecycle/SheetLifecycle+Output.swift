// Turning the engine's outputs into actions: view writes only when a value changed, the
// scroll view, the display link, the interactive transition's progress, notifications, and
// last the calls that can re-enter (ending a transition, asking UIKit to dismiss).
extension SheetLifecycle {
    /// Sends `input` to the engine and queues the actions its output calls for.
    mutating func drive(_ input: SheetInput) {
        let before = engine.phase
        let output = engine.send(input)
        // Before the presentation began there is no container to show anything in.
        guard !isBeforePresentation else { return }
        absorb(output, from: before)
    }

    /// Queues the actions for `output`, the engine's output after an input that began in
    /// `previousPhase`.
    mutating func absorb(_ output: SheetOutput, from previousPhase: SheetPhase) {
        applyAppearance(output)
        reportToPresentingSheet(output)
        pauseIfCaught(output)
        if output.phase == .dragging, let pin = output.scrollPin {
            queue(.pinScrollView(offset: pin, sheetMoves: output.dragMover != .scrollView))
        }
        if previousPhase == .dragging, output.phase != .dragging { handOffScrollView(pin: output.scrollPin) }
        updateDisplayLink(moving: output.isAnimating)
        updateInteractiveProgress(output.progress)
        notify(output, from: previousPhase)
        if output.phase != .resting || previousPhase != .resting { settleSelections(output) }
        let events = output.events
        let cause = output.cause ?? .app
        if events.contains(.presented) { endPresentationContext(finish: true) }
        if events.contains(.presentationCancelled) { endPresentationContext(finish: false) }
        if events.contains(.dismissed) { endDismissalContext(finish: true) }
        if events.contains(.dismissalCancelled) { endDismissalContext(finish: false) }
        if events.contains(.willDismiss) { requestDismissal(cause: cause, interactive: output.dismissesInteractively) }
        if events.contains(.didAttemptToDismiss) {
            queue(.callAdaptiveDelegate(.didAttemptToDismiss))
            queue(.notify(.didAttemptToDismiss))
        }
        if events.contains(.needsDismissalPermission) { queue(.askDismissalPermission) }
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

    /// The display link runs exactly while a spring moves the sheet and the app is active.
    mutating func updateDisplayLink(moving: Bool) {
        shell.updateDisplayLink(moving: moving)
    }

    /// A finger caught a non-interactive presentation (it holds or drags the sheet): UIKit's
    /// transition, interruptible through its animator, becomes interactive, so its percent
    /// follows the finger and it is finished or cancelled like any interactive one. A
    /// programmatic dismissal cannot be caught (``SheetEngine/canBeginDrag``).
    mutating func pauseIfCaught(_ output: SheetOutput) {
        guard output.phase == .held || output.phase == .dragging,
              case .presenting(.running(interactive: false), let edgePan) = stage else { return }
        stage = .presenting(.running(interactive: true), edgePan: edgePan)
        queue(.pauseInteractiveTransition)
    }

    /// An interactive transition's percent complete: the progress when presenting, 1 − the
    /// progress when dismissing. Written only when it changes.
    mutating func updateInteractiveProgress(_ progress: Double) {
        let percent: Double
        switch stage {
        case .presenting(.running(interactive: true), _): percent = progress
        case .dismissing(.running(interactive: true), _): percent = 1 - progress
        default: return
        }
        shell.queuePercent(percent)
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
