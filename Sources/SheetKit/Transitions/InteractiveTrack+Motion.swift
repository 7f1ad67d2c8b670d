// The track's stops, its drag, its settle, frames and relayouts: the machine's rules with the
// track's two ends.
extension InteractiveTrack {
    /// The stop `id` (``Stop/ID/start`` or ``Stop/ID/end``): a crossing stop, aimed
    /// ``TrackConfiguration/endAimFraction`` of the length beyond it.
    func stop(_ id: Stop.ID) -> Stop {
        let beyond = length * configuration.endAimFraction
        return id == .end
            ? Stop(.end, at: length, aim: length + beyond, arrival: .crossing)
            : Stop(.start, at: 0, aim: -beyond, arrival: .crossing)
    }

    /// A finger touches down: from rest it begins a transition at the start (``TrackEvents/began``);
    /// during a settle it catches the track where it is shown (``TrackEvents/interrupted``).
    mutating func beginDrag(at time: Double, events: inout TrackEvents) {
        switch motion.phase {
        case .resting: events.insert(.began)
        case .settling: events.insert(.interrupted)
        case .dragging, .held: return
        }
        motion.beginDrag((), at: clock.accept(time), restingAt: 0)
    }

    /// Lets the track go from `position` with `velocity` toward the end `id`, at `time`.
    mutating func settle(toward id: Stop.ID, velocity: Double, from position: Double, at time: Double, events: inout TrackEvents) {
        let result = motion.settle(from: SpringMotion.State(position: position, velocity: velocity), toward: stop(id).place,
                                   on: configuration.spring, for: id, at: time, shownIn: 0...length,
                                   displayScale: configuration.displayScale)
        if result.contains(.ended) { end(at: id, events: &events) }
    }

    /// Begins a transition that goes straight to its end from its start with `velocity`
    /// (points per second, limited as a release's is), at `time`: a close that has already
    /// been decided (a card zoom's, after the pull's release).
    /// - Returns: The output, with ``TrackEvents/began``.
    mutating func launch(velocity: Double, at time: Double) -> TrackOutput {
        var events: TrackEvents = [.began]
        settle(toward: .end, velocity: ReleasePolicy.limitedReleaseVelocity(velocity), from: 0, at: clock.accept(time), events: &events)
        return output(events)
    }

    /// A display-link frame: the clock moves (``MotionClock/frame(_:)``) and a settle is
    /// evaluated at the frame's time; it ends the transition when it reaches its end.
    mutating func advance(to tick: FrameTick, events: inout TrackEvents) {
        switch clock.frame(tick) {
        case .stale: return
        case .restarts(let old): motion.rebase(from: old, to: clock.now, displayScale: configuration.displayScale)
        case .advances: break
        }
        guard motion.advance(to: clock.now, shownIn: 0...length).contains(.ended),
              case .settling(_, let heading) = motion.state else { return }
        end(at: heading, events: &events)
    }

    /// Ends the transition exactly at the end `id` and reports it.
    mutating func end(at id: Stop.ID, events: inout TrackEvents) {
        motion.state = .resting(id == .end ? .finished : .cancelled)
        events.insert(id == .end ? .finished : .cancelled)
    }

    /// Changes the length and keeps the progress: positions, velocities and a running spring
    /// scale with it (the oscillator is linear, so the scaled spring is the same motion in the
    /// new units). From a zero length there is nothing to scale: a drag starts again at 0.
    mutating func relayout(length newValue: Double) {
        let newLength = Self.sanitizedLength(newValue)
        let oldLength = length
        guard newLength != oldLength else { return }
        length = newLength
        switch motion.state {
        case .dragging(var drag, let grip):
            let limit = Self.fingerExcessLimit
            if oldLength > 0 {
                drag.scale(by: newLength / oldLength, finger: -limit...(newLength + limit), shown: 0...newLength)
            } else {
                drag = AxisDrag(at: 0, time: clock.now)
            }
            motion.state = .dragging(drag, grip)
        case .settling(var settle, let move) where oldLength > 0:
            settle.scale(by: newLength / oldLength, toward: stop(move).place, shownIn: 0...newLength)
            motion.state = .settling(settle, move)
        case .settling, .held, .resting:
            break
        }
    }

    /// How long a non-interactive transition (``TrackInput/begin(time:)``) takes from its
    /// start to its finish frame, in seconds: the first time the spring reaches the end
    /// (``SpringMotion/firstArrival(at:tolerance:within:)``), or its settle time if sooner.
    /// UIKit's `transitionDuration(using:)` reports it so animations alongside the transition
    /// last as long as its motion.
    /// - Complexity: O(`SpringMotion.maximumArrivalSamples`) spring evaluations at most; call
    ///   it once per transition.
    package func estimatedDuration() -> Double {
        guard length > 0 else { return 0 }
        let end = stop(.end)
        let motion = SpringMotion(spring: configuration.spring, from: 0, velocity: 0, to: end.aim, at: 0)
        let limit = motion.settleTime(displayScale: configuration.displayScale)
        return motion.firstArrival(at: end.position, tolerance: 0, within: limit) ?? limit
    }
}
