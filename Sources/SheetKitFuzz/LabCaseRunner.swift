import Foundation
import SheetKitLab

/// Runs scenario files through `sheetkit-lab`: in process, through the function the
/// executable calls (``SheetKitLab/LabCommandLine/run(_:)`` with `FILE --json`), and as a
/// subprocess of the real executable.
final class LabCaseRunner {
    /// What one run produced.
    struct Outcome {
        /// The exit status (for a subprocess killed by a signal, the signal number).
        var status: Int32
        /// Whether a signal ended the process (subprocesses only).
        var signaled = false
        /// Standard output (in process only).
        var output = ""
        /// Standard error (in process only).
        var errors = ""
        /// Wall-clock seconds.
        var seconds: Double
    }

    /// The case file every in-process run reads; a leftover one is a crash's reproducer.
    let currentCase: URL
    /// The file subprocess runs read.
    let subprocessCase: URL
    /// The `sheetkit-lab` executable, when it is built next to this one.
    let executable: URL?
    private let budget: FuzzBudget
    private let watchdog = FuzzWatchdog()

    /// The executable's file name.
    static let executableName = "sheetkit-lab"
    /// The name of the case file.
    static let currentCaseName = "current-case.json"

    init(context: FuzzContext, budget: FuzzBudget) {
        try? FileManager.default.createDirectory(at: context.outputDirectory, withIntermediateDirectories: true)
        currentCase = context.outputDirectory.appendingPathComponent(Self.currentCaseName)
        subprocessCase = context.outputDirectory.appendingPathComponent("subprocess-case.json")
        self.budget = budget
        let candidate = context.executableDirectory?.appendingPathComponent(Self.executableName)
        executable = candidate.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    deinit { watchdog.stop() }

    /// How much older than this fuzzer the executable may be before the report warns that it
    /// may be stale, in seconds: a build links the two products moments apart, while
    /// `swift run sheetkit-fuzz` relinks only the fuzzer when the sources change.
    static let staleExecutableAllowance: TimeInterval = 60

    /// A note when `sheetkit-lab` was built well before this fuzzer: built from older sources,
    /// it disagrees with the in-process run, and its cases report violations that are not
    /// SheetKit's. `nil` when it is current or not built.
    func staleExecutableNote() -> String? {
        guard let executable, let fuzzer = Bundle.main.executableURL,
              let labDate = Self.modificationDate(of: executable), let fuzzerDate = Self.modificationDate(of: fuzzer),
              fuzzerDate.timeIntervalSince(labDate) > Self.staleExecutableAllowance else { return nil }
        let minutes = Int(fuzzerDate.timeIntervalSince(labDate) / 60)
        return "\(executable.path) was built \(minutes) min before this fuzzer: if the sources changed in between it is "
            + "stale and its cases disagree with the in-process run; build both first (swift build, or swift build -c release)"
    }

    private static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// Renames a case file left by an earlier run (which crashed on it); returns a note
    /// saying where it went, or `nil` when there was none.
    func keepLeftoverCase() -> String? {
        guard FileManager.default.fileExists(atPath: currentCase.path) else { return nil }
        let stamp = Int(Date().timeIntervalSince1970)
        let kept = currentCase.deletingLastPathComponent().appendingPathComponent("crash-of-an-earlier-run-\(stamp).json")
        try? FileManager.default.moveItem(at: currentCase, to: kept)
        return "an earlier run left \(Self.currentCaseName): it crashed on that input; kept as \(kept.path)"
    }

    /// Runs `bytes` in process as `sheetkit-lab FILE --json` does. The file stays on disk
    /// while the case runs, so a crash leaves it behind.
    func runInProcess(_ bytes: [UInt8], label: String) -> Outcome {
        do {
            try Data(bytes).write(to: currentCase)
        } catch {
            return Outcome(status: -1, errors: "cannot write \(currentCase.path): \(error)", seconds: 0)
        }
        watchdog.start(label, limit: budget.abortSeconds)
        let start = Date()
        let result = LabCommandLine.run([currentCase.path, "--json"])
        let seconds = Date().timeIntervalSince(start)
        watchdog.finish()
        try? FileManager.default.removeItem(at: currentCase)
        return Outcome(status: result.status, output: result.output, errors: result.errors, seconds: seconds)
    }

    /// Runs `bytes` through the real executable; `nil` when it is not built.
    func runSubprocess(_ bytes: [UInt8], label: String) -> Outcome? {
        guard let executable else { return nil }
        do {
            try Data(bytes).write(to: subprocessCase)
        } catch {
            return Outcome(status: -1, errors: "cannot write \(subprocessCase.path): \(error)", seconds: 0)
        }
        defer { try? FileManager.default.removeItem(at: subprocessCase) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [subprocessCase.path, "--json"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        watchdog.start(label + " (subprocess)", limit: budget.abortSeconds)
        defer { watchdog.finish() }
        let start = Date()
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, errors: "cannot start \(executable.path): \(error)", seconds: 0)
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                       seconds: Date().timeIntervalSince(start))
    }
}
