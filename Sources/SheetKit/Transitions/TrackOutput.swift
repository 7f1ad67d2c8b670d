/// Everything an adapter applies after one input to an ``InteractiveTrack``.
///
/// The UIKit layer calls `updateInteractiveTransition(progress)` (or applies a style's
/// appearance for ``progress``) on every output, runs its display link exactly while
/// ``isMoving`` is true, and calls finish/cancel + `completeTransition` when ``events``
/// contains ``TrackEvents/finished`` or ``TrackEvents/cancelled``, which happens once per
/// transition.
package struct TrackOutput: Hashable, Sendable {
    /// The phase after the input.
    package var phase: TrackPhase
    /// The position along the track, in points, within 0 ... ``length``.
    package var position: Double
    /// The track's length, in points (≥ 0).
    package var length: Double
    /// position ÷ length, in 0...1. On a zero-length track it is 1 once finished and 0
    /// otherwise.
    package var progress: Double
    /// The position's rate of change, in points per second, positive toward the end; 0 when
    /// the shown position is held at an end.
    package var velocity: Double
    /// The end the spring heads for while ``phase`` is ``TrackPhase/settling``
    /// (``Stop/ID/end``: it finishes; ``Stop/ID/start``: it cancels); `nil` otherwise.
    package var heading: Stop.ID?
    /// What happened during the input.
    package var events: TrackEvents

    /// Creates an output.
    /// - Parameters:
    ///   - phase: The phase.
    ///   - position: The position, in points.
    ///   - length: The track length, in points.
    ///   - progress: The progress, in 0...1.
    ///   - velocity: The velocity, in points per second.
    ///   - heading: Where a settle heads.
    ///   - events: The events.
    package init(phase: TrackPhase, position: Double, length: Double, progress: Double, velocity: Double,
                heading: Stop.ID?, events: TrackEvents) {
        self.phase = phase
        self.position = position
        self.length = length
        self.progress = progress
        self.velocity = velocity
        self.heading = heading
        self.events = events
    }

    /// Whether a spring moves the track, so the display link must run: true exactly while
    /// ``phase`` is ``TrackPhase/settling``.
    @inlinable
    package var isMoving: Bool { phase == .settling }

    /// The end this output reports the transition ended at, if any: ``Stop/ID/end`` (it
    /// finished: UIKit's `finishInteractiveTransition()` + `completeTransition(true)`) or
    /// ``Stop/ID/start`` (it was cancelled: `cancelInteractiveTransition()` +
    /// `completeTransition(false)`).
    @inlinable
    package var outcome: Stop.ID? {
        if events.contains(.finished) { return .end }
        if events.contains(.cancelled) { return .start }
        return nil
    }
}
