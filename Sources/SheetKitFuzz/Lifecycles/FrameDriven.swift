import SheetKit

/// What the lifecycle fuzz drivers share about time: their clock, the runner's display link,
/// frames sent only while it runs, and frames run until everything rests.
protocol FrameDriven {
    /// The time, in seconds.
    var now: Double { get set }
    /// The model of the UIKit runner (whether the display link runs).
    var runner: RunnerModel { get }
    /// Plays one step, then checks the invariants.
    mutating func play(_ step: FuzzStep) throws
    /// Sends a display-link frame to the lifecycle.
    mutating func sendTick(_ tick: FrameTick) throws
}

extension FrameDriven {
    /// Up to `count` frames `interval` seconds apart, each only while the display link runs
    /// (UIKit calls no display link that is stopped).
    mutating func playFrames(count: Int, interval: Double) throws {
        for _ in 0..<count where runner.displayLinkRunning {
            let tick = FrameTick(timestamp: now, targetTimestamp: now + interval)
            now = FuzzClock.advanced(now, by: interval)
            try sendTick(tick)
        }
    }

    /// Runs frames from a fresh, sane time until the display link stops and `pending` is
    /// false; a violation when that takes longer than ``FuzzClock/restLimit``.
    mutating func settle(whilePending pending: (Self) -> Bool = { _ in false }) throws {
        now = FuzzClock.restarted(now)
        var elapsed = 0.0
        repeat {
            guard elapsed < FuzzClock.restLimit else {
                throw FuzzViolation(category: "rest not reached", message: "the display link still runs after \(FuzzClock.restLimit) s of frames")
            }
            elapsed += FuzzClock.restTickInterval
            try play(.frames(count: 1, interval: FuzzClock.restTickInterval))
        } while runner.displayLinkRunning || pending(self)
    }
}
