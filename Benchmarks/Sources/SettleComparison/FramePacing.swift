import SheetKit

/// How display-link callbacks arrive, as the ticks an integrator steps by.
public enum FramePacing: Hashable, Sendable {
    /// Every frame at `rate` Hz: `targetTimestamp − timestamp` is 1 / rate.
    case steady(rate: Double)
    /// Every `dropEvery`-th frame at `rate` Hz is never delivered, and the next tick's
    /// `timestamp` is the last frame shown (SheetKit's `FrameTick.sequence`): the tick after a
    /// drop announces two frame durations.
    case droppedElapsed(rate: Double, dropEvery: Int)
    /// Every `dropEvery`-th frame at `rate` Hz is never delivered, and every tick's
    /// `timestamp` is the vsync just before its `targetTimestamp`, as a display link reports a
    /// late callback: `targetTimestamp − timestamp` stays one frame duration, so a frame-stepped
    /// integrator loses the dropped frame's time.
    case droppedFrameDuration(rate: Double, dropEvery: Int)

    /// A label for tables. The two dropped-frame variants name what the integrator steps by:
    /// the time since the last frame shown ("dt = elapsed"), or the one frame duration a
    /// display link's `targetTimestamp − timestamp` reports after a hitch ("dt = frame
    /// duration"). The closed form reads only `targetTimestamp`, the same in both.
    public var label: String {
        switch self {
        case .steady(let rate):
            return "\(Int(rate)) Hz"
        case .droppedElapsed(let rate, let dropEvery):
            return "\(Int(rate)) Hz, every \(dropEvery)th frame dropped, dt = elapsed"
        case .droppedFrameDuration(let rate, let dropEvery):
            return "\(Int(rate)) Hz, every \(dropEvery)th frame dropped, dt = frame duration"
        }
    }

    /// The ticks from `start` for `duration` seconds.
    /// - Parameters:
    ///   - start: The release time (frame 0), in seconds.
    ///   - duration: How long to produce ticks for, in seconds.
    public func ticks(from start: Double, duration: Double) -> [FrameTick] {
        switch self {
        case .steady(let rate):
            return FrameTick.sequence(frameRate: rate, from: start, duration: duration)
        case .droppedElapsed(let rate, let dropEvery):
            return FrameTick.sequence(frameRate: rate, from: start, duration: duration, dropEvery: dropEvery)
        case .droppedFrameDuration(let rate, let dropEvery):
            let count = Int((duration * rate).rounded(.up))
            return (1...Swift.max(1, count)).compactMap { frame in
                guard frame % dropEvery != 0 else { return nil }
                return FrameTick(timestamp: start + Double(frame - 1) / rate, targetTimestamp: start + Double(frame) / rate)
            }
        }
    }

    /// The pacings the comparison reports, for both methods.
    public static let compared: [FramePacing] = [
        .steady(rate: 60),
        .steady(rate: 120),
        .droppedElapsed(rate: 120, dropEvery: 7),
        .droppedFrameDuration(rate: 120, dropEvery: 7),
    ]
}
