/// The phase of a ``CardZoomDismissal``.
package enum CardZoomDismissalPhase: String, Hashable, Sendable, CaseIterable {
    /// The detail is presented and nothing touches it (also after a pull that settled back).
    case idle
    /// A finger is down but has not moved beyond the lock's slop.
    case deciding
    /// The finger's drag is not a dismissal; the rest of the gesture is ignored.
    case declined
    /// A finger pulls the detail.
    case pulling
    /// A released (or cancelled) pull springs back to full screen.
    case settlingBack
    /// The detail zooms into the card.
    case closing
    /// The detail is gone: it ended on the card. Terminal.
    case dismissed

    /// Whether a spring moves the detail, so the display link must run.
    @inlinable
    package var isMoving: Bool { self == .settlingBack || self == .closing }
}

/// Everything an adapter applies after one input to a ``CardZoomDismissal``.
package struct CardZoomDismissalOutput: Hashable, Sendable {
    /// The phase after the input.
    package let phase: CardZoomDismissalPhase
    /// How the detail looks now.
    package let appearance: CardZoomAppearance
    /// What happened: ``TrackEvents/began`` when the dismissal transition begins (call
    /// `dismiss(animated:)` with an interactive transition), ``TrackEvents/interrupted`` when
    /// a finger catches a pull that was settling back, ``TrackEvents/finished`` once when the
    /// detail has closed into the card (`completeTransition(true)`), ``TrackEvents/cancelled``
    /// once when a pull has settled back (`completeTransition(false)`).
    package let events: TrackEvents
    /// The locked axis while a pull runs; `nil` otherwise.
    package let axis: CardZoomDragAxis?

    /// Creates an output.
    /// - Parameters:
    ///   - phase: The phase.
    ///   - appearance: The appearance.
    ///   - events: The events.
    ///   - axis: The locked axis.
    package init(phase: CardZoomDismissalPhase, appearance: CardZoomAppearance, events: TrackEvents, axis: CardZoomDragAxis?) {
        self.phase = phase
        self.appearance = appearance
        self.events = events
        self.axis = axis
    }
}

/// The dismissal of a zoomed detail as a value: a pull (down, or from the leading edge) that
/// shrinks it, a release decided by ``ReleasePolicy``, then a close into the card or a
/// spring back to full screen. Also the non-interactive close (``PanTransitionInput/begin(time:)``,
/// a close button).
///
/// - **Lock**: a drag decides nothing until ``CardZoomStyle/DragLock`` locks an axis or declines.
///   The pull's track starts at the lock, at position 0, so the detail does not jump by the
///   slop.
/// - **Pull**: an ``InteractiveTrack`` of ``CardZoomStyle/pullLength`` points; the finger's
///   translation along the locked axis (downward, or toward the trailing side in reading
///   terms) moves it point for point. Its progress is the pull (see
///   ``CardZoomStyle``).
/// - **Release**: the track's release policy decides. Cancel: the same track springs back
///   to 0 (a touch catches it and the pull continues on the same axis). Finish: the close
///   starts at once, at the release time, from the pulled frame.
/// - **Close**: a second ``InteractiveTrack``, as long as the largest edge travel from the
///   pulled frame to ``CardZoomTarget``, released at once with the finger's speed along the
///   pull (its positive part) converted into the close's units
///   (``CardZoomStyle/pullEdgeRate(detail:)``): the frame's fastest edge leaves at the speed
///   it had under the finger (the others change speed as they head for the card's edges), so a
///   flick neither stops nor lurches at the release (a pull
///   held at its end, the frame still, closes from rest). Its rule finishes whatever the speed
///   (completion fraction 0). It cannot be caught: touches during it are ignored, as the
///   App Store's close is.
/// - **Exactly one outcome** per transition: ``TrackEvents/finished`` (closed) or
///   ``TrackEvents/cancelled`` (settled back). After a cancel the detail is presented again
///   and a new pull may begin; after a finish every input is ignored.
package struct CardZoomDismissal: Sendable {
    /// The style's numbers.
    package let style: CardZoomStyle
    /// Whether the user asked for reduced motion: springs are critically damped and every
    /// appearance is a fade at the detail's frame.
    package let reduceMotion: Bool

    var stage: Stage = .idle
    /// The clock: its inputs' clock (``MotionClock/inputs``) is when a pull or a close starts
    /// its new track, at an accepted time, never at a raw one a fresh track's clock would take
    /// as it is. The tracks follow the frames themselves.
    var clock = MotionClock()

    enum Stage: Sendable {
        case idle
        case deciding(start: SheetPoint)
        case declined
        case pulling(Pull)
        case closing(Close)
        case dismissed
    }

    /// A pull: its locked axis, its track, and the finger's translation along the axis at the
    /// last event (so the track receives deltas).
    struct Pull: Sendable {
        var axis: CardZoomDragAxis
        var track: InteractiveTrack
        var lastAlong: Double
    }

    /// A close: its track (progress 0 = the pulled frame, 1 = the card) and the pull it
    /// started from, in 0...1.
    struct Close: Sendable {
        var track: InteractiveTrack
        var pull: Double
    }

    /// Creates a dismissal for a presented detail.
    /// - Parameters:
    ///   - style: The style's numbers.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package init(style: CardZoomStyle = CardZoomStyle(), reduceMotion: Bool = false) {
        self.style = style
        self.reduceMotion = reduceMotion
    }

    /// The current phase.
    package var phase: CardZoomDismissalPhase {
        switch stage {
        case .idle: return .idle
        case .deciding: return .deciding
        case .declined: return .declined
        case .pulling(let pull): return pull.track.phase == .tracking ? .pulling : .settlingBack
        case .closing: return .closing
        case .dismissed: return .dismissed
        }
    }

    /// The pull's track while a finger pulls the detail or a released pull springs back:
    /// its position is the pull in points (0 ... ``CardZoomStyle/pullLength``), its velocity
    /// in points per second toward dismissing; `nil` in every other phase. Read-only: for
    /// tools that plot or check the motion (the lab), not needed to drive the dismissal.
    package var pullTrack: InteractiveTrack? {
        if case .pulling(let pull) = stage { return pull.track }
        return nil
    }

    /// The close's track while the detail closes into the card: position 0 is the frame
    /// the pull left, its length the largest distance an edge of that frame travels to the
    /// card (``CardZoomTarget``), its velocity that edge's speed in points per second;
    /// `nil` in every other phase. Read-only, like ``pullTrack``.
    package var closeTrack: InteractiveTrack? {
        if case .closing(let close) = stage { return close.track }
        return nil
    }

    /// How the detail looks now in `scene` (for a relayout between inputs).
    /// - Parameter scene: The scene now.
    package func appearance(in scene: CardZoomScene) -> CardZoomAppearance {
        switch stage {
        case .idle, .deciding, .declined:
            return style.presentedAppearance(in: scene, alpha: 1)
        case .pulling(let pull):
            return style.pulledAppearance(pull: pull.track.progress, in: scene, reduceMotion: reduceMotion)
        case .closing(let close):
            return closingAppearance(pull: close.pull, closed: close.track.progress, in: scene)
        case .dismissed:
            return closingAppearance(pull: 0, closed: 1, in: scene)
        }
    }

    /// The close `closed` of the way (0...1) from a pull of `pull` (the style's rule).
    func closingAppearance(pull: Double, closed: Double, in scene: CardZoomScene) -> CardZoomAppearance {
        style.closingAppearance(pull: pull, closed: closed, in: scene, reduceMotion: reduceMotion)
    }

    /// The locked axis while a pull runs.
    var axis: CardZoomDragAxis? {
        if case .pulling(let pull) = stage { return pull.axis }
        return nil
    }
}
