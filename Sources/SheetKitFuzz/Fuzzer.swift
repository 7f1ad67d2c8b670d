import Foundation

/// One fuzzer of the suite `sheetkit-fuzz` runs: it generates seeded cases until its budget is
/// spent, checks each against its invariants, and reports what it found.
///
/// To add a fuzzer (an engine fuzzer, say), write a type conforming to this protocol in one
/// file and add an instance to ``FuzzSuite/fuzzers``. A fuzzer must be deterministic for a
/// seed: case `n` of seed `s` is the same input on every run and machine, so a fixed
/// ``FuzzBudget/maximumCases`` replays exactly.
package protocol Fuzzer: Sendable {
    /// A short name for reports and reproducer files: lowercase words joined by `-`.
    var name: String { get }
    /// One sentence: what it feeds and what it checks.
    var summary: String { get }
    /// Runs cases from `seed` within `budget`; writes reproducers under
    /// ``FuzzContext/outputDirectory``.
    func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport
}

/// How much a fuzzer may do.
package struct FuzzBudget: Sendable, Equatable {
    /// Wall-clock seconds for generating and checking cases (shrinking is on top, within
    /// ``shrinkSeconds`` per failure).
    package var seconds: Double
    /// Stop after this many cases even with time left; `nil` for no count limit.
    package var maximumCases: Int?
    /// A case that takes longer than this, in seconds, is reported as a hang.
    package var caseSeconds: Double
    /// A case still running after this many seconds stops the whole run (the process exits
    /// with ``FuzzExitStatus/hang``), since a case in the process cannot be interrupted.
    package var abortSeconds: Double
    /// How many cases also run through the real executable as a subprocess (0 for none).
    package var subprocessCases: Int
    /// Seconds spent shrinking each failure to a small reproducer.
    package var shrinkSeconds: Double
    /// The most failures shrunk and written per run; later ones are counted only.
    package var maximumReproducers: Int

    /// Creates a budget; see each property.
    package init(seconds: Double, maximumCases: Int? = nil, caseSeconds: Double = FuzzBudget.defaultCaseSeconds,
                abortSeconds: Double = FuzzBudget.defaultAbortSeconds, subprocessCases: Int = 0,
                shrinkSeconds: Double = 10, maximumReproducers: Int = 5) {
        self.seconds = seconds
        self.maximumCases = maximumCases
        self.caseSeconds = caseSeconds
        self.abortSeconds = abortSeconds
        self.subprocessCases = subprocessCases
        self.shrinkSeconds = shrinkSeconds
        self.maximumReproducers = maximumReproducers
    }

    /// The per-case time bound, in seconds: 5 s. The slowest valid scenario measured in a
    /// debug build (``SheetKitLab/ScenarioLimits/maximumSamples`` samples and
    /// ``SheetKitLab/ScenarioLimits/maximumFrames`` frames, a 6.5 MB trace) takes 1.8 s on a
    /// loaded 2-core machine, and the fuzzer's own cases at most about 0.7 s; anything worse
    /// than linear on them (the old parser took 37 s on a 2 MB string) is far beyond.
    package static let defaultCaseSeconds = 5.0
    /// The time after which a running case aborts the run, in seconds.
    package static let defaultAbortSeconds = 30.0

    /// What CI runs (`--short`): 10 s a fuzzer (four fuzzers: about 40 s in a debug build),
    /// 20 cases through the executable.
    package static let short = FuzzBudget(seconds: 10, subprocessCases: 20, shrinkSeconds: 10)
    /// The documented long run (`--long`): 5 minutes a fuzzer, 200 cases through the
    /// executable, a minute of shrinking per failure.
    package static let long = FuzzBudget(seconds: 300, subprocessCases: 200, shrinkSeconds: 60, maximumReproducers: 20)

    /// Exactly `count` cases, in process only, for tests.
    package static func cases(_ count: Int) -> FuzzBudget {
        FuzzBudget(seconds: .infinity, maximumCases: count, shrinkSeconds: 5)
    }
}

/// Where a fuzzer writes and how it reports progress.
package struct FuzzContext: Sendable {
    /// The folder for reproducers and the current case (created when missing). The
    /// default, `sheetkit-fuzz-output`, is ignored by git.
    package var outputDirectory: URL
    /// Receives progress lines (the command prints them; tests drop them).
    package var log: @Sendable (String) -> Void
    /// The folder holding the executables built with this one (to find `sheetkit-lab`);
    /// `nil` when unknown, which skips the subprocess runs.
    package var executableDirectory: URL?

    /// Whether to log every case (its mutations, exit status and message), not only failures.
    package var verbose: Bool

    /// Creates a context.
    package init(outputDirectory: URL, executableDirectory: URL? = nil, verbose: Bool = false,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.outputDirectory = outputDirectory
        self.executableDirectory = executableDirectory
        self.verbose = verbose
        self.log = log
    }

    /// The default output folder, relative to the working directory.
    package static let defaultOutputDirectory = "sheetkit-fuzz-output"
}

/// The exit statuses of `sheetkit-fuzz`.
package enum FuzzExitStatus {
    /// Every fuzzer ran its budget without a failure.
    package static let success: Int32 = 0
    /// A fuzzer found a crash, a hang or a violated invariant.
    package static let failure: Int32 = 1
    /// The command line was not understood.
    package static let usage: Int32 = 2
    /// A case ran past ``FuzzBudget/abortSeconds``: the run was stopped.
    package static let hang: Int32 = 3
}
