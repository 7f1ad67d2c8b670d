/// The actions a lifecycle value queued for its adapter, taken one at a time in order.
///
/// A lifecycle value queues actions while it handles an event and the adapter takes them with
/// ``next()``. An action may make UIKit call back synchronously; the adapter hands that
/// call-back to the lifecycle at once, and the actions it causes queue behind the ones still
/// pending, so everything is performed in order and the lifecycle is never accessed twice at
/// the same time. The storage is kept between events, so taking actions does not allocate
/// once the queue has grown.
package struct ActionQueue<Action: Sendable>: Sendable {
    private var pending: [Action] = []
    private var nextIndex = 0

    /// An empty queue with room for `capacity` actions.
    package init(capacity: Int = 16) {
        pending.reserveCapacity(capacity.clamped(to: 0...1024))
    }

    /// Queues `action` behind the pending ones.
    package mutating func append(_ action: Action) {
        pending.append(action)
    }

    /// The next action, or `nil` when the queue is drained.
    /// - Complexity: O(1).
    package mutating func next() -> Action? {
        guard nextIndex < pending.count else {
            if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
            nextIndex = 0
            return nil
        }
        defer { nextIndex += 1 }
        return pending[nextIndex]
    }
}

/// A clock that stops while the app is in the background: a lifecycle's time is event time
/// minus the time spent there, so a settle resumes where it stopped instead of jumping to its
/// end.
package struct PausingClock: Hashable, Sendable {
    /// When the app went to the background, in event time; `nil` while active.
    package private(set) var pausedAt: Double?
    /// The total time spent in the background, in seconds.
    package private(set) var offset = 0.0

    /// A running clock.
    package init() {}

    /// Whether the clock is stopped.
    package var isPaused: Bool { pausedAt != nil }

    /// `time` on the lifecycle's clock.
    package func lifecycleTime(_ time: Double) -> Double {
        time.isFinite ? time - offset : time
    }

    /// `tick` on the lifecycle's clock.
    package func lifecycleTick(_ tick: FrameTick) -> FrameTick {
        FrameTick(timestamp: lifecycleTime(tick.timestamp), targetTimestamp: lifecycleTime(tick.targetTimestamp))
    }

    /// The longest total time away the clock takes out, in seconds: twice
    /// ``InputLimits/maximumEventTime``, the most a pause and a resume within its range can
    /// span. The offset then never grows so large that `time − offset` stops resolving a frame.
    package static let maximumOffset = 2 * InputLimits.maximumEventTime

    /// Stops the clock at `time` (a non-finite time is ignored; a stopped clock stays
    /// stopped). A time beyond ±``InputLimits/maximumEventTime`` counts as that bound.
    package mutating func pause(at time: Double) {
        guard pausedAt == nil, time.isFinite else { return }
        pausedAt = Self.bounded(time)
    }

    /// Starts the clock again at `time`; the time away is taken out of every later time.
    ///
    /// A non-finite time or one before the pause takes nothing out; a time beyond
    /// ±``InputLimits/maximumEventTime`` counts as that bound, and the total taken out is at
    /// most ``maximumOffset``. So a bogus far-future resume (1e300 s) cannot make later times
    /// collapse onto one value: they go far back instead, and the lifecycle's motion restarts
    /// its clock from what it shows (the tick rule of ``InputLimits``).
    package mutating func resume(at time: Double) {
        guard let start = pausedAt else { return }
        pausedAt = nil
        guard time.isFinite else { return }
        let end = Self.bounded(time)
        if end > start { offset = Swift.min(offset + (end - start), Self.maximumOffset) }
    }

    /// `time` clamped into ±``InputLimits/maximumEventTime``.
    static func bounded(_ time: Double) -> Double {
        time.clamped(to: -InputLimits.maximumEventTime...InputLimits.maximumEventTime)
    }
}
