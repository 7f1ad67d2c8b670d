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
package struct SheetLifecycle: SheetEventHandling, Sendable {
    /// The view half, shared with embedded panels: the engine, the queue, what is shown.
    var view: SheetView
    /// The transition half: UIKit's presentation stages and contexts.
    var presentation: Presentation

    /// Creates the lifecycle of a sheet about to be presented.
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - dismissalPermission: How the user's dismissals are allowed. UIKit sheets ask when
    ///     it matters (``DismissalPermission/askWhenNeeded``), the default.
    ///   - presentsInteractively: Whether an edge pan presents the sheet (it then follows
    ///     ``SheetLifecycleEvent/edgePanChanged(translation:time:)``).
    package init(configuration: SheetConfiguration, dismissalPermission: DismissalPermission = .askWhenNeeded,
                presentsInteractively: Bool = false) {
        view = SheetView(configuration: configuration, dismissalPermission: dismissalPermission)
        presentation = Presentation(presentsInteractively: presentsInteractively)
    }

    /// The engine that makes every motion decision.
    package var engine: SheetEngine { view.engine }

    /// Takes one event: updates the state and queues the actions to perform.
    /// - Complexity: O(1) per gesture event and frame (amortized, no allocation once the queue
    ///   has grown); layout events re-resolve the detents.
    package mutating func handle(_ event: SheetLifecycleEvent) {
        view.handle(event, presence: &presentation)
    }

    /// The next action to perform, or `nil` when there is none.
    /// - Complexity: O(1).
    package mutating func nextAction() -> SheetLifecycleAction? {
        view.nextAction(presence: &presentation)
    }

    // MARK: Queries UIKit asks synchronously

    /// Whether a drag may begin now (the pan gesture's `gestureRecognizerShouldBegin`).
    package var canBeginDrag: Bool { engine.canBeginDrag && presentation.acceptsGestures }

    /// Whether the dismissal UIKit is setting up follows a finger: asked by
    /// `interactionControllerForDismissal(using:)`. Only a dismissal the sheet itself asked
    /// for with ``SheetLifecycleAction/beginDismissal`` while a finger (or its release spring)
    /// drives it is interactive; UIKit documents that a transition can only be interactive
    /// when animated (`UIViewControllerTransitionCoordinator.h`, `initiallyInteractive`).
    package var dismissalIsInteractive: Bool {
        guard case .presented(let request?) = presentation.stage else { return false }
        return request.interactive
    }

    /// Whether the presentation UIKit is setting up follows an edge pan. An ordinary animated
    /// presentation starts non-interactive (`PresentationStart.animatedInterruptible`: its
    /// interaction controller's `wantsInteractiveStart` is false), and UIKit's transition
    /// coordinator reports it as non-interactive until a touch pauses it.
    package var presentationIsInteractive: Bool {
        switch presentation.stage {
        case .created(let edgePan), .presenting(_, let edgePan): return edgePan != nil
        case .presented, .dismissing, .ended: return false
        }
    }

    /// About how long the current or coming transition of `kind` takes, in seconds, for
    /// `transitionDuration(using:)`: the ``transitionTiming(of:)``'s duration (from rest, it is
    /// ``SheetEngine/estimatedDuration(of:)``).
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most (4 096).
    package func transitionDuration(of kind: SheetTransitionKind) -> Double {
        transitionTiming(of: kind).duration
    }

    /// The spring timing for animations alongside the current or coming transition of `kind`:
    /// the interruptible animator's `UISpringTimingParameters` and duration (see
    /// ``SheetEngine/transitionTiming(of:)``).
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most (4 096).
    package func transitionTiming(of kind: SheetTransitionKind) -> TransitionSpringTiming {
        engine.transitionTiming(of: kind)
    }

    /// Whether a context of `kind` that UIKit hands over now is expected: the presentation's
    /// after `presentationTransitionWillBegin`, the dismissal's after
    /// `dismissalTransitionWillBegin`, each once. The runner completes any other context at
    /// once (cancelled first when interactive) and keeps the one in flight, which the
    /// lifecycle goes on to complete: replacing it would leave it for ever open.
    package func acceptsTransition(_ kind: SheetTransitionKind) -> Bool {
        switch (kind, presentation.stage) {
        case (.presentation, .presenting(.awaiting, _)), (.dismissal, .dismissing(.awaiting, _)): return true
        default: return false
        }
    }

    /// The engine's current output (for the frame UIKit asks for, the extent, the progress).
    package var output: SheetOutput { engine.output }

    /// Whether the lifecycle has ended (torn down): every later event is ignored.
    package var isTornDown: Bool { view.shell.isTornDown }

    /// Whether the sheet is on its way out: a dismissal it asked UIKit for, a dismissal
    /// transition running, or torn down. Read after ``SheetLifecycleEvent/escape(time:)`` it
    /// tells VoiceOver whether the escape was taken (a refused dismissal leaves it `false`).
    package var isLeaving: Bool { presentation.stage.isLeaving }
}
