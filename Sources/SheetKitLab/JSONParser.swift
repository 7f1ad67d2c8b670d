/// A JSON syntax error, with the position where reading stopped.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public let line: Int
    /// The column in characters (UTF-8 bytes), counting from 1.
    public let column: Int
    /// What was wrong.
    public let message: String

    /// "line 3, column 7: expected ',' or '}'".
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// A small recursive-descent reader written for the lab so that errors carry a line and a
/// column, numbers outside `Double`'s range are reported instead of misread, and an object
/// that names a key twice is an error. Nesting deeper than ``maximumDepth`` is an error, so
/// hostile input cannot exhaust the stack.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a complete JSON text.
    /// - Parameter text: UTF-8 JSON text.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError`` with the position of the first problem.
    public static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: text)
        // A UTF-8 byte order mark is tolerated.
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses a complete JSON text given as a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<Swift.min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String, value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected '\(literal)'") }
            index += 1
        }
        return value
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = current else { throw error("unexpected end of text, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let keyPosition = index
            let key = try string()
            guard keys.insert(key).inserted else {
                index = keyPosition
                throw error("the key \"\(key)\" appears twice in the same object")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\"") }
            index += 1
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            index = integerStart
            throw error("numbers must not start with 0")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Valid JSON whatever its size: a number beyond Double's range reads as ±infinity,
        // and the field reader, which knows the field's name, reports it.
        guard let value = Double(text) else {
            index = start
            throw error("the number \(text) cannot be read")
        }
        return value
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                scalars.append(try escape())
            case 0x00..<0x20:
                throw error("control character in a string (write it as an escape)")
            default:
                run.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexQuad()
            if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
               index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hexQuad()
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
