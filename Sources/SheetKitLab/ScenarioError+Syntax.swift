import Foundation

extension ScenarioError {
    /// The longest message of Foundation's quoted in an error, in characters.
    static let maximumQuotedMessage = 120

    /// The error for JSON text Foundation's decoder rejects (a syntax error):
    /// "not valid JSON (line 2, column 11: invalid value)"; `nil` when `JSONSerialization`
    /// reads the text without error.
    ///
    /// `JSONDecoder` on Linux gives no place ("The given data was not valid JSON."), so the
    /// text is read once more with `JSONSerialization`, whose message gives the byte offset
    /// ("Invalid value around character 24.", or "… at 24." for a bad escape); it is turned
    /// into a line and a column. A platform whose message has no offset gets its message as
    /// it is, trimmed.
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
        guard let range = marker, let offset = Int(detail[range.upperBound...].prefix { $0.isASCII && $0.isNumber }) else {
            return ScenarioError(field: "", message: "not valid JSON (\(TextExcerpt.of(fragment(detail), limit: maximumQuotedMessage)))")
        }
        let what = TextExcerpt.of(fragment(String(detail[..<range.lowerBound])), limit: maximumQuotedMessage)
        return ScenarioError(field: "", message: "not valid JSON (\(JSONTextPosition(offset: offset, in: bytes)): \(what))")
    }

    /// Foundation's sentence as a fragment: "Unexpected end of file." → "unexpected end of file".
    private static func fragment(_ sentence: String) -> String {
        var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
        if let first = text.first { text = first.lowercased() + text.dropFirst() }
        return text
    }
}
