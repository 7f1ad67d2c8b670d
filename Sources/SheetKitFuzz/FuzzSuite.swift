import Foundation

/// The fuzzers `sheetkit-fuzz` runs, and running them.
package enum FuzzSuite {
    /// Every registered fuzzer, in the order they run. Add a new fuzzer here.
    package static let fuzzers: [any Fuzzer] = [
        LabFileFuzzer(),
        EngineFuzzer(),
        LifecycleFuzzer(),
        StyleFuzzer(),
    ]

    /// Runs `fuzzers` one after the other with the same seed and budget each.
    /// - Returns: One report per fuzzer.
    /// - Complexity: The sum of the fuzzers' budgets.
    package static func run(_ fuzzers: [any Fuzzer] = fuzzers, seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> [FuzzReport] {
        fuzzers.map { fuzzer in
            context.log("\(fuzzer.name): \(fuzzer.summary)")
            return fuzzer.run(seed: seed, budget: budget, context: context)
        }
    }
}
