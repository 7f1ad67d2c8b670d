import SheetKit

/// Drives a centered card's drag-out through ``CenteredCardTransition``, fed as the centered
/// card's adapter feeds it pans, with the card presented and at rest before the first input
/// (``CenteredCardInput/presentAtRest(time:)``).
///
/// - **Touches**: `finger` is the touch's y. A touch-down sends `dragBegan` (it begins a
///   dismissal, or catches one that settles), each move `dragChanged` with the translation
///   finger − finger at touch-down (upward motion holds the card at its place), the lift
///   `dragEnded` with the finger's velocity.
/// - **Position**: the dismissal track's, in points: with the card at rest, how far it has
///   moved down (0 = in place, the track's length = its top edge on the container's
///   bottom edge). **Progress**: the dismissal's. **Dimming**: the card's dimming behind it.
/// - **Events**: `dismissalBegan` is reported as `began`, `dismissed` as `finished`,
///   `dismissalCancelled` as `cancelled`, `interrupted` as it is.
/// - **Release**, worked out here: from the position shown at the lift with the finger's
///   velocity, one to one, toward ``TrackSetup/aim(for:)`` of the outcome the dismissal heads
///   for, within 0 ... the track's length.
/// - **A scripted release**: a touch, a move by the release's position, and the lift.
struct CenteredCardDriver: TransitionDriver {
    let setup: TrackSetup
    let content: SheetSize
    let container: SheetContainer
    private(set) var card: CenteredCardTransition
    /// The finger's y when the touch went down, in container points.
    private var downFinger = 0.0

    init(setup: TrackSetup, style: CenteredCardStyle, content: SheetSize, container: SheetContainer, presentedAt time: Double) {
        self.setup = setup
        self.content = content
        self.container = container
        self.card = CenteredCardTransition(style: style)
        card.send(.presentAtRest(time: time), contentSize: content, container: container)
    }

    var shown: TransitionShown {
        let track = card.dismissal
        return TransitionShown(position: track?.position ?? 0, velocity: track?.velocity ?? 0, progress: track?.progress ?? 0,
                               dimming: card.appearance(contentSize: content, container: container).dimmingAlpha,
                               phase: track?.phase ?? .idle)
    }

    var guides: [Trace.Guide] {
        [Trace.Guide("in place", 0), Trace.Guide("out", setup.length)]
    }

    mutating func touchDown(finger: Double, across: Double?, time: Double) -> TrackEvents {
        downFinger = finger
        return send(.dragBegan(time: time))
    }

    mutating func move(finger: Double, time: Double) -> TrackEvents {
        send(.dragChanged(translationY: finger - downFinger, time: time))
    }

    mutating func lift(velocity: Double, time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        guard let track = card.dismissal, track.phase == .tracking else { return ([], nil) }
        let along = setup.mapping.trackDelta(forFingerMotion: velocity)
        let lift = SpringState(position: track.position, velocity: along)
        let events = send(.dragEnded(velocityY: along, time: time))
        let heading = card.dismissal?.output.heading
        return (events, DriverRelease(liftState: lift, target: heading, aim: heading.map(setup.aim(for:)) ?? shown.position,
                                      shownRange: 0...setup.length))
    }

    mutating func release(_ release: Scenario.Release, at time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        touchAndLift(movingTo: [release.extent], velocity: release.velocity, at: time)
    }

    mutating func advance(_ tick: FrameTick) -> TrackEvents {
        send(.tick(tick))
    }

    /// Sends one input and reports its events in a track's terms.
    private mutating func send(_ input: CenteredCardInput) -> TrackEvents {
        let events = card.send(input, contentSize: content, container: container).events
        var reported: TrackEvents = []
        if events.contains(.dismissalBegan) { reported.insert(.began) }
        if events.contains(.interrupted) { reported.insert(.interrupted) }
        if events.contains(.dismissed) { reported.insert(.finished) }
        if events.contains(.dismissalCancelled) { reported.insert(.cancelled) }
        return reported
    }
}
