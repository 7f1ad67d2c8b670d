import SheetKit

/// Plays `SheetPanelController` and its runner around a ``PanelLifecycle``: the app's shows
/// and hides, each with a completion, gestures, frames only while the display link runs, the
/// background, and the controller going away (``PanelLifecycle/tearDown()``, once). Every
/// completion must run exactly once, and nothing may be performed after the panel ended (hidden
/// or torn down) except for a show, which starts it afresh.
struct PanelDriver {
    /// The lifecycle under test.
    var lifecycle: PanelLifecycle
    /// The runner's display link.
    var runner = RunnerModel()
    /// The order of the hide notifications.
    private var notices = DismissalNotices()
    /// The parent's container.
    var container: SheetContainer
    /// The time of the latest event, in seconds.
    var now = 0.0
    /// The completions of shows, hides and detent moves, each to run once.
    private(set) var ledger = SelectionLedger()
    /// Whether the controller went away.
    private var gone = false
    /// Whether a pan the panel accepted is under way.
    private var panActive = false
    /// Touches, requests, layout and the app state, sent as the other lifecycle drivers do.
    private var inputs = ViewInputs()
    /// The pan's latest vertical translation, in points.
    private var lastY = 0.0

    /// A hidden panel with `configuration` in `container`.
    init(configuration: SheetConfiguration, container: SheetContainer, allowsUserHiding: Bool) {
        lifecycle = PanelLifecycle(configuration: configuration, allowsUserHiding: allowsUserHiding)
        self.container = container
    }

    /// What an ended panel (hidden or torn down) may still do for a request.
    enum AfterEnd {
        /// Nothing: every action is a violation.
        case nothing
        /// Run the request's completion (a hide of a hidden panel completes at once).
        case completions
        /// Anything: a show starts the panel afresh.
        case anything
    }

    /// Changes the lifecycle and performs what it queued; an ended panel may queue only what
    /// `afterEnd` allows.
    private mutating func send(afterEnd: AfterEnd = .nothing, _ change: (inout PanelLifecycle) -> Void) throws {
        let wasEnded = lifecycle.isTornDown
        change(&lifecycle)
        while let action = lifecycle.nextAction() {
            if wasEnded {
                switch (afterEnd, action) {
                case (.anything, _), (.completions, .completeSelection): break
                default: throw FuzzViolation(category: "action after teardown", message: "\(action)")
                }
            }
            try SheetActionValues.check(action)
            try notices.record(action)
            if let call = action.runnerCall {
                try runner.perform(call)
            } else {
                try ledger.record(action)
            }
        }
    }

    /// Sends `event` and performs what it queues.
    private mutating func send(_ event: SheetLifecycleEvent) throws {
        try send { $0.handle(event) }
    }

    /// Plays `step`, then checks the invariants. Nothing reaches a panel whose controller went away.
    mutating func play(_ step: FuzzStep) throws {
        guard !gone else { return }
        switch inputs.input(for: step, at: now, container: &container, mayTouch: !panActive) {
        case .send(let event): return try send(event)
        case .nothing: return
        case .other: break
        }
        switch step {
        case .frames(let count, let interval):
            try playFrames(count: count, interval: interval)
        case .advance(let seconds):
            now = FuzzClock.advanced(now, by: seconds)
        case .appPresent(let animated):
            let completion = ledger.newToken()
            try send(afterEnd: .anything) { [container, now] in $0.show(in: container, animated: animated, time: now, completion: completion) }
        case .appDismiss(let animated):
            let completion = ledger.newToken()
            try send(afterEnd: .completions) { [now] in $0.hide(animated: animated, time: now, completion: completion) }
        case .panBegan:
            guard !panActive, lifecycle.canBeginDrag else { return }
            panActive = true
            lastY = 0
            try send(.panBegan(time: now))
        case .panChanged(_, let y):
            guard panActive else { return }
            try send(.panChanged(delta: lastY - y, time: now, scroll: nil))
            lastY = y
        case .panEnded(_, let y):
            guard panActive else { return }
            panActive = false
            try send(.panEnded(velocity: -y, time: now, scrollViewPanActive: false))
        case .panCancelled:
            guard panActive else { return }
            panActive = false
            try send(.panCancelled(time: now))
        case .touchDown, .touchUp, .request, .layout, .background, .foreground:
            return   // view inputs, sent above
        case .teardown:
            try send { $0.tearDown() }
            gone = true
        case .selectDetent, .adjust, .keyboard, .covered:
            let event = ledger.event(for: step, time: now, container: container)
            try send(afterEnd: .completions) { $0.handle(event) }
        case .context:
            return
        }
        try check()
    }

    /// The invariants after every step.
    func check() throws {
        try SheetActionValues.check(lifecycle.output)
        try inputs.checkDisplayLink(running: runner.displayLinkRunning, output: lifecycle.output, isTornDown: lifecycle.isTornDown)
    }

    /// Ends the case: the finger lifts, the app is active, frames run until the display link
    /// stops, the controller goes away; every completion must have run exactly once.
    mutating func finish() throws {
        if panActive { try play(.panEnded(x: 0, y: 0)) }
        if inputs.touching { try play(.touchUp) }
        try play(.foreground)
        try settle()
        try play(.teardown)
        if runner.displayLinkRunning { throw FuzzViolation(category: "display link after teardown", message: "still running") }
        try ledger.checkAllRan()
    }
}

extension PanelDriver: FrameDriven {
    /// A display-link frame to the lifecycle.
    mutating func sendTick(_ tick: FrameTick) throws {
        try send(.tick(tick))
    }
}
