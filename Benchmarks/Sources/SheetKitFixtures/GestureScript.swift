import SheetKit

/// A reproducible stream of random gesture events, with the display-link ticks their motions
/// need, for the state machine.
///
/// The stream is generated against a live engine so that each input makes sense in the phase
/// the sheet is in (a finger that lifts was down, a tick comes while a spring runs, a hidden
/// sheet is presented again); replaying it on a fresh ``EngineFixtures/restingCommentSheet()``
/// takes exactly the same path. Each loop pass is one 120 Hz frame, one in sixteen of them
/// dropped. A resting sheet gets no ticks (its display link is paused): frames pass until a
/// finger comes down.
public struct GestureScript: Sendable {
    /// The inputs, in order: gesture events, display-link ticks and presentations.
    public let inputs: [SheetInput]
    /// How many inputs of each kind the stream holds, by name (`"tick"`, `"dragChanged"`, …).
    public let counts: [String: Int]
    /// How many times each phase was entered while generating, by phase.
    public let phasesEntered: [SheetPhase: Int]

    /// The input kinds that are gesture events: what a finger does.
    public static let gestureEventNames: Set<String> = ["dragBegan", "dragChanged", "dragEnded", "dragCancelled"]

    /// How many of ``inputs`` are gesture events (``gestureEventNames``).
    public var gestureEventCount: Int {
        counts.filter { Self.gestureEventNames.contains($0.key) }.values.reduce(0, +)
    }

    /// How many of ``inputs`` are display-link ticks.
    public var tickCount: Int { counts["tick", default: 0] }

    /// Generates `gestureEvents` gesture events from `seed`, with the ticks and presentations
    /// that come between them.
    /// - Parameters:
    ///   - gestureEvents: How many gesture events to produce.
    ///   - seed: The random seed; equal seeds produce equal scripts.
    public init(gestureEvents: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var engine = EngineFixtures.restingCommentSheet()
        var scroll = EngineFixtures.trackedList
        var time = 0.0
        var inputs: [SheetInput] = []
        var counts: [String: Int] = [:]
        var phasesEntered: [SheetPhase: Int] = [:]
        var gestures = 0
        while gestures < gestureEvents {
            let previousTime = time
            let dropsFrame = random.next(upperBound: UInt64(16)) == 0
            time += EngineFixtures.frameDuration * (dropsFrame ? 2 : 1)
            guard let (name, input) = Self.nextInput(for: engine.phase, at: time, since: previousTime,
                                                     scroll: &scroll, random: &random) else { continue }
            let before = engine.phase
            let output = engine.send(input)
            if let pin = output.scrollPin { scroll.offset = pin }
            if output.phase != before { phasesEntered[output.phase, default: 0] += 1 }
            inputs.append(input)
            counts[name, default: 0] += 1
            if Self.gestureEventNames.contains(name) { gestures += 1 }
        }
        self.inputs = inputs
        self.counts = counts
        self.phasesEntered = phasesEntered
    }

    /// A plausible next input in `phase` and its kind's name, or `nil` when nothing happens
    /// on this frame.
    static func nextInput(for phase: SheetPhase, at time: Double, since previousTime: Double,
                          scroll: inout ScrollMetrics, random: inout SplitMix64) -> (String, SheetInput)? {
        let roll = Double.random(in: 0..<1, using: &random)
        let tick = SheetInput.tick(FrameTick(timestamp: previousTime, targetTimestamp: time))
        switch phase {
        case .dragging:
            if roll < 0.88 {
                // Mostly small moves, sometimes a fast one; a list in the sheet two times in three.
                let delta = Double.random(in: -24...24, using: &random) * (roll < 0.08 ? 4 : 1)
                let tracked: ScrollMetrics? = roll < 0.6 ? scroll : nil
                return ("dragChanged", .dragChanged(delta: delta, time: time, scroll: tracked))
            }
            if roll < 0.98 {
                return ("dragEnded", .dragEnded(velocity: Double.random(in: -3000...3000, using: &random), time: time))
            }
            return ("dragCancelled", .dragCancelled(time: time))
        case .presenting, .settling:
            // A touch now and then catches the moving sheet.
            return roll < 0.04 ? ("dragBegan", .dragBegan(time: time)) : ("tick", tick)
        case .dismissing:
            return ("tick", tick)
        case .resting, .held:
            // At rest the display link is paused: no tick, and now and then a finger.
            return roll < 0.3 ? ("dragBegan", .dragBegan(time: time)) : nil
        case .hidden, .dismissed:
            // Present again; a finger on a dismissed sheet is ignored by the engine (it
            // starts interactive presentations from hidden only) and is part of the stream.
            scroll.offset = 0
            return roll < 0.5 ? ("present", .present(animated: true, time: time)) : ("dragBegan", .dragBegan(time: time))
        }
    }
}
