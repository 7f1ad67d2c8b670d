/// What a ``CardPressLifecycle`` asks the control that shows the press to do.
public enum CardPressAction: Hashable, Sendable {
    /// Show the card at this scale about its center (`transform = scale(s)`).
    case setScale(Double)
    /// Perform the card's action (`sendActions(for: .primaryActionTriggered)`); at most once
    /// per press, after the scale that completes the shrink.
    case fire
    /// Start the display link.
    case startDisplayLink
    /// Stop and invalidate the display link.
    case stopDisplayLink
}

/// A pressable card as a value for its control: touches and display-link frames in
/// (``CardPressInput``), scales, the action and the display link out, taken one at a time
/// with ``nextAction()`` (the pattern of the transition lifecycles).
///
/// Every decision is ``CardPressFeedback``'s: the lifecycle queues a scale when the shown
/// one changes, ``CardPressAction/fire`` once when it fires (after the scale of that frame),
/// and runs the display link exactly while the feedback animates or waits to fire.
public struct CardPressLifecycle: Sendable {
    /// The press rule and its state.
    public private(set) var feedback: CardPressFeedback
    var pending = ActionQueue<CardPressAction>()
    /// The scale last queued (the control starts unscaled).
    var shownScale = 1.0
    var displayLinkRunning = false

    /// Creates the lifecycle of a card at rest.
    /// - Parameter feedback: The press rule; default ``CardPressFeedback``'s numbers.
    public init(feedback: CardPressFeedback = CardPressFeedback()) {
        self.feedback = feedback
    }

    /// Takes one input and queues the actions to perform.
    /// - Complexity: O(1), with no allocation once the queue has grown.
    public mutating func handle(_ input: CardPressInput) {
        let output = feedback.send(input)
        if output.scale != shownScale {
            shownScale = output.scale
            pending.append(.setScale(output.scale))
        }
        if output.events.contains(.fired) { pending.append(.fire) }
        if output.isAnimating != displayLinkRunning {
            displayLinkRunning = output.isAnimating
            pending.append(output.isAnimating ? .startDisplayLink : .stopDisplayLink)
        }
    }

    /// The next action to perform, or `nil`.
    public mutating func nextAction() -> CardPressAction? { pending.next() }

    /// Handles `input` and returns every action queued, in order.
    public mutating func send(_ input: CardPressInput) -> [CardPressAction] {
        handle(input)
        var actions: [CardPressAction] = []
        while let action = nextAction() { actions.append(action) }
        return actions
    }
}
