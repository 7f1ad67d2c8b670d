/// The ranges of numbers SheetKit accepts, in one place.
///
/// Every public initializer and input routes the numbers it is given through these rules, so
/// that no value a caller can pass (NaN, ±infinity, subnormals such as 1e-320, values near
/// `Double.greatestFiniteMagnitude`, `Int.max`) reaches a division or a sum that overflows.
/// Each type's documentation names the rule it applies.
///
/// | Quantity | Rule |
/// |---|---|
/// | Length (sizes, insets, detent points, scroll lengths) | NaN, ±∞ and negatives → 0; below ``lengthResolution`` → 0; above ``maximumLength`` → ``maximumLength`` |
/// | Signed length (scroll offsets, drag deltas) | NaN → 0; clamped into ±``maximumLength`` |
/// | Time (ticks, event times) | non-finite → the engine's latest time; a tick up to ``maximumEventLag`` older than the latest time is stale and ignored, an older one starts a new clock (motion continues from what is shown); an event at most ``maximumEventLag`` before the latest time, and never earlier than the clock it moves forward (a bogus far-future time is caught up by the next frame's new clock) |
/// | Time in the styles' values (`InteractiveTrack`, `CenteredCardTransition`, ``CardPressFeedback``, `CardZoomDismissal`) | the tick rule of the row above; an event time not finite or before the inputs' clock (the latest accepted event's time, or the latest frame callback's ``FrameTick/timestamp``) counts as that; one after ``maximumEventTime`` counts as it, so a bogus far-future time keeps the precision springs need |
/// | Pauses (`PausingClock`) | a non-finite pause or resume time is ignored; a resume before the pause takes nothing out; times beyond ±``maximumEventTime`` count as that bound, and the total taken out is at most `PausingClock.maximumOffset` |
/// | Display scale | non-finite or below 1 → 3; above 4 → 4 |
/// | Velocity measured from drag events | over at least ``minimumVelocityInterval`` |
public enum InputLimits {
    /// The largest length SheetKit computes with, in points: one million points, hundreds of
    /// times the largest screen. Longer containers, detents and insets are clamped to it, so a
    /// sum of a few lengths stays far from overflow.
    public static let maximumLength = 1_000_000.0

    /// The smallest non-zero length, in points: a millionth of a point, far below any display's
    /// resolution. Shorter lengths (subnormals among them) count as 0, so no division by a
    /// length underflows to infinity.
    public static let lengthResolution = 1e-6

    /// The accepted display scales, in device pixels per point. Real screens are 1x, 2x or 3x;
    /// a finer scale would only delay the half-pixel rest without any visible difference.
    public static let displayScaleRange = 1.0...4.0

    /// The display scale assumed when none valid is given: 3, the finest common one, so an
    /// invalid scale can only make a settle later, never visibly jumpy.
    public static let defaultDisplayScale = 3.0

    /// How far an input's time may lie before the latest time the engine has seen, in seconds
    /// (0.1 s: six frames at 60 Hz). Events between frames carry times up to a frame before
    /// the last frame's target time; an older event time counts as this much before it, so
    /// the worst a bogus timestamp can do is what a 0.1 s hitch does. A tick within this lag
    /// is a stale frame and is ignored; a tick further back means the clock itself was
    /// reset, and the motion goes on from what is shown, on the new clock.
    public static let maximumEventLag = 0.1

    /// The latest event time the styles' time-driven values accept, in seconds (1e9 s, about
    /// 31.7 years). Display-link and touch timestamps count seconds since the device booted,
    /// so no real reading comes near it, and a double still resolves 0.12 µs there, far finer
    /// than a frame. A later (bogus) time counts as this one: at 1e300 s a double cannot tell
    /// a frame from the next, and a spring started there would end on the spot.
    public static let maximumEventTime = 1e9

    /// The shortest interval a drag velocity is measured over, in seconds (1 ms). Touch samples
    /// closer than that (or a time step of 1e-310 s) accumulate until the interval has passed,
    /// so a velocity is never a difference divided by almost nothing.
    public static let minimumVelocityInterval = 0.001

    /// `scale` as a display scale: ``defaultDisplayScale`` when not finite or below 1 (no
    /// screen has fewer pixels than points), at most the upper end of ``displayScaleRange``.
    public static func sanitizedDisplayScale(_ scale: Double) -> Double {
        guard scale.isFinite, scale >= displayScaleRange.lowerBound else { return defaultDisplayScale }
        return Swift.min(scale, displayScaleRange.upperBound)
    }
}
