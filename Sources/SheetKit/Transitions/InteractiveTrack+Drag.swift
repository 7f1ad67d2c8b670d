// Starting a transition, following the finger, and the release.
extension InteractiveTrack {
    /// Whether a new transition may begin: nothing runs (idle, finished or cancelled).
    public var canBeginTransition: Bool {
        switch state {
        case .idle, .finished, .cancelled: return true
        case .tracking, .settling: return false
        }
    }

    /// A non-interactive transition: from the start, on the spring, toward the end.
    mutating func begin(at time: Double, step: inout Step) {
        guard canBeginTransition else { return }
        now = time
        restart(step: &step)
        startSettle(velocity: 0, toward: .finish, at: time, step: &step)
    }

    mutating func beginDrag(at time: Double, step: inout Step) {
        switch state {
        case .idle, .finished, .cancelled:
            restart(step: &step)
        case .settling:
            // Caught where it is on screen (the last tick's position): no snap.
            step.events.insert(.interrupted)
        case .tracking:
            return
        }
        now = time
        velocity = 0
        state = .tracking(Drag(fingerPosition: position, sampleTime: time, samplePosition: position))
    }

    mutating func changeDrag(by delta: Double, at time: Double) {
        guard case .tracking(var drag) = state else { return }
        now = time
        let limit = Self.fingerExcessLimit
        drag.fingerPosition = (drag.fingerPosition + delta.finiteOr(0)).clamped(to: -limit...(length + limit))
        position = drag.fingerPosition.clamped(to: 0...length)
        let elapsed = time - drag.sampleTime
        if elapsed >= Self.minimumDragTimeStep {
            velocity = (position - drag.samplePosition) / elapsed
            drag.sampleTime = time
            drag.samplePosition = position
        }
        state = .tracking(drag)
    }

    mutating func endDrag(velocity fingerVelocity: Double, at time: Double, step: inout Step) {
        guard case .tracking = state else { return }
        now = time
        let velocity = ReleasePolicy.limitedReleaseVelocity(fingerVelocity)
        let outcome = configuration.releasePolicy.decide(position: position, velocity: velocity, length: length)
        startSettle(velocity: velocity, toward: outcome, at: time, step: &step)
    }

    mutating func cancelDrag(at time: Double, step: inout Step) {
        guard case .tracking = state else { return }
        now = time
        startSettle(velocity: 0, toward: .cancel, at: time, step: &step)
    }

    /// Puts the track at its start for a new transition and reports it.
    mutating func restart(step: inout Step) {
        position = 0
        velocity = 0
        step.events.insert(.began)
    }
}
