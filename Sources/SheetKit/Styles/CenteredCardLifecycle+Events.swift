// The centered card lifecycle's event handling (see ``CenteredCardLifecycle``).
extension CenteredCardLifecycle: ShellTransitionLifecycle {
    /// Takes one event and queues the actions to perform.
    /// - Complexity: O(1) per event; each computes the drop-in's duration once (twice for a
    ///   geometry change) and may compute a spring's settle time (a few Newton steps each).
    package mutating func handle(_ event: CenteredCardLifecycleEvent) {
        guard !shell.isTornDown, !dismissedAtOnce else { return }
        switch event {
        case .transition(let transition):
            handleTransition(transition)
        case .geometryChanged(let contentSize, let container):
            self.contentSize = contentSize
            self.container = container
            presentationDuration = Self.presentationDuration(style: card.style, contentSize: contentSize, container: container)
            absorb(send(.tick(FrameTick(timestamp: card.now, targetTimestamp: card.now))))
        case .pan(let pan):
            handlePan(pan)
        case .dismissRequested(let userMayDismiss):
            guard grantsTransitionRequest(permitted: userMayDismiss) else { return }
            shell.request(interactive: false)
        }
    }

    /// UIKit handed over a context: the presentation's first, then each dismissal's.
    mutating func start(interactive: Bool, animated: Bool, at time: Double) {
        guard card.presentationStart != nil else {
            shell.attach(interactive: false, animated: animated)
            return absorb(send(animated ? .present(time: time) : .presentAtRest(time: time)))
        }
        guard shell.attach(interactive: interactive && animated, animated: animated) else { return updateDisplayLink() }
        guard !card.isDismissed else {
            // A drop-out that ended before UIKit handed its context over: already gone.
            shell.complete(true)
            return updateDisplayLink()
        }
        guard animated else {
            // Gone at once: the lifecycle ends here, as a finished track's does, so a later
            // context is not taken (the runner completes it) and the teardown that follows
            // (`dismissalTransitionDidEnd`) finds nothing left to do.
            dismissedAtOnce = true
            shell.show(progress: 1)
            shell.complete(true)
            shell.tearDown()
            return
        }
        // The app's dismiss, a tap or an escape: the card drops out (ignored while a drag runs).
        absorb(interactive ? send(.tick(FrameTick(timestamp: time, targetTimestamp: time))) : send(.dismiss(time: time)))
    }

    /// UIKit refused the dismissal asked for: the card rests presented again
    /// (``CenteredCardTransition/abandonDismissal(contentSize:container:)``), and a new drag or
    /// tap may ask for a dismissal again.
    mutating func requestRefused() {
        cancelAwaitsRest = false
        card.abandonDismissal(contentSize: contentSize, container: container)
        updateDisplayLink()
    }

    /// A frame: the drop-in's springs and a settling dismissal advance.
    mutating func advance(to tick: FrameTick) {
        absorb(send(.tick(tick)))
    }

    private mutating func handlePan(_ pan: PanGestureEvent) {
        switch pan.input(on: shell.clock) {
        case .dragBegan(_, let time):
            guard acceptsPan else { return }
            absorb(send(.dragBegan(time: time)))
        case .dragChanged(let translation, let time):
            absorb(send(.dragChanged(translationY: translation.y, time: time)))
        case .dragEnded(let velocity, let time):
            absorb(send(.dragEnded(velocityY: velocity.y, time: time)))
        case .dragCancelled(let time):
            absorb(send(.dragCancelled(time: time)))
        case .begin, .tick:
            return
        }
    }

    /// Sends `input` to the card with the stored geometry.
    private mutating func send(_ input: CenteredCardInput) -> CenteredCardOutput {
        card.send(input, contentSize: contentSize, container: container)
    }

    /// Turns a card output into actions: the presentation's context ends when the card is
    /// presented, a dismissal asks for a context, the track's progress is the percent, and
    /// the dismissal's context finishes when the card is gone or cancels once a settled-back
    /// card rests.
    ///
    /// The cancel answers the ``SheetEvents/dismissalCancelled`` event of an
    /// interactive dismissal, once: it waits (``cancelAwaitsRest``) until nothing moves, a new
    /// drag before then takes the same context on, and a later dismissal (a tap on the
    /// dimming) is never completed by a track that settled back before it.
    private mutating func absorb(_ output: CenteredCardOutput) {
        if output.events.contains(.presented) {
            shell.show(progress: 1)
            shell.complete(true)
        }
        if output.events.contains(.willDismiss) {
            cancelAwaitsRest = false
            shell.request(interactive: output.dismissal?.phase == .tracking)
        }
        if output.events.contains(.dismissalCancelled), shell.isInteractive {
            cancelAwaitsRest = true
        }
        shell.show(progress: transitionProgress)
        shell.report(percent: card.dismissal?.progress ?? 0)
        if output.events.contains(.dismissed) {
            shell.complete(true)
        } else if cancelAwaitsRest, !output.isMoving {
            cancelAwaitsRest = false
            shell.complete(false)
        }
        shell.updateDisplayLink(moving: output.isMoving)
    }

    /// Whether anything moves: the drop-in's springs, or a settling dismissal.
    package var isMoving: Bool {
        guard card.presentationStart != nil, !card.isDismissed, !dismissedAtOnce else { return false }
        return card.timeSincePresentation < presentationDuration || card.dismissal?.phase == .settling
    }
}
