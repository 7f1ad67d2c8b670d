/// Printable, bounded excerpts of text that came from the input, for error messages.
///
/// Whatever a scenario file holds (a 10 MB key, control characters, bidirectional
/// overrides), a message quotes at most ``maximumCharacters`` characters of it, on one line,
/// with nothing a terminal would act on:
/// - `\n`, `\r`, `\t`, `"` and `\` are written as their JSON escapes;
/// - other control, format, separator, private-use and unassigned scalars (Unicode general
///   categories Cc, Cf, Zl, Zp, Co, Cn, Cs) are written `\u{XXXX}`;
/// - longer text is cut and ends with `…`.
package enum TextExcerpt {
    /// The most characters an excerpt holds, the ellipsis not counted. 40 keeps a message on
    /// one terminal line next to the field's path; every known field name is shorter.
    package static let maximumCharacters = 40

    /// The excerpt of `text`.
    /// - Parameters:
    ///   - text: Any text.
    ///   - limit: The most characters of the result, the ellipsis not counted; at least 1.
    /// - Complexity: O(`limit`): only the start of `text` is read.
    package static func of(_ text: String, limit: Int = maximumCharacters) -> String {
        var output = Output(limit: limit)
        for scalar in text.unicodeScalars {
            guard output.append(escaped(scalar)) else { break }
        }
        return output.text
    }

    /// `scalar` as it appears in an excerpt.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }
    }

    /// A byte written as `\xFF` (the first byte of a file that is not UTF-8).
    static func escaped(byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count < 2 ? "0" : "") + hex
    }

    /// The excerpt being built: pieces are added whole while they fit.
    private struct Output {
        let limit: Int
        var text = ""
        var count = 0

        init(limit: Int) { self.limit = Swift.max(1, limit) }

        /// Adds `piece`, or the ellipsis when it does not fit; returns whether to go on.
        mutating func append(_ piece: String) -> Bool {
            let length = piece.unicodeScalars.count
            guard count + length <= limit else {
                text += "…"
                return false
            }
            text += piece
            count += length
            return true
        }
    }
}
