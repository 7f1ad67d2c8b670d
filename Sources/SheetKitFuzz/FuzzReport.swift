import Foundation

/// What one fuzzer's run found.
package struct FuzzReport: Sendable {
    /// The fuzzer's name.
    package var fuzzer: String
    /// The seed it ran from.
    package var seed: UInt64
    /// The cases generated and checked.
    package var casesTried = 0
    /// Cases that killed a process (only a subprocess can be seen doing so: a crash in
    /// process ends the run, leaving `current-case.json` as its reproducer).
    package var crashes = 0
    /// Cases over the per-case time bound.
    package var hangs = 0
    /// Cases that broke an invariant.
    package var violations = 0
    /// Named counts worth printing ("exit 0": 812, "exit 2": 1403…), in order.
    package var counts: [(label: String, value: Int)] = []
    /// Lines worth printing (the subprocess sample, the slowest case…).
    package var notes: [String] = []
    /// The failures, shrunk, with their reproducers (at most
    /// ``FuzzBudget/maximumReproducers``).
    package var failures: [FuzzFailure] = []
    /// Wall-clock seconds the run took.
    package var seconds = 0.0

    /// Creates an empty report.
    package init(fuzzer: String, seed: UInt64) {
        self.fuzzer = fuzzer
        self.seed = seed
    }

    /// Whether anything failed.
    package var failed: Bool { crashes + hangs + violations > 0 }

    /// Adds `amount` to the count named `label`.
    package mutating func count(_ label: String, _ amount: Int = 1) {
        if let index = counts.firstIndex(where: { $0.label == label }) {
            counts[index].value += amount
        } else {
            counts.append((label, amount))
        }
    }

    /// The report as the command prints it.
    package var text: String {
        var lines = ["\(fuzzer) (seed \(seed)): \(casesTried) cases in \(String(format: "%.1f", seconds)) s: "
            + "\(crashes) crashes, \(hangs) hangs, \(violations) violated invariants"]
        if !counts.isEmpty { lines.append("  " + counts.map { "\($0.label): \($0.value)" }.joined(separator: ", ")) }
        lines += notes.map { "  " + $0 }
        for failure in failures { lines.append(failure.text) }
        return lines.joined(separator: "\n")
    }
}

/// One failure and its reproducer.
package struct FuzzFailure: Sendable {
    /// What kind of failure.
    package enum Kind: String, Sendable {
        /// The process was killed by a signal.
        case crash
        /// Over the per-case time bound.
        case hang
        /// An invariant did not hold.
        case violation
    }
    /// The kind.
    package var kind: Kind
    /// Which invariant, in a few words ("non-finite frames[].velocity", "message length"):
    /// failures of one category are one failure found several times.
    package var category: String
    /// The case's index in its seed's sequence.
    package var caseIndex: Int
    /// What went wrong.
    package var message: String
    /// The shrunk input, printed and written to ``reproducerPath``.
    package var reproducer: [UInt8]
    /// The size of the input before shrinking, in bytes.
    package var originalSize: Int
    /// Where the reproducer was written; `nil` when it could not be.
    package var reproducerPath: String?

    /// The longest reproducer printed in full, in bytes; the file always holds all of it.
    package static let maximumPrintedBytes = 2000

    /// The failure as the command prints it.
    package var text: String {
        var lines = ["  \(kind.rawValue) (\(category)) in case \(caseIndex): \(message)"]
        lines.append("    reproducer (\(reproducer.count) bytes, shrunk from \(originalSize))"
            + (reproducerPath.map { ", written to \($0)" } ?? "") + ":")
        let shown = reproducer.prefix(Self.maximumPrintedBytes)
        var body = Self.printable(shown)
        if reproducer.count > shown.count { body += "… (\(reproducer.count - shown.count) more bytes in the file)" }
        lines.append("    " + body.replacingOccurrences(of: "\n", with: "\n    "))
        return lines.joined(separator: "\n")
    }

    /// `bytes` for a terminal: text as it is (new lines and tabs too), other control
    /// characters as `\u{XXXX}` and bytes that are not UTF-8 as `\xFF`.
    static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[index...].makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                switch scalar.properties.generalCategory {
                case .control where scalar != "\n" && scalar != "\t", .format, .lineSeparator, .paragraphSeparator:
                    text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    text.unicodeScalars.append(scalar)
                }
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { text += String(format: "\\x%02X", byte) }
                index += length
            case .emptyInput:
                return text
            }
        }
        return text
    }
}
