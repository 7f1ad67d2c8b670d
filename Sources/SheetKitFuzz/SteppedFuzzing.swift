import Foundation

/// A fuzz case made of steps (``FuzzStep``s, or the engine's inputs): the shrinker removes
/// steps and keeps the rest.
protocol SteppedCase {
    /// What one step is.
    associatedtype Step
    /// The steps, in order.
    var steps: [Step] { get set }
    /// The case as text, for the reproducer.
    var text: String { get }
}

/// The run loop of the step-based fuzzers (engine, lifecycles, styles): cases from a seed
/// until the budget is spent, each checked, failures shrunk and written as reproducers. A
/// crash leaves `current-NAME-case.txt` naming the case.
struct SteppedFuzzing<Case: SteppedCase> {
    /// The fuzzer's name.
    var name: String
    /// Case `index` of `seed`.
    var makeCase: (UInt64, Int) -> Case
    /// A case's outcome label, or its first broken invariant.
    var check: (Case) -> Result<String, FuzzViolation>
    /// A label counted for every case (the engine's preset), or `nil`.
    var tag: ((Case) -> String)? = nil
    /// What the report calls a step ("steps", "inputs").
    var stepNoun = "steps"

    /// The file naming the case being run.
    var currentCaseName: String { "current-\(name)-case.txt" }

    /// Runs cases from `seed` within `budget`.
    func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        var report = FuzzReport(fuzzer: name, seed: seed)
        let started = Date()
        try? FileManager.default.createDirectory(at: context.outputDirectory, withIntermediateDirectories: true)
        let marker = context.outputDirectory.appendingPathComponent(currentCaseName)
        if let leftover = try? String(contentsOf: marker, encoding: .utf8) {
            report.notes.append("an earlier run crashed on \(leftover.trimmingCharacters(in: .whitespacesAndNewlines)); replay it with --seed")
        }
        var index = 0
        var steps = 0
        var slowest = 0.0
        while Date().timeIntervalSince(started) < budget.seconds, index < (budget.maximumCases ?? .max) {
            try? "seed \(seed) case \(index)\n".write(to: marker, atomically: false, encoding: .utf8)
            let fuzzCase = makeCase(seed, index)
            let caseStart = Date()
            let result = check(fuzzCase)
            let seconds = Date().timeIntervalSince(caseStart)
            slowest = max(slowest, seconds)
            steps += fuzzCase.steps.count
            report.casesTried += 1
            if let tag { report.count(tag(fuzzCase)) }
            if seconds > budget.caseSeconds {
                report.hangs += 1
                report.failures.append(failure(.hang, "hang", "case took \(seconds) s", fuzzCase, index: index))
            }
            switch result {
            case .success(let label):
                report.count(label)
            case .failure(let violation):
                report.violations += 1
                report.count("violated")
                if report.failures.count < budget.maximumReproducers {
                    let shrunk = shrink(fuzzCase, category: violation.category, seconds: budget.shrinkSeconds)
                    // The shrunk case's own message names its (later, shorter) step.
                    var message = violation.message
                    if case .failure(let again) = check(shrunk) { message = again.message }
                    var found = failure(.violation, violation.category, message, shrunk, index: index)
                    found.originalSize = fuzzCase.text.utf8.count
                    let file = context.outputDirectory.appendingPathComponent("\(name)-seed\(seed)-case\(index).txt")
                    if (try? Data(found.reproducer).write(to: file)) != nil { found.reproducerPath = file.path }
                    report.failures.append(found)
                }
            }
            if context.verbose { context.log("\(name) case \(index): \(result) in \(String(format: "%.3f", seconds)) s") }
            index += 1
        }
        try? FileManager.default.removeItem(at: marker)
        report.seconds = Date().timeIntervalSince(started)
        report.notes.append("\(steps) \(stepNoun); slowest case \(String(format: "%.3f", slowest)) s (bound \(budget.caseSeconds) s)")
        return report
    }

    /// A failure of `kind` with the case as its reproducer.
    private func failure(_ kind: FuzzFailure.Kind, _ category: String, _ message: String, _ fuzzCase: Case, index: Int) -> FuzzFailure {
        let text = Array(fuzzCase.text.utf8)
        return FuzzFailure(kind: kind, category: category, caseIndex: index, message: message,
                           reproducer: text, originalSize: text.count, reproducerPath: nil)
    }

    /// Removes steps, half a chunk at a time, while the case still breaks `category`.
    func shrink(_ fuzzCase: Case, category: String, seconds: Double) -> Case {
        let started = Date()
        var smallest = fuzzCase
        var chunk = max(1, smallest.steps.count / 2)
        while chunk >= 1, Date().timeIntervalSince(started) < seconds {
            var removedAny = false
            var start = 0
            while start < smallest.steps.count, Date().timeIntervalSince(started) < seconds {
                var candidate = smallest
                candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                if case .failure(let violation) = check(candidate), violation.category == category {
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
