/// A `sheetkit-lab --json` trace as Foundation's `JSONDecoder` reads it back, strictly: every
/// field of the documented format (``SheetKitLab/Trace/json``) with its type. The numbers the
/// format never writes as `null` are not optional here, and the lab's writer turns a value
/// that is not finite into `null`, so a trace holding NaN or an infinity fails to decode.
public struct TraceDocument: Decodable, Sendable {
    /// One displayed frame.
    public struct Frame: Decodable, Sendable {
        public let t: Double
        public let extent: Double
        public let velocity: Double
        public let progress: Double
        public let dimming: Double
        public let scrollOffset: Double
        public let phase: String
    }

    /// One engine event.
    public struct Event: Decodable, Sendable {
        public let t: Double
        public let type: String
        public let detent: Int?
    }

    /// Where the sheet ended up.
    public struct Outcome: Decodable, Sendable {
        public let phase: String
        public let detent: Int?
        public let extent: Double
    }

    public let scenario: String
    public let frames: [Frame]
    public let events: [Event]
    public let outcome: Outcome
    /// `null` when the sheet did not come to rest.
    public let settleTime: Double?
    public let releaseJump: Double
    public let velocityMismatch: Double

    /// The phase names the format uses.
    public static let phases: Set<String> = ["dragging", "settling", "idle", "dismissed"]
}
