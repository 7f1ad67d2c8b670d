/// The actions every lifecycle asks its UIKit runner for besides its own views: the display
/// link. A lifecycle's action type conforms, so one ``Shell`` can queue them.
package protocol ShellAction: Hashable, Sendable {
    /// The action that asks the runner for `call` (the display link, UIKit's transition
    /// context), which every lifecycle spells the same way.
    static func runner(_ call: RunnerCall) -> Self
    /// What the runner performs for this action; `nil` for the adapter's own actions.
    var runnerCall: RunnerCall? { get }
}

extension ShellAction {
    /// Start the display link (frames are needed).
    package static var startDisplayLink: Self { .runner(.startDisplayLink) }
    /// Stop and invalidate the display link.
    package static var stopDisplayLink: Self { .runner(.stopDisplayLink) }
}

/// The actions on UIKit's transition context, for lifecycles that run transitions.
package protocol TransitionShellAction: ShellAction {
    /// Ask UIKit to start the transition the lifecycle wants (UIKit then hands over a context).
    static var beginTransition: Self { get }
}

extension TransitionShellAction {
    /// Start the animations alongside a non-interactive transition.
    package static var startAlongsideAnimations: Self { .runner(.startAlongsideAnimations) }
    /// `pauseInteractiveTransition()`, the alongside animations paused where they are.
    package static var pauseInteractiveTransition: Self { .runner(.pauseInteractiveTransition) }
    /// `updateInteractiveTransition(_:)` with this percent complete, in 0...1.
    package static func updateInteractiveTransition(_ percent: Double) -> Self { .runner(.updateInteractiveTransition(percent)) }
    /// `finishInteractiveTransition()`.
    package static var finishInteractiveTransition: Self { .runner(.finishInteractiveTransition) }
    /// `cancelInteractiveTransition()`.
    package static var cancelInteractiveTransition: Self { .runner(.cancelInteractiveTransition) }
    /// `completeTransition(_:)`, exactly once per context.
    package static func completeTransition(_ completed: Bool) -> Self { .runner(.completeTransition(completed)) }
}

/// What every lifecycle shares, written once: the action queue the UIKit runner drains, the
/// clock that stops in the background, the display link's gating, UIKit's transition context
/// and its completion exactly once. Each lifecycle (a sheet's, a transition's, a style's, a
/// press's) is this shell plus what is its own.
///
/// The guarantees:
/// - a context is asked for (``TransitionShellAction/beginTransition``) only when none is open
///   or asked for;
/// - an outcome reached before UIKit handed the context over waits for it;
/// - each context is completed exactly once, with `finish`/`cancel` first when interactive;
/// - `updateInteractiveTransition` is queued only inside an interactive context, and only
///   when the percent changed;
/// - the display link runs exactly while the owner says something moves, the clock runs, and
///   the shell is not torn down; each change is queued once.
package struct Shell<Action: ShellAction>: Sendable {
    /// UIKit's transition context, as far as the lifecycle knows it.
    package enum Context: Hashable, Sendable {
        /// No transition runs.
        case none
        /// ``TransitionShellAction/beginTransition`` was queued; `outcome` is an outcome
        /// reached before the context came (`true`: finished).
        case requested(interactive: Bool, outcome: Bool?)
        /// UIKit handed the context over.
        case running(interactive: Bool)
    }

    /// The transition context.
    package private(set) var context = Context.none
    /// The clock that stops while the app is in the background.
    package private(set) var clock = PausingClock()
    /// Whether the owner went away: nothing runs and the display link stays stopped.
    package private(set) var isTornDown = false
    private var pending = ActionQueue<Action>()
    private var percentShown: Double?
    private var displayLinkRunning = false

    /// A shell with nothing pending.
    package init() {}

    /// Queues `action` behind the pending ones.
    package mutating func queue(_ action: Action) {
        pending.append(action)
    }

    /// The next action to perform, or `nil`.
    /// - Complexity: O(1).
    package mutating func next() -> Action? {
        pending.next()
    }

    /// `time` on the lifecycle's clock, in seconds.
    package func time(_ time: Double) -> Double {
        clock.lifecycleTime(time)
    }

    /// `tick` on the lifecycle's clock, or `nil` while the clock is paused (the frame is dropped).
    package func tick(_ tick: FrameTick) -> FrameTick? {
        clock.isPaused ? nil : clock.lifecycleTick(tick)
    }

    /// Runs the display link exactly while `moving`, the clock runs and nothing is torn down.
    package mutating func updateDisplayLink(moving: Bool) {
        let wanted = moving && !clock.isPaused && !isTornDown
        guard wanted != displayLinkRunning else { return }
        displayLinkRunning = wanted
        pending.append(wanted ? .startDisplayLink : .stopDisplayLink)
    }

    /// The app went to the background: the clock stops, and with it the display link.
    package mutating func pause(at time: Double, moving: Bool) {
        clock.pause(at: time)
        updateDisplayLink(moving: moving)
    }

    /// The app came back: the clock resumes without the time away.
    package mutating func resume(at time: Double, moving: Bool) {
        clock.resume(at: time)
        updateDisplayLink(moving: moving)
    }

    /// Takes events again after ``tearDown()`` (an embedded panel shown again); the display
    /// link stays stopped until something moves.
    package mutating func reopen() {
        isTornDown = false
    }

    /// The owner goes away: the display link stops and the shell is torn down (for
    /// transitions, see ``tearDownTransition()``).
    package mutating func tearDown() {
        updateDisplayLink(moving: false)
        isTornDown = true
    }
}

extension Shell where Action: TransitionShellAction {
    /// Whether an interactive context is asked for or open.
    package var isInteractive: Bool {
        switch context {
        case .none: return false
        case .requested(let interactive, _), .running(let interactive): return interactive
        }
    }

    /// Whether a context is open.
    package var isRunning: Bool {
        if case .running = context { return true }
        return false
    }

    /// Whether a context UIKit hands over now is expected: none is open and the shell is not
    /// torn down (one asked for, or one UIKit starts on its own, as the app's dismissal).
    package var acceptsContext: Bool { !isTornDown && !isRunning }

    /// Asks UIKit for a transition, unless one is open or asked for, or the shell is torn down.
    ///
    /// A transition asked for whose outcome already waits for its context (a drag that settled
    /// back before UIKit handed the context over) is taken over instead: the outcome is
    /// dropped and the context that comes belongs to the new transition (a second drag that
    /// caught the card), which decides its outcome. UIKit is not asked twice.
    package mutating func request(interactive: Bool) {
        guard !isTornDown else { return }
        switch context {
        case .none:
            context = .requested(interactive: interactive, outcome: nil)
            pending.append(.beginTransition)
        case .requested(_, _?):
            context = .requested(interactive: interactive, outcome: nil)
        case .requested(_, nil), .running:
            return
        }
    }

    /// UIKit never handed over the context asked for (it refused the request): the request is
    /// forgotten with an outcome that waited for it, so the next ``request(interactive:)``
    /// asks UIKit again.
    /// - Returns: Whether a request was waiting (nothing changes when a context is open or
    ///   none was asked for).
    @discardableResult
    package mutating func forgetRequest() -> Bool {
        guard case .requested = context else { return false }
        context = .none
        return true
    }

    /// UIKit handed a context over; an outcome that waited for it ends it at once. An
    /// animated context that is not interactive starts the alongside animations (the app's,
    /// added to the transition's interruptible animator through the transition coordinator)
    /// with the motion; an interactive one shows them at its percent, scrubbed, as a sheet's
    /// do (review 2026-11-27: the presented styles and the navigation and tab transitions ran
    /// them to their end at once, ignoring the finger).
    /// - Parameters:
    ///   - interactive: Whether the context is interactive.
    ///   - animated: Whether it is animated (UIKit's `isAnimated`).
    /// - Returns: Whether the context is still open.
    @discardableResult
    package mutating func attach(interactive: Bool, animated: Bool) -> Bool {
        var waiting: Bool?
        if case .requested(_, let outcome) = context { waiting = outcome }
        context = .running(interactive: interactive)
        percentShown = nil
        if animated, !interactive { pending.append(.startAlongsideAnimations) }
        if let waiting { complete(waiting) }
        return isRunning
    }

    /// Reports the interactive transition's percent, when interactive and changed.
    package mutating func report(percent: Double) {
        guard context == .running(interactive: true) else { return }
        queuePercent(percent)
    }

    /// Queues `updateInteractiveTransition` with `percent` (clamped into 0...1) when it
    /// changed. For lifecycles that keep their own context state and know the context is
    /// interactive.
    package mutating func queuePercent(_ percent: Double) {
        let percent = percent.clamped(to: 0...1)
        guard percentShown != percent else { return }
        percentShown = percent
        pending.append(.updateInteractiveTransition(percent))
    }

    /// Ends the context with `finished`: finish or cancel first when interactive, then
    /// `completeTransition` exactly once. Before the context came, the outcome waits for it.
    package mutating func complete(_ finished: Bool) {
        switch context {
        case .none:
            return
        case .requested(let interactive, _):
            context = .requested(interactive: interactive, outcome: finished)
        case .running(let interactive):
            context = .none
            queueCompletion(finished, interactive: interactive)
        }
    }

    /// Queues the end of a context: `finish` or `cancel` first when `interactive`, then
    /// `completeTransition(finished)`. For lifecycles that keep their own context state (a
    /// sheet's presentation and dismissal).
    package mutating func queueCompletion(_ finished: Bool, interactive: Bool) {
        if interactive { pending.append(finished ? .finishInteractiveTransition : .cancelInteractiveTransition) }
        pending.append(.completeTransition(finished))
    }

    /// The owner goes away: an open context is cancelled and completed, one asked for is
    /// forgotten, the display link stops, and nothing is asked for any more.
    package mutating func tearDownTransition() {
        guard !isTornDown else { return }
        if isRunning { complete(false) }
        context = .none
        tearDown()
    }
}

extension Shell where Action == TrackTransitionAction {
    /// Shows the current state while a context is open (the scene renders it from the
    /// lifecycle's appearance): ``TrackTransitionAction/apply(progress:)``.
    package mutating func show(progress: Double) {
        guard isRunning else { return }
        queue(.apply(progress: progress.clamped(to: 0...1)))
    }
}
