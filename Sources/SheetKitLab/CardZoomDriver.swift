import SheetKit

/// Drives a card zoom's pull-down close through ``CardZoomDismissal``, fed as the card
/// zoom's adapter feeds it pans.
///
/// - **Touches**: `finger` is the touch's y and `across` its x where it goes down (the
///   container's middle when `nil`). A touch-down sends `dragBegan(location:)`, each move
///   `dragChanged` with the translation (0, finger − finger at touch-down), the lift
///   `dragEnded` with the velocity (0, v). The direction lock decides nothing until the
///   finger has moved its slop (``CardZoomDragLock/slop``): the touch engages when the pull
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
struct CardZoomDriver: TransitionDriver {
    let setup: TrackSetup
    let style: CardZoomStyle
    let scene: CardZoomScene
    private(set) var dismissal: CardZoomDismissal
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

    init(setup: TrackSetup, style: CardZoomStyle, scene: CardZoomScene) {
        self.setup = setup
        self.style = style
        self.scene = scene
        self.dismissal = CardZoomDismissal(style: style)
        self.rate = TrackTransition.pullEdgeRate(style: style, scene: scene)
    }

    var shown: TransitionShown {
        if let pull = dismissal.pullTrack {
            return TransitionShown(position: pull.position * rate, velocity: pull.velocity * rate, progress: 0, dimming: 0,
                                   phase: pull.phase)
        }
        let start = closeStart ?? 0
        if let close = dismissal.closeTrack {
            return TransitionShown(position: start + close.position, velocity: close.velocity, progress: close.progress, dimming: 0,
                                   phase: close.phase)
        }
        if dismissal.phase == .dismissed {
            return TransitionShown(position: start + closeLength, velocity: 0, progress: 1, dimming: 0, phase: .finished)
        }
        return TransitionShown(position: 0, velocity: 0, progress: 0, dimming: 0, phase: restPhase)
    }

    var guides: [Trace.Guide] {
        var guides = [Trace.Guide("detail", 0), Trace.Guide("full pull", setup.length)]
        if let closeStart { guides.append(Trace.Guide("in the card", closeStart + closeLength)) }
        return guides.sorted { $0.value < $1.value }
    }

    mutating func touchDown(finger: Double, across: Double?, time: Double) -> TrackEvents {
        downFinger = finger
        let location = SheetPoint(x: across ?? scene.container.size.width / 2, y: finger)
        return send(.dragBegan(location: location, time: time))
    }

    mutating func move(finger: Double, time: Double) -> TrackEvents {
        send(.dragChanged(translation: SheetPoint(x: 0, y: finger - downFinger), time: time))
    }

    mutating func lift(velocity: Double, time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        let finger = velocity.isFinite ? velocity : 0
        let speed = Swift.min(Swift.max(finger, -StyleLimits.maximumCoordinate), StyleLimits.maximumCoordinate) * rate
        guard let pull = dismissal.pullTrack, pull.phase == .tracking else {
            // A touch the lock has not taken (deciding or declined): its lift ends it.
            return (send(.dragEnded(velocity: SheetPoint(x: 0, y: finger), time: time)), nil)
        }
        let before = pull.position * rate
        let heldAtEnd = pull.progress >= 1
        let events = send(.dragEnded(velocity: SheetPoint(x: 0, y: finger), time: time))
        switch dismissal.phase {
        case .closing, .dismissed:
            closeStart = before
            closeLength = dismissal.closeTrack?.length ?? 0
            let aim = before + closeLength * (1 + setup.configuration.endAimFraction)
            let edgeSpeed = heldAtEnd ? 0 : Swift.max(0, speed)
            return (events, DriverRelease(liftState: SpringState(position: before, velocity: edgeSpeed), target: .end,
                                          aim: aim, shownRange: before...(before + closeLength)))
        case .settlingBack:
            return (events, DriverRelease(liftState: SpringState(position: before, velocity: speed), target: .start,
                                          aim: setup.aim(for: .start), shownRange: 0...setup.length))
        case .idle, .deciding, .declined, .pulling:
            // Settled back at once (released at rest at 0).
            return (events, DriverRelease(liftState: SpringState(position: before, velocity: speed), target: nil, aim: 0,
                                          shownRange: 0...setup.length))
        }
    }

    mutating func release(_ release: Scenario.Release, at time: Double) -> (events: TrackEvents, release: DriverRelease?) {
        let slop = style.dragLock.slop
        return touchAndLift(movingTo: [slop, slop + release.extent / rate], velocity: release.velocity / rate, at: time)
    }

    mutating func advance(_ tick: FrameTick) -> TrackEvents {
        send(.tick(tick))
    }

    /// Sends one input and notes a settle-back.
    private mutating func send(_ input: PanTransitionInput) -> TrackEvents {
        let events = dismissal.send(input, in: scene).events
        if events.contains(.cancelled) { restPhase = .cancelled }
        return events
    }
}
