import SheetKit

/// Drives a card zoom's pull-down close through ``CardZoomDismissal``, fed as the card
/// zoom's adapter feeds it pans.
///
/// - **Touches**: `finger` is the touch's y and `across` its x where it goes down (the
///   container's middle when `nil`). A touch-down sends `dragBegan(location:)`, each move
///   `dragChanged` with the translation (0, finger − finger at touch-down), the lift
///   `dragEnded` with the velocity (0, v). The direction lock decides nothing until the
///   finger has moved its slop (``CardZoomStyle/DragLock/slop``): the touch engages when the pull
///   begins, at 0, so the finger's line on the chart runs the slop ahead of the pull.
/// - **Position**: the travel of the detail's fastest edge, in points, one unit for the
///   whole dismissal: while a finger pulls or the pull settles back, the pull
///   (``CardZoomDismissal/pullTrack``) × ``CardZoomStyle/pullEdgeRate(detail:)`` (the pull
///   shrinks the detail about its center, moving that edge `rate` points per point of pull);
///   during the close, that plus the close's position (``CardZoomDismissal/closeTrack``: the
///   same edge's travel on to the card), so the line goes on from where the pull left it; once
///   closed, that plus the close's length. The finger's line is mapped by the same rate
///   (``FingerMapping/pullEdge(rate:)``). **Progress**: the close's, the percent UIKit's
///   transition shows (0 while pulling). **Dimming**: 0 (the list shows around the detail).
/// - **Phase**: pulling is `tracking`; settling back and closing are `settling`; closed is
///   `finished`; idle after a settle-back is `cancelled`, before any pull `idle`.
/// - **Release**, worked out here from ``CardZoomDismissal``'s rules: a pull that settles
///   back continues from the pull shown at the lift with the finger's velocity, toward the
///   pull track's aim beyond 0, within 0 ... a full pull's travel; a pull that closes continues
///   from the same place at the speed the edge had under the finger (the positive part of the
///   finger's, × the rate; from rest when the pull was held at its end), toward the aim beyond
///   the close's end, within the pull at the release ... that plus the close's length. All in
///   the edge's points; velocities are clamped into ±``StyleLimits/maximumCoordinate`` before
///   the rate, as the dismissal clamps them.
/// - **A scripted release**: a touch at the container's middle, a move by the lock's slop
///   (the pull begins at 0), a move by the release's position more (÷ the rate: the finger's
///   distance for that edge travel), and the lift.
struct CardZoomDriver: ReplayDriver {
    /// The pull's track numbers.
    let setup: TrackSetup
    /// The style (its spring, pull and direction lock).
    let style: CardZoomStyle
    /// The container and the card the detail was zoomed from.
    let scene: CardZoomScene
    /// The dismissal the card zoom's adapter drives.
    private(set) var dismissal: CardZoomDismissal
    /// The dismissal's events.
    private var log: EventLog
    /// The edge's travel per point of pull (``CardZoomStyle/pullEdgeRate(detail:)``).
    private let rate: Double
    /// The finger's y when the touch went down, in container points.
    private var downFinger = 0.0
    /// The pull the close started from, in points; `nil` before a close.
    private var closeStart: Double?
    /// The close's length, in points.
    private var closeLength = 0.0
    /// The phase shown while no pull or close runs: `idle`, or `cancelled` after a settle-back.
    private var restPhase = TrackPhase.idle

    init(setup: TrackSetup, style: CardZoomStyle, scene: CardZoomScene, origin: Double) {
        self.setup = setup
        self.style = style
        self.scene = scene
        dismissal = CardZoomDismissal(style: style)
        log = EventLog(origin: origin)
        rate = TrackTransition.pullEdgeRate(style: style, scene: scene)
    }

    var shown: Trace.Frame {
        let start = closeStart ?? 0
        if let pull = dismissal.pullTrack { return setup.frame(pull.position * rate, pull.velocity * rate, progress: 0, phase: pull.phase) }
        if let close = dismissal.closeTrack { return setup.frame(start + close.position, close.velocity, progress: close.progress, phase: close.phase) }
        if dismissal.phase == .dismissed { return setup.frame(start + closeLength, 0, progress: 1, phase: .finished) }
        return setup.frame(0, 0, progress: 0, phase: restPhase)
    }

    var events: [Trace.Event] { log.events }
    func along(_ fingerMotion: Double) -> Double { setup.mapping.trackDelta(forFingerMotion: fingerMotion) }

    var guides: [Trace.Guide] {
        var guides = [Trace.Guide("detail", 0), Trace.Guide("full pull", setup.length)]
        if let closeStart { guides.append(Trace.Guide("in the card", closeStart + closeLength)) }
        return guides.sorted { $0.value < $1.value }
    }

    /// Sends one input, records its events and notes a settle-back.
    private mutating func send(_ input: PanTransitionInput, at time: Double) {
        let events = dismissal.send(input, in: scene).events
        log.record(events, at: time)
        if events.contains(.cancelled) { restPhase = .cancelled }
    }

    mutating func touchDown(_ sample: Scenario.TouchSample, time: Double) {
        downFinger = sample.finger
        send(.dragBegan(location: SheetPoint(x: sample.across ?? scene.container.size.width / 2, y: sample.finger), time: time), at: time)
    }

    mutating func move(finger: Double, time: Double) {
        send(.dragChanged(translation: SheetPoint(x: 0, y: finger - downFinger), time: time), at: time)
    }

    mutating func lift(velocity: Double, time: Double) -> DriverRelease? {
        let finger = velocity.isFinite ? velocity : 0
        let speed = Swift.min(Swift.max(finger, -StyleLimits.maximumCoordinate), StyleLimits.maximumCoordinate) * rate
        guard let pull = dismissal.pullTrack, pull.phase == .tracking else {
            // A touch the lock has not taken (deciding or declined): its lift ends it.
            send(.dragEnded(velocity: SheetPoint(x: 0, y: finger), time: time), at: time)
            return nil
        }
        let before = pull.position * rate
        let heldAtEnd = pull.progress >= 1
        send(.dragEnded(velocity: SheetPoint(x: 0, y: finger), time: time), at: time)
        var release = setup.release(from: SpringMotion.State(position: before, velocity: speed), heading: .start, shown: 0)
        switch dismissal.phase {
        case .closing, .dismissed:
            closeStart = before
            closeLength = dismissal.closeTrack?.length ?? 0
            release.liftState.velocity = heldAtEnd ? 0 : Swift.max(0, speed)
            release.target = .end
            release.aim = before + closeLength * (1 + setup.configuration.endAimFraction)
            release.shownRange = before...(before + closeLength)
        case .settlingBack:
            break
        case .idle, .deciding, .declined, .pulling:
            // Settled back at once (released at rest at 0).
            (release.target, release.aim) = (nil, 0)
        }
        return release
    }

    mutating func release(_ release: Scenario.Release, time: Double) -> DriverRelease? {
        let slop = style.dragLock.slop
        touchDown(Scenario.TouchSample(t: time, finger: 0), time: time)
        for finger in [slop, slop + release.extent / rate] { move(finger: finger, time: time) }
        return lift(velocity: release.velocity / rate, time: time)
    }

    mutating func advance(_ tick: FrameTick) {
        send(.tick(tick), at: tick.targetTimestamp)
    }
}
