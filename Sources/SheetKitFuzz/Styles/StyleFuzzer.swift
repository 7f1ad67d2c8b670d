/// Random gestures and extremes fed straight into the style values built on the one motion
/// machine (``InteractiveTrack`` and its spring): a card zoom's dismissal, a centred card's
/// drop-in and dismissal, a card press, and the tracks of the navigation styles, tab switches
/// and circular reveals with their appearances. Checked on every output: every number finite,
/// alphas, scales and progresses in range, events that agree with the phase, each outcome
/// reported once; at the end, rest within the time limit.
package struct StyleFuzzer: Fuzzer {
    /// Creates the fuzzer.
    package init() {}

    package var name: String { "styles" }

    package var summary: String {
        "hostile gestures through the style values: finite appearances, events consistent with the phase, one outcome each, rest"
    }

    /// The run loop with this fuzzer's cases and check.
    var fuzzing: SteppedFuzzing<StyleCase> {
        SteppedFuzzing(name: name, makeCase: StyleCase.makeCase, check: StyleCheck.run)
    }

    package func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        fuzzing.run(seed: seed, budget: budget, context: context)
    }
}
