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

    /// A view half for a sheet with `configuration`, in no container yet.
    init(configuration: SheetConfiguration, dismissalPermission: DismissalPermission) {
        engine = SheetEngine(configuration: configuration, container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                             dismissalPermission: dismissalPermission)
    }

    /// Takes one event: the view's own, or the presence's.
    /// - Complexity: O(1) per gesture event and frame (amortized, no allocation once the queue
    ///   has grown); layout events re-resolve the detents.
    mutating func handle<Presence: SheetPresence>(_ event: SheetLifecycleEvent, presence: inout Presence) {
        guard !shell.isTornDown else { return }
        switch event {
        case .touchDown(let time): drive(.touchDown(time: shell.time(time)), presence: &presence)
        case .touchUp(let time): drive(.touchUp(time: shell.time(time)), presence: &presence)
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
        case .dismissalPermission(let allowed): drive(.dismissalPermission(allowed), presence: &presence)
        case .selectDetent(let identifier, let animated, let time):
            drive(.selectDetent(identifier, animated: animated, time: shell.time(time)), presence: &presence)
        case .moveToDetent(let identifier, let spring, let time, let completion):
            moveToDetent(identifier, spring: spring, time: shell.time(time), completion: completion, presence: &presence)
        case .redirectRelease(let target, let time): drive(.redirectRelease(target, time: shell.time(time)), presence: &presence)
        case .configurationChanged(let configuration, let animated, let time):
            guard !configuration.isEquivalent(to: engine.configuration) else { return }
            drive(.updateConfiguration(configuration, animated: animated, time: shell.time(time)), presence: &presence)
        case .detentsInvalidated(let animated, let time):
            drive(.updateConfiguration(engine.configuration, animated: animated, time: shell.time(time)), presence: &presence)
        case .tick(let tick): shell.tick(tick).map { drive(.tick($0), presence: &presence) }
        case .containerChanged(let container): containerChanged(container, presence: &presence)
        case .sizeTransitionAnimating: sizeTransitionAnimating(presence: presence)
        case .coveredBySheet(let depth, let progress): coveredBySheet(depth: depth, progress: progress, presence: &presence)
        case .keyboardWillChange(let covered, let owns, let duration, let time):
            keyboardWillChange(covered: covered, ownsKeyboard: owns, duration: duration, time: time, presence: &presence)
        case .keyboardTracked(let covered, let owns, let inAnimation, let time):
            keyboardTracked(covered: covered, ownsKeyboard: owns, inAnimation: inAnimation, time: time, presence: &presence)
        case .didEnterBackground(let time): shell.pause(at: time, moving: engine.output.isAnimating)
        case .willEnterForeground(let time): shell.resume(at: time, moving: engine.output.isAnimating)
        case .presentationWillBegin, .presentationDidEnd, .dismissalWillBegin, .dismissalDidEnd, .transitionStarted,
             .edgePanChanged, .edgePanEnded, .presentedOverSheet, .tearDown:
            presence.handle(event, view: &self)
        }
    }

    /// The next action to perform, or `nil` when there is none.
    /// - Complexity: O(1).
    mutating func nextAction() -> SheetLifecycleAction? {
        shell.next()
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
        scroll = .none
        shown = ShownState()
        selections = []
        stack = StackLink()
    }

    /// Stops everything that runs on its own, puts the presenting view back and forgets the
    /// scroll view; every later event is ignored.
    mutating func end() {
        finishSelections(finished: false)
        reportGone()
        shell.tearDown()
        if shown.presentingEffect != nil {
            shown.presentingEffect = nil
            queue(.restorePresentingView)
        }
        queue(.restoreContentSafeArea)
        if scroll != .none {
            scroll = .none
            queue(.releaseScrollView)
        }
    }
}
