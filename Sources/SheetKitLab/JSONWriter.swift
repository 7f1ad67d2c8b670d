/// Writes ``JSONValue``s as JSON text.
///
/// The lab writes JSON with this writer rather than Foundation's `JSONEncoder`, for a
/// measured reason: with Swift 6.3.1 on Linux, `JSONEncoder` writes an object's keys in an
/// order that changes from one encoding to the next (the same 7-member trace frame encoded
/// three times in one process came out in two different orders), its `.sortedKeys` option
/// sorts them alphabetically (a frame would start with `dimming`, not `t`), and its
/// `.prettyPrinted` layout puts every number on its own line. The trace and scenario
/// formats document their key order and are read and diffed by people. What the writer
/// produces is checked with Foundation: the tests and `sheetkit-fuzz` read it back with
/// `JSONSerialization`.
///
/// The layout is made for reading and diffing: containers holding other containers put
/// one member per line; containers holding only scalars (a trace frame, a touch sample)
/// stay on one line. Numbers are rounded to ``fractionDigits`` decimals when set and written
/// in their shortest form; -0 is written as 0 and values that are not finite as `null`.
public struct JSONWriter: Sendable {
    /// The decimals numbers are rounded to; `nil` writes every number exactly (shortest
    /// round-trip form).
    public var fractionDigits: Int?

    /// Creates a writer.
    /// - Parameter fractionDigits: The decimals to round numbers to; `nil` for exact numbers.
    public init(fractionDigits: Int? = nil) {
        self.fractionDigits = fractionDigits.map { Swift.min(Swift.max($0, 0), 15) }
    }

    /// The JSON text of `value`, ending with a newline.
    public func string(for value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        output += "\n"
        return output
    }

    /// The text of one number.
    public func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var rounded = value
        if let digits = fractionDigits {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            // Large values already have fewer decimals than asked; scaling them could overflow.
            if abs(value) < 1e15 { rounded = (value * scale).rounded() / scale }
        }
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return rounded.description
    }

    private func write(_ value: JSONValue, indent: String, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += self.number(number)
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", items: elements.map { (nil, $0) }, indent: indent, into: &output)
        case .object(let members):
            writeContainer(open: "{", close: "}", items: members.map { ($0.key, $0.value) }, indent: indent, into: &output)
        }
    }

    private func writeContainer(open: String, close: String, items: [(String?, JSONValue)], indent: String, into output: inout String) {
        output += open
        guard !items.isEmpty else {
            output += close
            return
        }
        let inline = items.allSatisfy { !$0.1.isContainer }
        let inner = indent + "  "
        for (position, item) in items.enumerated() {
            if position > 0 { output += "," }
            output += inline ? (position > 0 ? " " : "") : "\n" + inner
            if let key = item.0 {
                Self.writeString(key, into: &output)
                output += ": "
            }
            write(item.1, indent: inner, into: &output)
        }
        output += inline ? close : "\n" + indent + close
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// Whether the value is an array or an object with members.
    var isContainer: Bool {
        switch self {
        case .array(let elements): return !elements.isEmpty
        case .object(let members): return !members.isEmpty
        default: return false
        }
    }
}
