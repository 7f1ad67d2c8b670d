/// An input to ``CardPressFeedback``. Times are in seconds on the display link's clock; a
/// time that is not finite or is earlier than the latest one seen counts as that latest time,
/// one after ``InputLimits/maximumEventTime`` as that. A tick up to
/// ``InputLimits/maximumEventLag`` older than the latest time is ignored; one further back
/// restarts the clock and the scale goes on from what is shown (the tick rule of ``InputLimits``).
package enum CardPressInput: Hashable, Sendable {
    /// A finger touched the card (`touchesBegan`).
    case touchDown(time: Double)
    /// The finger is at `location`; `bounds` is the card's untransformed bounds in the same
    /// coordinates (`touch.location(in: card)` and `card.bounds`: the press scale does not
    /// move the hit area).
    case touchMoved(location: SheetPoint, bounds: SheetRect, time: Double)
    /// The finger lifted (`touchesEnded`). Send a ``touchMoved(location:bounds:time:)`` with
    /// the final location first if it moved since the last one.
    case touchUp(time: Double)
    /// The system cancelled the touch (a scroll view's pan took it, a context menu began).
    case touchCancelled(time: Double)
    /// A display-link frame: the scale is evaluated at its `targetTimestamp`.
    case tick(FrameTick)
}

/// What a press did during one input.
package struct CardPressEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates events from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The card's action fires now (open the detail). At most once per press.
    package static let fired = CardPressEvents(rawValue: 1 << 0)
    /// The press was abandoned (the finger left, or the touch was cancelled); it will not
    /// fire. At most once per press, never with ``fired``.
    package static let cancelled = CardPressEvents(rawValue: 1 << 1)
}

/// The phase of a press.
package enum CardPressPhase: String, Hashable, Sendable, CaseIterable {
    /// No press: the card rests, or grows back after an earlier press.
    case idle
    /// A finger holds the card, which shrinks (or has shrunk).
    case pressed
    /// The finger lifted inside before the shrink had shown; the action fires when it has.
    case released
    /// The action fired; the card grows back.
    case fired
    /// The press was abandoned; the card grows back.
    case cancelled
}

/// Everything an adapter applies after one input to a ``CardPressFeedback``.
package struct CardPressOutput: Hashable, Sendable {
    /// The phase after the input.
    package let phase: CardPressPhase
    /// The card's scale about its center now (`transform = scale(scale)`).
    package let scale: Double
    /// What happened.
    package let events: CardPressEvents
    /// When the action fired, in seconds, on the output that reports ``CardPressEvents/fired``
    /// (the exact instant the shrink completed or the finger lifted, which may be earlier
    /// than the tick that reports it); `nil` otherwise.
    package let fireTime: Double?
    /// Whether the scale still changes or a fire is pending, so the display link must run.
    package let isAnimating: Bool

    /// Creates an output.
    /// - Parameters:
    ///   - phase: The phase.
    ///   - scale: The scale.
    ///   - events: The events.
    ///   - fireTime: When the action fired, in seconds.
    ///   - isAnimating: Whether ticks are needed.
    package init(phase: CardPressPhase, scale: Double, events: CardPressEvents, fireTime: Double?, isAnimating: Bool) {
        self.phase = phase
        self.scale = scale
        self.events = events
        self.fireTime = fireTime
        self.isAnimating = isAnimating
    }
}
