/// Finds where text stops being UTF-8 (RFC 3629: no overlong forms, no encoded surrogates,
/// nothing beyond U+10FFFF), so the lab can name the place instead of failing on it later.
enum UTF8Validation {
    /// The offset of the first byte that does not belong to valid UTF-8, or `nil` when all of
    /// `bytes` is valid UTF-8.
    /// - Complexity: O(n); valid text takes the standard library's fast validation path.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
