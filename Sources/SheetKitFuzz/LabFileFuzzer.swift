import Foundation
import SheetKitLab
import SheetKitTestSupport

/// Fuzzes `sheetkit-lab`'s scenario files: mutated documents run in process exactly as
/// `sheetkit-lab FILE --json` runs them, and must meet ``LabInvariants``; a sample also runs
/// through the built executable, which must exit 0 or 2 (not die of a signal) and agree with
/// the in-process run.
///
/// Case `n` of seed `s` starts from one of ``LabFileSeeds/all``. Two cases in five apply one
/// or two of ``LabFileMutation/valueChanges`` (mostly valid files: extreme values reach the
/// engine); the others apply one to three of any ``LabFileMutation``, then, one time in
/// three, a ``LabByteMutation``. A case depends only on `s` and `n`.
package struct LabFileFuzzer: Fuzzer {
    /// "lab-files".
    package let name = "lab-files"
    /// What it feeds and checks.
    package let summary = "mutated scenario files through sheetkit-lab FILE --json: exit 0 with a finite trace or exit 2 naming the problem"

    /// Creates the fuzzer.
    package init() {}

    /// One generated case.
    struct Case {
        let index: Int
        /// The document, when the text is its serialization (no byte mutation).
        let document: FuzzJSON?
        let bytes: [UInt8]
        /// The mutations applied, for the report.
        let mutations: [String]
    }

    /// Case `index` of `seed`.
    static func makeCase(seed: UInt64, index: Int) -> Case {
        var random = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        _ = random.next()
        var document = LabFileSeeds.all.randomElement(using: &random) ?? .null
        var mutations: [String] = []
        // Two cases in five change only values, and mostly keep the file valid, so that the
        // engine runs on extreme but accepted scenarios; the others break anything.
        let gentle = Int.random(in: 0..<5, using: &random) < 2
        for _ in 0..<Int.random(in: gentle ? 1...2 : 1...3, using: &random) {
            let choices = gentle ? LabFileMutation.valueChanges : LabFileMutation.allCases
            let mutation = choices.randomElement(using: &random) ?? .wrongType
            document = mutation.apply(to: document, using: &random)
            mutations.append(mutation.rawValue)
        }
        guard !gentle, Int.random(in: 0..<3, using: &random) == 0, let mutation = LabByteMutation.allCases.randomElement(using: &random) else {
            return Case(index: index, document: document, bytes: document.bytes, mutations: mutations)
        }
        mutations.append(mutation.rawValue)
        return Case(index: index, document: nil, bytes: mutation.apply(to: document.bytes, using: &random), mutations: mutations)
    }

    /// Runs cases 0, 1, 2… of `seed` until the budget's time or case count is spent; shrinks
    /// the first failure of each category and writes its reproducer.
    /// - Complexity: O(cases × case size), bounded by the budget.
    package func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        var report = FuzzReport(fuzzer: name, seed: seed)
        let start = Date()
        let runner = LabCaseRunner(context: context, budget: budget)
        if let note = runner.keepLeftoverCase() { report.notes.append(note) }
        if let note = runner.staleExecutableNote() {
            report.notes.append(note)
            context.log("\(name): \(note)")
        }
        var subprocess = SubprocessTally(wanted: runner.executable == nil ? 0 : budget.subprocessCases)
        var slowest: (seconds: Double, index: Int) = (0, 0)
        var shrunkCategories = Set<String>()
        var index = 0
        while index < budget.maximumCases ?? .max, Date().timeIntervalSince(start) < budget.seconds {
            let fuzzCase = Self.makeCase(seed: seed, index: index)
            let label = "\(name) case \(index) of seed \(seed)"
            let outcome = runner.runInProcess(fuzzCase.bytes, label: label)
            report.casesTried += 1
            report.count("exit \(outcome.status)")
            if context.verbose {
                let message = outcome.errors.dropFirst("sheetkit-lab: \(runner.currentCase.path): ".count).dropLast()
                context.log("case \(index) [\(fuzzCase.mutations.joined(separator: ", "))]: exit \(outcome.status) "
                    + String(format: "%.3f s", outcome.seconds) + (message.isEmpty ? "" : ": \(message)"))
            }
            if outcome.seconds > slowest.seconds { slowest = (outcome.seconds, index) }
            if let problem = LabInvariants.check(outcome, path: runner.currentCase.path, caseSeconds: budget.caseSeconds) {
                if problem.kind == .hang { report.hangs += 1 } else { report.violations += 1 }
                context.log("\(label): \(problem.kind.rawValue): \(problem.message)")
                if report.failures.count < budget.maximumReproducers, shrunkCategories.insert(problem.category).inserted {
                    report.failures.append(shrink(fuzzCase, problem, runner: runner, budget: budget, context: context, seed: seed))
                }
            }
            if subprocess.isDue(index), let binary = runner.runSubprocess(fuzzCase.bytes, label: label) {
                if let failure = subprocess.check(binary, inProcess: outcome.status, index: index) {
                    if failure.kind == .crash { report.crashes += 1 } else { report.violations += 1 }
                    context.log("\(label): \(failure.kind.rawValue) in the executable: \(failure.message)")
                    if report.failures.count < budget.maximumReproducers, shrunkCategories.insert(failure.category).inserted {
                        var shrunk = failure
                        shrunk.originalSize = fuzzCase.bytes.count
                        shrunk.reproducer = shrink(fuzzCase, budget: budget) { bytes in
                            guard let again = runner.runSubprocess(bytes, label: "shrinking \(label)") else { return false }
                            var tally = SubprocessTally(wanted: 1)
                            let inProcess = runner.runInProcess(bytes, label: "shrinking \(label)").status
                            return tally.check(again, inProcess: inProcess, index: index)?.category == failure.category
                        }
                        report.failures.append(write(shrunk, context: context, seed: seed))
                    }
                }
            }
            index += 1
        }
        report.notes.append(String(format: "slowest case: %.3f s (case %d; bound %.1f s)", slowest.seconds, slowest.index, budget.caseSeconds))
        report.notes.append(subprocess.note(executable: runner.executable, wanted: budget.subprocessCases))
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Shrinks a failing case and writes its reproducer.
    private func shrink(_ fuzzCase: Case, _ problem: LabInvariants.Problem, runner: LabCaseRunner, budget: FuzzBudget,
                        context: FuzzContext, seed: UInt64) -> FuzzFailure {
        let bytes = shrink(fuzzCase, budget: budget) { bytes in
            let outcome = runner.runInProcess(bytes, label: "shrinking \(self.name) case \(fuzzCase.index)")
            return LabInvariants.check(outcome, path: runner.currentCase.path, caseSeconds: budget.caseSeconds)?.category == problem.category
        }
        let failure = FuzzFailure(kind: problem.kind, category: problem.category, caseIndex: fuzzCase.index,
                                  message: "\(problem.message) [mutations: \(fuzzCase.mutations.joined(separator: ", "))]",
                                  reproducer: bytes, originalSize: fuzzCase.bytes.count)
        return write(failure, context: context, seed: seed)
    }

    /// The smallest input found from `fuzzCase` for which `fails` holds: as a document when
    /// the case is one, else as bytes.
    private func shrink(_ fuzzCase: Case, budget: FuzzBudget, fails: @escaping ([UInt8]) -> Bool) -> [UInt8] {
        var shrinker = FuzzShrinker(seconds: budget.shrinkSeconds, fails: fails)
        return fuzzCase.document.map { shrinker.shrink($0).bytes } ?? shrinker.shrink(fuzzCase.bytes)
    }

    /// Writes `failure`'s reproducer under the output folder.
    private func write(_ failure: FuzzFailure, context: FuzzContext, seed: UInt64) -> FuzzFailure {
        var failure = failure
        let file = context.outputDirectory.appendingPathComponent("\(name)-seed\(seed)-case\(failure.caseIndex)-\(failure.kind.rawValue).json")
        if (try? Data(failure.reproducer).write(to: file)) != nil { failure.reproducerPath = file.path }
        return failure
    }
}

/// The cases sent through the executable, and what they showed.
struct SubprocessTally {
    /// How many to send.
    let wanted: Int
    /// How many were sent.
    private(set) var sent = 0
    /// How many exited 0 or 2 as the in-process run did.
    private(set) var agreed = 0

    /// Every how many cases one goes through the executable (the sample spreads over the
    /// first 10 × `wanted` cases).
    static let stride = 10

    /// Whether case `index` goes through the executable.
    func isDue(_ index: Int) -> Bool { sent < wanted && index % Self.stride == 0 }

    /// Records a subprocess run; returns its failure, if any.
    mutating func check(_ outcome: LabCaseRunner.Outcome, inProcess: Int32, index: Int) -> FuzzFailure? {
        sent += 1
        if outcome.signaled {
            return FuzzFailure(kind: .crash, category: "executable killed", caseIndex: index, message: "sheetkit-lab was killed by signal \(outcome.status)", reproducer: [], originalSize: 0)
        }
        guard outcome.status == inProcess, outcome.status == LabCommandLine.success || outcome.status == LabCommandLine.invalidInput else {
            return FuzzFailure(kind: .violation, category: "executable exit status", caseIndex: index,
                               message: "sheetkit-lab exited \(outcome.status); in process the same file exits \(inProcess)", reproducer: [], originalSize: 0)
        }
        agreed += 1
        return nil
    }

    /// The line for the report.
    func note(executable: URL?, wanted: Int) -> String {
        guard wanted > 0 else { return "executable sample: none asked" }
        guard let executable else {
            return "executable sample: skipped: \(LabCaseRunner.executableName) is not built next to this program (run swift build first)"
        }
        return "executable sample: \(sent) cases through \(executable.path), \(agreed) exited as in process (0 or 2)"
    }
}
