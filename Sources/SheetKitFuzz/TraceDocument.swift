/// A `sheetkit-lab --json` trace as Foundation's `JSONDecoder` reads it back, strictly: every
/// field of the documented format (``SheetKitLab/Trace/json``) with its type. The numbers the
/// format never writes as `null` are not optional here, and the lab's writer turns a value
/// that is not finite into `null`, so a trace holding NaN or an infinity fails to decode.
public struct TraceDocument: Decodable, Sendable {
    /// One displayed frame.
    public struct Frame: Decodable, Sendable {
        /// When the frame is shown, in seconds from the first input.
        public let t: Double
        /// The sheet's extent (a track's position along it), in points.
        public let extent: Double
        /// The extent's rate of change, in points per second.
        public let velocity: Double
        /// The presentation progress, 0...1.
        public let progress: Double
        /// The dimming alpha, 0...1.
        public let dimming: Double
        /// The list's content offset, in points (0 without a list).
        public let scrollOffset: Double
        /// One of ``TraceDocument/phases``.
        public let phase: String
    }

    /// One engine event.
    public struct Event: Decodable, Sendable {
        /// When the input that produced it happened, in seconds from the first input.
        public let t: Double
        /// The event's name (``SheetKitLab/Trace/EventKind``).
        public let type: String
        /// The detent index it concerns, when it concerns one.
        public let detent: Int?
    }

    /// Where the sheet ended up.
    public struct Outcome: Decodable, Sendable {
        /// The last frame's phase.
        public let phase: String
        /// The detent the sheet rests on; `nil` once dismissed.
        public let detent: Int?
        /// The last extent, in points.
        public let extent: Double
    }

    /// The scenario's name.
    public let scenario: String
    /// One frame per display tick after the first input.
    public let frames: [Frame]
    /// The engine's events, in order.
    public let events: [Event]
    /// Where the sheet ended up.
    public let outcome: Outcome
    /// `null` when the sheet did not come to rest.
    public let settleTime: Double?
    /// The release jump, in pixels at 3x.
    public let releaseJump: Double
    /// The velocity mismatch at the lift, a fraction.
    public let velocityMismatch: Double

    /// The phase names the format uses.
    public static let phases: Set<String> = ["dragging", "settling", "idle", "dismissed", "finished", "cancelled"]
}
