import Foundation

/// One linear pass over scenario JSON before Foundation reads it, for the rules Foundation
/// does not check or reports with neither a place nor a field.
///
/// Measured with Swift 6.3.1 on Linux: `JSONDecoder` reports a syntax error, a number beyond
/// `Double`'s range and a lone surrogate escape all as "The given data was not valid JSON."
/// with an empty coding path; of two members with the same key it keeps the first without a
/// word; it accepts 512 levels of nesting. The preflight applies the lab's rules instead:
/// - nesting deeper than ``JSONTextLimits/maximumDepth`` is an error at its line and column;
/// - a key that appears twice in one object is an error naming the object;
/// - a number beyond ±1.8e308, or one that is not 0 but is too close to 0 for a `Double`
///   (below about 2.5e-324 in magnitude: it would read as 0), is an error naming the field;
/// - a `\u` escape of a lone UTF-16 surrogate (a high surrogate `\uD800`–`\uDBFF` not
///   followed by a low-surrogate escape, or a low surrogate `\uDC00`–`\uDFFF` on its own)
///   reads as U+FFFD REPLACEMENT CHARACTER, and what follows it is kept: `"\ud800\u0041"`
///   reads as `"\u{FFFD}A"`. (The escape is rewritten to `\ufffd`, the same length, so
///   positions in later messages stay right.)
///
/// Everything else that is not JSON is left to Foundation, which rejects it. Paths are
/// written as ``FieldReader`` writes them (`gesture[3].t`), keys trimmed by ``TextExcerpt``.
struct JSONPreflight {
    /// The text, rewritten in place (lone surrogate escapes); valid during ``check(_:)``.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private var levels: [Level] = []
    /// Resolves the escapes of keys that have some (one decoder for the whole text).
    private let decoder = JSONDecoder()

    /// The bytes the scan looks for (constants, so a debug build does not convert them on
    /// every comparison).
    private enum Byte {
        static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, openBrace: UInt8 = 0x7B, openBracket: UInt8 = 0x5B
        static let closeBrace: UInt8 = 0x7D, closeBracket: UInt8 = 0x5D, comma: UInt8 = 0x2C, colon: UInt8 = 0x3A
        static let minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E, zero: UInt8 = 0x30, one: UInt8 = 0x31
        static let nine: UInt8 = 0x39, lowerE: UInt8 = 0x65, upperE: UInt8 = 0x45, lowerU: UInt8 = 0x75
        static let lowerA: UInt8 = 0x61, lowerF: UInt8 = 0x66, upperA: UInt8 = 0x41, upperF: UInt8 = 0x46
    }

    /// An array or object the scan is inside.
    private struct Level {
        let isObject: Bool
        /// The keys seen so far (objects only), escapes resolved.
        var keys: Set<String> = []
        /// The current member's key, escapes resolved (objects only).
        var key: String?
        /// Whether the next string is a key (objects only).
        var expectsKey = true
        /// The current element's index (arrays only).
        var index = 0
    }

    /// Checks `text` and returns it with lone surrogate escapes replaced.
    /// - Throws: ``ScenarioError`` for too deep a nesting, a repeated key or a number a
    ///   `Double` cannot hold.
    /// - Complexity: O(n) in the length of `text`.
    static func check(_ text: [UInt8]) throws(ScenarioError) -> [UInt8] {
        var text = text
        try text.withUnsafeMutableBufferPointer { (buffer) throws(ScenarioError) in
            var scan = JSONPreflight(bytes: buffer)
            try scan.run()
        }
        return text
    }

    private init(bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func run() throws(ScenarioError) {
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var index = hasByteOrderMark ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case Byte.quote:
                let (end, hasEscapes) = scanString(from: index)
                if let last = levels.indices.last, levels[last].isObject, levels[last].expectsKey {
                    try addKey(text(index + 1..<end, hasEscapes: hasEscapes), at: index)
                }
                index = end + 1
            case Byte.openBrace, Byte.openBracket:
                guard levels.count < JSONTextLimits.maximumDepth else {
                    throw ScenarioError(field: "", message: "nested more than \(JSONTextLimits.maximumDepth) levels deep (\(position(index)))")
                }
                levels.append(Level(isObject: bytes[index] == Byte.openBrace))
                index += 1
            case Byte.closeBrace, Byte.closeBracket:
                _ = levels.popLast()
                index += 1
            case Byte.comma:
                if let last = levels.indices.last {
                    levels[last].index += 1
                    levels[last].expectsKey = true
                }
                index += 1
            case Byte.colon:
                if let last = levels.indices.last { levels[last].expectsKey = false }
                index += 1
            case Byte.minus, Byte.zero...Byte.nine:
                index = try scanNumber(from: index)
            default:
                index += 1
            }
        }
    }

    /// Skips the string whose opening quote is at `start`, replacing lone surrogate escapes;
    /// returns the index of its closing quote (the end of the text when there is none) and
    /// whether it holds escapes.
    private func scanString(from start: Int) -> (end: Int, hasEscapes: Bool) {
        var index = start + 1, hasEscapes = false
        while index < bytes.count {
            switch bytes[index] {
            case Byte.quote:
                return (index, hasEscapes)
            case Byte.backslash:
                hasEscapes = true
                guard let unit = unicodeEscape(at: index) else {
                    index += 2
                    continue
                }
                if (0xD800..<0xDC00).contains(unit), let low = unicodeEscape(at: index + 6), (0xDC00..<0xE000).contains(low) {
                    index += 12
                } else {
                    if (0xD800..<0xE000).contains(unit) {
                        for (offset, byte) in "fffd".utf8.enumerated() { bytes[index + 2 + offset] = byte }
                    }
                    index += 6
                }
            default:
                index += 1
            }
        }
        return (bytes.count, hasEscapes)
    }

    /// The code unit of a `\uXXXX` escape starting at `index`, or `nil` when there is none.
    private func unicodeEscape(at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == Byte.backslash, bytes[index + 1] == Byte.lowerU else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = Self.hexDigit(bytes[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case Byte.zero...Byte.nine: return UInt32(byte - Byte.zero)
        case Byte.lowerA...Byte.lowerF: return UInt32(byte - Byte.lowerA + 10)
        case Byte.upperA...Byte.upperF: return UInt32(byte - Byte.upperA + 10)
        default: return nil
        }
    }

    /// The string in `range` (inside the quotes), its escapes resolved by Foundation; the
    /// raw text when they are invalid (Foundation reports them later).
    private func text(_ range: Range<Int>, hasEscapes: Bool) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var quoted = Data([Byte.quote])
        quoted.append(raw)
        quoted.append(Byte.quote)
        return (try? decoder.decode(String.self, from: quoted)) ?? String(decoding: raw, as: UTF8.self)
    }

    /// Records `key` for the innermost object; fails when it is there already.
    private mutating func addKey(_ key: String, at quote: Int) throws(ScenarioError) {
        let last = levels.count - 1
        levels[last].key = key
        levels[last].expectsKey = false
        guard levels[last].keys.insert(key).inserted else {
            throw ScenarioError(field: path(levels.dropLast()),
                                message: "the key \"\(TextExcerpt.of(key))\" appears twice in the same object (\(position(quote)))")
        }
    }

    /// Skips the number starting at `start` and checks that a `Double` can hold it; returns
    /// the index after it.
    private func scanNumber(from start: Int) throws(ScenarioError) -> Int {
        var end = start
        var mantissaIsZero = true, inExponent = false
        scan: while end < bytes.count {
            switch bytes[end] {
            case Byte.one...Byte.nine: if !inExponent { mantissaIsZero = false }
            case Byte.zero, Byte.dot, Byte.plus, Byte.minus: break
            case Byte.lowerE, Byte.upperE: inExponent = true
            default: break scan
            }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        // Text that is not a number is Foundation's to report.
        guard let value = Double(text) else { return end }
        if !value.isFinite {
            throw ScenarioError(field: path(levels[...]), message: "the number \(TextExcerpt.of(text)) is too large (beyond ±1.8e308)")
        }
        if value == 0, !mantissaIsZero {
            throw ScenarioError(field: path(levels[...]),
                                message: "the number \(TextExcerpt.of(text)) is too close to 0 to be represented (the smallest is ±5e-324); write 0")
        }
        return end
    }

    /// The path of the current member or element of the innermost of `levels`.
    private func path(_ levels: ArraySlice<Level>) -> String {
        var path = ""
        for level in levels {
            if level.isObject {
                guard let key = level.key else { break }
                path = FieldKey.appending(key, to: path)
            } else {
                path += "[\(level.index)]"
            }
        }
        return path
    }

    private func position(_ offset: Int) -> JSONTextPosition {
        JSONTextPosition(offset: offset, in: UnsafeBufferPointer(bytes))
    }
}
