/// An input to ``InteractiveTrack``. Times are in seconds on the display link's clock
/// (`CACurrentMediaTime()` on iOS); the track never reads a clock itself.
///
/// Every time is sanitized the same way: a time that is not finite, or that is earlier than
/// the latest time the track has shown (``InteractiveTrack/now``), counts as that latest
/// time, so a motion never starts in the past of what is on screen.
package enum TrackInput: Hashable, Sendable {
    /// Starts a non-interactive transition at the start state and carries it to the end on
    /// the configured spring. Accepted when no transition runs (idle, finished, cancelled);
    /// ignored otherwise.
    case begin(time: Double)
    /// A finger touched down. From rest it begins an interactive transition at the start
    /// state; during a settle it catches the track where it is shown (``TrackEvents/interrupted``);
    /// ignored while already tracking.
    case dragBegan(time: Double)
    /// The finger moved `delta` points along the track, positive toward the end. Map a
    /// horizontal pan with ``HorizontalTrackMapping``. A non-finite delta counts as 0.
    case dragChanged(delta: Double, time: Double)
    /// The finger lifted with `velocity` points per second along the track, positive toward
    /// the end; ``ReleasePolicy`` decides the outcome and a spring carries the track
    /// there from the exact release position and velocity. The velocity is limited to
    /// ±``ReleasePolicy/maximumReleaseSpeed``; a non-finite velocity counts as 0.
    case dragEnded(velocity: Double, time: Double)
    /// The system cancelled the gesture (an alert, another recognizer won): the track settles
    /// back to its start from rest, whatever its position, and the transition is cancelled.
    case dragCancelled(time: Double)
    /// A display-link frame: a settling spring is evaluated at the tick's `targetTimestamp`.
    /// A tick whose `targetTimestamp` is earlier than the latest time shown is ignored.
    case tick(FrameTick)
    /// The track's length changed (rotation, split view resize), in points. The progress is
    /// kept: position, velocity and any running spring scale with the length. Sanitized as
    /// ``InteractiveTrack/sanitizedLength(_:)`` describes.
    case relayout(length: Double)
}
