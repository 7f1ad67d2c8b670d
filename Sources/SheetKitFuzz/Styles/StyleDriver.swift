import SheetKit

/// What the style fuzzer needs of each style value's driver: play a step (its inputs, then
/// the invariants), and tell whether something still moves.
protocol StyleDriver {
    /// The latest time, in seconds.
    var now: Double { get set }
    /// Plays `step`'s inputs and checks every output.
    mutating func play(_ step: FuzzStep) throws
    /// Whether a spring or a timed curve still moves, so frames are needed.
    var isMoving: Bool { get }
    /// Lifts a finger still down.
    mutating func release() throws
}

extension StyleDriver {
    /// The frame `step` stands for, one at a time: `count` ticks `interval` apart from now.
    mutating func ticks(_ count: Int, interval: Double, _ send: (inout Self, FrameTick) throws -> Void) throws {
        for _ in 0..<count {
            let tick = FrameTick(timestamp: now, targetTimestamp: now + interval)
            now = FuzzClock.advanced(now, by: interval)
            try send(&self, tick)
        }
    }

    /// Ends the case: the finger lifts and frames run until nothing moves.
    mutating func finish() throws {
        try release()
        now = FuzzClock.restarted(now)
        var elapsed = 0.0
        while isMoving {
            guard elapsed < FuzzClock.restLimit else {
                throw FuzzViolation(category: "rest not reached", message: "still moving after \(FuzzClock.restLimit) s of frames")
            }
            elapsed += FuzzClock.restTickInterval
            try play(.frames(count: 1, interval: FuzzClock.restTickInterval))
        }
    }
}
