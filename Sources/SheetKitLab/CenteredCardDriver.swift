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
///   bottom edge). **Progress**: the dismissal's. **Dimming**: the card's dimming behind it at that
///   progress (``TrackSetup/dimming(atProgress:)``).
/// - **Events**: `willDismiss` is reported as `began`, `dismissed` as `finished`,
///   `dismissalCancelled` as `cancelled`, `interrupted` as it is.
/// - **Release**, worked out here: from the position shown at the lift with the finger's
///   velocity, one to one, toward ``TrackSetup/aim(for:)`` of the outcome the dismissal heads
///   for, within 0 ... the track's length.
/// - **A scripted release**: a touch, a move by the release's position, and the lift.
struct CenteredCardDriver: ReplayDriver {
    /// The drag-out's track numbers.
    let setup: TrackSetup
    /// The card's content size, in points.
    let content: SheetSize
    /// The container the card is centered in.
    let container: SheetContainer
    /// The transition the centered card's adapter drives.
    private(set) var card: CenteredCardTransition
    /// The transition's events, in a track's terms.
    private var log: EventLog
    /// The finger's y when the touch went down, in container points.
    private var downFinger = 0.0

    init(setup: TrackSetup, style: CenteredCardStyle, content: SheetSize, container: SheetContainer, origin: Double) {
        self.setup = setup
        self.content = content
        self.container = container
        card = CenteredCardTransition(style: style)
        log = EventLog(origin: origin)
        card.send(.presentAtRest(time: origin), contentSize: content, container: container)
    }

    var shown: Trace.Frame {
        let track = card.dismissal
        return setup.frame(track?.position ?? 0, track?.velocity ?? 0, progress: track?.progress ?? 0, phase: track?.phase ?? .idle)
    }

    var events: [Trace.Event] { log.events }
    var guides: [Trace.Guide] { [Trace.Guide("in place", 0), Trace.Guide("out", setup.length)] }
    func along(_ fingerMotion: Double) -> Double { setup.mapping.trackDelta(forFingerMotion: fingerMotion) }

    /// Sends one input and records its events in a track's terms.
    private mutating func send(_ input: CenteredCardInput, at time: Double) {
        let events = card.send(input, contentSize: content, container: container).events
        var reported: TrackEvents = []
        for (event, kind) in [(SheetEvents.willDismiss, TrackEvents.began), (.interrupted, .interrupted),
                              (.dismissed, .finished), (.dismissalCancelled, .cancelled)] where events.contains(event) {
            reported.insert(kind)
        }
        log.record(reported, at: time)
    }

    mutating func touchDown(_ sample: Scenario.TouchSample, time: Double) {
        downFinger = sample.finger
        send(.dragBegan(time: time), at: time)
    }

    mutating func move(finger: Double, time: Double) {
        send(.dragChanged(translationY: finger - downFinger, time: time), at: time)
    }

    mutating func lift(velocity: Double, time: Double) -> DriverRelease? {
        guard let track = card.dismissal, track.phase == .tracking else { return nil }
        let lift = SpringMotion.State(position: track.position, velocity: along(velocity))
        send(.dragEnded(velocityY: lift.velocity, time: time), at: time)
        return setup.release(from: lift, heading: card.dismissal?.output.heading, shown: shown.extent)
    }

    mutating func release(_ release: Scenario.Release, time: Double) -> DriverRelease? {
        touchDown(Scenario.TouchSample(t: time, finger: 0), time: time)
        move(finger: release.extent, time: time)
        return lift(velocity: release.velocity, time: time)
    }

    mutating func advance(_ tick: FrameTick) {
        send(.tick(tick), at: tick.targetTimestamp)
    }
}
