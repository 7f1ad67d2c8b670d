// Springs: the sheet's stops, starting a settle, evaluating it on ticks, and ending it on a
// detent or hidden.
extension SheetEngine {
    /// The stop a spring with `heading` heads for. A spring heads for one of two: hidden
    /// (``Stop/ID/hidden``), crossed at 0 on a spring aimed
    /// ``ReleasePolicy/dismissalTargetFraction`` of the smallest detent beyond it, so the
    /// dismissal ends at speed on that frame; or the selected detent, where it settles.
    func stop(_ heading: Heading) -> Stop.Place {
        switch heading {
        case .hidden:
            return Stop.Place(position: 0, aim: -configuration.release.dismissalTargetFraction * layout.detents.smallest.extent,
                              arrival: .crossing)
        case .selectedDetent:
            let extent = layout.detents[selectedDetentIndex].extent
            return Stop.Place(position: extent, aim: extent, arrival: .settling)
        }
    }

    /// The extents a spring is shown at, in points (see ``Setup/shownRange``).
    var shownRange: ClosedRange<Double> { setup.shownRange }

    /// Lets the sheet go from `start` onto `spring` toward the stop `target` at `time` (an
    /// accepted time), and evaluates it there (which ends it at once when there is nothing to
    /// move).
    mutating func startSettle(from start: SpringMotion.State, toward target: Stop.ID, on spring: MotionSpring, for move: Move,
                              at time: Double, report: inout Report) {
        var move = move
        move.heading = Heading(target)
        let events = motion.settle(from: start, toward: stop(move.heading), on: spring, for: move, at: time, shownIn: shownRange,
                                   displayScale: layout.container.displayScale)
        absorb(events, of: move, report: &report)
    }

    /// Points the running spring (presenting or settling) at `target` from where it is at the
    /// latest time shown, keeping position and velocity continuous.
    /// - Parameter spring: The spring to go on with; the motion's own when `nil`.
    mutating func retarget(toward target: Stop.ID, cause: SheetChangeCause, spring: MotionSpring? = nil, report: inout Report) {
        guard case .settling(var settle, var move) = motion.state, move.kind != .dismissing else { return }
        let start = Swift.max(settle.spring.startTime, now)
        move.heading = Heading(target)
        settle.restart(from: settle.spring.state(at: start), toward: stop(move.heading), on: spring, at: start)
        move.cause = cause
        motion.state = .settling(settle, move)
        advanceMotion(to: start, report: &report)
    }

    /// A display-link frame: the clock moves (``MotionClock/frame(_:)``: a stale frame changes
    /// nothing, a far older one rebases what moves onto it) and the springs are evaluated at
    /// the frame's target time.
    @inline(__always)
    mutating func advance(to tick: FrameTick, report: inout Report) {
        switch clock.frame(tick) {
        case .stale:
            return
        case .restarts(let old):
            motion.rebase(from: old, to: now, displayScale: layout.container.displayScale)
            if var moving = obstruction {
                moving.restart(from: moving.spring.state(at: old), at: now)
                obstruction = moving
            }
        case .advances:
            break
        }
        advanceMotion(to: now, report: &report)
        // Checked here: the keyboard's edge rarely moves, and the call would cost more.
        if obstruction != nil { advanceObstruction(to: now) }
    }

    /// Evaluates the running spring at `time`.
    @inline(__always)
    mutating func advanceMotion(to time: Double, report: inout Report) {
        guard let (events, move) = motion.advanceSettle(to: time, shownIn: shownRange) else { return }
        absorb(events, of: move, report: &report)
    }

    /// What a spring's evaluation means for the sheet: the transition it belongs to completes
    /// on the frame the sheet reaches its detent; the settle ends on a detent (the settle
    /// frame) or hidden (the frame it reaches 0).
    /// - Parameter move: The running settle's move (the state is settling with it).
    @inline(__always)
    mutating func absorb(_ events: AxisSettle.Events, of move: Move, report: inout Report) {
        if report.cause == nil { report.cause = move.cause }
        if move.heading == .hidden {
            if events.contains(.ended) { endHidden(transition: move.transition ?? .dismissal, report: &report) }
            return
        }
        if events.contains(.reached), move.transition != nil { completeTransition(report: &report) }
        if events.contains(.ended) { rest(report: &report) }
    }

    /// Completes the transition the running settle belongs to, on the frame it reaches its
    /// detent: the rest of the motion is an ordinary settle (catchable, tappable).
    mutating func completeTransition(report: inout Report) {
        guard case .settling(let settle, var move) = motion.state, let transition = move.transition else { return }
        report.events.insert(transition == .presentation ? .presented : .dismissalCancelled)
        move.transition = nil
        move.kind = .settling
        motion.state = .settling(settle, move)
    }

    /// Ends any motion at rest exactly on the selected detent, which becomes the
    /// ``origin``. Completes the transition the motion belonged to, if it had not yet.
    mutating func rest(report: inout Report) {
        if let transition = motion.transition {
            report.events.insert(transition == .presentation ? .presented : .dismissalCancelled)
        }
        motion.state = .resting(.onDetent)
        report.events.insert(.settled)
        if origin != selectedDetentIdentifier { report.events.insert(.detentChanged) }
        origin = selectedDetentIdentifier
    }

    /// Ends any motion fully hidden: a dismissal finished, or a presentation was cancelled.
    mutating func endHidden(transition: SheetTransitionKind, report: inout Report) {
        heldInput = nil
        if transition == .presentation {
            motion.state = .resting(.hidden)
            report.events.insert(.presentationCancelled)
        } else {
            motion.state = .resting(.dismissed)
            report.events.insert(.dismissed)
        }
    }
}
