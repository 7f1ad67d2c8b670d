/// The phase of an ``InteractiveTrack``.
///
/// `idle` → `tracking` (a finger) or `settling` (a spring) → `finished` or `cancelled`.
/// A touch during `settling` returns to `tracking`; `finished` and `cancelled` are terminal
/// until a new transition begins.
package enum TrackPhase: String, Hashable, Sendable, CaseIterable {
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
    package var isOutcome: Bool { self == .finished || self == .cancelled }
}
