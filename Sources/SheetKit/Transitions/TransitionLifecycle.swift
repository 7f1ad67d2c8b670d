/// A transition's life as a value that the UIKit layer's `TransitionRunner` (its one
/// transition adapter) runs: UIKit's context, display-link frames and the app's background
/// state come in as ``TrackTransitionEvent``s, and ``TrackTransitionAction``s go out, taken
/// one at a time with ``nextAction()`` so that UIKit's synchronous call-backs queue behind
/// what is pending.
///
/// ``TrackTransitionLifecycle`` is the lifecycle of a transition that one
/// ``InteractiveTrack`` carries (a push, a pop, a tab switch, a circular reveal, a card
/// zoom's open). Styles whose motion is not one track have their own, with the same queue and
/// the same guarantees (each context completed exactly once, finish or cancel first when it is
/// interactive, the display link running exactly while something moves): ``CardZoomLifecycle``
/// (the open on a track, then a pull and a close) and ``CenteredCardLifecycle`` (a drop-in on
/// two springs by time, then a dismissal track). They take their gestures and geometry through
/// their own events; through this protocol they take what every transition shares.
package protocol TransitionLifecycle: Lifecycle where Action == TrackTransitionAction {
    /// The context, the action queue, the clock and the display link's state, which every
    /// transition lifecycle keeps the same way.
    var shell: Shell<TrackTransitionAction> { get set }
    /// Everything the lifecycle hears: UIKit's transition events, plus, for a style with its
    /// own lifecycle, its gestures and geometry (``CardZoomLifecycleEvent``,
    /// ``CenteredCardLifecycleEvent``). ``TrackTransitionEvent`` when it hears nothing else.
    /// Takes one event and queues the actions to perform.
    mutating func handle(_ event: Event)
    /// Takes one of UIKit's transition events and queues the actions to perform.
    mutating func handle(_ event: TrackTransitionEvent)
    /// The next action to perform, or `nil` when none is pending.
    mutating func nextAction() -> TrackTransitionAction?
    /// Whether a touch may drive the transition now.
    var acceptsPan: Bool { get }
    /// Whether the transition UIKit is about to start is to be interactive (a pan asked for
    /// it): a transitioning delegate vends its interaction controller exactly then.
    var startsInteractively: Bool { get }
    /// Whether a new touch would catch a settle of an interactive transition that runs (a
    /// released pull springing back, a released drag settling).
    var canCatch: Bool { get }
    /// Whether nothing will happen any more (completed for good, or torn down).
    var isEnded: Bool { get }
    /// The expected length of the next non-interactive transition, in seconds, for
    /// `transitionDuration(using:)`.
    var estimatedDuration: Double { get }
    /// Whether a request without a gesture (VoiceOver's escape, a tap on the dimming, a close
    /// button) asks UIKit for a transition now: `permitted` is whether the user may (not modal
    /// in presentation, plus the style's own gate). `false` when the request is refused or one
    /// is already under way (``isTransitionUnderWay``).
    /// - Parameter permitted: Whether the user may start the transition.
    func grantsTransitionRequest(permitted: Bool) -> Bool
    /// Whether a transition is asked for, runs, or is over for good. Read after a request it is
    /// what an escape handler returns (`accessibilityPerformEscape`): `true` when the escape was
    /// taken (by this request or by a transition already under way), `false` when it was
    /// refused, so VoiceOver passes it on, as ``SheetLifecycle/isLeaving`` does for sheets.
    var isTransitionUnderWay: Bool { get }
    /// Whether a context UIKit hands over now is one the lifecycle expects: none runs and the
    /// lifecycle has not ended. The runner completes any other context at once and keeps the
    /// one in flight.
    var acceptsContext: Bool { get }
}

extension TrackTransitionLifecycle: TransitionLifecycle {}

extension TransitionLifecycle {
    /// The shell's next action, or `nil`.
    /// - Complexity: O(1).
    package mutating func nextAction() -> TrackTransitionAction? { shell.next() }
    /// Whether a context is asked for or open, or the lifecycle has ended (``isEnded``).
    package var isTransitionUnderWay: Bool { shell.context != .none || isEnded }
    /// Whether a presented style's `presentationTransitionDidEnd(_:)` or
    /// `dismissalTransitionDidEnd(_:)` that UIKit calls now ends this lifecycle's transition:
    /// not while its context runs. UIKit calls it after `completeTransition(_:)`, and the
    /// lifecycle completes its own context only after it stopped running; the one completed
    /// while it runs is a context the runner refused (``Shell/acceptsContext``), whose end is
    /// not the lifecycle's (taking it for its own would tear a running presentation down).
    package var ownsTransitionEnd: Bool { !shell.isRunning }
    /// Whether the shell expects a context: none is open and nothing was torn down.
    package var acceptsContext: Bool { shell.acceptsContext }
    /// A display-link frame (``TrackTransitionEvent/tick(_:)``).
    package mutating func handleFrame(_ tick: FrameTick) { handle(.tick(tick)) }
    /// The app's state (``TrackTransitionEvent/didEnterBackground(time:)``,
    /// ``TrackTransitionEvent/willEnterForeground(time:)``).
    package mutating func handleAppState(active: Bool, time: Double) {
        handle(active ? TrackTransitionEvent.willEnterForeground(time: time) : .didEnterBackground(time: time))
    }
}


