import SheetKit

/// A script that plays an adapter's part around a core value: it delivers display-link frames
/// while its display link runs, and turns the main queue after each.
protocol FrameDrivenScript {
    /// The current time, in seconds.
    var now: Double { get set }
    /// Whether the adapter's display link runs.
    var displayLinkRunning: Bool { get }
    /// Sends `event` and performs every action until the queue is drained.
    mutating func send(_ event: SheetLifecycleEvent)
    /// Runs what waits for the next turn of the main queue.
    mutating func runMainQueue()
}

extension FrameDrivenScript {
    /// Display-link frames at `rate` Hz for `duration` seconds, delivered while it runs.
    mutating func runFrames(for duration: Double, rate: Double = 120) {
        let end = now + duration
        while now < end - 1e-9 {
            let previous = now
            now += 1 / rate
            if displayLinkRunning { send(.tick(FrameTick(timestamp: previous, targetTimestamp: now))) }
            runMainQueue()
        }
    }

    /// Runs frames until nothing moves (at most `limit` seconds).
    mutating func settle(limit: Double = 5) {
        var elapsed = 0.0
        while displayLinkRunning, elapsed < limit {
            runFrames(for: 1.0 / 120)
            elapsed += 1.0 / 120
        }
        runMainQueue()
    }
}
