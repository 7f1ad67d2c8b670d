/// How an interactive transition ends: at its end state or back at its start state.
public enum TrackOutcome: String, Hashable, Sendable, CaseIterable {
    /// The transition completes: the track reaches its end (position = length). UIKit's
    /// `finishInteractiveTransition()` + `completeTransition(true)`.
    case finish
    /// The transition is abandoned: the track returns to its start (position 0). UIKit's
    /// `cancelInteractiveTransition()` + `completeTransition(false)`.
    case cancel
}

/// The phase of an ``InteractiveTrack``.
///
/// `idle` → `tracking` (a finger) or `settling` (a spring) → `finished` or `cancelled`.
/// A touch during `settling` returns to `tracking`; `finished` and `cancelled` are terminal
/// until a new transition begins.
public enum TrackPhase: String, Hashable, Sendable, CaseIterable {
    /// No transition has begun yet; the position is 0.
    case idle
    /// A finger moves the position.
    case tracking
    /// A spring moves the position toward an outcome.
    case settling
    /// The transition ended at its end state (position = length).
    case finished
    /// The transition ended back at its start state (position 0).
    case cancelled

    /// Whether the transition has ended (``finished`` or ``cancelled``).
    @inlinable
    public var isOutcome: Bool { self == .finished || self == .cancelled }
}

/// What happened during one input to an ``InteractiveTrack``. Several can happen at once
/// (a ``began`` with a ``finished`` on a zero-length track).
public struct TrackEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates events from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A transition began (a ``TrackInput/begin(time:)`` or a drag from rest). The UIKit
    /// layer starts the transition here (push, pop, tab switch).
    public static let began = TrackEvents(rawValue: 1 << 0)
    /// A touch caught the track while a spring moved it; the drag continues from there.
    public static let interrupted = TrackEvents(rawValue: 1 << 1)
    /// The transition finished. Reported once per transition.
    public static let finished = TrackEvents(rawValue: 1 << 2)
    /// The transition was cancelled. Reported once per transition.
    public static let cancelled = TrackEvents(rawValue: 1 << 3)
}
