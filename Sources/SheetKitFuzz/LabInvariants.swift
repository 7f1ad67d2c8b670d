import Foundation
import SheetKitLab

/// What `sheetkit-lab FILE --json` must do with any file, checked on one run:
/// - exit 0: nothing on standard error, and a trace on standard output that Foundation reads
///   as the documented format (``TraceDocument``: every number present and finite, phases
///   and event types from the format's lists); or
/// - exit 2: nothing on standard output, and one line on standard error,
///   `sheetkit-lab: FILE: ` then either `field "PATH": …` or one of the file-level problems
///   (``fileLevelProblems``), printable (no control or format characters) and at most
///   ``maximumMessageLength`` characters;
/// - and either way within the per-case time bound.
///
/// A number the trace writes as `null` where the format has a number is the engine's output
/// not being finite: its category names the field ("non-finite frames[].velocity").
enum LabInvariants {
    /// A broken invariant.
    struct Problem: Error, Equatable {
        /// Hang or violation.
        var kind: FuzzFailure.Kind
        /// Which invariant: two problems of one category are "the same failure" when
        /// shrinking.
        var category: String
        /// The details.
        var message: String
    }

    /// The longest error message accepted, in characters (after `sheetkit-lab: FILE: `):
    /// the longest the lab composes is about 400 (the root's known fields listed, or 32
    /// detent extents), and quoted input is trimmed to 40 characters.
    static let maximumMessageLength = 1000

    /// How the messages about a file as a whole begin.
    static let fileLevelProblems = [
        "not valid JSON", "not valid UTF-8", "nested more than", "needs more decoding work", "larger than", "expected an object, found",
        "the key \"", "the number ",
    ]

    /// The problem with `outcome`, the run of the file at `path`, or `nil` when it is fine.
    static func check(_ outcome: LabCaseRunner.Outcome, path: String, caseSeconds: Double) -> Problem? {
        if outcome.seconds > caseSeconds {
            return Problem(kind: .hang, category: "hang",
                           message: "took \(String(format: "%.2f", outcome.seconds)) s, over the \(caseSeconds) s bound (exit \(outcome.status))")
        }
        switch outcome.status {
        case LabCommandLine.success: return checkTrace(outcome)
        case LabCommandLine.invalidInput: return checkMessage(outcome, path: path)
        default:
            return Problem(kind: .violation, category: "exit \(outcome.status)",
                           message: "exit status \(outcome.status), not 0 or 2: \(TextExcerpt.of(outcome.errors, limit: 300))")
        }
    }

    private static func checkTrace(_ outcome: LabCaseRunner.Outcome) -> Problem? {
        guard outcome.errors.isEmpty else {
            return Problem(kind: .violation, category: "exit 0 with errors", message: "exit 0 but standard error holds \(TextExcerpt.of(outcome.errors))")
        }
        let trace: TraceDocument
        do {
            trace = try JSONDecoder().decode(TraceDocument.self, from: Data(outcome.output.utf8))
        } catch DecodingError.valueNotFound(let type, let context) where type == Double.self {
            // The writer writes a number that is not finite as null: the engine produced it.
            let field = fieldPath(context.codingPath)
            return Problem(kind: .violation, category: "non-finite \(field.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression))",
                           message: "exit 0 but the trace's \(field) is not a finite number (written null)")
        } catch {
            return Problem(kind: .violation, category: "trace unreadable",
                           message: "exit 0 but the trace is not the documented format: \(TextExcerpt.of("\(error)", limit: 300))")
        }
        let events = Set(Trace.EventKind.allCases.map(\.rawValue))
        let phases = trace.frames.map(\.phase) + [trace.outcome.phase]
        if let phase = phases.first(where: { !TraceDocument.phases.contains($0) }) {
            return Problem(kind: .violation, category: "trace phase", message: "unknown phase \"\(TextExcerpt.of(phase))\" in the trace")
        }
        if let event = trace.events.first(where: { !events.contains($0.type) }) {
            return Problem(kind: .violation, category: "trace event", message: "unknown event type \"\(TextExcerpt.of(event.type))\" in the trace")
        }
        return nil
    }

    private static func checkMessage(_ outcome: LabCaseRunner.Outcome, path: String) -> Problem? {
        func violation(_ category: String, _ message: String) -> Problem {
            Problem(kind: .violation, category: category, message: message + ": " + TextExcerpt.of(outcome.errors, limit: 300))
        }
        guard outcome.output.isEmpty else { return violation("exit 2 with output", "exit 2 but standard output is not empty") }
        let prefix = "sheetkit-lab: \(path): "
        guard outcome.errors.hasPrefix(prefix), outcome.errors.hasSuffix("\n") else {
            return violation("message form", "the message is not one line \"\(prefix)…\"")
        }
        let message = outcome.errors.dropFirst(prefix.count).dropLast()
        if let scalar = message.unicodeScalars.first(where: isUnprintable) {
            return violation("message unprintable", "the message holds U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        guard message.count <= maximumMessageLength else {
            return violation("message length", "the message is \(message.count) characters long, over \(maximumMessageLength)")
        }
        guard message.hasPrefix("field \"") || fileLevelProblems.contains(where: { message.hasPrefix($0) }) else {
            return violation("message names nothing", "the message names neither a field nor a file-level problem")
        }
        return nil
    }

    /// A coding path as the trace format names fields: `frames[3].velocity`.
    static func fieldPath(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }

    /// Whether a terminal could act on `scalar` or show it misleadingly.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }
}
