/// One display-link frame, as `CADisplayLink` reports it.
///
/// The core never reads a clock: it is handed ticks, at any rate, and evaluates motion at
/// ``targetTimestamp`` (the time the frame being prepared will be shown), so what is on
/// screen matches the exact solution at the moment it is on screen.
public struct FrameTick: Hashable, Sendable {
    /// When the previous frame was shown, in seconds.
    public let timestamp: Double
    /// When the frame being prepared will be shown, in seconds (never before `timestamp`).
    public let targetTimestamp: Double

    /// Creates a tick.
    ///
    /// A non-finite `timestamp` becomes 0; a `targetTimestamp` that is not finite or is
    /// before `timestamp` becomes `timestamp`.
    /// - Parameters:
    ///   - timestamp: When the previous frame was shown, in seconds.
    ///   - targetTimestamp: When this frame will be shown, in seconds.
    public init(timestamp: Double, targetTimestamp: Double) {
        let start = timestamp.sanitizedTime(fallback: 0)
        self.timestamp = start
        self.targetTimestamp = Swift.max(start, targetTimestamp.sanitizedTime(fallback: start))
    }

    /// The frame duration this tick announces, in seconds.
    @inlinable
    public var duration: Double { targetTimestamp - timestamp }

    /// The highest frame rate ``sequence(frameRate:from:duration:dropEvery:)`` produces, in
    /// frames per second (displays refresh at 240 Hz at most).
    public static let maximumFrameRate = 1_000.0

    /// The longest span ``sequence(frameRate:from:duration:dropEvery:)`` covers, in seconds
    /// (at most 3.6 million ticks).
    public static let maximumDuration = 3_600.0

    /// Ticks of a display refreshing at `frameRate` Hz from `start`, with every
    /// `dropEvery`-th frame missing (0 drops none), as a display link under load reports them.
    ///
    /// Frame *n* is shown at start + n / frameRate. A dropped frame is never delivered; the
    /// next delivered tick's `timestamp` is the last frame actually shown.
    /// - Parameters:
    ///   - frameRate: Frames per second; values that are not finite or below 1 become 60,
    ///     values above ``maximumFrameRate`` become that.
    ///   - start: The time of frame 0, in seconds.
    ///   - duration: How long to produce ticks for, in seconds, at most ``maximumDuration``.
    ///   - dropEvery: Drop every N-th frame (N ≥ 2); 0 or 1 drop nothing.
    public static func sequence(frameRate: Double, from start: Double, duration: Double, dropEvery: Int = 0) -> [FrameTick] {
        let rate = frameRate.isFinite && frameRate >= 1 ? Swift.min(frameRate, maximumFrameRate) : 60
        let origin = start.sanitizedTime(fallback: 0)
        let count = Int((duration.finiteOr(0).clamped(to: 0...maximumDuration) * rate).rounded(.up))
        var ticks: [FrameTick] = []
        guard count > 0 else { return ticks }
        ticks.reserveCapacity(count)
        var lastShown = origin
        for frame in 1...count {
            let time = origin + Double(frame) / rate
            if dropEvery >= 2, frame % dropEvery == 0 { continue }
            ticks.append(FrameTick(timestamp: lastShown, targetTimestamp: time))
            lastShown = time
        }
        return ticks
    }
}
