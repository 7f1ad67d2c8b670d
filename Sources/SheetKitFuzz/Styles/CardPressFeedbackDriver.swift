import SheetKit

/// Feeds a ``CardPressFeedback`` touches (a pan's translation as the finger's location in the
/// card's bounds, which change) and frames, and checks every output
/// (``StyleInvariants/check(_:)``): a finite scale within the press's range, events that
/// agree with the phase, one `fired` at most per press.
struct CardPressFeedbackDriver: StyleDriver {
    /// The press under test.
    var feedback: CardPressFeedback
    /// The card's bounds, in points.
    var bounds: SheetRect
    /// The time of the latest input, in seconds.
    var now = 0.0
    /// Whether a finger is down.
    private var fingerDown = false
    /// How many times the current press fired.
    private var firedThisPress = 0

    /// A press at rest in `bounds` (points).
    init(feedback: CardPressFeedback, bounds: SheetRect) {
        self.feedback = feedback
        self.bounds = bounds
    }

    var isMoving: Bool { feedback.output.isAnimating }

    /// Sends `input` and checks the output.
    private mutating func send(_ input: CardPressInput) throws {
        let before = feedback.phase
        let output = feedback.send(input)
        try StyleInvariants.check(output)
        // A press begins when the feedback takes a touch (one while a release waits to fire is not taken).
        if output.phase == .pressed, before != .pressed { firedThisPress = 0 }
        if output.events.contains(.fired) { firedThisPress += 1 }
        if firedThisPress > 1 { throw FuzzViolation(category: "fired twice", message: "one press fired \(firedThisPress) times") }
    }

    mutating func play(_ step: FuzzStep) throws {
        let time = now
        switch step {
        case .frames(let count, let interval): try ticks(count, interval: interval) { try $0.send(.tick($1)) }
        case .advance(let seconds): now = FuzzClock.advanced(now, by: seconds)
        case .panBegan, .touchDown:
            // One finger: UIKit tracks one touch per control.
            guard !fingerDown else { return }
            fingerDown = true
            try send(.touchDown(time: time))
        case .panChanged(let x, let y): try send(.touchMoved(location: SheetPoint(x: x, y: y), bounds: bounds, time: time))
        case .panEnded, .touchUp, .request:
            fingerDown = false
            try send(.touchUp(time: time))
        case .panCancelled, .teardown, .background:
            fingerDown = false
            try send(.touchCancelled(time: time))
        case .layout(let width, let height):
            bounds = SheetRect(x: 0, y: 0, width: width, height: height)
        case .appPresent, .appDismiss, .context, .foreground, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
    }

    mutating func release() throws {
        if fingerDown { try play(.touchUp) }
    }
}
