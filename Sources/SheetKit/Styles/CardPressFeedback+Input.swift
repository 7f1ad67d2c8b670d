// The press rule's transitions (see ``CardPressFeedback``).
extension CardPressFeedback {
    /// Applies one input and returns what to show.
    /// - Complexity: O(1), with no allocation.
    @discardableResult
    package mutating func send(_ input: CardPressInput) -> CardPressOutput {
        switch input {
        case .touchDown(let time):
            guard phase != .pressed, phase != .released else { break }
            clock.accept(time)
            let scale = self.scale
            curve = CardPressCurve(from: scale, to: pressedScale, startTime: now,
                                   duration: shrinkDuration * shrinkFraction(from: scale))
            phase = .pressed
        case .touchMoved(let location, let bounds, let time):
            guard phase == .pressed else { break }
            clock.accept(time)
            if !isInside(location, bounds: bounds) { return cancel() }
        case .touchUp(let time):
            guard phase == .pressed else { break }
            clock.accept(time)
            if now >= curve.endTime { return fire(at: now) }
            phase = .released
        case .touchCancelled(let time):
            guard phase == .pressed else { break }
            clock.accept(time)
            return cancel()
        case .tick(let tick):
            guard advanceClock(to: tick) else { break }
            if phase == .released, now >= curve.endTime { return fire(at: curve.endTime) }
        }
        return output
    }

    /// Moves the clock to a frame (``MotionClock/frame(_:rebasing:)``) and returns whether the
    /// frame counts: a stale one does not; one far before ``now`` restarts the clock, with the
    /// curve rebased so that the scale goes on from what is shown.
    private mutating func advanceClock(to tick: FrameTick) -> Bool {
        guard let start = clock.frame(tick, rebasing: curve.startTime) else { return false }
        curve = CardPressCurve(from: curve.from, to: curve.to, startTime: start, duration: curve.duration)
        return true
    }

    /// Whether `location` lies within ``slop`` of `bounds` (both finite).
    func isInside(_ location: SheetPoint, bounds: SheetRect) -> Bool {
        guard location.x.isFinite, location.y.isFinite, bounds.x.isFinite, bounds.y.isFinite,
              bounds.width.isFinite, bounds.height.isFinite else { return false }
        let hitArea = bounds.sanitized(fallback: bounds).outset(by: slop)
        return hitArea.contains(location.sanitized(fallback: location))
    }

    /// Fires at `time` (≤ ``now``) and starts growing back from the scale shown then.
    private mutating func fire(at time: Double) -> CardPressOutput {
        restore(from: curve.scale(at: time), at: time)
        phase = .fired
        return output(events: .fired, fireTime: time)
    }

    /// Abandons the press now and starts growing back.
    private mutating func cancel() -> CardPressOutput {
        restore(from: scale, at: now)
        phase = .cancelled
        return output(events: .cancelled, fireTime: nil)
    }

    private mutating func restore(from scale: Double, at time: Double) {
        curve = CardPressCurve(from: scale, to: 1, startTime: time,
                               duration: restoreDuration * restoreFraction(from: scale))
    }
}
