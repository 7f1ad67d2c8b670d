import SheetKit

/// Drives an ``PanelLifecycle`` the way the panel adapter does (frames while the display
/// link runs, drags at 120 Hz, the main queue's turns) and records every action, with the
/// checks of the adapter's side: the display link is started and stopped in turn, each
/// completion runs once, no frame is non-finite.
struct PanelScript: FrameDrivenScript {
    var host: PanelLifecycle
    private(set) var actions: [SheetLifecycleAction] = []
    private(set) var violations: [String] = []
    private(set) var displayLinkRunning = false
    private(set) var completed: [Int: Bool] = [:]
    private var mainQueue: [SheetLifecycleEvent] = []
    /// The current time, in seconds.
    var now = 0.0
    var container = SheetContainer.phonePortrait

    init(configuration: SheetConfiguration = .commentSheet(), allowsUserHiding: Bool = false) {
        host = PanelLifecycle(configuration: configuration, allowsUserHiding: allowsUserHiding)
    }

    mutating func send(_ event: SheetLifecycleEvent) {
        host.handle(event)
        drain()
    }

    mutating func show(animated: Bool, completion: Int? = nil) {
        host.show(in: container, animated: animated, time: now, completion: completion)
        drain()
    }

    mutating func hide(animated: Bool, completion: Int? = nil) {
        host.hide(animated: animated, time: now, completion: completion)
        drain()
    }

    mutating func tearDown() {
        host.tearDown()
        drain()
    }

    private mutating func drain() {
        while let action = host.nextAction() { perform(action) }
        // The display link runs exactly while a spring moves the panel.
        let moving = host.output.isAnimating && !host.isTornDown
        if displayLinkRunning != moving {
            violations.append("display link \(displayLinkRunning ? "running" : "stopped") in \(host.output.phase)")
        }
    }

    private mutating func perform(_ action: SheetLifecycleAction) {
        actions.append(action)
        switch action {
        case .runner(.startDisplayLink):
            if displayLinkRunning { violations.append("display link started twice") }
            displayLinkRunning = true
        case .runner(.stopDisplayLink):
            if !displayLinkRunning { violations.append("display link stopped while stopped") }
            displayLinkRunning = false
        case .completeSelection(let token, let finished):
            if completed[token] != nil { violations.append("completion \(token) twice") }
            completed[token] = finished
        case .scheduleNextTurn:
            mainQueue.append(.nextTurn)
        case .layout(let frame):
            let values = [frame.surface.x, frame.surface.y, frame.surface.width, frame.surface.height]
            if !values.allSatisfy(\.isFinite) { violations.append("non-finite frame") }
        case .runner(.completeTransition), .beginDismissal, .dismissWithoutAnimation, .askDismissalPermission,
             .runner(.startAlongsideAnimations), .runner(.pauseInteractiveTransition), .runner(.updateInteractiveTransition),
             .runner(.finishInteractiveTransition), .runner(.cancelInteractiveTransition), .callAdaptiveDelegate,
             .applyPresentingEffect, .restorePresentingView, .coverPresentingSheet, .postScreenChanged:
            violations.append("UIKit's part reached the adapter: \(action)")
        default:
            break
        }
    }

    /// Runs what waits for the next turn of the main queue.
    mutating func runMainQueue() {
        while !mainQueue.isEmpty { send(mainQueue.removeFirst()) }
    }

    /// A drag of `deltas` (one event per 120 Hz frame) released with `velocity`.
    mutating func drag(_ deltas: [Double], velocity: Double) {
        send(.panBegan(time: now))
        for delta in deltas {
            now += 1.0 / 120
            send(.panChanged(delta: delta, time: now, scroll: nil))
        }
        send(.panEnded(velocity: velocity, time: now, scrollViewPanActive: false))
    }

    /// The notifications sent, in order.
    var notifications: [SheetNotification] {
        actions.compactMap { if case .notify(let notification) = $0 { return notification } else { return nil } }
    }

    /// The frames laid out, in order.
    var frames: [SheetFrame] {
        actions.compactMap { if case .layout(let frame) = $0 { return frame } else { return nil } }
    }

    /// Forgets the actions recorded so far.
    mutating func clearLog() { actions.removeAll() }
}
