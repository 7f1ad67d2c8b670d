import Foundation

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

    package func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        var report = FuzzReport(fuzzer: name, seed: seed)
        let started = Date()
        try? FileManager.default.createDirectory(at: context.outputDirectory, withIntermediateDirectories: true)
        let marker = context.outputDirectory.appendingPathComponent(Self.currentCaseName)
        if let leftover = try? String(contentsOf: marker, encoding: .utf8) {
            report.notes.append("an earlier run crashed on \(leftover.trimmingCharacters(in: .whitespacesAndNewlines)); replay it with --seed")
        }
        var index = 0
        var inputs = 0
        var slowest = 0.0
        while Date().timeIntervalSince(started) < budget.seconds, index < (budget.maximumCases ?? .max) {
            try? "seed \(seed) case \(index)\n".write(to: marker, atomically: false, encoding: .utf8)
            let fuzzCase = EngineCase.makeCase(seed: seed, index: index)
            let caseStart = Date()
            let result = EngineCheck.run(fuzzCase)
            let seconds = Date().timeIntervalSince(caseStart)
            slowest = max(slowest, seconds)
            inputs += fuzzCase.inputs.count
            report.casesTried += 1
            report.count("preset \(fuzzCase.preset)")
            if seconds > budget.caseSeconds {
                report.hangs += 1
                report.failures.append(failure(.hang, "hang", "case took \(seconds) s", fuzzCase, index: index))
            }
            switch result {
            case .success(let outcome):
                report.count(outcome.rawValue)
            case .failure(let violation):
                report.violations += 1
                if report.failures.count < budget.maximumReproducers {
                    let shrunk = Self.shrink(fuzzCase, category: violation.category, seconds: budget.shrinkSeconds)
                    var found = failure(.violation, violation.category, violation.message, shrunk, index: index)
                    found.originalSize = fuzzCase.text.utf8.count
                    let file = context.outputDirectory.appendingPathComponent("engine-seed\(seed)-case\(index).txt")
                    if (try? Data(found.reproducer).write(to: file)) != nil { found.reproducerPath = file.path }
                    report.failures.append(found)
                }
            }
            index += 1
        }
        try? FileManager.default.removeItem(at: marker)
        report.seconds = Date().timeIntervalSince(started)
        report.notes.append("\(inputs) inputs; slowest case \(String(format: "%.3f", slowest)) s (bound \(budget.caseSeconds) s)")
        return report
    }

    private func failure(_ kind: FuzzFailure.Kind, _ category: String, _ message: String, _ fuzzCase: EngineCase, index: Int) -> FuzzFailure {
        let text = Array(fuzzCase.text.utf8)
        return FuzzFailure(kind: kind, category: category, caseIndex: index, message: message,
                           reproducer: text, originalSize: text.count, reproducerPath: nil)
    }

    /// Removes inputs, half a chunk at a time, while the case still breaks `category`.
    static func shrink(_ fuzzCase: EngineCase, category: String, seconds: Double) -> EngineCase {
        let started = Date()
        var smallest = fuzzCase
        var chunk = max(1, smallest.inputs.count / 2)
        while chunk >= 1, Date().timeIntervalSince(started) < seconds {
            var removedAny = false
            var start = 0
            while start < smallest.inputs.count, Date().timeIntervalSince(started) < seconds {
                var candidate = smallest
                candidate.inputs.removeSubrange(start..<min(start + chunk, candidate.inputs.count))
                if case .failure(let violation) = EngineCheck.run(candidate), violation.category == category {
                    smallest = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return smallest
    }
}
