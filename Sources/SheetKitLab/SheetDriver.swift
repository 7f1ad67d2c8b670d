import SheetKit

/// Drives a sheet scenario's ``SheetEngine`` (the engine the UIKit layer uses) and the list
/// inside the sheet, as the UIKit layer's pan and display link feed it.
///
/// - **Touches**: a touch's first sample sends `dragBegan` when the engine accepts a drag and
///   the touch went down in the ``Scenario/dragRegion`` (a hidden sheet that the scenario
///   presents by an edge pan always accepts, unchecked); each later sample sends
///   `dragChanged` with the finger's motion as an extent delta (``SheetEdge``) and the list's
///   metrics; the lift sends `dragEnded` with the finger's velocity the same way. With
///   ``Scenario/catchOnTouchDown`` a touch goes down as on a device: its first sample sends
///   `touchDown`, its drag begins on the first sample where the finger moved (the motion up
///   to there is the pan's slop, as the UIKit layer counts it), and a touch that lifts
///   without dragging sends `touchUp`.
/// - **The list**: its offset follows every scroll pin the engine reports.
/// - **Release**, worked out here: the lift continues from the extent shown before the lift
///   with the finger's velocity scaled by the rubber band's slope there (0 when the list took
///   the finger's last motion), toward the target the engine chose: a detent's extent, or
///   for hidden ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0.
///   A scripted release drags to its extent in one event (the finger's motion inverts any
///   rubber band exactly) and lifts with the velocity that gives the sheet its velocity.
struct SheetDriver: ReplayDriver {
    /// The scenario replayed.
    let scenario: Scenario
    /// The core values it describes.
    let setup: ScenarioSetup
    /// The engine the UIKit layer uses.
    private(set) var engine: SheetEngine
    /// The simulated list, its offset kept where the engine pins it.
    private var list: ScrollMetrics?
    /// The engine's events.
    private var log: EventLog
    /// The touch in progress; `nil` when no finger is down.
    private var touch: Touch?

    /// The touch in progress.
    private struct Touch {
        /// The finger's last position, in container points.
        var lastFinger: Double
        /// Whether the engine took the touch as a drag.
        var engaged: Bool
        /// Whether the touch presents a hidden sheet (no resistance below the detents).
        let presenting: Bool
        /// With ``Scenario/catchOnTouchDown``: the touch went down and its drag has not begun
        /// yet (it begins on the first sample where the finger moved).
        var awaitingDrag: Bool
        /// Where the touch went down, in the container's coordinates.
        let downPoint: (x: Double, y: Double)
    }

    /// A driver for `scenario`, whose first input is at `origin` seconds.
    init(scenario: Scenario, origin: Double) {
        self.scenario = scenario
        setup = ScenarioSetup(scenario)
        engine = setup.makeEngine()
        list = scenario.scroll.map { ScrollMetrics(offset: $0.offset, contentLength: $0.contentLength, viewportLength: $0.viewportLength) }
        log = EventLog(origin: origin)
        // Already on screen before the first input; this setup is not part of the trace.
        if scenario.presentation == .resting { engine.send(.present(animated: false, time: origin)) }
    }

    var shown: Trace.Frame {
        let output = engine.output
        return Trace.Frame(t: 0, extent: output.extent, velocity: output.velocity, progress: output.progress,
                           dimming: output.dimming, scrollOffset: list?.offset ?? 0, phase: .sheet(output.phase))
    }

    var events: [Trace.Event] { log.events }
    var engaged: Bool { touch?.engaged ?? false }
    var detents: [ResolvedDetent] { Array(setup.layout.detents) }

    var outcomeDetent: Int? {
        [.dismissed, .hidden].contains(engine.output.phase) ? nil : engine.output.selectedDetentIndex
    }

    func along(_ fingerMotion: Double) -> Double {
        setup.layout.edge.extentDelta(forCoordinateDelta: fingerMotion)
    }

    /// Sends one input, keeps the list where the engine pins it, and records its events.
    @discardableResult
    private mutating func send(_ input: SheetInput, at time: Double) -> SheetOutput {
        let output = engine.send(input)
        if let pin = output.scrollPin { list?.offset = pin }
        log.record(output.events, detent: output.selectedDetentIndex, at: time)
        return output
    }

    /// Whether a drag that begins now may move the sheet, for a touch that went down at
    /// `point`: the engine accepts a drag and, when the scenario declares a
    /// ``Scenario/dragRegion``, the point lies in it (the query the UIKit layer's pan asks).
    private func dragMayBegin(at point: (x: Double, y: Double)) -> Bool {
        engine.canBeginDrag && (scenario.dragRegion == nil || engine.dragRegionContains(x: point.x, y: point.y))
    }

    mutating func touchDown(_ sample: Scenario.TouchSample, time: Double) {
        let presenting = scenario.presentation == .edgePan && engine.phase == .hidden
        let catches = scenario.catchOnTouchDown && !presenting
        let axis = setup.layout.edge.axis
        let across = sample.across ?? scenario.container.length(across: axis) / 2
        let down = axis == .vertical ? (across, sample.finger) : (sample.finger, across)
        if catches { send(.touchDown(time: time), at: time) }
        let engaged = !catches && (presenting || dragMayBegin(at: down)) && send(.dragBegan(time: time), at: time).phase == .dragging
        touch = Touch(lastFinger: sample.finger, engaged: engaged, presenting: presenting, awaitingDrag: catches, downPoint: down)
    }

    mutating func move(finger: Double, time: Double) {
        guard var current = touch else { return }
        let delta = along(finger - current.lastFinger)
        current.lastFinger = finger
        if current.awaitingDrag, delta != 0 {
            // The pan recognizes: its own motion so far does not move the sheet.
            current.awaitingDrag = false
            current.engaged = dragMayBegin(at: current.downPoint) && send(.dragBegan(time: time), at: time).phase == .dragging
        } else if current.engaged {
            send(.dragChanged(delta: delta, time: time, scroll: list), at: time)
        }
        touch = current
    }

    mutating func lift(velocity: Double, time: Double) -> DriverRelease? {
        guard let current = touch else { return nil }
        touch = nil
        guard current.engaged else {
            // A touch that caught the sheet and never dragged it lets it go on.
            if scenario.catchOnTouchDown, !current.presenting { send(.touchUp(time: time), at: time) }
            return nil
        }
        // The lift state is the one the engine reports: the lab does not restate the engine's
        // rules for the sheet's share of the finger's speed (a band, a list that took the last
        // motion, a caught presentation that moves freely, the speed limit).
        let extent = engine.extent
        return releasedFromShown(send(.dragEnded(velocity: along(velocity), time: time), at: time), from: extent)
    }

    mutating func release(_ release: Scenario.Release, time: Double) -> DriverRelease? {
        let presenting = scenario.presentation == .edgePan && engine.phase == .hidden
        guard presenting || engine.canBeginDrag, send(.dragBegan(time: time), at: time).phase == .dragging else { return nil }
        if let delta = setup.dragDelta(from: engine.extent, to: release.extent, presenting: presenting) {
            send(.dragChanged(delta: delta, time: time, scroll: nil), at: time)
        }
        let finger = setup.fingerVelocity(forSheetVelocity: release.velocity, atExtent: engine.extent, presenting: presenting)
        let extent = engine.extent
        return releasedFromShown(send(.dragEnded(velocity: finger, time: time), at: time), from: extent)
    }

    mutating func present(time: Double) -> DriverRelease? {
        let start = SpringMotion.State(position: engine.extent, velocity: 0)
        return released(send(.present(animated: true, time: time), at: time), from: start,
                        spring: setup.configuration.effectivePresentationSpring)
    }

    mutating func advance(_ tick: FrameTick) {
        send(.tick(tick), at: tick.targetTimestamp)
    }

    /// The release from `extent`, where the sheet was shown before it, with the velocity
    /// `output` reports as its spring starts (capped at ``ReleasePolicy/maximumReleaseSpeed``,
    /// the band's share of the finger's, none after the list took the last motion); none for
    /// a release held for the dismissal permission. The position is the lab's own, so a
    /// spring that starts anywhere but where the sheet was shows as a jump; the velocity is
    /// the engine's, so the lab does not restate its rules.
    private func releasedFromShown(_ output: SheetOutput, from extent: Double) -> DriverRelease {
        released(output, from: SpringMotion.State(position: extent, velocity: output.settleTarget == nil ? 0 : output.velocity))
    }

    /// The release that `output` started from `state`, toward the engine's target: a
    /// detent's extent, or for hidden the dismissal's aim beyond 0.
    private func released(_ output: SheetOutput, from state: SpringMotion.State,
                          spring: MotionSpring? = nil) -> DriverRelease {
        let detents = setup.layout.detents
        let aim = output.settleTarget.map { target in
            target == .hidden ? -setup.configuration.release.dismissalTargetFraction * detents.smallest.extent
                : detents.index(for: target).map { detents[$0].extent } ?? detents.smallest.extent
        }
        return DriverRelease(liftState: state, target: output.settleTarget, aim: aim ?? output.extent,
                             spring: spring ?? setup.configuration.effectiveSpring)
    }
}
