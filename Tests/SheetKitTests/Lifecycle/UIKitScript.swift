import SheetKit

/// Plays UIKit's part around a ``SheetLifecycle`` in the orders UIKit documents, performs the
/// lifecycle's actions the way the adapter does, and checks UIKit's contracts on every one.
///
/// The orders it follows (iOS 17.4 and 26.2 SDK headers):
/// - `UIViewControllerTransitioning.h`: a presentation or dismissal asks the transitioning
///   delegate for its animator, then for its interaction controller; then
///   `presentationTransitionWillBegin` / `dismissalTransitionWillBegin`; then the context goes
///   to `startInteractiveTransition(_:)` when there is an interaction controller, otherwise to
///   `animateTransition(using:)`. "`completeTransition:` must be called whenever a transition
///   completes (or is cancelled)"; for interactive ones `finishInteractiveTransition` or
///   `cancelInteractiveTransition` comes first; `updateInteractiveTransition` only for
///   interactive ones. `completeTransition(_:)` ends the transition: the presentation
///   controller's `…TransitionDidEnd(_:)` is called from inside it.
/// - `UIViewControllerTransitionCoordinator.h`: a transition can only be interactive if it is
///   animated.
/// - `UIPresentationController.h`: `presentationControllerWillDismiss` / `DidDismiss` are "not
///   called if the presentation is dismissed programatically".
///
/// Synchronous call-backs (UIKit calling the presentation controller from inside
/// `completeTransition`, `dismiss(animated:)`, or the delegate answering) are sent to the
/// lifecycle from inside the action that causes them, as UIKit does: re-entrancy is part of
/// every script.
struct UIKitScript: FrameDrivenScript {
    enum Entry {
        case event(SheetLifecycleEvent)
        case action(SheetLifecycleAction)

        /// Whether this is an event whose case is named `name`.
        func isEvent(_ name: String) -> Bool {
            if case .event(let event) = self { return UIKitScript.name(of: event) == name }
            return false
        }

        /// Whether this is `action`.
        func isAction(_ action: SheetLifecycleAction) -> Bool {
            if case .action(let performed) = self { return performed == action }
            return false
        }
    }

    var lifecycle: SheetLifecycle
    /// Everything in order: events sent and actions performed.
    private(set) var log: [Entry] = []
    /// Broken contracts.
    private(set) var violations: [String] = []

    // UIKit's side.
    /// The context handed over and not completed yet.
    private(set) var openContext: (kind: SheetTransitionKind, interactive: Bool)?
    /// Contexts handed over, and completions, per transition.
    private(set) var contextsStarted = 0
    private(set) var completions: [(kind: SheetTransitionKind, completed: Bool)] = []
    private(set) var interactiveEnd: SheetLifecycleAction?
    private(set) var displayLinkRunning = false
    private(set) var scrollViewTracked = false
    private(set) var presentingEffectApplied = false
    /// How many times the content's own safe-area insets were given back.
    private(set) var contentSafeAreaRestorations = 0
    private(set) var isPresented = false
    private(set) var tornDown = false
    private var presentationKind: SheetTransitionKind = .presentation
    private var mainQueue: [SheetLifecycleEvent] = []
    private var deferredDismissal: Bool?

    /// The delegate's answer to `presentationControllerShouldDismiss` (and
    /// `isModalInPresentation`).
    var permission = true
    /// Whether UIKit refuses the dismissal the sheet asks for.
    var refusesDismissal = false
    /// A hook for the app's delegate: called with each notification, may send events back.
    var onNotification: ((SheetNotification, inout UIKitScript) -> Void)?
    /// The current time, in seconds.
    var now = 0.0
    /// The container.
    var container = SheetContainer.phonePortrait

    init(configuration: SheetConfiguration = .commentSheet(), presentsInteractively: Bool = false) {
        lifecycle = SheetLifecycle(configuration: configuration, presentsInteractively: presentsInteractively)
    }

    // MARK: Events

    /// Sends `event` and performs every action until the queue is drained.
    mutating func send(_ event: SheetLifecycleEvent) {
        log.append(.event(event))
        let wasTornDown = lifecycle.isTornDown
        let before = log.count
        lifecycle.handle(event)
        drain()
        // After the end, only the answer to the app's own detent move may come: its completion.
        let answersMove: Bool
        if case .moveToDetent(_, _, _, let token?) = event {
            answersMove = log[before...].allSatisfy { $0.isAction(.completeSelection(token: token, finished: false)) }
        } else {
            answersMove = false
        }
        if wasTornDown, log.count > before, !answersMove { violations.append("actions after teardown for \(Self.name(of: event))") }
        checkDisplayLink(after: event)
    }

    private mutating func drain() {
        while let action = lifecycle.nextAction() { perform(action) }
    }

    /// A UIKit call-back from inside an action: queued behind the pending actions.
    private mutating func callBack(_ event: SheetLifecycleEvent) {
        log.append(.event(event))
        lifecycle.handle(event)
    }

    // MARK: What UIKit does

    /// `present(_:animated:)`: will-begin, then the context, interactive when the interaction
    /// controller the delegate vends wants an interactive start (`PresentationStart`; every
    /// presentation gets one, and UIKit makes a context interactive only when animated).
    mutating func present(animated: Bool, handsOverContext: Bool = true) {
        let start = PresentationStart(presentsInteractively: lifecycle.presentationIsInteractive)
        let interactive = animated && start.wantsInteractiveStart
        send(.presentationWillBegin(container: container, time: now))
        if handsOverContext {
            beginContext(.presentation, interactive: interactive, animated: animated)
        } else {
            // A presentation without animation that never ran the animator.
            isPresented = true
            send(.presentationDidEnd(completed: true))
        }
    }

    /// The app's `dismiss(animated:)`. UIKit defers it while the presentation transition
    /// runs, and ignores it when a dismissal is already under way.
    mutating func appDismisses(animated: Bool, handsOverContext: Bool = true) {
        guard isPresented, !tornDown else {
            if !tornDown, openContext?.kind == .presentation { deferredDismissal = animated }
            return
        }
        guard openContext == nil else { return }
        send(.dismissalWillBegin)
        if handsOverContext {
            beginContext(.dismissal, interactive: false, animated: animated)
        } else {
            isPresented = false
            tornDown = true
            send(.dismissalDidEnd(completed: true))
        }
    }

    private mutating func beginContext(_ kind: SheetTransitionKind, interactive: Bool, animated: Bool) {
        openContext = (kind, interactive)
        contextsStarted += 1
        interactiveEnd = nil
        alongsideStarted = false
        send(.transitionStarted(kind, interactive: interactive, animated: animated, time: now))
    }

    /// Runs what waits for the next turn of the main queue: scheduled events, and a dismissal
    /// the app asked for while the presentation transition ran (UIKit starts it once that
    /// transition ended).
    mutating func runMainQueue() {
        while !mainQueue.isEmpty { send(mainQueue.removeFirst()) }
        if let animated = deferredDismissal, isPresented, openContext == nil {
            deferredDismissal = nil
            appDismisses(animated: animated)
        }
    }

    /// A drag of `deltas` (one event per 120 Hz frame) released with `velocity`.
    mutating func drag(_ deltas: [Double], velocity: Double? = nil, scroll: ScrollMetrics? = nil, listPanActive: Bool = false) {
        send(.panBegan(time: now))
        for delta in deltas {
            now += 1.0 / 120
            send(.panChanged(delta: delta, time: now, scroll: scroll))
        }
        if let velocity { send(.panEnded(velocity: velocity, time: now, scrollViewPanActive: listPanActive)) }
    }

    // MARK: Performing actions

    private mutating func perform(_ action: SheetLifecycleAction) {
        log.append(.action(action))
        switch action {
        case .runner(.startDisplayLink):
            if displayLinkRunning { violations.append("display link started twice") }
            displayLinkRunning = true
        case .runner(.stopDisplayLink):
            if !displayLinkRunning { violations.append("display link stopped while stopped") }
            displayLinkRunning = false
        case .runner(.updateInteractiveTransition(let percent)):
            if openContext?.interactive != true { violations.append("update without an interactive context") }
            if !(0...1).contains(percent) { violations.append("percent \(percent)") }
        case .runner(.finishInteractiveTransition), .runner(.cancelInteractiveTransition):
            if openContext?.interactive != true { violations.append("\(action) without an interactive context") }
            if interactiveEnd != nil { violations.append("\(action) after \(String(describing: interactiveEnd))") }
            interactiveEnd = action
        case .runner(.completeTransition(let completed)):
            complete(completed)
        case .runner(.startAlongsideAnimations):
            if openContext == nil || openContext?.interactive == true { violations.append("alongside animations started without a non-interactive context") }
            if alongsideStarted { violations.append("alongside animations started twice") }
            alongsideStarted = true
        case .runner(.pauseInteractiveTransition):
            // UIKit: an interruptible transition may be paused into an interactive one.
            guard let context = openContext, !context.interactive else {
                violations.append("pauseInteractiveTransition without a non-interactive context")
                return
            }
            openContext = (context.kind, true)
        case .coverPresentingSheet(let depth, let progress):
            if !(0...1).contains(progress) || depth < 0 { violations.append("cover report \(depth) \(progress)") }
            coverReports.append((depth, progress))
            onCoverPresentingSheet?(depth, progress)
        case .applyStackEffect(let effect, let translation):
            let values = [effect.scale, effect.lift, effect.cornerRadius, effect.dimmingAlpha, translation.x, translation.y]
            if !values.allSatisfy(\.isFinite) { violations.append("non-finite stack effect") }
        case .drawSurface(let appearance):
            let values = [appearance.cornerRadius, appearance.glassOpacity, appearance.borderWidth]
            if !values.allSatisfy(\.isFinite) || !(0...1).contains(appearance.glassOpacity) { violations.append("surface \(appearance)") }
        case .beginDismissal:
            guard !refusesDismissal, isPresented, openContext == nil else { return }
            // UIKit asks for the animator and the interaction controller, then will-begin,
            // then hands over the context: all inside `dismiss(animated:)`.
            let interactive = lifecycle.dismissalIsInteractive
            callBack(.dismissalWillBegin)
            openContext = (.dismissal, interactive)
            contextsStarted += 1
            interactiveEnd = nil
            alongsideStarted = false
            callBack(.transitionStarted(.dismissal, interactive: interactive, animated: true, time: now))
        case .dismissWithoutAnimation:
            guard isPresented, openContext == nil else { return }
            callBack(.dismissalWillBegin)
            openContext = (.dismissal, false)
            contextsStarted += 1
            interactiveEnd = nil
            alongsideStarted = false
            callBack(.transitionStarted(.dismissal, interactive: false, animated: false, time: now))
        case .askDismissalPermission:
            callBack(.dismissalPermission(permission))
        case .trackScrollView:
            scrollViewTracked = true
        case .releaseScrollView:
            scrollViewTracked = false
        case .scheduleNextTurn:
            mainQueue.append(.nextTurn)
        case .applyPresentingEffect:
            presentingEffectApplied = true
        case .restorePresentingView:
            presentingEffectApplied = false
        case .restoreContentSafeArea:
            contentSafeAreaRestorations += 1
            if contentSafeAreaRestorations > 1 { violations.append("content safe area restored twice") }
        case .notify(let notification):
            if let hook = onNotification { hook(notification, &self) }
        case .layout(let frame):
            let values = [frame.surface.x, frame.surface.y, frame.surface.width, frame.surface.height,
                          frame.content.x, frame.content.y, frame.content.width, frame.content.height]
            if !values.allSatisfy(\.isFinite) { violations.append("non-finite frame") }
        case .setDimming(let alpha):
            if !(0...1).contains(alpha) { violations.append("dimming \(alpha)") }
        case .setBackdropBlur(let fraction):
            if !(0...1).contains(fraction) { violations.append("backdrop blur \(fraction)") }
        case .completeSelection(let token, let finished):
            if completedSelections[token] != nil { violations.append("selection \(token) completed twice") }
            completedSelections[token] = finished
        case .setPassesTouchesThrough, .setAccessibilityModal, .hidePresentingContentFromAccessibility, .setGrabberValue, .pinScrollView, .stopScrollDeceleration,
             .callAdaptiveDelegate, .playSelectionHaptic, .prepareSelectionHaptic, .postScreenChanged, .postLayoutChanged, .endEditing:
            break
        }
    }

    /// `completeTransition(_:)`: exactly once per context, after finish or cancel for an
    /// interactive one; UIKit then calls the presentation controller's did-end from inside it.
    private mutating func complete(_ completed: Bool) {
        guard let context = openContext else {
            violations.append("completeTransition(\(completed)) without an open context")
            return
        }
        if context.interactive {
            let expected: SheetLifecycleAction = completed ? .finishInteractiveTransition : .cancelInteractiveTransition
            if interactiveEnd != expected { violations.append("completeTransition(\(completed)) after \(String(describing: interactiveEnd))") }
        }
        openContext = nil
        completions.append((context.kind, completed))
        switch context.kind {
        case .presentation:
            isPresented = completed
            callBack(.presentationDidEnd(completed: completed))
            if !completed { tornDown = true }
        case .dismissal:
            if completed { isPresented = false; tornDown = true }
            callBack(.dismissalDidEnd(completed: completed))
        }
    }

    /// After every event: the display link runs exactly while a spring moves the sheet and the
    /// app is active.
    private mutating func checkDisplayLink(after event: SheetLifecycleEvent) {
        let moving = lifecycle.output.isAnimating && !lifecycle.isTornDown && !isInBackground
        if displayLinkRunning != moving {
            violations.append("display link \(displayLinkRunning ? "running" : "stopped") in \(lifecycle.engine.phase) after \(Self.name(of: event))")
        }
    }

    var isInBackground = false
    /// Whether the alongside animations of the current context were started.
    private(set) var alongsideStarted = false
    /// The reports to the sheet below, in order: depth and progress.
    private(set) var coverReports: [(depth: Int, progress: Double)] = []
    /// The sheet below: called with each report (a test forwards it to another script).
    var onCoverPresentingSheet: ((Int, Double) -> Void)?
    /// The completions of detent moves, by token.
    private(set) var completedSelections: [Int: Bool] = [:]

    mutating func enterBackground() {
        isInBackground = true
        send(.didEnterBackground(time: now))
    }

    mutating func enterForeground(after seconds: Double) {
        now += seconds
        isInBackground = false
        send(.willEnterForeground(time: now))
    }

    // MARK: Reading the log

    /// The actions performed, in order.
    var actions: [SheetLifecycleAction] {
        log.compactMap { if case .action(let action) = $0 { return action } else { return nil } }
    }

    /// The number of performed actions equal to `action`.
    func count(_ action: SheetLifecycleAction) -> Int { actions.filter { $0 == action }.count }

    /// The notifications sent, in order.
    var notifications: [SheetNotification] {
        actions.compactMap { if case .notify(let notification) = $0 { return notification } else { return nil } }
    }

    /// The adaptive delegate calls, in order.
    var delegateCalls: [AdaptiveDelegateCall] {
        actions.compactMap { if case .callAdaptiveDelegate(let call) = $0 { return call } else { return nil } }
    }

    static func name(of event: SheetLifecycleEvent) -> String {
        String(describing: event).prefix { $0 != "(" }.description
    }
}

extension SheetNotification {
    /// Whether this is one of a dismissal's notifications: its announcement, its end, or its
    /// undoing.
    var isDismissalNotice: Bool {
        switch self {
        case .willDismiss, .didDismiss, .didCancelDismissal: return true
        default: return false
        }
    }
}
