/// Finds where text stops being UTF-8 (RFC 3629: no overlong forms, no encoded surrogates,
/// nothing beyond U+10FFFF), so the lab can name the place instead of failing on it later.
///
/// Foundation does not name it: `JSONSerialization` reports the string that holds the bad
/// byte ("Invalid UTF-8 sequence 7 bytes starting from character 24." for a bad byte at 26),
/// and `JSONDecoder` only that the data is not valid JSON. The standard library's
/// `String(validating:as:)` says whether, not where; walking 16 MiB scalar by scalar to find
/// the place took 6.8 s in a debug build (measured, Swift 6.3.1 on Linux), hence the chunks.
enum UTF8Validation {
    /// The bytes validated at a time by the standard library's fast path; only the first
    /// chunk that fails is walked scalar by scalar.
    static let chunkSize = 64 * 1024

    /// The offset of the first byte that does not belong to valid UTF-8, or `nil` when all of
    /// `bytes` is valid UTF-8.
    /// - Complexity: O(n). Chunks of ``chunkSize`` bytes, cut between scalars, go through the
    ///   standard library's validation; the walk that finds the offset covers one chunk.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var start = 0
        while start < bytes.count {
            var end = Swift.min(start + chunkSize, bytes.count)
            // Cut before a scalar's continuation bytes (there are at most 3).
            var moved = 0
            while end < bytes.count, end > start + 1, moved < 3, bytes[end] & 0xC0 == 0x80 {
                end -= 1
                moved += 1
            }
            if String(validating: bytes[start..<end], as: UTF8.self) == nil {
                // Everything before `start` is valid and ends between scalars.
                return walk(bytes, from: start)
            }
            start = end
        }
        return nil
    }

    /// The first invalid offset at or after `start`, scalar by scalar.
    private static func walk(_ bytes: [UInt8], from start: Int) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start...].makeIterator()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
