// The card zoom lifecycle's event handling (see ``CardZoomLifecycle``).
extension CardZoomLifecycle: ShellTransitionLifecycle {
    /// Takes one event and queues the actions to perform.
    /// - Complexity: O(1) per event; a context handed over, a lock or a release also
    ///   computes a spring's settle time (a few Newton steps).
    package mutating func handle(_ event: CardZoomLifecycleEvent) {
        guard !shell.isTornDown else { return }
        switch event {
        case .transition(let transition):
            handleTransition(transition)
        case .sceneChanged(let scene):
            self.scene = scene
            relayoutPresentation()
            show()
        case .pan(let pan, let scene):
            self.scene = scene
            guard case .presented(var dismissal) = stage else { return }
            let output = dismissal.send(pan.input(on: shell.clock), in: scene)
            stage = .presented(dismissal)
            absorb(output)
        case .dismissRequested(let userMayDismiss):
            guard grantsTransitionRequest(permitted: userMayDismiss) else { return }
            shell.request(interactive: false)
        }
    }

    /// UIKit handed over a context: the presentation's first, then each dismissal's.
    mutating func start(interactive: Bool, animated: Bool, at time: Double) {
        switch stage {
        case .awaitingPresentation:
            shell.attach(interactive: false, animated: animated)
            guard animated else { return end(presentedAt: true) }
            var track = style.makePresentationTrack(in: scene, reduceMotion: reduceMotion)
            let output = track.send(.begin(time: time))
            stage = .presenting(track)
            absorbPresentation(output)
        case .presented(var dismissal):
            guard shell.attach(interactive: interactive && animated, animated: animated) else { return updateDisplayLink() }
            guard animated else { return end(presentedAt: false) }
            guard !interactive else {
                show()
                shell.report(percent: dismissal.closeProgress)
                return updateDisplayLink()
            }
            // The app's dismiss or an escape: a drag still deciding is dropped; the close
            // begins from the detail's frame (a running pull keeps the gesture's own end).
            if dismissal.phase == .deciding || dismissal.phase == .declined {
                dismissal.send(.dragCancelled(time: time), in: scene)
            }
            let output = dismissal.send(.begin(time: time), in: scene)
            stage = .presented(dismissal)
            absorb(output)
        case .dismissed:
            // A close that ended before UIKit handed its context over: the outcome waited.
            if shell.attach(interactive: interactive && animated, animated: animated) { shell.complete(true) }
        case .presenting:
            return
        }
    }

    /// A transition that is not animated: shown at its end at once.
    /// UIKit refused the close asked for (a pull's or a request's): the detail rests
    /// presented again with a new dismissal, as after the open, since nothing of the pull was
    /// shown without a context; a new pull or request may ask again.
    mutating func requestRefused() {
        switch stage {
        case .presented, .dismissed:
            stage = .presented(CardZoomDismissal(style: style, reduceMotion: reduceMotion))
        case .awaitingPresentation, .presenting:
            break
        }
        updateDisplayLink()
    }

    private mutating func end(presentedAt presented: Bool) {
        shell.show(progress: 1)
        stage = presented ? .presented(CardZoomDismissal(style: style, reduceMotion: reduceMotion)) : .dismissed
        shell.complete(true)
        updateDisplayLink()
    }

    /// A frame: the open's track, or a moving pull's settle or close, advances.
    mutating func advance(to tick: FrameTick) {
        switch stage {
        case .presenting(var track):
            let output = track.send(.tick(tick))
            stage = .presenting(track)
            absorbPresentation(output)
        case .presented(var dismissal):
            guard dismissal.phase.isMoving else { return }
            let output = dismissal.send(.tick(tick), in: scene)
            stage = .presented(dismissal)
            absorb(output)
        case .awaitingPresentation, .dismissed:
            return
        }
    }

    private mutating func absorbPresentation(_ output: TrackOutput) {
        show()
        if output.outcome != nil {
            stage = .presented(CardZoomDismissal(style: style, reduceMotion: reduceMotion))
            shell.complete(true)
        }
        updateDisplayLink()
    }

    /// Turns a dismissal output into actions: a lock asks for an interactive dismissal, the
    /// close's progress is the percent, an outcome completes the context.
    private mutating func absorb(_ output: CardZoomDismissalOutput) {
        if output.events.contains(.began) { shell.request(interactive: true) }
        if output.events.contains(.finished) { stage = .dismissed }
        show()
        shell.report(percent: stage.closeProgress)
        if output.events.contains(.finished) { shell.complete(true) }
        if output.events.contains(.cancelled) { shell.complete(false) }
        updateDisplayLink()
    }

    /// Keeps a running open's track as long as the edge travel in the current scene.
    private mutating func relayoutPresentation() {
        guard case .presenting(var track) = stage else { return }
        track.send(.relayout(length: style.makePresentationTrack(in: scene, reduceMotion: reduceMotion).length))
        stage = .presenting(track)
    }

    private mutating func show() {
        shell.show(progress: stage.transitionProgress)
    }

    /// Whether a track moves, so frames are needed.
    package var isMoving: Bool {
        switch stage {
        case .presenting(let track): return track.output.isMoving
        case .presented(let dismissal): return dismissal.phase.isMoving
        case .awaitingPresentation, .dismissed: return false
        }
    }
}

extension CardZoomLifecycle.Stage {
    /// The running UIKit transition's progress: the open's, or the close's.
    var transitionProgress: Double {
        switch self {
        case .awaitingPresentation: return 0
        case .presenting(let track): return track.progress
        case .presented(let dismissal): return dismissal.closeProgress
        case .dismissed: return 1
        }
    }

    /// The close's progress, 0 before it and 1 after it.
    var closeProgress: Double {
        switch self {
        case .awaitingPresentation, .presenting: return 0
        case .presented(let dismissal): return dismissal.closeProgress
        case .dismissed: return 1
        }
    }
}

extension CardZoomDismissal {
    /// The close's progress: 0 while presented or pulled, the close track's progress while
    /// closing, 1 once dismissed.
    var closeProgress: Double {
        switch stage {
        case .closing(let close): return close.track.progress
        case .dismissed: return 1
        case .idle, .deciding, .declined, .pulling: return 0
        }
    }
}
