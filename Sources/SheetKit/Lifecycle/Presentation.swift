/// The transition half of a presented sheet: what UIKit's presentation machinery adds to the
/// view half (``SheetView``). It follows the presentation's stages (will-begin, the transition
/// context, did-end), attaches each context and ends it exactly once on the frame the engine
/// decides, buffers an edge pan that presents a drawer until its context starts, asks UIKit for
/// the dismissal the engine decides on, asks the dismissal permission, and calls the adaptive
/// delegate as UIKit does for its own sheets. An embedded panel has none of this
/// (`PanelPresence`).
package struct Presentation: SheetPresence {
    /// Where the presentation is, and the UIKit transition in flight.
    var stage: Stage

    /// A presentation about to begin; `presentsInteractively` when an edge pan presents the sheet.
    init(presentsInteractively: Bool) {
        stage = .created(edgePan: presentsInteractively ? EdgePanFeed() : nil)
    }

    /// Whether `presentationTransitionWillBegin` came: before it there is no container.
    package var isOnScreen: Bool {
        if case .created = stage { return false }
        return true
    }

    /// Whether a finger may catch the sheet (see ``Stage/acceptsGestures``).
    package var acceptsGestures: Bool { stage.acceptsGestures }

    /// UIKit's transition callbacks, the edge pan that presents the sheet, and teardown.
    package mutating func handle(_ event: SheetLifecycleEvent, view: inout SheetView) {
        switch event {
        case .presentationWillBegin(let container, _): presentationWillBegin(container: container, view: &view)
        case .presentationDidEnd(let completed): presentationDidEnd(completed: completed, view: &view)
        case .dismissalWillBegin: dismissalWillBegin(view: &view)
        case .dismissalDidEnd(let completed): dismissalDidEnd(completed: completed, view: &view)
        case .transitionStarted(let kind, let interactive, let animated, let time):
            transitionStarted(kind, interactive: interactive, animated: animated, time: view.shell.time(time), view: &view)
        case .edgePanChanged(let translation, let time): edgePan(translation: translation, release: nil, time: time, view: &view)
        case .edgePanEnded(let velocity, let time): edgePan(translation: nil, release: velocity, time: time, view: &view)
        case .presentedOverSheet(let overSheet):
            guard case .created = stage else { return }
            view.stack.reportsToPresentingSheet = overSheet
        case .tearDown: tearDown(view: &view)
        default: return
        }
    }

    /// The presentation's writes for an output: the report to a SheetKit sheet below, a caught
    /// presentation's pause, the interactive percent.
    package mutating func write(_ output: SheetOutput, view: inout SheetView) {
        view.reportToPresentingSheet(output)
        pauseIfCaught(output, view: &view)
        updateInteractiveProgress(output.progress, view: &view)
    }

    /// What the output's events mean for the presentation: contexts end, a dismissal the
    /// engine decided is asked of UIKit, attempts reach the adaptive delegate, the permission
    /// is asked.
    package mutating func react(to output: SheetOutput, view: inout SheetView) {
        let events = output.events
        let cause = output.cause ?? .app
        if events.contains(.presented) { endPresentationContext(finish: true, view: &view) }
        if events.contains(.presentationCancelled) {
            // The user pushed the app's presentation back out (a finger caught it, and the
            // permission allowed it): to UIKit's adaptive delegate that is the user's
            // dismissal (`UIPresentationController.h`: "when the user has taken action to
            // dismiss the presentation successfully"). Both calls come together once the
            // sheet is out, the end behind the context's cancellation, which takes the sheet
            // away: until then a finger could catch it again and bring it in, and no
            // dismissal transition runs, so there is no coordinator to animate alongside. An
            // edge pan let go early presented nothing the app began, and the app's own
            // dismissal is never reported.
            let pushedOut = cause == .user && !stage.presentsByEdgePan
            if pushedOut { view.queue(.callAdaptiveDelegate(.willDismiss)) }
            endPresentationContext(finish: false, view: &view)
            if pushedOut { view.queue(.callAdaptiveDelegate(.didDismiss)) }
        }
        if events.contains(.dismissed) { endDismissalContext(finish: true, view: &view) }
        if events.contains(.dismissalCancelled) { endDismissalContext(finish: false, view: &view) }
        if events.contains(.willDismiss) { requestDismissal(cause: cause, interactive: output.dismissesInteractively, view: &view) }
        if events.contains(.didAttemptToDismiss) {
            view.queue(.callAdaptiveDelegate(.didAttemptToDismiss))
            view.queue(.notify(.didAttemptToDismiss))
        }
        if events.contains(.needsDismissalPermission) { view.queue(.askDismissalPermission) }
    }

    /// A finger caught a non-interactive presentation (it holds or drags the sheet): UIKit's
    /// transition, interruptible through its animator, becomes interactive, so its percent
    /// follows the finger and it is finished or cancelled like any interactive one. A
    /// programmatic dismissal cannot be caught (``SheetEngine/canBeginDrag``).
    mutating func pauseIfCaught(_ output: SheetOutput, view: inout SheetView) {
        guard output.phase == .held || output.phase == .dragging,
              case .presenting(.running(interactive: false), let edgePan) = stage else { return }
        stage = .presenting(.running(interactive: true), edgePan: edgePan)
        view.queue(.pauseInteractiveTransition)
    }

    /// An interactive transition's percent complete: the progress when presenting, 1 − the
    /// progress when dismissing. Written only when it changes.
    mutating func updateInteractiveProgress(_ progress: Double, view: inout SheetView) {
        switch stage {
        case .presenting(.running(interactive: true), _): view.shell.queuePercent(progress)
        case .dismissing(.running(interactive: true), _): view.shell.queuePercent(1 - progress)
        default: return
        }
    }
}
