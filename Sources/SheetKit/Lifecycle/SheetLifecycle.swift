/// A sheet's presentation lifecycle as a value: UIKit's events in, the actions to perform out.
///
/// The UIKit adapter is a humble object: each UIKit callback, gesture state, display-link
/// frame and notification becomes one ``SheetLifecycleEvent`` passed to ``handle(_:)``; it then
/// performs every ``SheetLifecycleAction`` that ``nextAction()`` returns, in order, and decides
/// nothing itself. What a flag on a `UIPresentationController` subclass used to record (is a
/// dismissal running, did the sheet ask for an interactive one, has the context been
/// completed, is the display link needed) is this value's state, tested on any platform with
/// scripts of UIKit's documented callback orders.
///
/// ```swift
/// var lifecycle = SheetLifecycle(configuration: .commentSheet())
/// lifecycle.handle(.presentationWillBegin(container: .phonePortrait, time: 0))
/// lifecycle.handle(.transitionStarted(.presentation, interactive: false, animated: true, time: 0))
/// while let action = lifecycle.nextAction() {
///     // perform it: .layout(frame), .setDimming(alpha), .startDisplayLink, …
/// }
/// ```
///
/// Re-entrancy: an action may make UIKit call back synchronously (`completeTransition(_:)`
/// ends the transition, `dismiss(animated:)` begins one, a delegate changes the detent). The
/// adapter passes that callback to ``handle(_:)`` right away; its actions queue behind the
/// ones still pending, and the adapter's loop performs them all in order. Actions that can
/// call back come after the view writes of the same event.
///
/// Every time passes through the lifecycle's clock, which stops while the app is in the
/// background, so a settle resumes where it was instead of jumping to its end.
public struct SheetLifecycle: SheetEventHandling, Sendable {
    /// The engine that makes every motion decision.
    public internal(set) var engine: SheetEngine

    /// Where the presentation is, and the UIKit transition in flight.
    var stage: Stage = .created(edgePan: nil)
    /// The tracked scroll view's hand-off state.
    var scroll: ScrollHandOff = .none
    /// What the adapter has been told to show.
    var shown = ShownState()
    /// The action queue, the clock that stops in the background, the display link's gating
    /// and the transition's completions (`Shell`).
    var shell = Shell<SheetLifecycleAction>()
    /// Detent moves with a completion, waiting for the sheet to rest: token and detent.
    var selections: [(token: Int, detent: Detent.Identifier)] = []
    /// The SheetKit sheets stacked on this one, and the one this one is stacked on.
    var stack = StackLink()

    /// Creates the lifecycle of a sheet about to be presented.
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - dismissalPermission: How the user's dismissals are allowed. UIKit sheets ask when
    ///     it matters (``DismissalPermission/askWhenNeeded``), the default.
    ///   - presentsInteractively: Whether an edge pan presents the sheet (it then follows
    ///     ``SheetLifecycleEvent/edgePanChanged(translation:time:)``).
    public init(configuration: SheetConfiguration, dismissalPermission: DismissalPermission = .askWhenNeeded,
                presentsInteractively: Bool = false) {
        engine = SheetEngine(configuration: configuration, container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                             dismissalPermission: dismissalPermission)
        stage = .created(edgePan: presentsInteractively ? EdgePanFeed() : nil)
    }

    /// Takes one event: updates the state and queues the actions to perform.
    /// - Complexity: O(1) per gesture event and frame (amortized, no allocation once the queue
    ///   has grown); layout events re-resolve the detents.
    public mutating func handle(_ event: SheetLifecycleEvent) {
        guard !stage.isEnded else { return }
        switch event {
        case .presentationWillBegin(let container, let time): presentationWillBegin(container: container, time: time)
        case .presentationDidEnd(let completed): presentationDidEnd(completed: completed)
        case .dismissalWillBegin: dismissalWillBegin()
        case .dismissalDidEnd(let completed): dismissalDidEnd(completed: completed)
        case .transitionStarted(let kind, let interactive, let animated, let time):
            transitionStarted(kind, interactive: interactive, animated: animated, time: time)
        case .touchDown(let time): drive(.touchDown(time: shell.time(time)))
        case .touchUp(let time): drive(.touchUp(time: shell.time(time)))
        case .panBegan(let time): panBegan(time: time)
        case .panChanged(let delta, let time, let scroll):
            drive(.dragChanged(delta: delta, time: shell.time(time), scroll: scroll))
        case .panEnded(let velocity, let time, let active): panEnded(velocity: velocity, time: time, scrollViewPanActive: active)
        case .panCancelled(let time): drive(.dragCancelled(time: shell.time(time)))
        case .scrollViewPanEnded: scrollViewPanEnded()
        case .nextTurn: nextTurn()
        case .edgePanChanged(let translation, let time): edgePan(translation: translation, release: nil, time: time)
        case .edgePanEnded(let velocity, let time): edgePan(translation: nil, release: velocity, time: time)
        case .dimmingTapped(let time): drive(.dimmingTapped(time: shell.time(time)))
        case .escape(let time): drive(.requestDismissal(time: shell.time(time)))
        case .grabberAdjusted(let step, let time): drive(.stepDetent(by: step, time: shell.time(time)))
        case .dismissalPermission(let allowed): drive(.dismissalPermission(allowed))
        case .selectDetent(let identifier, let animated, let time):
            drive(.selectDetent(identifier, animated: animated, time: shell.time(time)))
        case .moveToDetent(let identifier, let spring, let time, let completion):
            moveToDetent(identifier, spring: spring, time: shell.time(time), completion: completion)
        case .redirectRelease(let target, let time): drive(.redirectRelease(target, time: shell.time(time)))
        case .configurationChanged(let configuration, let animated, let time):
            guard !configuration.isEquivalent(to: engine.configuration) else { return }
            drive(.updateConfiguration(configuration, animated: animated, time: shell.time(time)))
        case .detentsInvalidated(let animated, let time):
            drive(.updateConfiguration(engine.configuration, animated: animated, time: shell.time(time)))
        case .tick(let tick): self.tick(tick)
        case .containerChanged(let container): containerChanged(container)
        case .sizeTransitionAnimating: sizeTransitionAnimating()
        case .presentedOverSheet(let overSheet): presentedOverSheet(overSheet)
        case .coveredBySheet(let depth, let progress): coveredBySheet(depth: depth, progress: progress)
        case .keyboardWillChange(let covered, let owns, let duration, let time):
            keyboardWillChange(covered: covered, ownsKeyboard: owns, duration: duration, time: time)
        case .keyboardTracked(let covered, let owns, let inAnimation, let time):
            keyboardTracked(covered: covered, ownsKeyboard: owns, inAnimation: inAnimation, time: time)
        case .didEnterBackground(let time): didEnterBackground(time: time)
        case .willEnterForeground(let time): willEnterForeground(time: time)
        case .tearDown: tearDown()
        }
    }

    /// The next action to perform, or `nil` when there is none.
    /// - Complexity: O(1).
    public mutating func nextAction() -> SheetLifecycleAction? {
        shell.next()
    }


    // MARK: Queries UIKit asks synchronously

    /// Whether a drag may begin now (the pan gesture's `gestureRecognizerShouldBegin`).
    public var canBeginDrag: Bool { engine.canBeginDrag && stage.acceptsGestures }

    /// Whether the dismissal UIKit is setting up follows a finger: asked by
    /// `interactionControllerForDismissal(using:)`. Only a dismissal the sheet itself asked
    /// for with ``SheetLifecycleAction/beginDismissal`` while a finger (or its release spring)
    /// drives it is interactive; UIKit documents that a transition can only be interactive
    /// when animated (`UIViewControllerTransitionCoordinator.h`, `initiallyInteractive`).
    public var dismissalIsInteractive: Bool {
        guard case .presented(let request?) = stage else { return false }
        return request.interactive
    }

    /// Whether the presentation UIKit is setting up follows an edge pan: asked by
    /// `interactionControllerForPresentation(using:)`. An ordinary animated presentation is
    /// not interactive: `animateTransition(using:)` runs it, and UIKit's transition
    /// coordinator reports it as non-interactive.
    public var presentationIsInteractive: Bool {
        switch stage {
        case .created(let edgePan), .presenting(_, let edgePan): return edgePan != nil
        case .presented, .dismissing, .ended: return false
        }
    }

    /// About how long the current or coming transition of `kind` takes, in seconds, for
    /// `transitionDuration(using:)`: the ``transitionTiming(of:)``'s duration (from rest, it is
    /// ``SheetEngine/estimatedDuration(of:)``).
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most (4 096).
    public func transitionDuration(of kind: SheetTransitionKind) -> Double {
        transitionTiming(of: kind).duration
    }

    /// The spring timing for animations alongside the current or coming transition of `kind`:
    /// the interruptible animator's `UISpringTimingParameters` and duration (see
    /// ``SheetEngine/transitionTiming(of:)``).
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most (4 096).
    public func transitionTiming(of kind: SheetTransitionKind) -> TransitionSpringTiming {
        engine.transitionTiming(of: kind)
    }

    /// The engine's current output (for the frame UIKit asks for, the extent, the progress).
    public var output: SheetOutput { engine.output }

    /// Whether the lifecycle has ended (torn down): every later event is ignored.
    public var isTornDown: Bool { stage.isEnded }

    /// Whether the sheet is on its way out: a dismissal it asked UIKit for, a dismissal
    /// transition running, or torn down. Read after ``SheetLifecycleEvent/escape(time:)`` it
    /// tells VoiceOver whether the escape was taken (a refused dismissal leaves it `false`).
    public var isLeaving: Bool { stage.isLeaving }

    // MARK: Queueing

    mutating func queue(_ action: SheetLifecycleAction) {
        shell.queue(action)
    }
}
