/// A finger moving an ``AxisMotion``'s value: where the finger has taken it, what is shown, and the one
/// velocity rule.
///
/// ``finger`` is the value the finger alone would give (its start plus every part of its
/// motion the value took), unlimited by any band or stop; ``shown`` is what the owner shows
/// for it (a sheet's rubber band, a transition's ends). Keeping the finger's own position
/// means a finger that pushed past a hard stop has to come back as far before the value
/// moves again, as under a real finger.
///
/// **Velocity**: the shown position's change over at least
/// ``InputLimits/minimumVelocityInterval`` (1 ms). Touch samples closer than that (or a
/// time step of 1e-310 s) accumulate into the next measurement, so a velocity is never a
/// difference divided by almost nothing; a time before the last measurement (the clock
/// restarted) starts the measurement again there, keeping the velocity.
package struct AxisDrag: Sendable {
    /// The finger's position along the axis, in points, before any band or stop.
    package private(set) var finger: Double
    /// The position shown, in points.
    package private(set) var shown: Double
    /// The shown position's velocity, in points per second.
    package private(set) var velocity: Double = 0
    /// When the velocity was last measured, in seconds.
    private var sampleTime: Double
    /// The shown position then, in points.
    private var samplePosition: Double

    /// A drag that starts at rest at `position` at `time`.
    package init(at position: Double, time: Double) {
        finger = position
        shown = position
        sampleTime = time
        samplePosition = position
    }

    /// The finger is at `finger`, shown at `shown`, at `time` (an accepted time).
    /// - Complexity: O(1).
    package mutating func move(finger: Double, shown: Double, at time: Double) {
        self.finger = finger
        self.shown = shown
        let elapsed = time - sampleTime
        if elapsed >= InputLimits.minimumVelocityInterval {
            velocity = (shown - samplePosition) / elapsed
            sampleTime = time
            samplePosition = shown
        } else if elapsed < 0 {
            sampleTime = time
            samplePosition = shown
        }
    }

    /// Puts the finger at `finger`, shown at `shown`, and measures the velocity afresh from
    /// there at `time` (a new layout moved what is shown; the velocity measured so far is kept).
    package mutating func place(finger: Double, shown: Double, at time: Double) {
        self.finger = finger
        self.shown = shown
        restartMeasurement(at: time)
    }

    /// The velocity is measured afresh from `time` at the position shown (a new clock, a
    /// new layout).
    package mutating func restartMeasurement(at time: Double) {
        sampleTime = time
        samplePosition = shown
    }

    /// Scales the drag by `ratio` in new units (a relayout that keeps the progress), the
    /// finger within `fingerRange` and what is shown within `shownRange`.
    package mutating func scale(by ratio: Double, finger fingerRange: ClosedRange<Double>, shown shownRange: ClosedRange<Double>) {
        finger = (finger * ratio).clamped(to: fingerRange)
        shown = (shown * ratio).clamped(to: shownRange)
        velocity *= ratio
        samplePosition = (samplePosition * ratio).clamped(to: shownRange)
    }
}
