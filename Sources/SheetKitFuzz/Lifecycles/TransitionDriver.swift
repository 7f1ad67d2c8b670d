import SheetKit

/// Plays UIKit and `TransitionRunner` around a ``TransitionLifecycle`` (a navigation, tab or
/// reveal track, a card zoom, a centred card): it sends the events a case's steps stand for,
/// performs every action the way the runner does (the runner's own calls through
/// ``RunnerModel``, `beginTransition` by asking UIKit, `apply` by rendering), hands over
/// contexts only through the runner's gate (``TransitionLifecycle/acceptsContext``; one it
/// refuses the runner completes itself), and checks the invariants after every step.
///
/// UIKit's orders it follows: a context arrives in `animateTransition(using:)` or
/// `startInteractiveTransition(_:)` (interactive exactly when the delegate vended the
/// interaction controller, ``TransitionLifecycle/startsInteractively``, and only when
/// animated), synchronously inside `dismiss(animated:)` or on a later turn (``synchronousContexts``);
/// a presented style's `presentationTransitionDidEnd(_:)` and `dismissalTransitionDidEnd(_:)`
/// are called from inside `completeTransition(_:)`; display-link frames come only while the
/// link runs. UIKit may refuse a transition asked for (``refusals``): no context comes, and the
/// adapter's check tells the lifecycle (``TrackTransitionEvent/transitionRefused``) before the
/// next step, unless a context came first (the check then finds a transition under way).
struct TransitionDriver<Style: TransitionFuzzStyle> {
    /// The lifecycle's type.
    typealias L = Style.Lifecycle

    /// The lifecycle under test.
    var lifecycle: L
    /// The style's own events and checks.
    var style: Style
    /// UIKit's contexts and the display link.
    var runner = RunnerModel()
    /// Whether UIKit hands a context over inside the call that asked for it (`dismiss`), or
    /// on a later turn (the next ``FuzzStep/context(interactive:animated:)``).
    var synchronousContexts: Bool
    /// The time of the latest event, in seconds.
    var now = 0.0
    /// Whether `beginTransition` was performed and UIKit has not handed its context over.
    var requested = false
    /// Whether UIKit refuses each transition asked for, in turn.
    var refusals: [Bool]
    /// How many transitions were asked for.
    var asked = 0
    /// Whether UIKit refused the last request and the adapter's check has not told the
    /// lifecycle yet.
    var refusalPending = false
    /// Whether the owner went away (``TrackTransitionEvent/tearDown`` was sent).
    var tornDown = false
    /// Whether the app is in the background (the display link is paused there).
    var inBackground = false
    /// The number of the presentation's context, once UIKit handed it over (presented styles).
    var presentationContext: Int?
    /// Whether a pan that the lifecycle accepted is under way.
    var panActive = false
    /// The pan's latest translation, in points.
    var lastTranslation = SheetPoint.zero

    /// A driver for `lifecycle`; UIKit refuses the requests `refusals` say, in turn (none when
    /// empty).
    init(lifecycle: L, style: Style, synchronousContexts: Bool, refusals: [Bool] = []) {
        self.lifecycle = lifecycle
        self.style = style
        self.synchronousContexts = synchronousContexts
        self.refusals = refusals.isEmpty ? [false] : refusals
    }

    /// Sends a style event as a UIKit call-back or gesture would, and performs what it queues.
    mutating func send(_ event: L.Event) throws {
        try sending { $0.handle(event) }
    }

    /// Sends one of UIKit's transition events and performs what it queues.
    mutating func send(_ event: TrackTransitionEvent) throws {
        try sending { $0.handle(event) }
        if case .tearDown = event { tornDown = true }
    }

    /// Changes the lifecycle and performs what it queued; nothing may come after teardown.
    private mutating func sending(_ change: (inout L) -> Void) throws {
        let wasTornDown = tornDown
        change(&lifecycle)
        try drain(afterTeardown: wasTornDown)
    }

    /// Performs every queued action, in order; call-backs queue behind.
    private mutating func drain(afterTeardown: Bool) throws {
        while let action = lifecycle.nextAction() {
            if afterTeardown { throw FuzzViolation(category: "action after teardown", message: "\(action)") }
            try perform(action)
        }
    }

    /// Performs one action as `TransitionRunner` does.
    private mutating func perform(_ action: TrackTransitionAction) throws {
        if let call = action.runnerCall {
            guard let (id, completed) = try runner.perform(call) else { return }
            // UIKit calls the presentation controller's did-end from inside completeTransition.
            transitionDidEnd(presentation: id == presentationContext, completed: completed)
            return
        }
        switch action {
        case .beginTransition:
            guard runner.open == nil, !requested else {
                throw FuzzViolation(category: "transition asked for twice", message: "beginTransition with a context open or asked for")
            }
            asked += 1
            guard !refusals[asked % refusals.count] else {
                refusalPending = true
                return
            }
            requested = true
            if synchronousContexts { try handOver(interactive: lifecycle.startsInteractively, animated: true, callBack: true) }
        case .apply(let progress):
            guard runner.open != nil else { throw FuzzViolation(category: "apply outside a context", message: "apply(\(progress))") }
            guard progress.isFinite, (0...1).contains(progress) else {
                throw FuzzViolation(category: "progress out of 0...1", message: "apply(\(progress))")
            }
            try style.render(lifecycle)
        default:
            return
        }
    }

    /// A presented style's `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`,
    /// as the adapter passes it on: only when it ends the lifecycle's own transition
    /// (``TransitionLifecycle/ownsTransitionEnd``).
    private mutating func transitionDidEnd(presentation: Bool, completed: Bool) {
        guard style.isPresented, !tornDown, lifecycle.ownsTransitionEnd else { return }
        let events = presentation ? TrackTransitionEvent.presentationTransitionDidEnd(completed: completed)
            : TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed)
        for event in events {
            if case .tearDown = event { tornDown = true }
            lifecycle.handle(event)
        }
    }

    /// The runner completes a context the lifecycle does not expect (cancelled), and UIKit
    /// then calls the presentation controller's did-end for it.
    private mutating func refuse() {
        runner.refuse()
        transitionDidEnd(presentation: runner.open?.id == presentationContext, completed: false)
    }

    /// UIKit hands a context over; the runner attaches it when the lifecycle expects one and
    /// completes it itself otherwise. `callBack`: from inside an action (its events queue).
    mutating func handOver(interactive: Bool, animated: Bool, callBack: Bool = false) throws {
        requested = false
        refusalPending = false
        guard lifecycle.acceptsContext else { return refuse() }
        let id = try runner.attach(interactive: interactive && animated)
        if style.isPresented, presentationContext == nil { presentationContext = id }
        let event = TrackTransitionEvent.transitionStarted(interactive: interactive, animated: animated, length: style.trackLength, time: now)
        if callBack { lifecycle.handle(event) } else { try send(event) }
    }

    /// The adapter's check finds that UIKit refused the transition asked for and tells the
    /// lifecycle, which must then no longer wait for a context nor count as ended (the user
    /// can still dismiss).
    mutating func tellRefusal() throws {
        guard refusalPending else { return }
        refusalPending = false
        try send(.transitionRefused)
        guard !tornDown else { return }
        if case .requested = lifecycle.shell.context {
            throw FuzzViolation(category: "refused request still awaited", message: "the lifecycle waits for a context UIKit refused")
        }
        if lifecycle.isEnded {
            throw FuzzViolation(category: "ended by a refused transition", message: "the lifecycle ended with a transition UIKit refused")
        }
    }

    /// Plays one step.
    mutating func play(_ step: FuzzStep) throws {
        try tellRefusal()
        switch step {
        case .frames(let count, let interval):
            try playFrames(count: count, interval: interval)
        case .advance(let seconds):
            now = FuzzClock.advanced(now, by: seconds)
        case .context(let interactive, let animated):
            if requested {
                try handOver(interactive: lifecycle.startsInteractively, animated: true)
            } else if runner.open == nil {
                try handOver(interactive: interactive, animated: animated)
            } else {
                // A second context while one is open: the runner's gate refuses it.
                guard !lifecycle.acceptsContext else {
                    throw FuzzViolation(category: "context accepted over an open one", message: "acceptsContext with a context open")
                }
                refuse()
            }
        case .appPresent(let animated):
            guard runner.open == nil, !requested, style.presents(runner: runner, presentationContext: presentationContext) else { return }
            try handOver(interactive: false, animated: animated)
        case .appDismiss(let animated):
            guard runner.open == nil, !requested, !tornDown, style.dismisses(presentationContext: presentationContext) else { return }
            try handOver(interactive: lifecycle.startsInteractively, animated: animated)
        case .background:
            inBackground = true
            try sending { [now] in $0.handleAppState(active: false, time: now) }
        case .foreground:
            inBackground = false
            try sending { [now] in $0.handleAppState(active: true, time: now) }
        case .teardown:
            try send(.tearDown)
        case .panBegan(let x, let y):
            guard !panActive, lifecycle.acceptsPan else { return }
            panActive = true
            lastTranslation = .zero
            for event in style.panBegan(at: SheetPoint(x: x, y: y), time: now) { try send(event) }
        case .panChanged(let x, let y):
            guard panActive else { return }
            let translation = SheetPoint(x: x, y: y)
            for event in style.panChanged(translation, last: lastTranslation, time: now) { try send(event) }
            lastTranslation = translation
        case .panEnded(let x, let y):
            guard panActive else { return }
            panActive = false
            for event in style.panEnded(velocity: SheetPoint(x: x, y: y), translation: lastTranslation, time: now) { try send(event) }
        case .panCancelled:
            guard panActive else { return }
            panActive = false
            for event in style.panCancelled(time: now) { try send(event) }
        case .request(let permitted):
            try send(style.request(permitted: permitted))
        case .layout(let width, let height):
            for event in style.layout(width: width, height: height) { try send(event) }
        case .touchDown, .touchUp, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
        try check()
    }

    /// The invariants after every step.
    func check() throws {
        if tornDown, runner.displayLinkRunning {
            throw FuzzViolation(category: "display link after teardown", message: "the display link runs after teardown")
        }
        if tornDown, runner.open != nil {
            throw FuzzViolation(category: "context open after teardown", message: "a context is still open after teardown")
        }
        if lifecycle.isEnded, runner.displayLinkRunning {
            throw FuzzViolation(category: "display link after the end", message: "the display link runs after the transition ended")
        }
        let moving = style.isMoving(lifecycle) && !inBackground && !tornDown && !lifecycle.isEnded
        if runner.displayLinkRunning != moving {
            throw FuzzViolation(category: "display link disagrees with motion",
                                message: "display link \(runner.displayLinkRunning ? "running" : "stopped") while the style \(moving ? "moves" : "rests")")
        }
        try style.check(lifecycle)
    }

    /// Ends the case as UIKit would: the finger lifts, the app is active, a context asked for
    /// comes, frames run until the display link stops; then the owner goes away and every
    /// context must have been completed exactly once.
    mutating func finish() throws {
        if panActive { try play(.panEnded(x: 0, y: 0)) }
        try tellRefusal()
        try play(.foreground)
        if requested { try play(.context(interactive: false, animated: true)) }
        try settle()
        if requested { try play(.context(interactive: false, animated: true)) }
        try play(.teardown)
        guard !requested else { throw FuzzViolation(category: "context never handed over", message: "asked for after teardown") }
        try runner.checkAllCompleted()
    }
}

/// The time rules of the lifecycle and style drivers.
enum FuzzClock {
    /// The simulated time allowed for the motion to come to rest at the end of a case, in
    /// seconds (as ``EngineCheck/restLimit``).
    static let restLimit = EngineCheck.restLimit
    /// The frame interval while waiting for rest, in seconds.
    static let restTickInterval = EngineCheck.restTickInterval
    /// The largest time the rest frames start from, in seconds; a hostile time beyond it
    /// starts them from 0 (a tick far back starts a new clock).
    static let restStartLimit = 1e6

    /// `now` moved by `seconds`; a result that is not finite keeps `now` (the hostile value
    /// went to the event that carried it).
    static func advanced(_ now: Double, by seconds: Double) -> Double {
        let next = now + seconds
        return next.isFinite ? next : now
    }

    /// Where the rest frames start: `now`, or 0 when it is absurdly far.
    static func restarted(_ now: Double) -> Double {
        now.magnitude < restStartLimit ? now : 0
    }
}

extension TransitionDriver: FrameDriven {
    /// A display-link frame to the lifecycle.
    mutating func sendTick(_ tick: FrameTick) throws {
        try send(.tick(tick))
    }
}
