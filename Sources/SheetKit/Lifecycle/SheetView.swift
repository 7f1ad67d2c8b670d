/// What puts a sheet's views on screen and takes them off: UIKit's presentation transitions
/// for a presented sheet (`Presentation`), the app's show and hide requests for an embedded
/// panel (`PanelPresence`). The view half (``SheetView``) does everything else the same way for
/// both, and calls the presence where what happens is its own.
package protocol SheetPresence: Sendable {
    /// Whether there is a container to show anything in: before that, the engine's outputs
    /// queue nothing.
    var isOnScreen: Bool { get }
    /// Whether a finger may catch the sheet now (besides the engine's own rule).
    var acceptsGestures: Bool { get }
    /// Takes an event that is not the view half's (UIKit's transition callbacks, an edge pan
    /// presenting the sheet, teardown).
    mutating func handle(_ event: SheetLifecycleEvent, view: inout SheetView)
    /// The presence's own writes for an output, after the view's (a caught presentation's
    /// pause, the interactive percent, the report to a sheet below).
    mutating func write(_ output: SheetOutput, view: inout SheetView)
    /// What the output's events mean for the presence, after the notifications (transition
    /// contexts, dismissal requests, the dismissal permission).
    mutating func react(to output: SheetOutput, view: inout SheetView)
}

/// The view half of a sheet, shared by presented sheets and embedded panels: the engine, the
/// action queue, what the adapter has been told to show, the scroll view's hand-off, the
/// keyboard, the display link, the app's detent moves with completions and the sheets stacked
/// on it. UIKit's events in, view actions out; what is a presentation's or a panel's own goes
/// to its ``SheetPresence``.
package struct SheetView: Sendable {
    /// The engine that makes every motion decision.
    package internal(set) var engine: SheetEngine
    /// The action queue, the clock that stops in the background, the display link's gating
    /// and the transition's completions.
    package var shell = Shell<SheetLifecycleAction>()
    /// The tracked scroll view's hand-off state.
    var scroll: ScrollHandOff = .none
    /// What the adapter has been told to show, so that only changes become actions.
    var shown = ShownState()
    /// Detent moves with a completion, waiting for the sheet to rest: token and detent.
    var selections: [(token: Int, detent: Detent.Identifier)] = []
    /// The SheetKit sheets stacked on this one, and the one this one is stacked on.
    var stack = StackLink()
    /// A user's release heading to hidden whose dismissal waits for the app's say
    /// (``ReleaseDismissal``).
    var releaseDismissal = ReleaseDismissal.none
    /// Whether a finger is on the sheet (between ``SheetLifecycleEvent/touchDown(time:)`` and
    /// ``SheetLifecycleEvent/touchUp(time:)``), whether or not the sheet's own pan runs.
    var isTouched = false

    /// A view half for a sheet with `configuration`, in no container yet.
    init(configuration: SheetConfiguration, dismissalPermission: DismissalPermission) {
        engine = SheetEngine(configuration: configuration, container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                             dismissalPermission: dismissalPermission)
    }

    /// Takes one event: the view's own, or the presence's.
    /// - Complexity: O(1) per gesture event and frame (amortized, no allocation once the queue
    ///   has grown); layout events re-resolve the detents.
    mutating func handle<Presence: SheetPresence>(_ event: SheetLifecycleEvent, presence: inout Presence) {
        // The clock follows the app's state even after the end: an embedded panel shown again
        // keeps it (``restart(configuration:)``), and ended, the display link stays stopped.
        switch event {
        case .didEnterBackground(let time): return shell.pause(at: time, moving: engine.output.isAnimating)
        case .willEnterForeground(let time): return shell.resume(at: time, moving: engine.output.isAnimating)
        default: break
        }
        guard !shell.isTornDown else {
            // The app's detent move after the end: its completion still runs, once, not finished.
            if case .moveToDetent(_, _, _, let completion?) = event { queue(.completeSelection(token: completion, finished: false)) }
            return
        }
        switch event {
        case .touchDown(let time):
            isTouched = true
            drive(.touchDown(time: shell.time(time)), presence: &presence)
        case .touchUp(let time):
            isTouched = false
            drive(.touchUp(time: shell.time(time)), presence: &presence)
        case .panBegan(let time): panBegan(time: time, presence: &presence)
        case .panChanged(let delta, let time, let scroll):
            drive(.dragChanged(delta: delta, time: shell.time(time), scroll: scroll), presence: &presence)
        case .panEnded(let velocity, let time, let active): panEnded(velocity: velocity, time: time, scrollViewPanActive: active, presence: &presence)
        case .panCancelled(let time): drive(.dragCancelled(time: shell.time(time)), presence: &presence)
        case .scrollViewPanEnded: scrollViewPanEnded()
        case .nextTurn: nextTurn()
        case .dimmingTapped(let time): drive(.dimmingTapped(time: shell.time(time)), presence: &presence)
        case .escape(let time): drive(.requestDismissal(time: shell.time(time)), presence: &presence)
        case .grabberAdjusted(let step, let time): drive(.stepDetent(by: step, time: shell.time(time)), presence: &presence)
        case .grabberActivated(let time):
            guard let step = engine.grabberActivationStep else { return }
            drive(.stepDetent(by: step, time: shell.time(time)), presence: &presence)
        case .dismissalPermission(let allowed): drive(.dismissalPermission(allowed), presence: &presence)
        case .selectDetent(let identifier, let animated, let time):
            drive(.selectDetent(identifier, animated: animated, time: shell.time(time)), presence: &presence)
        case .moveToDetent(let identifier, let spring, let time, let completion):
            moveToDetent(identifier, spring: spring, time: shell.time(time), completion: completion, presence: &presence)
        case .redirectRelease(let target, let time): drive(.redirectRelease(target, time: shell.time(time)), presence: &presence)
        case .configurationChanged(let configuration, let animated, let spring, let time):
            guard !configuration.isEquivalent(to: engine.configuration) else { return }
            drive(.updateConfiguration(configuration, animated: animated, spring: spring, time: shell.time(time)), presence: &presence)
        case .detentsInvalidated(let animated, let spring, let time):
            drive(.updateConfiguration(engine.configuration, animated: animated, spring: spring, time: shell.time(time)), presence: &presence)
        case .tick(let tick): shell.tick(tick).map { drive(.tick($0), presence: &presence) }
        case .containerChanged(let container, let time): containerChanged(container, time: time, presence: &presence)
        case .sizeTransitionAnimating: sizeTransitionAnimating(presence: presence)
        case .coveredBySheet(let depth, let progress): coveredBySheet(depth: depth, progress: progress, presence: &presence)
        case .keyboardWillChange(let covered, let owns, let duration, let time):
            keyboardWillChange(covered: covered, ownsKeyboard: owns, duration: duration, time: time, presence: &presence)
        case .keyboardTracked(let covered, let owns, let inAnimation, let time):
            keyboardTracked(covered: covered, ownsKeyboard: owns, inAnimation: inAnimation, time: time, presence: &presence)
        case .didEnterBackground, .willEnterForeground: return
        case .presentationWillBegin, .presentationDidEnd, .dismissalWillBegin, .dismissalDidEnd, .transitionStarted,
             .edgePanChanged, .edgePanEnded, .presentedOverSheet, .tearDown:
            presence.handle(event, view: &self)
        }
    }

    /// Queues `action` behind the pending ones.
    mutating func queue(_ action: SheetLifecycleAction) {
        shell.queue(action)
    }

    /// Starts afresh with `configuration` (an embedded panel shown again): a new engine at the
    /// initial detent, nothing shown yet, no scroll view, no waiting moves; the actions still
    /// pending and the clock carry over.
    mutating func restart(configuration: SheetConfiguration) {
        engine = SheetEngine(configuration: configuration, container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                             dismissalPermission: engine.dismissalPermission)
        shell.reopen()
        releaseDismissal = .none
        scroll = .none
        shown = ShownState()
        selections = []
        stack = StackLink()
    }

    /// Stops everything that runs on its own, puts the presenting view back and forgets the
    /// scroll view; every later event is ignored.
    mutating func end() {
        isTouched = false
        releaseDismissal = .none
        finishSelections(finished: false)
        reportGone()
        shell.tearDown()
        if shown.presentingEffect != nil {
            shown.presentingEffect = nil
            queue(.restorePresentingView)
        }
        if shown.presentingContentHidden {
            shown.presentingContentHidden = false
            queue(.hidePresentingContentFromAccessibility(false))
        }
        queue(.restoreContentSafeArea)
        if scroll != .none {
            scroll = .none
            queue(.releaseScrollView)
        }
    }
}

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
        let output = holdingReleaseDismissal(output)
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
        // Most sheets never blur: nothing is queued until a blur shows.
        if shown.backdropBlur != output.backdropBlur, shown.backdropBlur != nil || output.backdropBlur > 0 {
            shown.backdropBlur = output.backdropBlur
            queue(.setBackdropBlur(output.backdropBlur))
        }
        if shown.passesTouchesThrough != output.passesTouchesThrough {
            let isChange = shown.passesTouchesThrough != nil
            shown.passesTouchesThrough = output.passesTouchesThrough
            queue(.setPassesTouchesThrough(output.passesTouchesThrough))
            // VoiceOver's reach changed: the presenting content became reachable, or not.
            if isChange { queue(.postLayoutChanged) }
        }
        let isModal = Self.isAccessibilityModal(passesTouchesThrough: output.passesTouchesThrough, coverDepth: stack.cover?.depth ?? 0)
        if shown.isAccessibilityModal != isModal {
            shown.isAccessibilityModal = isModal
            queue(.setAccessibilityModal(isModal))
        }
        let hidesPresenting = Self.hidesPresentingContent(passesTouchesThrough: output.passesTouchesThrough,
                                                          coverDepth: stack.cover?.depth ?? 0)
        if shown.presentingContentHidden != hidesPresenting {
            shown.presentingContentHidden = hidesPresenting
            queue(.hidePresentingContentFromAccessibility(hidesPresenting))
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
        if events.contains(.willDismiss) { announceDismissal(cause: cause) }
    }
}
