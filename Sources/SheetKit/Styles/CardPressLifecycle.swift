/// What a ``CardPressLifecycle`` asks the control that shows the press to do.
package enum CardPressAction: Hashable, Sendable {
    /// Show the card at this scale about its center (`transform = scale(s)`).
    case setScale(Double)
    /// Perform the card's action (`sendActions(for: .primaryActionTriggered)`); at most once
    /// per press, after the scale that completes the shrink.
    case fire
    /// Start or stop the display link (the press animates or waits to fire).
    case runner(RunnerCall)
}

extension CardPressAction: ShellAction {
    /// The call in ``runner(_:)``; `nil` for a scale or the action.
    package var runnerCall: RunnerCall? {
        if case .runner(let call) = self { call } else { nil }
    }
}

/// A pressable card as a value for its control: touches, display-link frames and the app's
/// background state in (``CardPressInput``, ``pause(at:)``, ``resume(at:)``), scales, the
/// action and the display link out, taken one at a time with ``nextAction()`` (the pattern of
/// every lifecycle, on the shared `Shell`).
///
/// Every decision is ``CardPressFeedback``'s: the lifecycle queues a scale when the shown
/// one changes, ``CardPressAction/fire`` once when it fires (after the scale of that frame),
/// and runs the display link exactly while the feedback animates or waits to fire and the app
/// is active. Its clock stops in the background, so a press resumes where it was.
package struct CardPressLifecycle: Sendable {
    /// The press rule and its state.
    package private(set) var feedback: CardPressFeedback
    /// The queue, the clock that stops in the background and the display link's gating.
    var shell = Shell<CardPressAction>()
    /// The scale last queued (the control starts unscaled).
    var shownScale = 1.0

    /// Creates the lifecycle of a card at rest.
    /// - Parameter feedback: The press rule; default ``CardPressFeedback``'s numbers.
    package init(feedback: CardPressFeedback = CardPressFeedback()) {
        self.feedback = feedback
    }

    /// Takes one input and queues the actions to perform. A frame while the app is in the
    /// background is dropped.
    /// - Complexity: O(1), with no allocation once the queue has grown.
    package mutating func handle(_ input: CardPressInput) {
        let onClock: CardPressInput
        switch input {
        case .touchDown(let time): onClock = .touchDown(time: shell.time(time))
        case .touchMoved(let location, let bounds, let time): onClock = .touchMoved(location: location, bounds: bounds, time: shell.time(time))
        case .touchUp(let time): onClock = .touchUp(time: shell.time(time))
        case .touchCancelled(let time): onClock = .touchCancelled(time: shell.time(time))
        case .tick(let tick):
            guard let tick = shell.tick(tick) else { return }
            onClock = .tick(tick)
        }
        let output = feedback.send(onClock)
        if output.scale != shownScale {
            shownScale = output.scale
            shell.queue(.setScale(output.scale))
        }
        if output.events.contains(.fired) { shell.queue(.fire) }
        shell.updateDisplayLink(moving: output.isAnimating)
    }

    /// The app went to the background at `time` (seconds): the clock and the display link stop.
    package mutating func pause(at time: Double) {
        shell.pause(at: time, moving: feedback.output.isAnimating)
    }

    /// The app came back at `time` (seconds): the press goes on where it stopped.
    package mutating func resume(at time: Double) {
        shell.resume(at: time, moving: feedback.output.isAnimating)
    }

    /// Replaces the press rule. The same numbers change nothing (a cell configured again with
    /// its own rule). New numbers end a press under way: a tap already released fires first
    /// (the user completed it), then the card is shown unscaled at once and the display link
    /// stops; the next touch follows `newFeedback`. (A fresh lifecycle in its place would
    /// believe the running display link stopped, so it ran on with the card left at its
    /// mid-press scale.)
    /// - Parameter newFeedback: The new press rule, at rest.
    package mutating func replaceFeedback(with newFeedback: CardPressFeedback) {
        guard !newFeedback.hasSameNumbers(as: feedback) else { return }
        if feedback.phase == .released { shell.queue(.fire) }
        // Its numbers, at rest: a value read from the control mid-press carries that press.
        feedback = newFeedback.atRest
        if shownScale != feedback.scale {
            shownScale = feedback.scale
            shell.queue(.setScale(shownScale))
        }
        shell.updateDisplayLink(moving: false)
    }

    /// The next action to perform, or `nil`.
    package mutating func nextAction() -> CardPressAction? { shell.next() }
}

