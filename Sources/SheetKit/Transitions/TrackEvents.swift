/// What happened during one input to an ``InteractiveTrack``. Several can happen at once
/// (a ``began`` with a ``finished`` on a zero-length track).
package struct TrackEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates events from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A transition began (a ``TrackInput/begin(time:)`` or a drag from rest). The UIKit
    /// layer starts the transition here (push, pop, tab switch).
    package static let began = TrackEvents(rawValue: 1 << 0)
    /// A touch caught the track while a spring moved it; the drag continues from there.
    package static let interrupted = TrackEvents(rawValue: 1 << 1)
    /// The transition finished. Reported once per transition.
    package static let finished = TrackEvents(rawValue: 1 << 2)
    /// The transition was cancelled. Reported once per transition.
    package static let cancelled = TrackEvents(rawValue: 1 << 3)
}
