/// A lifecycle value the UIKit runner drives: UIKit's events in, actions out, taken one at a
/// time with ``nextAction()`` so that UIKit's synchronous call-backs queue behind what is
/// pending. A presented sheet's, an embedded panel's, a transition's, a style's and a press's
/// lifecycle are each a ``Shell`` plus what is their own; one runner performs them all.
package protocol Lifecycle: Sendable {
    /// What the lifecycle hears.
    associatedtype Event: Sendable
    /// What it asks for.
    associatedtype Action: ShellAction
    /// Takes one event and queues the actions to perform.
    mutating func handle(_ event: Event)
    /// The next action to perform, or `nil` when none is pending.
    mutating func nextAction() -> Action?
    /// A display-link frame.
    mutating func handleFrame(_ tick: FrameTick)
    /// The app went to the background (`active` false) or came back (`active` true) at
    /// `time`, in seconds: the clock stops and resumes.
    mutating func handleAppState(active: Bool, time: Double)
}

/// The part of an action the runner performs itself, whatever the lifecycle: the display
/// link, and UIKit's transition context with the animations running alongside it.
package enum RunnerCall: Hashable, Sendable {
    /// Start the display link.
    case startDisplayLink
    /// Stop and invalidate the display link.
    case stopDisplayLink
    /// Start the animations alongside a non-interactive transition.
    case startAlongsideAnimations
    /// `pauseInteractiveTransition()`, with the alongside animations paused where they are.
    case pauseInteractiveTransition
    /// `updateInteractiveTransition(_:)`, with the alongside animations at the same fraction.
    case updateInteractiveTransition(Double)
    /// `finishInteractiveTransition()`; the alongside animations end at their end.
    case finishInteractiveTransition
    /// `cancelInteractiveTransition()`; the alongside animations end at their start.
    case cancelInteractiveTransition
    /// `completeTransition(_:)`, exactly once per context.
    case completeTransition(Bool)
}

extension Lifecycle {
    /// Handles `event` and returns every action it queued (and any still pending), in order:
    /// for tests and scripts that do not call back.
    /// - Complexity: O(n) in the number of actions returned.
    package mutating func send(_ event: Event) -> [Action] {
        handle(event)
        var actions: [Action] = []
        while let action = nextAction() { actions.append(action) }
        return actions
    }
}

extension CardPressLifecycle: Lifecycle {
    package mutating func handleFrame(_ tick: FrameTick) { handle(.tick(tick)) }
    package mutating func handleAppState(active: Bool, time: Double) {
        if active { resume(at: time) } else { pause(at: time) }
    }
}
