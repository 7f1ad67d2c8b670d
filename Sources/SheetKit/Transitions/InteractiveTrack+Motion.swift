// Springs: starting a settle, evaluating it on ticks, ending it, and relayouts.
extension InteractiveTrack {
    /// Where a spring heading for `outcome` aims, in points:
    /// ``TrackConfiguration/endAimFraction`` of the length beyond that end.
    func aim(for outcome: TrackOutcome) -> Double {
        switch outcome {
        case .finish: return length * (1 + configuration.endAimFraction)
        case .cancel: return -length * configuration.endAimFraction
        }
    }

    /// Starts a spring at `time` from the shown position with `velocity` toward `outcome`,
    /// and evaluates it at `time` (which ends it at once when it is already at that end).
    mutating func startSettle(velocity: Double, toward outcome: TrackOutcome, at time: Double, report: inout Report) {
        let motion = SpringMotion(spring: configuration.spring, from: position, velocity: velocity,
                                  to: aim(for: outcome), at: time)
        let restTime = motion.settleTime(displayScale: configuration.displayScale)
        state = .settling(Settle(motion: motion, outcome: outcome, restTime: restTime))
        evaluate(at: time, report: &report)
    }

    /// A display-link frame. Ignored unless a spring moves; a stale one (up to
    /// ``InputLimits/maximumEventLag`` older than ``now``) is ignored too, and one further
    /// back restarts the clock (``FrameClockStep``): the spring goes on from the state shown.
    mutating func advance(to tick: FrameTick, report: inout Report) {
        guard case .settling(var settle) = state else { return }
        let time = tick.targetTimestamp
        switch FrameClockStep(frameTime: time, now: now) {
        case .advances:
            break
        case .stale:
            return
        case .restarts:
            // The clock went back (or a bogus far-future event time pushed `now` ahead): the
            // spring is rebased from its state at `now` to start at `time`.
            let current = settle.motion.state(at: now)
            settle.motion = SpringMotion(spring: settle.motion.spring, from: current.position, velocity: current.velocity,
                                         to: settle.motion.target, at: time)
            settle.restTime = settle.motion.settleTime(displayScale: configuration.displayScale)
            state = .settling(settle)
        }
        now = time
        evaluate(at: now, report: &report)
    }

    /// Shows the running spring at `time`; ends the transition when the spring has reached
    /// the end it heads for, or is at rest.
    mutating func evaluate(at time: Double, report: inout Report) {
        guard case .settling(let settle) = state else { return }
        let spring = settle.motion.state(at: time)
        let arrived: Bool
        switch settle.outcome {
        case .finish: arrived = spring.position >= length
        case .cancel: arrived = spring.position <= 0
        }
        if arrived || time >= settle.restTime {
            end(settle.outcome, report: &report)
            return
        }
        let isHeld = spring.position < 0 || spring.position > length
        position = spring.position.clamped(to: 0...length)
        velocity = isHeld ? 0 : spring.velocity
    }

    /// Ends the transition exactly at the end of `outcome` and reports it.
    mutating func end(_ outcome: TrackOutcome, report: inout Report) {
        velocity = 0
        switch outcome {
        case .finish:
            state = .finished
            position = length
            report.events.insert(.finished)
        case .cancel:
            state = .cancelled
            position = 0
            report.events.insert(.cancelled)
        }
    }

    /// Changes the length and keeps the progress: positions, velocities and a running
    /// spring scale with it (the oscillator is linear, so the scaled spring is the same
    /// motion in the new units).
    mutating func relayout(length newValue: Double) {
        let newLength = Self.sanitizedLength(newValue)
        let oldLength = length
        guard newLength != oldLength else { return }
        let wasFinished = state == .finished
        length = newLength
        guard oldLength > 0 else {
            // Nothing to scale: a zero-length track is at its start, or finished at its end.
            position = wasFinished ? newLength : 0
            velocity = 0
            if case .tracking(var drag) = state {
                drag.fingerPosition = 0
                drag.samplePosition = 0
                state = .tracking(drag)
            }
            return
        }
        let ratio = newLength / oldLength
        position = (position * ratio).clamped(to: 0...newLength)
        velocity *= ratio
        switch state {
        case .tracking(var drag):
            let limit = Self.fingerExcessLimit
            drag.fingerPosition = (drag.fingerPosition * ratio).clamped(to: -limit...(newLength + limit))
            drag.samplePosition = (drag.samplePosition * ratio).clamped(to: 0...newLength)
            state = .tracking(drag)
        case .settling(var settle):
            let old = settle.motion
            settle.motion = SpringMotion(spring: old.spring, from: old.initialPosition * ratio,
                                         velocity: old.initialVelocity * ratio, to: old.target * ratio, at: old.startTime)
            settle.restTime = settle.motion.settleTime(displayScale: configuration.displayScale)
            state = .settling(settle)
        case .finished:
            position = newLength
        case .idle, .cancelled:
            break
        }
    }

    /// The step at which ``estimatedDuration()`` samples the spring, in seconds (1 ms).
    static let durationSamplingStep = 0.001

    /// How long a non-interactive transition (``TrackInput/begin(time:)``) takes from its
    /// start to its finish frame, in seconds, to the millisecond: the first time the spring
    /// reaches the end, or its rest time if sooner. UIKit's `transitionDuration(using:)`
    /// reports it so animations alongside the transition last as long as its motion.
    /// - Complexity: O(d / 1 ms) for a duration of d seconds; call it once per transition.
    public func estimatedDuration() -> Double {
        guard length > 0 else { return 0 }
        let motion = SpringMotion(spring: configuration.spring, from: 0, velocity: 0, to: aim(for: .finish), at: 0)
        let limit = motion.settleTime(displayScale: configuration.displayScale)
        var time = 0.0
        var index = 0.0
        while time < limit {
            if motion.position(at: time) >= length { return time }
            index += 1
            time = index * Self.durationSamplingStep
        }
        return limit
    }
}
