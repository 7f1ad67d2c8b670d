/// A style lifecycle that reaches UIKit through a `Shell` (``CardZoomLifecycle``,
/// ``CenteredCardLifecycle``). UIKit's transition events mean the same to every such
/// lifecycle, so they are handled once, here:
/// - a context handed over starts the style's next transition, at the event's time on the
///   lifecycle's clock;
/// - a display-link frame advances it, unless the clock is paused (the frame is dropped);
/// - the background pauses the clock and the display link, the foreground resumes both
///   without the time away;
/// - teardown ends the open context and stops everything;
/// - the pan events and `lengthChanged` are not used: a style takes its gestures and geometry
///   through its own events.
///
/// What starting and advancing mean is the style's.
protocol ShellTransitionLifecycle: TransitionLifecycle {
    /// Whether anything moves, so frames are needed.
    var isMoving: Bool { get }
    /// UIKit handed over a context; `time` is on the lifecycle's clock, in seconds.
    mutating func start(interactive: Bool, animated: Bool, at time: Double)
    /// A display-link frame, on the lifecycle's clock.
    mutating func advance(to tick: FrameTick)
    /// UIKit refused the transition asked for; the shell has forgotten the request. The
    /// style's motion that waited for the context goes back to where it was before it asked
    /// (``TrackTransitionEvent/transitionRefused``).
    mutating func requestRefused()
}

extension ShellTransitionLifecycle {
    /// Takes one of UIKit's transition events (see the protocol) and queues the actions.
    mutating func handleTransition(_ event: TrackTransitionEvent) {
        switch event {
        case .transitionStarted(let interactive, let animated, _, let time):
            start(interactive: interactive, animated: animated, at: shell.time(time))
        case .tick(let tick):
            guard let tick = shell.tick(tick) else { return }
            advance(to: tick)
        case .didEnterBackground(let time):
            shell.pause(at: time, moving: isMoving)
        case .willEnterForeground(let time):
            shell.resume(at: time, moving: isMoving)
        case .tearDown:
            shell.tearDownTransition()
        case .transitionRefused:
            guard shell.forgetRequest() else { return }
            requestRefused()
        case .panBegan, .panChanged, .panEnded, .panCancelled, .lengthChanged, .transitionRequested:
            // Their own events carry pans, geometry and requests (with the scene they need).
            return
        }
    }

    /// Runs the display link exactly while something moves.
    mutating func updateDisplayLink() {
        shell.updateDisplayLink(moving: isMoving)
    }
}

extension TrackTransitionAction: TransitionShellAction {
    /// The call in ``runner(_:)``; `nil` for ``beginTransition`` and ``apply(progress:)``.
    package var runnerCall: RunnerCall? {
        if case .runner(let call) = self { call } else { nil }
    }
}
