/// What the `sheetkit-fuzz` command line asks for.
package struct FuzzOptions: Equatable, Sendable {
    /// The seed every fuzzer starts from.
    package var seed: UInt64 = FuzzOptions.defaultSeed
    /// The budget of each fuzzer.
    package var budget: FuzzBudget = .short
    /// Run only the fuzzers with these names; empty runs all.
    package var only: [String] = []
    /// Where reproducers go.
    package var outputDirectory = FuzzContext.defaultOutputDirectory
    /// Print the help instead.
    package var help = false
    /// Log every case, not only failures.
    package var verbose = false

    /// The seed when none is given: fixed, so two CI runs try the same cases.
    package static let defaultSeed: UInt64 = 1

    /// Creates the default options (`--short`, seed 1).
    package init() {}

    /// Parses the arguments after the program name.
    /// - Throws: A message for an unknown option or a bad value.
    package static func parse(_ arguments: [String]) throws(FuzzUsageError) -> FuzzOptions {
        var options = FuzzOptions()
        var seconds: Double?, cases: Int?
        var index = 0
        func value(_ option: String) throws(FuzzUsageError) -> String {
            index += 1
            guard index < arguments.count else { throw FuzzUsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": options.help = true
            case "--short": options.budget = .short
            case "--long": options.budget = .long
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw FuzzUsageError("--seed needs a whole number from 0 to \(UInt64.max) (found \"\(text)\")") }
                options.seed = seed
            case "--budget-seconds":
                let text = try value(argument)
                guard let value = Double(text), value > 0, value <= 86_400 else {
                    throw FuzzUsageError("--budget-seconds needs a number of seconds from 0 to 86400 (found \"\(text)\")")
                }
                seconds = value
            case "--cases":
                let text = try value(argument)
                guard let count = Int(text), count > 0 else { throw FuzzUsageError("--cases needs a whole number above 0 (found \"\(text)\")") }
                cases = count
            case "--only": options.only.append(try value(argument))
            case "--out": options.outputDirectory = try value(argument)
            case "--verbose", "-v": options.verbose = true
            default: throw FuzzUsageError("unknown argument \(argument) (see --help)")
            }
            index += 1
        }
        if let seconds { options.budget.seconds = seconds }
        if let cases {
            options.budget.maximumCases = cases
            if seconds == nil { options.budget.seconds = .infinity }
        }
        return options
    }

    /// The help text.
    package static let helpText = """
    sheetkit-fuzz: seeded, time-bounded fuzzing of SheetKit. Runs every registered fuzzer
    for a budget and prints, per fuzzer, the cases tried, crashes, hangs and violated
    invariants, with a shrunk reproducer of each failure (also written to the output folder).

    USAGE
      sheetkit-fuzz [--short | --long] [--seed N] [--budget-seconds S] [--cases N]
                    [--only NAME] [--out DIR] [--verbose]

    OPTIONS
      --short             what CI runs (the default): 10 s per fuzzer, 20 cases also through
                          the sheetkit-lab executable
      --long              the long run: 300 s per fuzzer, 200 cases through the executable,
                          up to 60 s of shrinking per failure
      --seed N            the seed (default 1): the same seed tries the same cases
      --budget-seconds S  seconds per fuzzer, overriding --short/--long
      --cases N           stop each fuzzer after N cases (with no time limit unless
                          --budget-seconds is given): an exact replay of a seed
      --only NAME         run only this fuzzer (repeatable)
      --out DIR           where reproducers go (default sheetkit-fuzz-output, ignored by git)
      --verbose           print every case: its mutations, exit status, time and message

    FUZZERS
      lab-files   mutates scenario files (the built-in scenarios and hand-made seeds):
                  wrong types, missing, duplicated and unknown keys, extreme numbers,
                  invalid UTF-8, deep nesting, huge strings and arrays, truncation, byte
                  flips. Each case runs in process as `sheetkit-lab FILE --json` does and
                  must exit 0 with a trace Foundation reads (every number finite) or exit 2
                  with one printable, bounded message naming a field or a file-level
                  problem, within 5 s (the slowest valid scenario takes under 2 s in a
                  debug build).
      engine      hostile input sequences through SheetEngine's public API for every
                  preset and random configurations: extreme finite doubles, subnormals,
                  NaN and infinities, Int extremes, duplicated, 1e-310 s and backward time
                  steps, container, configuration and keyboard changes mid-gesture,
                  inconsistent scroll metrics. Every output must be finite and within its
                  bounds, a resting sheet exactly on its detent and still, its events
                  consistent with its phase, `presented` and `dismissed` at most once per
                  presentation, and the sheet must come to rest. Failures are shrunk to a
                  short list of inputs, written to DIR/engine-seedS-caseN.txt.
      lifecycles  UIKit-plausible callback orders around every lifecycle on the shared
                  shell (a presented sheet, an embedded panel, a navigation, tab or reveal
                  track, a card zoom, a centred card, a card press), actions performed as
                  the UIKit runner does: presentation and dismissal will-begin and did-end,
                  contexts as asked, late, unexpected or twice (the runner's gate completes
                  refused ones), completions true and false, pans, presses, requests,
                  layout changes, the background, teardown, with hostile numbers and times;
                  frames only while the display link runs. After every step: each context
                  completed exactly once (finish or cancel first when interactive),
                  percents in 0...1, the display link started and stopped alternately and
                  running exactly while something moves, every number applied finite,
                  events consistent with the phase, nothing performed after teardown; at
                  the end no context open and every completion run once.
      styles      hostile gestures, frames, requests and geometry straight into the style
                  values: a card zoom's dismissal, a centred card, a card press, and the
                  tracks of the navigation styles, tab switches and circular reveals with
                  their appearances. Every output finite and in range, events consistent
                  with the phase, each outcome once, rest within the time limit.
                  Failures of both are shrunk to a few steps, written to
                  DIR/lifecycles-seedS-caseN.txt and DIR/styles-seedS-caseN.txt.

    CRASHES AND HANGS
      Before each case the lab fuzzer writes it to DIR/current-case.json and deletes it
      after; the engine, lifecycle and style fuzzers write the seed and index to
      DIR/current-engine-case.txt, current-lifecycles-case.txt, current-styles-case.txt. A
      case that crashes kills the process (a debug build's invariant check traps on an
      engine bug), so a file left over names the reproducer of a crash (the next run reports
      it). A case still running after 30 s stops the run with exit status 3.

    EXIT STATUS
      0 no failure; 1 a crash, hang or violated invariant; 2 a bad command line; 3 a case
      ran past 30 s.
    """
}

/// A `sheetkit-fuzz` command line that cannot be run.
package struct FuzzUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package let message: String
    /// Creates an error.
    package init(_ message: String) { self.message = message }
    /// The message.
    package var description: String { message }
}
