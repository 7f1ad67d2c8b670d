import Foundation

/// What a `sheetkit-lab` invocation produced: text for stdout and stderr and the exit status.
package struct LabResult: Equatable, Sendable {
    /// The exit status: 0 success, 1 an output file could not be written, 2 an invalid
    /// scenario or command line.
    package var status: Int32
    /// The text for standard output.
    package var output: String
    /// The text for standard error.
    package var errors: String
}

/// The `sheetkit-lab` command: parses arguments, runs scenarios, writes the report.
package enum LabCommandLine {
    /// Exit status for success.
    package static let success: Int32 = 0
    /// Exit status when an output file could not be written.
    package static let outputFailure: Int32 = 1
    /// Exit status for an invalid scenario file, an unknown scenario or a bad command line.
    package static let invalidInput: Int32 = 2

    /// An invalid scenario file, an unknown scenario or a bad command line, as messages say it
    /// (exit status ``invalidInput``).
    struct Failure: Error {
        let message: String
    }

    /// An output file that could not be written, as messages say it (exit status
    /// ``outputFailure``).
    struct OutputFailure: Error {
        let message: String
    }

    /// What went wrong with a file, in words: the system's reason (`strerror`) for the POSIX
    /// error under Foundation's, else Foundation's description; never the raw error dump.
    package static func describeFileProblem(_ error: Error) -> String {
        var current: NSError? = error as NSError
        while let nsError = current {
            if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return (error as NSError).localizedDescription
    }

    /// Runs the command line `arguments` (without the program name). Relative paths are
    /// resolved against the process's working directory.
    package static func run(_ arguments: [String]) -> LabResult {
        do {
            switch try LabCommand.parse(arguments) {
            case .help:
                return LabResult(status: success, output: LabHelp.text + "\n", errors: "")
            case .list:
                return LabResult(status: success, output: listing, errors: "")
            case .printScenarios(let names):
                let scenarios = try names.map(loadScenario)
                let json: JSONValue = scenarios.count == 1 ? scenarios[0].json : .array(scenarios.map(\.json))
                return LabResult(status: success, output: JSONWriter().string(for: json), errors: "")
            case .run(let options):
                return LabResult(status: success, output: try run(options), errors: "")
            }
        } catch let error as LabUsageError {
            return LabResult(status: invalidInput, output: "", errors: "sheetkit-lab: \(error)\n")
        } catch let failure as Failure {
            return LabResult(status: invalidInput, output: "", errors: "sheetkit-lab: \(failure.message)\n")
        } catch let failure as OutputFailure {
            return LabResult(status: outputFailure, output: "", errors: "sheetkit-lab: \(failure.message)\n")
        } catch {
            return LabResult(status: outputFailure, output: "", errors: "sheetkit-lab: \(error)\n")
        }
    }

    /// The built-in scenarios with their descriptions.
    static var listing: String {
        var text = ""
        for scenario in BuiltInScenarios.all {
            text += scenario.name + "\n"
            for line in ChartStyle.wrap(scenario.summary, limit: 84) { text += "    " + line + "\n" }
        }
        return text
    }

    /// Replays the scenarios `options` names and returns standard output: the traces as JSON,
    /// or the summary table and where the report went.
    private static func run(_ options: LabRunOptions) throws -> String {
        var scenarios = try options.scenarios.isEmpty ? BuiltInScenarios.all : options.scenarios.map(loadScenario)
        var traces: [Trace] = []
        for index in scenarios.indices {
            scenarios[index].frameRate = options.frameRate ?? scenarios[index].frameRate
            scenarios[index].dropEvery = options.dropEvery ?? scenarios[index].dropEvery
            do {
                traces.append(try ScenarioRunner.run(scenarios[index]))
            } catch {
                throw Failure(message: "\(shown(options.scenarios.isEmpty ? scenarios[index].name : options.scenarios[index])): \(error)")
            }
        }
        var output = SummaryTable.text(for: traces)
        if options.json {
            output = JSONWriter(fractionDigits: Trace.jsonFractionDigits).string(for: traces.count == 1 ? traces[0].json : .array(traces.map(\.json)))
        }
        if let directory = options.outputDirectory ?? (options.json ? nil : LabCommand.defaultOutputDirectory) {
            let page: String
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw OutputFailure(message: "cannot write the report into \"\(shown(directory))\": it is a file, not a directory")
            }
            do {
                page = try LabReportWriter.write(Array(zip(scenarios, traces)), to: directory)
            } catch {
                throw OutputFailure(message: "cannot write the report into \"\(shown(directory))\": \(describeFileProblem(error))")
            }
            if !options.json {
                let screens = (directory as NSString).appendingPathComponent(LabReportWriter.screensFolder)
                output += "\nWrote \(page), \(traces.count) chart\(traces.count == 1 ? "" : "s") and their animated screens in \(screens) (\(LabReportWriter.slowScreensFolder): slow motion).\n"
            }
        }
        return output
    }

    /// A built-in scenario by name, or a scenario file (a path ending in `.json`, holding a
    /// `/`, or naming an existing file).
    static func loadScenario(_ argument: String) throws -> Scenario {
        let looksLikeFile = argument.hasSuffix(".json") || argument.contains("/")
        if !looksLikeFile, let scenario = BuiltInScenarios.named(argument) { return scenario }
        guard looksLikeFile || FileManager.default.fileExists(atPath: argument) else {
            let names = BuiltInScenarios.all.map(\.name).joined(separator: ", ")
            throw Failure(message: "no built-in scenario is named \"\(shown(argument))\" (built-in: \(names)); a scenario file's name ends in .json")
        }
        guard let bytes = readBounded(argument) else { throw Failure(message: "\(shown(argument)): \(unreadableReason(argument))") }
        do {
            return try ScenarioParser.parse(bytes)
        } catch {
            throw Failure(message: "\(shown(argument)): \(error)")
        }
    }

    /// The start of the file at `path`: at most ``JSONTextLimits/maximumBytes`` + 1 bytes
    /// (one more than a scenario may hold, so the parser can tell it is too large without
    /// the lab reading a huge file); empty for an empty file (the parser then says the file
    /// is empty); `nil` when it cannot be opened or read.
    static func readBounded(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            // `read(upToCount:)` answers nil at the end of the file: an empty file is no bytes.
            return [UInt8](try handle.read(upToCount: JSONTextLimits.maximumBytes + 1) ?? Data())
        } catch {
            return nil
        }
    }

    /// Why the file at `path` cannot be read, in words: it does not exist, it is a directory,
    /// or the system refused it.
    static func unreadableReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "is a directory, not a scenario file" : "cannot read the file (permission denied?)"
    }

    /// The longest command-line argument quoted in a message, in characters.
    static let maximumQuotedArgument = 200

    /// A command-line argument as messages quote it: printable and bounded.
    static func shown(_ argument: String) -> String {
        TextExcerpt.of(argument, limit: maximumQuotedArgument)
    }
}
