import SheetKit

/// Plays `CardPressControl` and its runner around a ``CardPressLifecycle``: touches down,
/// moves (a pan's translation as the finger's location in the card's bounds), up and
/// cancelled, frames only while the display link runs, and the background. Every scale shown
/// is finite and within the press's range, and the action fires at most once per press.
struct CardPressDriver {
    /// The lifecycle under test.
    var lifecycle: CardPressLifecycle
    /// The runner's display link.
    var runner = RunnerModel()
    /// The card's bounds, in points.
    var bounds: SheetRect
    /// The time of the latest event, in seconds.
    var now = 0.0
    /// Whether a finger is down.
    private var touching = false
    /// Whether the app is in the background (the display link is paused there).
    private var inBackground = false
    /// How many times the current press fired.
    private var firedThisPress = 0

    /// A card at rest with `feedback`, `bounds` in points.
    init(feedback: CardPressFeedback, bounds: SheetRect) {
        lifecycle = CardPressLifecycle(feedback: feedback)
        self.bounds = bounds
    }

    /// Changes the lifecycle and performs its actions, checking each.
    private mutating func send(_ change: (inout CardPressLifecycle) -> Void) throws {
        let before = lifecycle.feedback.phase
        change(&lifecycle)
        // A press begins when the feedback takes a touch (one while a release waits to fire is not taken).
        if lifecycle.feedback.phase == .pressed, before != .pressed { firedThisPress = 0 }
        while let action = lifecycle.nextAction() {
            if let call = action.runnerCall {
                try runner.perform(call)
                continue
            }
            switch action {
            case .setScale(let scale):
                try requireFinite(["scale": scale])
                try require(scale, in: CardPressFeedback.minimumPressedScale...1, "scale")
            case .fire:
                firedThisPress += 1
                if firedThisPress > 1 { throw FuzzViolation(category: "fired twice", message: "one press fired \(firedThisPress) times") }
            default:
                break
            }
        }
    }

    /// Plays `step`, then checks the invariants.
    mutating func play(_ step: FuzzStep) throws {
        let time = now
        switch step {
        case .frames(let count, let interval):
            try playFrames(count: count, interval: interval)
        case .advance(let seconds):
            now = FuzzClock.advanced(now, by: seconds)
        case .touchDown, .panBegan:
            guard !touching else { return }
            touching = true
            try send { $0.handle(.touchDown(time: time)) }
        case .panChanged(let x, let y):
            guard touching else { return }
            try send { [bounds] in $0.handle(.touchMoved(location: SheetPoint(x: x, y: y), bounds: bounds, time: time)) }
        case .touchUp, .panEnded:
            guard touching else { return }
            touching = false
            try send { $0.handle(.touchUp(time: time)) }
        case .panCancelled, .teardown:
            guard touching else { return }
            touching = false
            try send { $0.handle(.touchCancelled(time: time)) }
        case .layout(let width, let height):
            bounds = SheetRect(x: 0, y: 0, width: width, height: height)
        case .background:
            inBackground = true
            try send { $0.pause(at: time) }
        case .foreground:
            inBackground = false
            try send { $0.resume(at: time) }
        case .request, .appPresent, .appDismiss, .context, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
        try check()
    }

    /// The invariants after every step: the output agrees with itself, and the display link
    /// runs exactly while the press's springs move and the app is active.
    func check() throws {
        try StyleInvariants.check(lifecycle.feedback.output)
        let moving = lifecycle.feedback.output.isAnimating && !inBackground
        if runner.displayLinkRunning != moving {
            throw FuzzViolation(category: "display link disagrees with motion",
                                message: "display link \(runner.displayLinkRunning ? "running" : "stopped") while the press \(moving ? "moves" : "rests")")
        }
    }

    /// Ends the case: the finger lifts, the app is active, frames run until the display link stops.
    mutating func finish() throws {
        if touching { try play(.touchUp) }
        try play(.foreground)
        try settle()
        if lifecycle.feedback.output.isAnimating {
            throw FuzzViolation(category: "motion never settles", message: "the press still moves when the display link stopped")
        }
    }
}

extension CardPressDriver: FrameDriven {
    /// A display-link frame to the lifecycle.
    mutating func sendTick(_ tick: FrameTick) throws {
        try send { $0.handle(.tick(tick)) }
    }
}
