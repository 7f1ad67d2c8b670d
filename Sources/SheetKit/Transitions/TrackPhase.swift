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
