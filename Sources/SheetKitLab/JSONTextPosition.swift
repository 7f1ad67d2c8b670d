/// A place in JSON text, for messages: the line and the column, both counted from 1, the
/// column in characters (Unicode scalars; a byte that is not UTF-8 counts as one).
struct JSONTextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    let line: Int
    /// The column, from 1.
    let column: Int

    /// The position of the byte at `offset` in `bytes` (an offset past the end is the
    /// position just after the last byte).
    /// - Complexity: O(`offset`).
    init<Bytes: RandomAccessCollection<UInt8>>(offset: Int, in bytes: Bytes) where Bytes.Index == Int {
        var line = 1, column = 1
        for byte in bytes.prefix(Swift.max(offset, 0)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }

    /// "line 3, column 7".
    var description: String { "line \(line), column \(column)" }
}
