import Foundation

extension ScenarioError {
    /// A decoding error the field reader did not turn into its own words (it should not
    /// happen): the field from the coding path and Foundation's description, trimmed.
    init(decoding error: DecodingError) {
        let context: DecodingError.Context?
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found):
            context = found
        @unknown default:
            context = nil
        }
        self.init(field: FieldKey.path(context?.codingPath ?? []),
                  message: TextExcerpt.of(context?.debugDescription ?? "\(error)", limit: ScenarioError.maximumQuotedMessage))
    }

    /// The longest message of Foundation's quoted in an error, in characters.
    static let maximumQuotedMessage = 120

    /// The error for JSON text Foundation's decoder rejects as a whole (a syntax error):
    /// "not valid JSON (line 2, column 11: invalid value)"; `nil` when `JSONSerialization`
    /// reads the text without error.
    ///
    /// `JSONDecoder` on Linux gives no place ("The given data was not valid JSON."), so the
    /// text is read once more with `JSONSerialization`, whose message gives the byte offset
    /// ("Invalid value around character 24.", or "… at 24." for a bad escape); it is turned
    /// into a line and a column. A
    /// platform whose message has no offset gets its message as it is, trimmed.
    /// - Complexity: O(n): the text is read again, on failure only.
    static func syntax(in bytes: [UInt8]) -> ScenarioError? {
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return nil
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        }
        // "Invalid value around character 24." or "Invalid hex encoded sequence in "zz" at 31."
        let marker = detail.range(of: " around character ") ?? detail.range(of: " at ", options: .backwards)
        guard let range = marker,
              let offset = Int(detail[range.upperBound...].prefix { $0.isASCII && $0.isNumber }) else {
            return ScenarioError(field: "", message: "not valid JSON (\(TextExcerpt.of(sentenceFragment(detail), limit: maximumQuotedMessage)))")
        }
        let what = sentenceFragment(String(detail[..<range.lowerBound]))
        let position = JSONTextPosition(offset: offset, in: bytes)
        return ScenarioError(field: "", message: "not valid JSON (\(position): \(TextExcerpt.of(what, limit: maximumQuotedMessage)))")
    }
}

/// Foundation's sentence as a fragment: "Unexpected end of file." → "unexpected end of file".
private func sentenceFragment(_ sentence: String) -> String {
    var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    if let first = text.first { text = first.lowercased() + text.dropFirst() }
    return text
}

extension DecodingError {
    /// Whether the value is of another kind than asked: `typeMismatch`, or `valueNotFound`
    /// (Foundation's answer when the value is `null`).
    var isWrongKind: Bool {
        switch self {
        case .typeMismatch, .valueNotFound: return true
        default: return false
        }
    }

    /// Whether the error is about the value at `path` itself (not one inside it).
    func concerns(_ path: [any CodingKey]) -> Bool {
        let found: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            found = context.codingPath
        @unknown default:
            return true
        }
        return found.count == path.count
            && zip(found, path).allSatisfy { $0.stringValue == $1.stringValue && $0.intValue == $1.intValue }
    }
}
