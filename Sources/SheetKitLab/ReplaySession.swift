import SheetKit

/// The mutable state of one replay: the engine, the simulated list, the touch in progress,
/// and everything recorded so far. ``ScenarioRunner`` drives it input by input and tick by
/// tick.
struct ReplaySession {
    let scenario: Scenario
    let setup: ScenarioSetup
    /// The time trace times count from (the first input), in seconds on the engine's clock.
    let origin: Double
    private(set) var engine: SheetEngine
    /// The simulated list, its offset kept where the engine pins it.
    private(set) var list: ScrollMetrics?
    private(set) var frames: [Trace.Frame] = []
    private(set) var events: [Trace.Event] = []
    private(set) var touches: [Trace.Touch] = []
    private(set) var releases: [Trace.ReleaseMoment] = []
    private var touch: ActiveTouch?

    /// The touch in progress.
    private struct ActiveTouch {
        var lastFinger: Double
        var fingerExtent: Double
        var estimator = VelocityEstimator()
        var engaged: Bool
        /// Whether the touch presents a hidden sheet (no resistance below the detents).
        var presenting: Bool
        /// The finger's velocity over its last sample period, in extent points per second.
        var lastSegmentVelocity = 0.0
        /// The time of the last sample, in seconds.
        var lastTime: Double
        /// Whether the sheet (rather than the list) took the finger's last motion.
        var sheetMovedLast = true
        /// With ``Scenario/catchOnTouchDown``: the touch went down and its drag has not begun
        /// yet (it begins on the first sample where the finger moved).
        var awaitingDrag = false
        /// Where the touch went down, in the container's coordinates.
        var downPoint: (x: Double, y: Double)
    }

    init(scenario: Scenario, setup: ScenarioSetup, origin: Double) {
        self.scenario = scenario
        self.setup = setup
        self.origin = origin
        self.engine = setup.makeEngine()
        self.list = scenario.scroll.map {
            ScrollMetrics(offset: $0.offset, contentLength: $0.contentLength, viewportLength: $0.viewportLength)
        }
        if scenario.presentation == .resting {
            // Already on screen before the first input; this setup is not part of the trace.
            engine.send(.present(animated: false, time: origin))
        }
    }

    /// The engine's last output.
    var output: SheetOutput { engine.output }

    /// Sends one input, keeps the list where the engine pins it, and records its events.
    @discardableResult
    private mutating func send(_ input: SheetInput, at time: Double) -> SheetOutput {
        let output = engine.send(input)
        if let pin = output.scrollPin { list?.offset = pin }
        for kind in Trace.EventKind.allCases {
            guard let event = kind.sheetEvent, output.events.contains(event) else { continue }
            var detent: Int?
            switch kind {
            case .settled, .detentChanged, .dismissalCancelled, .didAttemptToDismiss: detent = output.selectedDetentIndex
            case .interrupted, .willDismiss, .dismissed, .began, .finished, .cancelled: detent = nil
            }
            events.append(Trace.Event(t: time - origin, kind: kind, detent: detent))
        }
        return output
    }

    /// Starts the animated presentation.
    mutating func present(at time: Double) {
        let start = SpringState(position: engine.extent, velocity: 0)
        let output = send(.present(animated: true, time: time), at: time)
        record(.presentation, output, fingerVelocity: 0, liftState: start, at: time)
    }

    /// Whether a touch beginning now reaches the engine: a resting, presenting or settling
    /// sheet, or a hidden sheet that the scenario presents by an edge pan.
    private var acceptsTouch: (accepts: Bool, presenting: Bool) {
        let presenting = scenario.presentation == .edgePan && engine.phase == .hidden
        return (presenting || engine.canBeginDrag, presenting)
    }

    /// Whether a drag that begins now may move the sheet, for a touch that went down at
    /// `point` (container coordinates): the engine accepts a drag and, when the scenario
    /// declares a ``Scenario/dragRegion``, the point lies in it (the query the UIKit layer's
    /// pan asks). A touch presenting a hidden sheet is not checked.
    private func dragMayBegin(at point: (x: Double, y: Double), presenting: Bool) -> Bool {
        guard !presenting else { return true }
        guard engine.canBeginDrag else { return false }
        guard scenario.dragRegion != nil else { return true }
        return engine.dragRegionContains(x: point.x, y: point.y)
    }

    /// Where a sample's finger is, in the container's coordinates: `finger` along the axis,
    /// `across` (or the container's middle) across it.
    private func point(of sample: Scenario.TouchSample) -> (x: Double, y: Double) {
        let axis = setup.layout.edge.axis
        let across = sample.across ?? scenario.container.length(across: axis) / 2
        return axis == .vertical ? (across, sample.finger) : (sample.finger, across)
    }

    /// Applies one touch sample: down, move, lift, or down and lift at once. With
    /// ``Scenario/catchOnTouchDown`` a touch goes down as on a device: its first sample sends
    /// `touchDown`, its drag begins on the first sample where the finger moved (the motion up
    /// to there is the pan's slop, as the UIKit layer counts it), and a touch that lifts
    /// without dragging sends `touchUp`.
    mutating func apply(_ sample: Scenario.TouchSample, at time: Double) {
        if touch == nil {
            var engaged = false
            let (accepts, presenting) = acceptsTouch
            let catches = scenario.catchOnTouchDown && !presenting
            let down = point(of: sample)
            if catches { send(.touchDown(time: time), at: time) }
            if !catches, accepts, dragMayBegin(at: down, presenting: presenting) {
                engaged = send(.dragBegan(time: time), at: time).phase == .dragging
            }
            touch = ActiveTouch(lastFinger: sample.finger, fingerExtent: engine.extent, engaged: engaged,
                                presenting: presenting, lastTime: time, awaitingDrag: catches, downPoint: down)
            touches.append(Trace.Touch(track: [], engaged: engaged))
        } else if var current = touch {
            let delta = setup.layout.edge.extentDelta(forCoordinateDelta: sample.finger - current.lastFinger)
            if time > current.lastTime { current.lastSegmentVelocity = delta / (time - current.lastTime) }
            current.lastFinger = sample.finger
            current.lastTime = time
            current.fingerExtent += delta
            if current.awaitingDrag, delta != 0 {
                // The pan recognizes: its own motion so far does not move the sheet.
                current.awaitingDrag = false
                current.engaged = dragMayBegin(at: current.downPoint, presenting: false)
                    && send(.dragBegan(time: time), at: time).phase == .dragging
                touches[touches.count - 1].engaged = current.engaged
            } else if current.engaged {
                let before = engine.extent
                send(.dragChanged(delta: delta, time: time, scroll: list), at: time)
                if delta != 0 { current.sheetMovedLast = engine.extent != before }
            }
            touch = current
        }
        guard var current = touch else { return }
        current.estimator.add(position: sample.finger, time: time)
        touch = current
        touches[touches.count - 1].track.append((time - origin, current.fingerExtent))
        guard sample.lift else { return }
        touch = nil
        guard current.engaged else {
            // A touch that caught the sheet and never dragged it lets it go on.
            if scenario.catchOnTouchDown, !current.presenting { send(.touchUp(time: time), at: time) }
            return
        }
        let handedVelocity = setup.layout.edge.extentDelta(forCoordinateDelta: current.estimator.velocity)
        let liftExtent = engine.extent
        let liftVelocity = current.sheetMovedLast
            ? setup.sheetVelocity(forFingerVelocity: handedVelocity, atExtent: liftExtent, presenting: current.presenting)
            : 0
        let output = send(.dragEnded(velocity: handedVelocity, time: time), at: time)
        record(.lift, output, fingerVelocity: current.lastSegmentVelocity,
               liftState: SpringState(position: liftExtent, velocity: liftVelocity), at: time)
    }

    /// Starts the engine settling from the release's extent and velocity, through the public
    /// drag API: a drag begins, one event moves the sheet to the extent (the finger motion
    /// is the exact inverse of any rubber band), and the finger lifts with the velocity that
    /// gives the sheet the release's velocity.
    mutating func apply(_ release: Scenario.Release, at time: Double) {
        let (accepts, presenting) = acceptsTouch
        guard accepts, send(.dragBegan(time: time), at: time).phase == .dragging else { return }
        if let delta = setup.dragDelta(from: engine.extent, to: release.extent, presenting: presenting) {
            send(.dragChanged(delta: delta, time: time, scroll: nil), at: time)
        }
        let fingerVelocity = setup.fingerVelocity(forSheetVelocity: release.velocity, atExtent: engine.extent, presenting: presenting)
        let output = send(.dragEnded(velocity: fingerVelocity, time: time), at: time)
        record(.release, output, fingerVelocity: release.velocity,
               liftState: SpringState(position: release.extent, velocity: release.velocity), at: time)
    }

    /// Evaluates one display frame and records it.
    mutating func apply(_ tick: FrameTick) -> SheetOutput {
        let output = send(.tick(tick), at: tick.targetTimestamp)
        frames.append(Trace.Frame(t: tick.targetTimestamp - origin, extent: output.extent, velocity: output.velocity,
                                  progress: output.progress, dimming: output.dimming,
                                  scrollOffset: list?.offset ?? 0, phase: .sheet(output.phase)))
        return output
    }

    private mutating func record(_ kind: Trace.ReleaseMoment.Kind, _ output: SheetOutput, fingerVelocity: Double,
                                 liftState: SpringState, at time: Double) {
        releases.append(Trace.ReleaseMoment(
            kind: kind, t: time - origin, firstFrame: frames.count, extent: output.extent, sheetVelocity: output.velocity,
            fingerVelocity: fingerVelocity, liftState: liftState, target: output.settleTarget,
            targetExtent: output.settleTarget.map(targetExtent) ?? output.extent))
    }

    /// The extent a settle toward `target` aims at, in points, computed here from the
    /// documented rule rather than asked of the engine: a detent's extent, or for hidden
    /// ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0.
    func targetExtent(_ target: Stop.ID) -> Double {
        let detents = setup.layout.detents
        guard target != .hidden else { return -setup.configuration.release.dismissalTargetFraction * detents.smallest.extent }
        return detents.index(for: target).map { detents[$0].extent } ?? detents.smallest.extent
    }
}
