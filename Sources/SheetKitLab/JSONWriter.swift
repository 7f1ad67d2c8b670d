/// Writes ``JSONValue``s as JSON text.
///
/// The lab writes JSON with this writer rather than Foundation's `JSONEncoder`, for a
/// measured reason: with Swift 6.3.1 on Linux, `JSONEncoder` writes an object's keys in an
/// order that changes from one encoding to the next (the same 7-member trace frame encoded
/// 20 times in one process came out in 2 different orders), its `.sortedKeys` option sorts
/// them alphabetically (a frame would start with `dimming`, not `t`), and its
/// `.prettyPrinted` layout puts every number on its own line. The trace and scenario formats
/// document their key order and are read and diffed by people. What the writer produces is
/// checked with Foundation: the tests and `sheetkit-fuzz` read it back with `JSONDecoder`
/// and `JSONSerialization`.
///
/// The layout is made for reading and diffing: containers holding other containers put
/// one member per line; containers holding only scalars (a trace frame, a touch sample)
/// stay on one line. Numbers are rounded to ``fractionDigits`` decimals when set and written
/// in their shortest form; -0 is written as 0 and values that are not finite as `null`.
package struct JSONWriter: Sendable {
    /// The decimals numbers are rounded to, 0 to 15; `nil` writes every number exactly
    /// (shortest round-trip form).
    package var fractionDigits: Int?

    /// Creates a writer.
    /// - Parameter fractionDigits: The decimals to round numbers to (clamped into 0...15);
    ///   `nil` for exact numbers.
    package init(fractionDigits: Int? = nil) {
        self.fractionDigits = fractionDigits.map { Swift.min(Swift.max($0, 0), 15) }
    }

    /// The JSON text of `value`, ending with a newline.
    package func string(for value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output + "\n"
    }

    /// The text of one number.
    package func number(_ value: Double) -> String {
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
        let items: [(key: String?, value: JSONValue)], open: String, close: String
        switch value {
        case .null: return output += "null"
        case .bool(let flag): return output += flag ? "true" : "false"
        case .number(let number): return output += self.number(number)
        case .string(let text): return Self.write(text, into: &output)
        case .array(let elements): (items, open, close) = (elements.map { (nil, $0) }, "[", "]")
        case .object(let members): (items, open, close) = (members.map { ($0.key, $0.value) }, "{", "}")
        }
        guard !items.isEmpty else { return output += open + close }
        let inline = items.allSatisfy { !$0.value.isContainer }
        let inner = indent + "  "
        output += open
        for (position, item) in items.enumerated() {
            if position > 0 { output += "," }
            output += inline ? (position > 0 ? " " : "") : "\n" + inner
            if let key = item.key {
                Self.write(key, into: &output)
                output += ": "
            }
            write(item.value, indent: inner, into: &output)
        }
        output += inline ? close : "\n" + indent + close
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func write(_ text: String, into output: inout String) {
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
    /// Whether the value is an array or an object with members (the writer puts the members
    /// of a container holding one on their own lines).
    var isContainer: Bool {
        switch self {
        case .array(let elements): return !elements.isEmpty
        case .object(let members): return !members.isEmpty
        default: return false
        }
    }
}
