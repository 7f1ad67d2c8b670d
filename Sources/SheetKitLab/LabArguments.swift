/// What the command line asks `sheetkit-lab` to do.
package enum LabCommand: Equatable, Sendable {
    /// Print the help.
    case help
    /// List the built-in scenarios.
    case list
    /// Replay scenarios (every built-in one when `scenarios` is empty).
    case run(LabRunOptions)
    /// Print scenarios in the file format.
    case printScenarios([String])

    /// The default output directory, relative to the working directory.
    package static let defaultOutputDirectory = "sheetkit-lab-output"

    /// Parses the arguments after the program name.
    /// - Throws: ``LabUsageError`` for an unknown option, a missing or invalid value.
    package static func parse(_ arguments: [String]) throws(LabUsageError) -> LabCommand {
        var options = LabRunOptions()
        var printScenario = false
        var index = 0
        func value(for option: String) throws(LabUsageError) -> String {
            index += 1
            guard index < arguments.count else { throw LabUsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help", "help": return .help
            case "--list", "-l": return .list
            case "--json": options.json = true
            case "--print-scenario": printScenario = true
            case "--out", "-o":
                let directory = try value(for: argument)
                guard !directory.isEmpty else { throw LabUsageError("\(argument) needs a directory name (found an empty one)") }
                options.outputDirectory = directory
            case "--frame-rate":
                let text = try value(for: argument)
                guard let rate = Double(text), ScenarioLimits.frameRates.contains(rate) else {
                    let rates = ScenarioLimits.frameRates
                    throw LabUsageError("--frame-rate must be a number of frames per second from \(format(rates.lowerBound)) to \(format(rates.upperBound)) (found \"\(text)\")")
                }
                options.frameRate = rate
            case "--drop-every":
                let text = try value(for: argument)
                guard let every = Int(text), every == 0 || (2...ScenarioLimits.maximumDropEvery).contains(every) else {
                    throw LabUsageError("--drop-every must be 0 (drop nothing) or a whole number from 2 to \(ScenarioLimits.maximumDropEvery) (found \"\(text)\")")
                }
                options.dropEvery = every
            default:
                if argument.hasPrefix("-"), argument.count > 1 { throw LabUsageError("unknown option \(argument) (see --help)") }
                options.scenarios.append(argument)
            }
            index += 1
        }
        guard printScenario else { return .run(options) }
        guard !options.scenarios.isEmpty else { throw LabUsageError("--print-scenario needs a scenario name or file") }
        return .printScenarios(options.scenarios)
    }
}

/// How to replay.
package struct LabRunOptions: Equatable, Sendable {
    /// Built-in names or `.json` file paths; empty runs every built-in scenario.
    package var scenarios: [String]
    /// Print the trace as JSON on stdout instead of the table and the charts.
    package var json: Bool
    /// Where to write `index.html` and the charts; `nil` means `sheetkit-lab-output`, or no
    /// files at all with `--json`.
    package var outputDirectory: String?
    /// Overrides every scenario's frame rate, in frames per second.
    package var frameRate: Double?
    /// Overrides every scenario's `dropEvery`.
    package var dropEvery: Int?

    /// Creates options; see each property for its meaning.
    package init(scenarios: [String] = [], json: Bool = false, outputDirectory: String? = nil,
                frameRate: Double? = nil, dropEvery: Int? = nil) {
        self.scenarios = scenarios
        self.json = json
        self.outputDirectory = outputDirectory
        self.frameRate = frameRate
        self.dropEvery = dropEvery
    }
}

/// A command line `sheetkit-lab` cannot act on.
package struct LabUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package let message: String
    /// Creates an error.
    package init(_ message: String) { self.message = message }
    /// The message.
    package var description: String { message }
}
