@testable import SheetKit

/// Plays a ``TransitionLifecycle`` as UIKit and ``TrackTransitionDriver`` would, and checks
/// the contracts on every action: `beginTransition` only when no context is open; `apply`
/// only inside a context; `update` only inside an interactive one; `finish` or `cancel` once,
/// first, when interactive; `completeTransition` exactly once per context; the display link
/// started and stopped alternately.
struct TransitionScript<Lifecycle: TransitionLifecycle> {
    var lifecycle: Lifecycle
    var actions: [TrackTransitionAction] = []
    var violations: [String] = []
    var displayLink = false
    /// Every completion, in order.
    var completions: [Bool] = []
    /// How many times a context was asked for.
    var begins = 0
    /// Whether a context was asked for and UIKit has not handed it over yet.
    var requested = false
    /// The open context: `nil` when none, else whether it is interactive.
    var context: Bool?
    var interactiveEnd: TrackTransitionAction?
    /// The percents reported in the current (or last) interactive context.
    var percents: [Double] = []
    /// The progress of every `apply`.
    var applied: [Double] = []

    init(_ lifecycle: Lifecycle) {
        self.lifecycle = lifecycle
    }

    /// Changes the lifecycle (with one of its own events) and performs what it queues.
    mutating func send(_ change: (inout Lifecycle) -> Void) {
        change(&lifecycle)
        perform()
    }

    /// Passes a transition event and performs what it queues.
    mutating func send(_ event: TrackTransitionEvent) {
        lifecycle.handle(event)
        perform()
    }

    /// UIKit hands a context over at `time`.
    mutating func start(interactive: Bool, animated: Bool = true, at time: Double) {
        if context != nil { violations.append("a context started while one was open") }
        context = interactive && animated
        requested = false
        interactiveEnd = nil
        percents = []
        send(.transitionStarted(interactive: interactive, animated: animated, length: 0, time: time))
    }

    /// Sends 120 Hz ticks from `start` for `seconds` while the display link runs.
    mutating func frames(from start: Double, seconds: Double, frameRate: Double = 120, dropEvery: Int = 0) {
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: seconds, dropEvery: dropEvery) where displayLink {
            send(.tick(tick))
        }
    }

    mutating func perform() {
        while let action = lifecycle.nextAction() { record(action) }
    }

    private mutating func record(_ action: TrackTransitionAction) {
        actions.append(action)
        switch action {
        case .beginTransition:
            if context != nil { violations.append("beginTransition inside a context") }
            begins += 1
            requested = true
        case .apply(let progress):
            if context == nil { violations.append("apply outside a context") }
            if !(0...1).contains(progress) { violations.append("progress \(progress)") }
            applied.append(progress)
        case .startDisplayLink:
            if displayLink { violations.append("display link started twice") }
            displayLink = true
        case .stopDisplayLink:
            if !displayLink { violations.append("display link stopped twice") }
            displayLink = false
        case .updateInteractiveTransition(let percent):
            if context != true { violations.append("update outside an interactive context") }
            percents.append(percent)
        case .finishInteractiveTransition, .cancelInteractiveTransition:
            if context != true || interactiveEnd != nil { violations.append("\(action) out of place") }
            interactiveEnd = action
        case .completeTransition(let finished):
            guard let interactive = context else {
                violations.append("completed without a context")
                return
            }
            if interactive, interactiveEnd != (finished ? .finishInteractiveTransition : .cancelInteractiveTransition) {
                violations.append("completed without \(finished ? "finish" : "cancel")")
            }
            completions.append(finished)
            context = nil
        }
    }
}
