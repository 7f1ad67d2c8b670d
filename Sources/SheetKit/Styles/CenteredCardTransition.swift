/// An input to a ``CenteredCardTransition``. Times are in seconds on the display link's
/// clock; a time that is not finite or is earlier than the latest one seen counts as that
/// latest time, one after ``InputLimits/maximumEventTime`` as that. A tick moves the drop-in's
/// clock to its target time but not the inputs': a finger lifted after a frame's callback,
/// before the time that frame is shown, releases at the lift, so the drop-out leaves from the
/// finger's exact position and speed (the dismissal's ``InteractiveTrack`` keeps its own time
/// rules). A tick up to ``InputLimits/maximumEventLag`` older than the latest time is ignored;
/// one further back restarts the clock (the inputs' too) and the drop-in and a settling
/// dismissal go on from what is shown (the tick rule of ``InputLimits``). A far-future event time acts as a
/// long stall: what runs by time is where it would be then, and the frames that follow
/// continue from there.
package enum CenteredCardInput: Hashable, Sendable {
    /// The presentation starts: the card drops in.
    case present(time: Double)
    /// The presentation starts and ends at once (`present(animated: false)`): the card is at
    /// its place and at rest, as the drop-in leaves it, and ``SheetEvents/presented``
    /// is reported on this input.
    case presentAtRest(time: Double)
    /// A non-interactive dismissal (a tap on the dimming, a close button): the card drops out
    /// on the dismissal track's spring.
    case dismiss(time: Double)
    /// A finger touched the card: an interactive dismissal begins (or catches one that
    /// settles).
    case dragBegan(time: Double)
    /// The finger's vertical translation since it touched down, in points, positive
    /// downward (`translation(in:).y`). Upward motion holds the card at its place.
    case dragChanged(translationY: Double, time: Double)
    /// The finger lifted with a vertical velocity, in points per second, positive downward.
    case dragEnded(velocityY: Double, time: Double)
    /// The system cancelled the gesture: the card settles back.
    case dragCancelled(time: Double)
    /// A display-link frame.
    case tick(FrameTick)
}

/// Everything an adapter applies after one input to a ``CenteredCardTransition``.
package struct CenteredCardOutput: Hashable, Sendable {
    /// How the card and what is behind it look now.
    package let appearance: CenteredCardAppearance
    /// What happened.
    package let events: SheetEvents
    /// The dismissal's track output while a dismissal runs (or has just ended); `nil` otherwise.
    package let dismissal: TrackOutput?
    /// Whether anything still moves (the drop-in's springs, or a settling dismissal), so the
    /// display link must run.
    package let isMoving: Bool

    /// Creates an output.
    /// - Parameters:
    ///   - appearance: The appearance.
    ///   - events: The events.
    ///   - dismissal: The dismissal track's output.
    ///   - isMoving: Whether ticks are needed.
    package init(appearance: CenteredCardAppearance, events: SheetEvents, dismissal: TrackOutput?, isMoving: Bool) {
        self.appearance = appearance
        self.events = events
        self.dismissal = dismissal
        self.isMoving = isMoving
    }
}

/// A centered card's life as a value: the drop-in (``CenteredCardStyle``'s two springs, by
/// time), then a dismissal on an ``InteractiveTrack`` (a vertical drag, or none), which
/// finishes by dropping the card out or settles it back.
///
/// - The track's length is ``CenteredCardStyle/dismissalLength(contentSize:container:)`` for
///   the geometry given with each input; a rotation relays it out, keeping its progress.
/// - The drop-in's springs run on under a dismissal (see ``CenteredCardStyle``), so a drag
///   that starts during the bounce does not stop it dead.
/// - Exactly one ``SheetEvents/dismissed`` ends the card; every dismissal that does
///   not end it reports one ``SheetEvents/dismissalCancelled``. After the card is
///   dismissed every input is ignored.
package struct CenteredCardTransition: Sendable {
    /// The card's style.
    package let style: CenteredCardStyle
    /// Whether the user asked for reduced motion: a fade, and a critically damped dismissal.
    package let reduceMotion: Bool
    /// When the presentation started, in seconds; `nil` before ``CenteredCardInput/present(time:)``.
    package internal(set) var presentationStart: Double?
    /// Whether ``SheetEvents/presented`` has been reported.
    package internal(set) var isPresented = false
    /// Whether the card is gone.
    package internal(set) var isDismissed = false
    /// The running (or last) dismissal's track; `nil` before the first.
    package internal(set) var dismissal: InteractiveTrack?
    /// The clock: the drop-in runs on its latest time shown, the dismissal's drag events and
    /// begins on its inputs' clock (``MotionClock``).
    var clock = MotionClock()
    /// The latest time seen (an input's, or a tick's target time), in seconds.
    package var now: Double { clock.now }
    /// The finger's translation at the last drag event, in points.
    var lastTranslation = 0.0

    /// Creates a transition before its presentation.
    /// - Parameters:
    ///   - style: The card's style.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package init(style: CenteredCardStyle = CenteredCardStyle(), reduceMotion: Bool = false) {
        self.style = style
        self.reduceMotion = reduceMotion
    }

    /// Whether a dismissal is running (tracking or settling).
    var isDismissing: Bool {
        guard let dismissal else { return false }
        return dismissal.phase == .tracking || dismissal.phase == .settling
    }

    /// How the card looks now, for the geometry given.
    /// - Parameters:
    ///   - contentSize: The content's size.
    ///   - container: The container now.
    /// - Complexity: Computes the drop-in's duration (a few Newton steps per spring).
    package func appearance(contentSize: SheetSize, container: SheetContainer) -> CenteredCardAppearance {
        let frame = style.metrics.frame(contentSize: contentSize, in: container)
        return appearance(frame: frame, container: container,
                          duration: style.presentationDuration(frame: frame, displayScale: container.displayScale))
    }

    /// The appearance now for a frame and presentation duration already computed.
    func appearance(frame: SheetRect, container: SheetContainer, duration: Double) -> CenteredCardAppearance {
        let progress = isDismissed ? 1 : (dismissal?.progress ?? 0)
        return style.appearance(time: timeSincePresentation, dismissal: progress, frame: frame, container: container,
                                duration: duration, reduceMotion: reduceMotion)
    }

    /// Seconds since the presentation started (0 before it).
    var timeSincePresentation: Double {
        presentationStart.map { now - $0 } ?? 0
    }
}
