// Springs: starting them, evaluating them on ticks, and ending them on a detent or hidden.
extension SheetEngine {
    /// The extent a spring toward `target` aims at, in points. Hidden aims
    /// ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond 0, so the
    /// dismissal crosses 0 at speed and ends on that frame.
    func targetExtent(_ target: MotionTarget) -> Double {
        switch target {
        case .selectedDetent: return layout.detents[selectedDetentIndex].extent
        case .hidden: return -configuration.release.dismissalTargetFraction * layout.detents.smallest.extent
        }
    }

    /// The largest extent ever shown, in points: the largest detent plus the container's
    /// length along the axis (the rubber band's reach), or the largest detent itself when the
    /// sheet does not rubber-band beyond it (a hard stop holds for springs too).
    var maximumShownExtent: Double {
        layout.detents.largest.extent + (configuration.drag.rubberBandsBeyondLargestDetent ? layout.context.containerLength : 0)
    }

    /// A spring's position as shown: a sheet cannot be more hidden than hidden (a bounce below
    /// 0 shows as 0), and an overshoot is never shown past ``maximumShownExtent`` (only a fast
    /// fling in a container smaller than its overshoot reaches it).
    func shownExtent(_ position: Double) -> Double {
        position.clamped(to: 0...maximumShownExtent)
    }

    /// A spring from `start` at `time` toward `target`.
    func makeMotion(from start: SpringState, toward target: MotionTarget, spring: MotionSpring, at time: Double,
                    cause: SheetChangeCause, transition: SheetTransitionKind?, origin: Detent.Identifier) -> Motion {
        let motion = SpringMotion(spring: spring, from: start.position, velocity: start.velocity, to: targetExtent(target), at: time)
        return Motion(spring: motion, target: target, settleTime: motion.settleTime(displayScale: layout.container.displayScale),
                      shown: SpringState(position: shownExtent(motion.initialPosition), velocity: motion.initialVelocity),
                      cause: cause, transition: transition, origin: origin)
    }

    /// Enters a spring-driven state and evaluates it at `time` (which ends it at once when
    /// there is nothing to move). The clock moves forward to `time`: a spring never starts
    /// after ``now``, so a later frame always advances it (a far-future event time is caught
    /// up by the next tick's clock restart).
    mutating func run(_ newState: State, at time: Double, report: inout Report) {
        advanceClock(to: time)
        state = newState
        advanceMotion(to: time, report: &report)
    }

    /// Points the running motion at `target`, keeping position and velocity continuous.
    /// - Parameter spring: The spring to go on with; the motion's own when `nil`.
    mutating func retarget(toward target: MotionTarget, at time: Double, cause: SheetChangeCause, spring: MotionSpring? = nil,
                           report: inout Report) {
        switch state {
        case .presenting(var motion), .settling(var motion):
            // Never earlier than the frame already shown (`now`): an event handled between
            // frames carries a time before the last frame's target time.
            let start = Swift.max(motion.spring.startTime, now, eventTime(time))
            advanceClock(to: start)
            motion.spring = motion.spring.retargeted(to: targetExtent(target), at: start, spring: spring)
            motion.settleTime = motion.spring.settleTime(displayScale: layout.container.displayScale)
            motion.target = target
            motion.cause = cause
            replaceMotion(motion)
            advanceMotion(to: start, report: &report)
        case .hidden, .resting, .held, .dragging, .dismissing, .dismissed:
            return
        }
    }

    /// A display-link frame: evaluates the running spring at the frame's target time. A tick
    /// up to ``InputLimits/maximumEventLag`` older than the latest time seen is stale and
    /// changes nothing; one further back starts a new clock (see ``restartClock(at:)``).
    mutating func advance(to tick: FrameTick, report: inout Report) {
        let time = tick.targetTimestamp
        if time < now - InputLimits.maximumEventLag {
            restartClock(at: time)
        } else if time < now {
            return
        }
        now = time
        advanceMotion(to: time, report: &report)
        advanceObstruction(to: time)
    }

    /// The clock went back (a reset, or an earlier bogus time pushed ``now`` ahead): whatever
    /// moves goes on from the state shown, on the new clock, so nothing jumps and nothing
    /// waits for the old clock to come back.
    mutating func restartClock(at time: Double) {
        switch state {
        case .presenting(var motion), .settling(var motion), .dismissing(var motion):
            let current = motion.spring.state(at: now)
            motion.spring = SpringMotion(spring: motion.spring.spring, from: current.position, velocity: current.velocity,
                                         to: motion.spring.target, at: time)
            motion.settleTime = motion.spring.settleTime(displayScale: layout.container.displayScale)
            replaceMotion(motion)
        case .dragging(var drag):
            drag.velocityAnchor = (time, drag.extent)
            state = .dragging(drag)
        case .held(var motion, let resumes):
            // Frozen where it is shown; the touch-up starts it again from there (at rest).
            motion.spring = SpringMotion(spring: motion.spring.spring, from: motion.shown.position, velocity: 0,
                                         to: motion.spring.target, at: time)
            state = .held(motion, resumes: resumes)
        case .hidden, .resting, .dismissed:
            break
        }
        if var motion = obstruction {
            let current = motion.spring.state(at: now)
            motion.spring = SpringMotion(spring: motion.spring.spring, from: current.position, velocity: current.velocity,
                                         to: motion.spring.target, at: time)
            motion.settleTime = motion.spring.settleTime(displayScale: layout.container.displayScale)
            obstruction = motion
        }
        now = time
    }

    /// Evaluates the running spring at `time`: completes the transition it belongs to on the
    /// frame the sheet reaches where it goes, and ends it on a detent (settle frame) or hidden
    /// (the frame it reaches 0).
    mutating func advanceMotion(to time: Double, report: inout Report) {
        guard var motion = state.motion else { return }
        if report.cause == nil { report.cause = motion.cause }
        let previous = motion.shown.position
        let current = motion.spring.state(at: time)
        motion.shown = SpringState(position: shownExtent(current.position), velocity: current.velocity)
        switch motion.target {
        case .hidden:
            if motion.shown.position <= 0 || time >= motion.settleTime {
                endHidden(transition: motion.transition ?? .dismissal, report: &report)
                return
            }
            replaceMotion(motion)
        case .selectedDetent:
            let detent = layout.detents[selectedDetentIndex].extent
            if let transition = motion.transition, hasReached(detent, from: previous, to: motion.shown.position) {
                report.events.insert(transition == .presentation ? .presented : .dismissalCancelled)
                motion.transition = nil
                // Completed: the rest of the motion is an ordinary settle (catchable, tappable).
                state = .settling(motion)
            } else {
                replaceMotion(motion)
            }
            if time >= motion.settleTime { rest(origin: motion.origin, report: &report) }
        }
    }

    /// Whether a motion from `previous` to `position` reached `detent`: crossed it, or came
    /// within the half-pixel rest threshold of it.
    func hasReached(_ detent: Double, from previous: Double, to position: Double) -> Bool {
        (previous - detent) * (position - detent) <= 0
            || abs(position - detent) <= SpringMotion.restThreshold(displayScale: layout.container.displayScale)
    }

    /// Stores an updated motion in the current spring-driven state.
    mutating func replaceMotion(_ motion: Motion) {
        switch state {
        case .presenting: state = .presenting(motion)
        case .settling: state = .settling(motion)
        case .dismissing: state = .dismissing(motion)
        case .hidden, .resting, .held, .dragging, .dismissed: return
        }
    }

    /// Ends any motion at rest exactly on the selected detent. Completes the transition the
    /// motion belonged to, if it had not yet.
    /// - Parameter origin: The detent the sheet last rested on.
    mutating func rest(origin: Detent.Identifier, report: inout Report) {
        if let transition {
            report.events.insert(transition == .presentation ? .presented : .dismissalCancelled)
        }
        state = .resting
        report.events.insert(.settled)
        if origin != selectedDetentIdentifier { report.events.insert(.detentChanged) }
    }

    /// Ends any motion fully hidden: a dismissal finished, or a presentation was cancelled.
    mutating func endHidden(transition: SheetTransitionKind, report: inout Report) {
        heldInput = nil
        if transition == .presentation {
            state = .hidden
            report.events.insert(.presentationCancelled)
        } else {
            state = .dismissed
            report.events.insert(.dismissed)
        }
    }
}
