/// What UIKit tells a ``TrackTransitionLifecycle``: one UIKit callback or gesture state each.
/// Times are in seconds on the display link's clock; lengths in points along the track.
public enum TrackTransitionEvent: Sendable {
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
public enum TrackTransitionAction: Hashable, Sendable {
    /// Ask UIKit to start the transition (a pan began it: `popViewController(animated: true)`,
    /// a tab selection, `dismiss(animated: true)`); UIKit then hands over the context.
    case beginTransition
    /// Show the transition at `progress` (0 = start, 1 = end): the style value turns it into
    /// the views' appearance.
    case apply(progress: Double)
    /// Start the display link.
    case startDisplayLink
    /// Stop and invalidate the display link.
    case stopDisplayLink
    /// `updateInteractiveTransition(_:)`.
    case updateInteractiveTransition(Double)
    /// `finishInteractiveTransition()`.
    case finishInteractiveTransition
    /// `cancelInteractiveTransition()`.
    case cancelInteractiveTransition
    /// `completeTransition(_:)`, exactly once.
    case completeTransition(Bool)
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
public struct TrackTransitionLifecycle: Sendable {
    /// The track that makes every motion decision.
    public private(set) var track: InteractiveTrack

    enum Stage: Sendable {
        /// Waiting for UIKit's context; `pan` is a pan that began before it.
        case awaiting(pan: PanBuffer?)
        /// UIKit was asked to start the transition for a request that is not a pan
        /// (``TrackTransitionEvent/transitionRequested(permitted:)``); waiting for its context.
        case requested
        /// The context is attached.
        case running(interactive: Bool)
        /// `completeTransition(_:)` was asked for, or the owner went away.
        case ended
    }

    /// A pan's events before the context came.
    struct PanBuffer: Sendable {
        var time: Double
        var delta = 0.0
        var release: Double?
        var cancelled = false
    }

    var stage: Stage = .awaiting(pan: nil)
    var clock = PausingClock()
    var pending = ActionQueue<TrackTransitionAction>()
    var shownProgress: Double?
    var shownPercent: Double?
    var displayLinkRunning = false

    /// Creates the lifecycle of a transition about to start.
    /// - Parameter configuration: The track's spring and release rules.
    public init(configuration: TrackConfiguration = TrackConfiguration()) {
        track = InteractiveTrack(length: 0, configuration: configuration)
    }

    /// Whether the transition has ended (completed or torn down).
    public var isEnded: Bool {
        if case .ended = stage { return true }
        return false
    }

    /// Whether a pan began this transition and UIKit has not handed over its context yet: the
    /// delegate vends the adapter as the interaction controller too (UIKit asks for it right
    /// after the animator), so UIKit calls `startInteractiveTransition(_:)`. `false` for a
    /// transition the app started (a push, a tab tap), which runs in `animateTransition(using:)`.
    public var startsInteractively: Bool {
        if case .awaiting(pan: .some) = stage { return true }
        return false
    }

    /// Whether a new touch would catch this transition's settle: an interactive transition
    /// runs and its track is carried by a spring after a release. A gesture recognizer that
    /// would not begin on its own (the touch is not at the screen edge, or moves the wrong
    /// way) begins for it, so the moving screen is caught wherever it is touched, as a sheet is.
    public var canCatch: Bool {
        guard case .running(interactive: true) = stage else { return false }
        return track.phase == .settling
    }

    /// Whether ``TrackTransitionEvent/transitionRequested(permitted:)`` asks UIKit for the
    /// transition now: permitted, and nothing has begun (no pan, no earlier request, no
    /// context, not ended).
    /// - Parameter permitted: Whether the user may start the transition.
    public func grantsTransitionRequest(permitted: Bool) -> Bool {
        guard permitted, case .awaiting(pan: nil) = stage else { return false }
        return true
    }

    /// Whether a transition is asked for (by a request or a pan), runs, or ended.
    public var isTransitionUnderWay: Bool {
        switch stage {
        case .awaiting(let pan): return pan != nil
        case .requested, .running, .ended: return true
        }
    }

    /// Whether a touch now may catch and drive the transition: while an interactive one runs.
    public var acceptsPan: Bool {
        if case .running(interactive: true) = stage { return true }
        if case .awaiting = stage { return true }
        return false
    }

    /// Takes one event: updates the state and queues the actions to perform.
    public mutating func handle(_ event: TrackTransitionEvent) {
        switch (event, stage) {
        case (_, .ended):
            return
        case (.transitionStarted(let interactive, let animated, let length, let time), .awaiting(let pan)):
            stage = .running(interactive: interactive && animated)
            _ = track.send(.relayout(length: length))
            start(interactive: interactive && animated, animated: animated, pan: pan, time: clock.lifecycleTime(time))
        case (.transitionStarted(_, let animated, let length, let time), .requested):
            stage = .running(interactive: false)
            _ = track.send(.relayout(length: length))
            start(interactive: false, animated: animated, pan: nil, time: clock.lifecycleTime(time))
        case (.transitionRequested(let permitted), _) where grantsTransitionRequest(permitted: permitted):
            stage = .requested
            queue(.beginTransition)
        case (.panBegan(let time), .awaiting(nil)):
            stage = .awaiting(pan: PanBuffer(time: clock.lifecycleTime(time)))
            queue(.beginTransition)
        case (.panChanged(let delta, let time), .awaiting(var pan?)):
            pan.delta += delta.isFinite ? delta : 0
            pan.time = clock.lifecycleTime(time)
            stage = .awaiting(pan: pan)
        case (.panEnded(let velocity, let time), .awaiting(var pan?)):
            pan.release = velocity
            pan.time = clock.lifecycleTime(time)
            stage = .awaiting(pan: pan)
        case (.panCancelled(let time), .awaiting(var pan?)):
            pan.cancelled = true
            pan.time = clock.lifecycleTime(time)
            stage = .awaiting(pan: pan)
        case (.panBegan(let time), .running(interactive: true)): drive(.dragBegan(time: clock.lifecycleTime(time)))
        case (.panChanged(let delta, let time), .running): drive(.dragChanged(delta: delta, time: clock.lifecycleTime(time)))
        case (.panEnded(let velocity, let time), .running): drive(.dragEnded(velocity: velocity, time: clock.lifecycleTime(time)))
        case (.panCancelled(let time), .running): drive(.dragCancelled(time: clock.lifecycleTime(time)))
        case (.tick(let tick), .running) where !clock.isPaused: drive(.tick(clock.lifecycleTick(tick)))
        case (.lengthChanged(let length), _): drive(.relayout(length: length))
        case (.didEnterBackground(let time), _):
            clock.pause(at: time)
            updateDisplayLink()
        case (.willEnterForeground(let time), _):
            clock.resume(at: time)
            updateDisplayLink()
        case (.tearDown, .running(let interactive)):
            end(finish: false, interactive: interactive)
        case (.tearDown, .awaiting), (.tearDown, .requested):
            stage = .ended
            updateDisplayLink()
        default:
            return
        }
    }

    /// The next action to perform, or `nil`.
    public mutating func nextAction() -> TrackTransitionAction? { pending.next() }

    /// Handles `event` and returns every action queued, in order (for scripts that do not
    /// call back).
    public mutating func send(_ event: TrackTransitionEvent) -> [TrackTransitionAction] {
        handle(event)
        var actions: [TrackTransitionAction] = []
        while let action = nextAction() { actions.append(action) }
        return actions
    }

    /// The track's estimate of a non-interactive transition's duration, in seconds, for
    /// `transitionDuration(using:)`.
    public var estimatedDuration: Double { track.estimatedDuration() }

    // MARK: Internals

    private mutating func start(interactive: Bool, animated: Bool, pan: PanBuffer?, time: Double) {
        guard animated else {
            // Not animated: shown at its end at once.
            apply(progress: 1)
            end(finish: true, interactive: false)
            return
        }
        guard interactive, let pan else {
            drive(.begin(time: time))
            return
        }
        drive(.dragBegan(time: pan.time))
        if pan.delta != 0 { drive(.dragChanged(delta: pan.delta, time: pan.time)) }
        if pan.cancelled { drive(.dragCancelled(time: pan.time)) }
        if let release = pan.release { drive(.dragEnded(velocity: release, time: pan.time)) }
    }

    private mutating func drive(_ input: TrackInput) {
        let output = track.send(input)
        guard case .running(let interactive) = stage else { return }
        apply(progress: output.progress)
        updateDisplayLink()
        if interactive, shownPercent != output.progress {
            shownPercent = output.progress
            queue(.updateInteractiveTransition(output.progress))
        }
        if let outcome = output.outcome { end(finish: outcome == .end, interactive: interactive) }
    }

    private mutating func apply(progress: Double) {
        guard shownProgress != progress else { return }
        shownProgress = progress
        queue(.apply(progress: progress))
    }

    private mutating func updateDisplayLink() {
        let wanted = track.output.isMoving && !clock.isPaused && !isEnded
        guard wanted != displayLinkRunning else { return }
        displayLinkRunning = wanted
        queue(wanted ? .startDisplayLink : .stopDisplayLink)
    }

    /// Ends the context exactly once: finish or cancel first when interactive.
    private mutating func end(finish: Bool, interactive: Bool) {
        stage = .ended
        updateDisplayLink()
        if interactive { queue(finish ? .finishInteractiveTransition : .cancelInteractiveTransition) }
        queue(.completeTransition(finish))
    }

    private mutating func queue(_ action: TrackTransitionAction) { pending.append(action) }
}
