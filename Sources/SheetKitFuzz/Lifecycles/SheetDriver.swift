import SheetKit

/// Plays UIKit and the presentation controller's runner around a ``SheetLifecycle``: the
/// presentation's will-begin, contexts, did-end called from inside `completeTransition(_:)`,
/// the dismissal UIKit starts inside `dismiss(animated:)` (or refuses), the delegate's
/// synchronous answer to the permission, gestures, frames only while the display link runs, the
/// background and teardown; every action performed and checked as the adapter applies it.
///
/// The orders are `UIViewControllerTransitioning.h`'s and `UIPresentationController.h`'s, as
/// the lifecycle's own contract tests script them; a context the lifecycle does not expect
/// (``SheetLifecycle/acceptsTransition(_:)``) is completed by the runner at once.
struct SheetDriver {
    /// The lifecycle under test.
    var lifecycle: SheetLifecycle
    /// UIKit's contexts and the display link.
    var runner = RunnerModel()
    /// The order of the dismissal notifications.
    private var notices = DismissalNotices()
    /// The container UIKit lays the sheet out in.
    var container: SheetContainer
    /// The delegate's answers to the dismissal permission, in turn.
    var answers: [Bool]
    /// Whether UIKit refuses each dismissal the sheet asks for, in turn.
    var refusals: [Bool]
    /// Where the delegate's `willEndDragging` sends each release, in turn (`nil`: where it goes).
    var redirects: [Detent.Identifier?]
    /// The releases announced so far.
    private var released = 0
    /// The time of the latest event, in seconds.
    var now = 0.0
    /// The permission answers given so far.
    private var answered = 0
    /// The dismissals the sheet asked UIKit for so far.
    private var asked = 0
    /// The kind of each context handed over, by number.
    private var kinds: [Int: SheetTransitionKind] = [:]
    /// Whether `presentationTransitionWillBegin` came.
    private var willBeginSent = false
    /// Whether UIKit considers the sheet presented.
    private var isPresented = false
    /// A dismissal the app asked for while the presentation ran: UIKit starts it after.
    private var deferredDismissal: Bool?
    /// Events for the next turn of the main queue.
    private var mainQueue: [SheetLifecycleEvent] = []
    /// Whether a pan the sheet accepted is under way.
    private var panActive = false
    /// Touches, requests, layout and the app state, sent as the other lifecycle drivers do.
    private var inputs = ViewInputs()
    /// The pan's latest vertical translation, in points.
    private var lastY = 0.0
    /// The detent moves with a completion, each to run once.
    private var selections = SelectionLedger()

    /// A sheet about to be presented in `container`; the delegate answers with `answers`, UIKit refuses the dismissals `refusals` say, in turn.
    init(configuration: SheetConfiguration, container: SheetContainer, presentsInteractively: Bool, answers: [Bool], refusals: [Bool],
         redirects: [Detent.Identifier?] = []) {
        lifecycle = SheetLifecycle(configuration: configuration, presentsInteractively: presentsInteractively)
        self.container = container
        self.answers = answers.isEmpty ? [true] : answers
        self.refusals = refusals.isEmpty ? [false] : refusals
        self.redirects = redirects.isEmpty ? [nil] : redirects
    }

    // MARK: Sending

    /// Sends `event` and performs every action, call-backs included; none may come after teardown.
    mutating func send(_ event: SheetLifecycleEvent) throws {
        let wasTornDown = lifecycle.isTornDown
        lifecycle.handle(event)
        while let action = lifecycle.nextAction() {
            // After the end only the answer to the app's own request may come: a detent move's completion.
            if wasTornDown, !Self.answers(event, with: action) {
                throw FuzzViolation(category: "action after teardown", message: "\(action) after \(event)")
            }
            try perform(action)
        }
    }

    /// Whether `action` answers the app's request `event` (a detent move's completion).
    static func answers(_ event: SheetLifecycleEvent, with action: SheetLifecycleAction) -> Bool {
        guard case .moveToDetent(_, _, _, let token?) = event, case .completeSelection(token, false) = action else { return false }
        return true
    }

    /// Performs one action as the adapter does, with its UIKit call-backs.
    private mutating func perform(_ action: SheetLifecycleAction) throws {
        try SheetActionValues.check(action)
        try selections.record(action)
        try notices.record(action)
        if let call = action.runnerCall {
            guard let (id, completed) = try runner.perform(call) else { return }
            switch kinds[id] {
            case .presentation?:
                isPresented = completed
                lifecycle.handle(.presentationDidEnd(completed: completed))
            case .dismissal?:
                if completed { isPresented = false }
                lifecycle.handle(.dismissalDidEnd(completed: completed))
            case nil:
                break
            }
            return
        }
        switch action {
        case .beginDismissal:
            defer { asked += 1 }
            guard !refusals[asked % refusals.count], isPresented, runner.open == nil else { return }
            // Inside `dismiss(animated:)`: will-begin, then the context.
            lifecycle.handle(.dismissalWillBegin)
            try handOver(.dismissal, interactive: lifecycle.dismissalIsInteractive, animated: true, callBack: true)
        case .dismissWithoutAnimation:
            guard isPresented, runner.open == nil else { return }
            lifecycle.handle(.dismissalWillBegin)
            try handOver(.dismissal, interactive: false, animated: false, callBack: true)
        case .askDismissalPermission:
            lifecycle.handle(.dismissalPermission(answers[answered % answers.count]))
            answered += 1
        case .notify(.willEndDragging(_, let proposed)):
            // The delegate's answer, synchronous, inside the notification.
            defer { released += 1 }
            lifecycle.handle(.redirectRelease(redirects[released % redirects.count] ?? proposed, time: now))
        case .scheduleNextTurn:
            mainQueue.append(.nextTurn)
        default:
            return
        }
    }

    /// UIKit hands a context of `kind` over; the runner attaches it only when the lifecycle
    /// expects it, and completes it at once otherwise, after which UIKit calls the
    /// controller's did-end for that context (`completeTransition(false)`), which the
    /// lifecycle must not take for the end of its own transition.
    private mutating func handOver(_ kind: SheetTransitionKind, interactive: Bool, animated: Bool, callBack: Bool = false) throws {
        guard lifecycle.acceptsTransition(kind) else {
            runner.refuse()
            let end: SheetLifecycleEvent = kind == .presentation ? .presentationDidEnd(completed: false) : .dismissalDidEnd(completed: false)
            return callBack ? lifecycle.handle(end) : try send(end)
        }
        let id = try runner.attach(interactive: interactive && animated)
        kinds[id] = kind
        let event = SheetLifecycleEvent.transitionStarted(kind, interactive: interactive, animated: animated, time: now)
        if callBack { lifecycle.handle(event) } else { try send(event) }
    }

    // MARK: Steps

    /// Runs the main queue's turn, then plays `step`, then checks the invariants.
    mutating func play(_ step: FuzzStep) throws {
        while !mainQueue.isEmpty { try send(mainQueue.removeFirst()) }
        if let animated = deferredDismissal, isPresented, runner.open == nil {
            deferredDismissal = nil
            try appDismiss(animated: animated)
        }
        switch inputs.input(for: step, at: now, container: &container, mayTouch: !panActive && willBeginSent) {
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
            if !willBeginSent {
                willBeginSent = true
                let interactive = animated && lifecycle.presentationIsInteractive
                try send(.presentationWillBegin(container: container, time: now))
                try handOver(.presentation, interactive: interactive, animated: animated)
            } else {
                try handOver(.presentation, interactive: false, animated: animated)
            }
        case .appDismiss(let animated):
            try appDismiss(animated: animated)
        case .context(let interactive, let animated):
            try handOver(isPresented ? .dismissal : .presentation, interactive: interactive, animated: animated)
        case .panBegan:
            guard !panActive, lifecycle.canBeginDrag || !willBeginSent else { return }
            panActive = true
            lastY = 0
            if willBeginSent { try send(.panBegan(time: now)) }
        case .panChanged(_, let y):
            guard panActive else { return }
            if willBeginSent && !isEdgePanPending {
                try send(.panChanged(delta: lastY - y, time: now, scroll: nil))
            } else {
                try send(.edgePanChanged(translation: -y, time: now))
            }
            lastY = y
        case .panEnded(_, let y):
            guard panActive else { return }
            panActive = false
            if willBeginSent && !isEdgePanPending {
                try send(.panEnded(velocity: -y, time: now, scrollViewPanActive: false))
            } else {
                try send(.edgePanEnded(velocity: -y, time: now))
            }
        case .panCancelled:
            guard panActive else { return }
            panActive = false
            try send(willBeginSent && !isEdgePanPending ? .panCancelled(time: now) : .edgePanEnded(velocity: 0, time: now))
        case .touchDown, .touchUp, .request, .layout, .background, .foreground:
            return   // view inputs, sent above
        case .teardown:
            try send(.tearDown)
        case .selectDetent, .adjust, .keyboard, .covered:
            try send(appEvent(step))
        }
        try check()
    }

    /// Whether a pan now is the edge pan that presents the sheet (before its presentation
    /// context started).
    private var isEdgePanPending: Bool {
        lifecycle.presentationIsInteractive && kinds.values.allSatisfy { $0 != .presentation }
    }

    /// The app's `dismiss(animated:)`: deferred while the presentation runs, ignored while a
    /// dismissal runs; will-begin, then the context (animated or not).
    private mutating func appDismiss(animated: Bool) throws {
        guard isPresented, !lifecycle.isTornDown else {
            if !lifecycle.isTornDown, runner.open != nil { deferredDismissal = animated }
            return
        }
        guard runner.open == nil else { return }
        try send(.dismissalWillBegin)
        try handOver(.dismissal, interactive: false, animated: animated)
    }

    /// The invariants after every step.
    func check() throws {
        try SheetActionValues.check(lifecycle.output)
        if lifecycle.isTornDown, runner.open != nil {
            throw FuzzViolation(category: "context open after teardown", message: "a context is still open after teardown")
        }
        try inputs.checkDisplayLink(running: runner.displayLinkRunning, output: lifecycle.output, isTornDown: lifecycle.isTornDown)
    }

    /// Ends the case as UIKit would: the finger lifts, the app is active, frames run until the
    /// display link stops, the app dismisses what is presented, and the presentation goes
    /// away; every context must have been completed exactly once.
    mutating func finish() throws {
        if panActive { try play(.panEnded(x: 0, y: 0)) }
        if inputs.touching { try play(.touchUp) }
        try play(.foreground)
        try settle(whilePending: { !$0.mainQueue.isEmpty })
        if isPresented { try play(.appDismiss(animated: true)) }
        try settle(whilePending: { !$0.mainQueue.isEmpty })
        try play(.teardown)
        try runner.checkAllCompleted()
        try selections.checkAllRan()
    }

    /// The event of an app or accessibility step, at the current time.
    private mutating func appEvent(_ step: FuzzStep) -> SheetLifecycleEvent {
        selections.event(for: step, time: now, container: container)
    }

    /// Frames until the display link stops and the main queue is empty.
}

extension SheetDriver: FrameDriven {
    /// A display-link frame to the lifecycle.
    mutating func sendTick(_ tick: FrameTick) throws {
        try send(.tick(tick))
    }
}
