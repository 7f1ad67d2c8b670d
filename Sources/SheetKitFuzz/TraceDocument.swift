/// A `sheetkit-lab --json` trace as Foundation's `JSONDecoder` reads it back, strictly: every
/// field of the documented format (``SheetKitLab/Trace/json``) with its type. The numbers the
/// format never writes as `null` are not optional here, and the lab's writer turns a value
/// that is not finite into `null`, so a trace holding NaN or an infinity fails to decode.
package struct TraceDocument: Decodable, Sendable {
    /// One displayed frame.
    package struct Frame: Decodable, Sendable {
        /// When the frame is shown, in seconds from the first input.
        package let t: Double
        /// The sheet's extent (a track's position along it), in points.
        package let extent: Double
        /// The extent's rate of change, in points per second.
        package let velocity: Double
        /// The presentation progress, 0...1.
        package let progress: Double
        /// The dimming alpha, 0...1.
        package let dimming: Double
        /// The list's content offset, in points (0 without a list).
        package let scrollOffset: Double
        /// One of ``TraceDocument/phases``.
        package let phase: String
    }

    /// One engine event.
    package struct Event: Decodable, Sendable {
        /// When the input that produced it happened, in seconds from the first input.
        package let t: Double
        /// The event's name (``SheetKitLab/Trace/EventKind``).
        package let type: String
        /// The detent index it concerns, when it concerns one.
        package let detent: Int?
    }

    /// Where the sheet ended up.
    package struct Outcome: Decodable, Sendable {
        /// The last frame's phase.
        package let phase: String
        /// The detent the sheet rests on; `nil` once dismissed.
        package let detent: Int?
        /// The last extent, in points.
        package let extent: Double
    }

    /// The scenario's name.
    package let scenario: String
    /// One frame per display tick after the first input.
    package let frames: [Frame]
    /// The engine's events, in order.
    package let events: [Event]
    /// Where the sheet ended up.
    package let outcome: Outcome
    /// `null` when the sheet did not come to rest.
    package let settleTime: Double?
    /// The release jump, in pixels at 3x.
    package let releaseJump: Double
    /// The velocity mismatch at the lift, a fraction.
    package let velocityMismatch: Double

    /// The phase names the format uses.
    package static let phases: Set<String> = ["dragging", "settling", "idle", "dismissed", "finished", "cancelled"]
}
