/// What UIKit tells a ``TrackTransitionLifecycle``: one UIKit callback or gesture state each.
/// Times are in seconds on the display link's clock; lengths in points along the track.
package enum TrackTransitionEvent: Sendable {
    /// UIKit handed over the transition's context: `animateTransition(using:)` (not
    /// interactive) or `startInteractiveTransition(_:)` (interactive). `length` is the track's
    /// length (the container's width for a pop), `animated` the context's `isAnimated`.
    case transitionStarted(interactive: Bool, animated: Bool, length: Double, time: Double)
    /// The pan driving the transition began (before UIKit handed over the context, for a pan
    /// that starts the transition: it is buffered until then).
    case panBegan(time: Double)
    /// The pan moved `delta` points along the track (positive toward the end).
    case panChanged(delta: Double, time: Double)
    /// The pan ended with `velocity` points per second along the track.
    case panEnded(velocity: Double, time: Double)
    /// The system cancelled the pan.
    case panCancelled(time: Double)
    /// Something other than a pan asks for the transition (a button, VoiceOver's escape);
    /// `permitted` is the style's rule for whether the user may start it now. When permitted
    /// and nothing has begun, the lifecycle asks UIKit to start it
    /// (``TrackTransitionAction/beginTransition``), not interactive.
    case transitionRequested(permitted: Bool)
    /// UIKit never started the transition asked for (``TrackTransitionAction/beginTransition``):
    /// a check a while after the request (a presented style's, `BoundPresentation`'s
    /// `dismissalCheckDelay` later) found none under way, as when `dismiss(animated:)` came
    /// while another transition ran. The request is forgotten with everything that waited for
    /// its context (a buffered pan, an outcome), as if it had never been made, so a new pan or
    /// request asks UIKit again. Nothing happens when no request waits (its context came).
    case transitionRefused
    /// A display-link frame.
    case tick(FrameTick)
    /// The track's length changed (a rotation): the progress is kept.
    case lengthChanged(Double)
    /// The app moved to the background: the display link pauses and the clock stops.
    case didEnterBackground(time: Double)
    /// The app came back: the motion resumes where it stopped.
    case willEnterForeground(time: Double)
    /// The transition's owner goes away: an open context is ended, nothing runs any more.
    case tearDown
}

/// What a ``TrackTransitionLifecycle`` asks its UIKit adapter to do.
package enum TrackTransitionAction: Hashable, Sendable {
    /// Ask UIKit to start the transition (a pan began it: `popViewController(animated: true)`,
    /// a tab selection, `dismiss(animated: true)`); UIKit then hands over the context.
    case beginTransition
    /// Show the transition at `progress` (0 = start, 1 = end): the style value turns it into
    /// the views' appearance.
    case apply(progress: Double)
    /// The display link, or a call on UIKit's transition context (update, finish, cancel,
    /// complete exactly once).
    case runner(RunnerCall)
}

/// One UIKit transition driven by an ``InteractiveTrack``, as a value: the context handed
/// over, the pan that drives it, display-link frames and the app's background state in;
/// appearance writes, the display link and `update`/`finish`/`cancel`/`completeTransition`
/// out, each context completed exactly once on the frame the track decides. The navigation,
/// tab, zoom, reveal and card adapters are humble objects around one of these.
///
/// A pan that starts the transition (an interactive pop) is buffered until UIKit hands over
/// the context; a touch during the settle of an interactive transition catches it. Actions
/// are taken with ``nextAction()`` as for ``SheetLifecycle``: UIKit's synchronous call-backs
/// queue behind what is pending.
package struct TrackTransitionLifecycle: Sendable {
    /// The track that makes every motion decision.
    package private(set) var track: InteractiveTrack
    /// The queue, the clock, the display link and UIKit's context (`Shell`).
    package var shell = Shell<TrackTransitionAction>()
    /// A pan that began the transition before UIKit handed its context over.
    var pan: PanBuffer?

    /// A pan's events before the context came.
    struct PanBuffer: Sendable {
        var time: Double
        var delta = 0.0
        var release: Double?
        var cancelled = false
    }

    /// Creates the lifecycle of a transition about to start.
    /// - Parameter configuration: The track's spring and release rules.
    package init(configuration: TrackConfiguration = TrackConfiguration()) {
        track = InteractiveTrack(length: 0, configuration: configuration)
    }

    /// Whether the transition has ended (completed or torn down): one transition per lifecycle.
    package var isEnded: Bool { shell.isTornDown }

    /// Whether a pan began this transition and UIKit has not handed over its context yet: the
    /// delegate vends the adapter as the interaction controller too (UIKit asks for it right
    /// after the animator), so UIKit calls `startInteractiveTransition(_:)`. `false` for a
    /// transition the app started (a push, a tab tap), which runs in `animateTransition(using:)`.
    package var startsInteractively: Bool {
        if case .requested(interactive: true, _) = shell.context { return true }
        return false
    }

    /// Whether a new touch would catch this transition's settle: an interactive transition
    /// runs and its track is carried by a spring after a release. A gesture recognizer that
    /// would not begin on its own (the touch is not at the screen edge, or moves the wrong
    /// way) begins for it, so the moving screen is caught wherever it is touched, as a sheet is.
    package var canCatch: Bool {
        shell.context == .running(interactive: true) && !isEnded && track.phase == .settling
    }

    /// Whether ``TrackTransitionEvent/transitionRequested(permitted:)`` asks UIKit for the
    /// transition now: permitted, and nothing has begun (no pan, no earlier request, no
    /// context, not ended).
    /// - Parameter permitted: Whether the user may start the transition.
    package func grantsTransitionRequest(permitted: Bool) -> Bool {
        permitted && shell.context == .none && !isEnded
    }

    /// Whether a touch now may catch and drive the transition: before anything began, while a
    /// pan's transition waits for its context, or while an interactive one runs.
    package var acceptsPan: Bool {
        guard !isEnded else { return false }
        switch shell.context {
        case .none: return true
        case .requested(let interactive, _), .running(let interactive): return interactive
        }
    }

    /// Takes one event: updates the state and queues the actions to perform.
    package mutating func handle(_ event: TrackTransitionEvent) {
        guard !isEnded else { return }
        switch (event, shell.context) {
        case (.transitionStarted(let interactive, let animated, let length, let time), .none),
             (.transitionStarted(let interactive, let animated, let length, let time), .requested):
            // One asked for without a pan (a request) starts non-interactive.
            let interactive = interactive && animated && (shell.context == .none || shell.isInteractive)
            shell.attach(interactive: interactive, animated: animated)
            _ = track.send(.relayout(length: length))
            start(interactive: interactive, animated: animated, time: shell.time(time))
        case (.transitionRequested(let permitted), _) where grantsTransitionRequest(permitted: permitted):
            shell.request(interactive: false)
        case (.transitionRefused, .requested):
            pan = nil
            shell.forgetRequest()
        case (.panBegan(let time), .none):
            pan = PanBuffer(time: shell.time(time))
            shell.request(interactive: true)
        case (.panChanged(let delta, let time), .requested(true, _)):
            pan?.delta += delta.isFinite ? delta : 0
            pan?.time = shell.time(time)
        case (.panEnded(let velocity, let time), .requested(true, _)):
            pan?.release = velocity
            pan?.time = shell.time(time)
        case (.panCancelled(let time), .requested(true, _)):
            pan?.cancelled = true
            pan?.time = shell.time(time)
        case (.panBegan(let time), .running(interactive: true)): drive(.dragBegan(time: shell.time(time)))
        case (.panChanged(let delta, let time), .running): drive(.dragChanged(delta: delta, time: shell.time(time)))
        case (.panEnded(let velocity, let time), .running): drive(.dragEnded(velocity: velocity, time: shell.time(time)))
        case (.panCancelled(let time), .running): drive(.dragCancelled(time: shell.time(time)))
        case (.tick(let tick), .running): shell.tick(tick).map { drive(.tick($0)) }
        case (.lengthChanged(let length), _): drive(.relayout(length: length))
        case (.didEnterBackground(let time), _): shell.pause(at: time, moving: track.output.isMoving)
        case (.willEnterForeground(let time), _): shell.resume(at: time, moving: track.output.isMoving)
        case (.tearDown, _): shell.tearDownTransition()
        default: return
        }
    }

    /// The track's estimate of a non-interactive transition's duration, in seconds, for
    /// `transitionDuration(using:)`.
    package var estimatedDuration: Double { track.estimatedDuration() }

    // MARK: Internals

    private mutating func start(interactive: Bool, animated: Bool, time: Double) {
        let buffered = pan
        pan = nil
        guard animated else {
            // Not animated: shown at its end at once.
            shell.show(progress: 1)
            end(finish: true)
            return
        }
        guard interactive, let buffered else {
            drive(.begin(time: time))
            return
        }
        drive(.dragBegan(time: buffered.time))
        if buffered.delta != 0 { drive(.dragChanged(delta: buffered.delta, time: buffered.time)) }
        if buffered.cancelled { drive(.dragCancelled(time: buffered.time)) }
        if let release = buffered.release { drive(.dragEnded(velocity: release, time: buffered.time)) }
    }

    private mutating func drive(_ input: TrackInput) {
        let output = track.send(input)
        guard shell.isRunning else { return }
        shell.show(progress: output.progress)
        shell.updateDisplayLink(moving: output.isMoving)
        shell.report(percent: output.progress)
        if let outcome = output.outcome { end(finish: outcome == .end) }
    }

    /// Ends the context exactly once and the lifecycle with it.
    private mutating func end(finish: Bool) {
        shell.updateDisplayLink(moving: false)
        shell.complete(finish)
        shell.tearDown()
    }
}
