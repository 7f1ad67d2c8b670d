/// The UIKit-facing half of a style lifecycle (``CardZoomLifecycle``, ``CenteredCardLifecycle``):
/// one transition context at a time, the action queue, the pausing clock and the display
/// link's state. The lifecycle decides what happens; the outbox turns it into
/// ``TrackTransitionAction``s with the guarantees every transition keeps:
/// - a context is asked for (``TrackTransitionAction/beginTransition``) only when none is open
///   or asked for;
/// - an outcome reached before UIKit handed the context over waits for it;
/// - each context is completed exactly once, with `finish`/`cancel` first when interactive;
/// - `apply` is queued only while a context is open (there is nothing to apply it to
///   otherwise), and `updateInteractiveTransition` only when interactive and changed;
/// - the display link runs exactly while the lifecycle says something moves, the clock runs,
///   and the lifecycle is not torn down; each change is queued once.
struct TransitionOutbox: Sendable {
    /// UIKit's transition context, as far as the lifecycle knows it.
    enum Context: Hashable, Sendable {
        /// No transition runs.
        case none
        /// ``TrackTransitionAction/beginTransition`` was queued; `outcome` is an outcome
        /// reached before the context came (`true`: finished).
        case requested(interactive: Bool, outcome: Bool?)
        /// UIKit handed the context over.
        case running(interactive: Bool)
    }

    private(set) var context = Context.none
    private(set) var clock = PausingClock()
    private var pending = ActionQueue<TrackTransitionAction>()
    private var shownPercent: Double?
    private var displayLinkRunning = false
    private(set) var isTornDown = false

    /// Whether an interactive context is asked for or open.
    var isInteractive: Bool {
        switch context {
        case .none: return false
        case .requested(let interactive, _), .running(let interactive): return interactive
        }
    }

    /// Whether a context is open.
    var isRunning: Bool {
        if case .running = context { return true }
        return false
    }

    /// The next action to perform.
    mutating func next() -> TrackTransitionAction? { pending.next() }

    /// `time` on the lifecycle's clock.
    func time(_ time: Double) -> Double { clock.lifecycleTime(time) }

    /// `tick` on the lifecycle's clock, or `nil` while the clock is paused.
    func tick(_ tick: FrameTick) -> FrameTick? { clock.isPaused ? nil : clock.lifecycleTick(tick) }

    /// Asks UIKit for a transition, unless one is open or asked for.
    mutating func request(interactive: Bool) {
        guard context == .none, !isTornDown else { return }
        context = .requested(interactive: interactive, outcome: nil)
        pending.append(.beginTransition)
    }

    /// UIKit handed a context over; an outcome that waited for it ends it at once.
    /// - Returns: Whether the context is still open.
    @discardableResult
    mutating func attach(interactive: Bool) -> Bool {
        var waiting: Bool?
        if case .requested(_, let outcome) = context { waiting = outcome }
        context = .running(interactive: interactive)
        shownPercent = nil
        if let waiting { complete(waiting) }
        return isRunning
    }

    /// Shows the current state (the scene renders it from the lifecycle's appearance).
    mutating func show(progress: Double) {
        guard isRunning else { return }
        pending.append(.apply(progress: progress.clamped(to: 0...1)))
    }

    /// Reports the interactive transition's percent when interactive and changed.
    mutating func report(percent: Double) {
        guard context == .running(interactive: true) else { return }
        let percent = percent.clamped(to: 0...1)
        guard shownPercent != percent else { return }
        shownPercent = percent
        pending.append(.updateInteractiveTransition(percent))
    }

    /// Ends the context with `finished`: finish or cancel first when interactive, then
    /// `completeTransition` exactly once. Before the context came, the outcome waits for it.
    mutating func complete(_ finished: Bool) {
        switch context {
        case .none:
            return
        case .requested(let interactive, _):
            context = .requested(interactive: interactive, outcome: finished)
        case .running(let interactive):
            context = .none
            if interactive { pending.append(finished ? .finishInteractiveTransition : .cancelInteractiveTransition) }
            pending.append(.completeTransition(finished))
        }
    }

    /// Runs the display link exactly while `moving`, the clock runs and nothing is torn down.
    mutating func updateDisplayLink(moving: Bool) {
        let wanted = moving && !clock.isPaused && !isTornDown
        guard wanted != displayLinkRunning else { return }
        displayLinkRunning = wanted
        pending.append(wanted ? .startDisplayLink : .stopDisplayLink)
    }

    /// The app went to the background: the clock stops.
    mutating func pause(at time: Double, moving: Bool) {
        clock.pause(at: time)
        updateDisplayLink(moving: moving)
    }

    /// The app came back: the clock resumes without the time away.
    mutating func resume(at time: Double, moving: Bool) {
        clock.resume(at: time)
        updateDisplayLink(moving: moving)
    }

    /// The owner goes away: an open context is cancelled and completed, one asked for is
    /// forgotten, the display link stops, and nothing is queued any more.
    mutating func tearDown() {
        guard !isTornDown else { return }
        if isRunning { complete(false) }
        context = .none
        updateDisplayLink(moving: false)
        isTornDown = true
    }
}
