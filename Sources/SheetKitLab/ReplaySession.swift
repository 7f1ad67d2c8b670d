import SheetKit

/// The mutable state of one replay: the ``ReplayDriver``, the touch in progress, and what
/// the trace records of the finger and the frames. ``ScenarioRunner`` drives it input by
/// input and tick by tick.
///
/// - A touch's first sample touches down; each later sample moves the finger; the lifting
///   sample lifts it with the least-squares finger velocity (``VelocityEstimator``), as the
///   UIKit layer's pan reports it.
/// - A touch is engaged from the sample on which the driver first says it moves the value.
/// - The finger's line on the chart (``Trace/Touch/track``) is the position shown when the
///   touch went down plus the finger's motion since, mapped by ``ReplayDriver/along(_:)``;
///   the finger velocity a release is compared with (``Trace/ReleaseMoment/fingerVelocity``)
///   is its motion over its last sample period, mapped the same way (a scripted release's
///   own velocity; 0 for a presentation).
struct ReplaySession {
    /// The time trace times count from (the first input), in seconds on the scenario's clock.
    let origin: Double
    /// The replayed value's driver.
    private(set) var driver: any ReplayDriver
    /// One frame per display tick so far.
    private(set) var frames: [Trace.Frame] = []
    /// The touches so far.
    private(set) var touches: [Trace.Touch] = []
    /// The release moments so far.
    private(set) var releases: [Trace.ReleaseMoment] = []
    /// The spring of each release, in order (the metrics measure the last one's motion).
    private(set) var springs: [MotionSpring] = []
    /// The touch in progress; `nil` when no finger is down.
    private var touch: ActiveTouch?

    /// The touch in progress.
    private struct ActiveTouch {
        /// The finger's last position, in container points.
        var lastFinger: Double
        /// The finger's position in the value's units: the position shown when the touch went
        /// down plus the finger's motion since, in points.
        var position: Double
        /// The touch's samples, for the velocity UIKit's pan would report at the lift.
        var estimator = VelocityEstimator()
        /// The finger's velocity over its last sample period, in the value's units, in points
        /// per second.
        var lastSegmentVelocity = 0.0
        /// The time of the last sample, in seconds.
        var lastTime: Double
    }

    init(driver: any ReplayDriver, origin: Double) {
        self.driver = driver
        self.origin = origin
    }

    /// Applies one input of the timeline at its time, in seconds.
    mutating func apply(_ entry: Timeline.Kind, at time: Double) {
        switch entry {
        case .presentation: record(driver.present(time: time), .presentation, fingerVelocity: 0, at: time)
        case .release(let release): record(driver.release(release, time: time), .release, fingerVelocity: release.velocity, at: time)
        case .sample(let sample): apply(sample, at: time)
        }
    }

    /// Evaluates and records one display frame; returns whether it shows the value at rest
    /// (a sheet resting, dismissed or hidden; a transition finished or cancelled).
    mutating func advance(_ tick: FrameTick) -> Bool {
        driver.advance(tick)
        var frame = driver.shown
        frame.t = tick.targetTimestamp - origin
        frames.append(frame)
        return frame.phase.isSettled || frame.phase == .sheet(.hidden)
    }

    /// Applies one touch sample: down, move, lift, or down and lift at once.
    private mutating func apply(_ sample: Scenario.TouchSample, at time: Double) {
        if var current = touch {
            let delta = driver.along(sample.finger - current.lastFinger)
            if time > current.lastTime { current.lastSegmentVelocity = delta / (time - current.lastTime) }
            current.lastFinger = sample.finger
            current.lastTime = time
            current.position += delta
            driver.move(finger: sample.finger, time: time)
            if driver.engaged { touches[touches.count - 1].engaged = true }
            touch = current
        } else {
            driver.touchDown(sample, time: time)
            touch = ActiveTouch(lastFinger: sample.finger, position: driver.shown.extent, lastTime: time)
            touches.append(Trace.Touch(track: [], engaged: driver.engaged))
        }
        guard var current = touch else { return }
        current.estimator.add(position: sample.finger, time: time)
        touch = current
        touches[touches.count - 1].track.append(Trace.TouchPoint(t: time - origin, extent: current.position))
        guard sample.lift else { return }
        touch = nil
        record(driver.lift(velocity: current.estimator.velocity, time: time), .lift, fingerVelocity: current.lastSegmentVelocity, at: time)
    }

    /// Records a release moment, with what the value shows right after it.
    private mutating func record(_ release: DriverRelease?, _ kind: Trace.ReleaseMoment.Kind, fingerVelocity: Double, at time: Double) {
        guard let release else { return }
        let shown = driver.shown
        releases.append(Trace.ReleaseMoment(
            kind: kind, t: time - origin, firstFrame: frames.count, extent: shown.extent, sheetVelocity: shown.velocity,
            fingerVelocity: fingerVelocity, liftState: release.liftState, target: release.target, targetExtent: release.aim,
            shownRange: release.shownRange))
        springs.append(release.spring)
    }
}
