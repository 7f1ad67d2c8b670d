import Foundation
import SheetKit

/// Random input sequences through the public engine API, for every preset and random
/// configurations with hostile numbers (extremes, subnormals, NaN and infinities, `Int`
/// extremes), duplicated, tiny and backward time steps, layout and configuration changes
/// mid-gesture and inconsistent scroll metrics. Checked on every output: every number
/// finite, the extent within its bounds, a resting sheet exactly on its detent and still,
/// events consistent with the phase, `presented` and `dismissed` at most once per
/// presentation, and rest reached after enough frames.
///
/// A crash (a debug build's invariant check traps on an engine bug) ends the process; the
/// case's seed and index are then left in `current-engine-case.txt` in the output folder.
package struct EngineFuzzer: Fuzzer {
    /// Creates the fuzzer.
    package init() {}

    package var name: String { "engine" }

    package var summary: String {
        "hostile input sequences through SheetEngine: finite outputs, bounds, rest on a detent, events consistent with the phase"
    }

    /// The file that names the case being run, so a crash can be replayed.
    static let currentCaseName = "current-engine-case.txt"

    /// The shared run loop over engine cases.
    private var fuzzing: SteppedFuzzing<EngineCase> {
        SteppedFuzzing(name: name, makeCase: { EngineCase.makeCase(seed: $0, index: $1) },
                       check: { EngineCheck.run($0).map(\.rawValue) }, tag: { "preset \($0.preset)" }, stepNoun: "inputs")
    }

    package func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        fuzzing.run(seed: seed, budget: budget, context: context)
    }

    /// Removes inputs, half a chunk at a time, while the case still breaks `category`.
    static func shrink(_ fuzzCase: EngineCase, category: String, seconds: Double) -> EngineCase {
        EngineFuzzer().fuzzing.shrink(fuzzCase, category: category, seconds: seconds)
    }
}

extension EngineCase: SteppedCase {
    /// The inputs, which the shrinker removes (the answers to permission requests stay).
    var steps: [SheetInput] {
        get { inputs }
        set { inputs = newValue }
    }
}
