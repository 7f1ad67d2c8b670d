import Foundation

/// One linear pass over scenario JSON before Foundation reads it, for the rules Foundation
/// does not check or reports with neither a place nor a field.
///
/// Measured with Swift 6.3.1 on Linux: `JSONDecoder` reports a syntax error and a nesting
/// deeper than 512 levels as "The given data was not valid JSON." with an empty coding path,
/// and accepts 512 levels; of two members with the same key it keeps the first without a
/// word; a number beyond `Double`'s range (`1e400`) or one that would read as 0 (`1e-400`),
/// and a lone surrogate escape, fail only when that value is read, as an internal error type
/// (`numberIsNotRepresentableInSwift(parsed:)`, `couldNotCreateUnicodeScalarFromUInt32`)
/// with no public field or place. The preflight applies the lab's rules instead:
/// - nesting deeper than ``JSONTextLimits/maximumDepth`` is an error at its line and column;
/// - a key that appears twice in one object is an error naming the object;
/// - a number beyond ±1.8e308, or one that is not 0 but is too close to 0 for a `Double`
///   (below about 2.5e-324 in magnitude: it would read as 0), is an error naming the field;
/// - a file that would need more decoding work than ``JSONTextLimits/maximumDecodingWork``
///   (``JSONTextLimits/DecodingWork``: many values, objects and keys, or arrays, strings and
///   booleans nested deep) is an error at the place it passes the bound: Foundation's
///   decoder throws an error for each wrong guess of a value's kind and builds its coding path
///   for each, and such a file took seconds to minutes;
/// - a `\u` escape of a lone UTF-16 surrogate (a high surrogate `\uD800`–`\uDBFF` not
///   followed by a low-surrogate escape, or a low surrogate `\uDC00`–`\uDFFF` on its own)
///   reads as U+FFFD REPLACEMENT CHARACTER, and what follows it is kept: `"\ud800\u0041"`
///   reads as `"\u{FFFD}A"`. (The escape is rewritten to `\ufffd`, the same length, so
///   positions in later messages stay right.)
///
/// Everything else that is not JSON is left to Foundation, which rejects it; the scan does
/// not stop at it. Paths are written as ``FieldReader`` writes them (`gesture[3].t`).
struct JSONPreflight {
    /// The text, rewritten in place (lone surrogate escapes); valid during ``check(_:)``.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The arrays and objects the scan is inside, outermost first.
    private var levels: [Level] = []
    /// The decoding work counted so far, and its bound (``JSONTextLimits/maximumDecodingWork``).
    private var work = 0
    private let maximumDecodingWork: Int
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
        static let lowerT: UInt8 = 0x74, lowerN: UInt8 = 0x6E
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
    /// - Parameters:
    ///   - text: The file's bytes.
    ///   - maximumDecodingWork: The bound on the decoding work
    ///     (``JSONTextLimits/maximumDecodingWork``; tests pass a small one).
    /// - Throws: ``ScenarioError`` for too deep a nesting, too much decoding work, a repeated
    ///   key or a number a `Double` cannot hold.
    /// - Complexity: O(n) in the length of `text`.
    static func check(_ text: [UInt8], maximumDecodingWork: Int = JSONTextLimits.maximumDecodingWork) throws(ScenarioError) -> [UInt8] {
        var text = text
        try text.withUnsafeMutableBufferPointer { (buffer) throws(ScenarioError) in
            var scan = JSONPreflight(bytes: buffer, maximumDecodingWork: maximumDecodingWork)
            try scan.run()
        }
        return text
    }

    private init(bytes: UnsafeMutableBufferPointer<UInt8>, maximumDecodingWork: Int) {
        self.bytes = bytes
        self.maximumDecodingWork = maximumDecodingWork
    }

    private mutating func run() throws(ScenarioError) {
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var index = hasByteOrderMark ? 3 : 0
        while index < bytes.count {
            let last = levels.count - 1
            switch bytes[index] {
            case Byte.quote:
                let (end, hasEscapes) = scanString(from: index)
                if last >= 0, levels[last].isObject, levels[last].expectsKey {
                    try count(Work.key + (hasEscapes ? Work.escapedKey : 0), at: index)
                    let key = text(index + 1..<end, hasEscapes: hasEscapes)
                    levels[last].key = key
                    levels[last].expectsKey = false
                    guard levels[last].keys.insert(key).inserted else {
                        throw ScenarioError(field: path(levels.dropLast()),
                                            message: "the key \"\(TextExcerpt.of(key))\" appears twice in the same object (\(position(index)))")
                    }
                } else {
                    try countValue(guesses: 4, at: index)
                }
                index = end
            case Byte.openBrace, Byte.openBracket:
                guard levels.count < JSONTextLimits.maximumDepth else {
                    throw ScenarioError(field: "", message: "nested more than \(JSONTextLimits.maximumDepth) levels deep (\(position(index)))")
                }
                let isObject = bytes[index] == Byte.openBrace
                try countValue(guesses: isObject ? 1 : 3, extra: isObject ? Work.object : 0, at: index)
                levels.append(Level(isObject: isObject))
            case Byte.closeBrace, Byte.closeBracket:
                _ = levels.popLast()
            case Byte.comma where last >= 0:
                levels[last].index += 1
                levels[last].expectsKey = true
            case Byte.colon where last >= 0:
                levels[last].expectsKey = false
            case Byte.minus, Byte.zero...Byte.nine:
                try countValue(guesses: 0, at: index)
                index = try scanNumber(from: index) - 1
            case Byte.lowerT, Byte.lowerF:
                // `true` or `false` (strings and numbers are skipped whole).
                try countValue(guesses: 2, at: index)
            case Byte.lowerN:
                // `null`.
                try countValue(guesses: 0, at: index)
            default:
                break
            }
            index += 1
        }
    }

    private typealias Work = JSONTextLimits.DecodingWork

    /// Adds the decoding work of a value at `index` (``JSONTextLimits/DecodingWork``): its
    /// own, `extra` (an object's), and `guesses` wrong guesses of its kind at its depth.
    private mutating func countValue(guesses: Int, extra: Int = 0, at index: Int) throws(ScenarioError) {
        try count(Work.value + extra + guesses * Work.guess * (levels.count + 1), at: index)
    }

    /// Adds `units` of decoding work, and stops at `index` once the work passes the bound.
    private mutating func count(_ units: Int, at index: Int) throws(ScenarioError) {
        work += units
        guard work <= maximumDecodingWork else {
            throw ScenarioError(field: "", message: "needs more decoding work than \(maximumDecodingWork) units (its values, objects and "
                                + "keys, and its arrays, strings and booleans by how deep they are nested; see --help) (\(position(index)))")
        }
    }

    /// Skips the string whose opening quote is at `start`, replacing lone surrogate escapes;
    /// returns the index of its closing quote (the end of the text when there is none) and
    /// whether it holds escapes.
    private func scanString(from start: Int) -> (end: Int, hasEscapes: Bool) {
        var index = start + 1, hasEscapes = false
        while index < bytes.count, bytes[index] != Byte.quote {
            guard bytes[index] == Byte.backslash else {
                index += 1
                continue
            }
            hasEscapes = true
            guard let unit = unicodeEscape(at: index) else {
                index += 2
                continue
            }
            if (0xD800..<0xDC00).contains(unit), let low = unicodeEscape(at: index + 6), (0xDC00..<0xE000).contains(low) {
                index += 12
                continue
            }
            if (0xD800..<0xE000).contains(unit) {
                for (offset, byte) in "fffd".utf8.enumerated() { bytes[index + 2 + offset] = byte }
            }
            index += 6
        }
        return (index, hasEscapes)
    }

    /// The code unit of a `\uXXXX` escape starting at `index`, or `nil` when there is none.
    private func unicodeEscape(at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == Byte.backslash, bytes[index + 1] == Byte.lowerU else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            // Digit by digit, indexing the buffer: a string or a slice per escape made a file
            // of a million escapes 3 to 5 times slower in a debug build.
            let byte = bytes[index + offset]
            switch byte {
            case Byte.zero...Byte.nine: value = value << 4 | UInt32(byte - Byte.zero)
            case Byte.lowerA...Byte.lowerF: value = value << 4 | UInt32(byte - Byte.lowerA + 10)
            case Byte.upperA...Byte.upperF: value = value << 4 | UInt32(byte - Byte.upperA + 10)
            default: return nil
            }
        }
        return value
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
                path = FieldReader.appending(key, to: path)
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
