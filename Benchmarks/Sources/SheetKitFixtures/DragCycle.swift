import SheetKit

/// A finger moving a sheet with a list in it up past the large detent and back, as one
/// repeating cycle of pan-changed events, so every step of the arbitration runs: the sheet
/// takes the delta, the delta is split at the largest detent, the list scrolls, the list
/// scrolls back to its start, and the sheet takes the rest.
public enum DragCycle {
    /// The finger's motion per event, in points (positive = toward expanding).
    public static let step = 8.0

    /// Events per direction; 40 × 8 pt = 320 pt, enough to cross the large detent (240 pt
    /// above ``EngineFixtures/draggingCommentSheet()``'s 536.4 pt) and scroll the list 80 pt.
    public static let eventsPerDirection = 40

    /// The deltas of one cycle, in points: up, then back down to where it started.
    public static func deltas() -> [Double] {
        Array(repeating: step, count: eventsPerDirection) + Array(repeating: -step, count: eventsPerDirection)
    }

    /// Drives `engine` through `count` events of the cycle, one per 120 Hz frame after `time`,
    /// feeding back the scroll pin into `scroll` as the UIKit layer does.
    /// - Returns: The last output.
    @discardableResult
    public static func drive(_ engine: inout SheetEngine, events count: Int, after time: inout Double,
                             scroll: inout ScrollMetrics, deltas: [Double]) -> SheetOutput {
        var output = engine.output
        for event in 0..<count {
            time += EngineFixtures.frameDuration
            output = engine.send(.dragChanged(delta: deltas[event % deltas.count], time: time, scroll: scroll))
            if let pin = output.scrollPin { scroll.offset = pin }
        }
        return output
    }
}
