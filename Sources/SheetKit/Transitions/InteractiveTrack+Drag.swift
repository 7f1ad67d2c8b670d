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
    mutating func begin(at time: Double, report: inout Report) {
        guard canBeginTransition else { return }
        now = time
        restart(report: &report)
        startSettle(velocity: 0, toward: .finish, at: time, report: &report)
    }

    mutating func beginDrag(at time: Double, report: inout Report) {
        switch state {
        case .idle, .finished, .cancelled:
            restart(report: &report)
        case .settling:
            // Caught where it is on screen (the last tick's position): no snap.
            report.events.insert(.interrupted)
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

    mutating func endDrag(velocity fingerVelocity: Double, at time: Double, report: inout Report) {
        guard case .tracking = state else { return }
        now = time
        let velocity = ReleasePolicy.limitedReleaseVelocity(fingerVelocity)
        let outcome = configuration.releasePolicy.decide(position: position, velocity: velocity, length: length)
        startSettle(velocity: velocity, toward: outcome, at: time, report: &report)
    }

    mutating func cancelDrag(at time: Double, report: inout Report) {
        guard case .tracking = state else { return }
        now = time
        startSettle(velocity: 0, toward: .cancel, at: time, report: &report)
    }

    /// Puts the track at its start for a new transition and reports it.
    mutating func restart(report: inout Report) {
        position = 0
        velocity = 0
        report.events.insert(.began)
    }
}
