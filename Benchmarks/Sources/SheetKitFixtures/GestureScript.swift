import SheetKit

/// A reproducible stream of random gestures and display-link ticks for the state machine.
///
/// The stream is generated against a live engine so that each input makes sense in the phase
/// the sheet is in (a finger that lifts was down, a tick comes while a spring runs, a hidden
/// sheet is presented again); replaying it on a fresh ``EngineFixtures/restingCommentSheet()``
/// takes exactly the same path. Frames are 120 Hz, one in sixteen of them dropped.
public struct GestureScript: Sendable {
    /// The inputs, in order.
    public let inputs: [SheetInput]
    /// How many inputs of each kind the stream holds, by name (`"tick"`, `"dragChanged"`, …).
    public let counts: [String: Int]
    /// How many times each phase was entered while generating, by phase.
    public let phasesEntered: [SheetPhase: Int]

    /// Generates `count` inputs from `seed`.
    /// - Parameters:
    ///   - count: How many inputs to produce.
    ///   - seed: The random seed; equal seeds produce equal scripts.
    public init(count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var engine = EngineFixtures.restingCommentSheet()
        var scroll = EngineFixtures.trackedList
        var time = 0.0
        var inputs: [SheetInput] = []
        var counts: [String: Int] = [:]
        var phasesEntered: [SheetPhase: Int] = [:]
        inputs.reserveCapacity(count)
        while inputs.count < count {
            let previousTime = time
            let dropsFrame = random.next(upperBound: UInt64(16)) == 0
            time += EngineFixtures.frameDuration * (dropsFrame ? 2 : 1)
            let (name, input) = Self.nextInput(for: engine.phase, at: time, since: previousTime,
                                               scroll: &scroll, random: &random)
            let before = engine.phase
            let output = engine.send(input)
            if let pin = output.scrollPin { scroll.offset = pin }
            if output.phase != before { phasesEntered[output.phase, default: 0] += 1 }
            inputs.append(input)
            counts[name, default: 0] += 1
        }
        self.inputs = inputs
        self.counts = counts
        self.phasesEntered = phasesEntered
    }

    /// A plausible next input in `phase`, and its kind's name.
    static func nextInput(for phase: SheetPhase, at time: Double, since previousTime: Double,
                          scroll: inout ScrollMetrics, random: inout SplitMix64) -> (String, SheetInput) {
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
        case .idle:
            return roll < 0.3 ? ("dragBegan", .dragBegan(time: time)) : ("tick", tick)
        case .hidden, .dismissed:
            // Present again; a finger on a dismissed sheet is ignored by the engine (it
            // starts interactive presentations from hidden only) and is part of the stream.
            scroll.offset = 0
            return roll < 0.5 ? ("present", .present(animated: true, time: time)) : ("dragBegan", .dragBegan(time: time))
        }
    }
}
