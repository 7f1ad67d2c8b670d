/// Why a scenario file cannot be used: which field, and what is wrong with it.
package struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field's path in the file, such as `gesture[2].finger`; empty when the problem is
    /// the file as a whole (it is not JSON, or not an object).
    package let field: String
    /// What is wrong, in a sentence fragment ("expected a number, found a string").
    package let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - field: The field's path; empty for the whole file.
    ///   - message: What is wrong.
    package init(field: String, message: String) {
        self.field = Self.bounded(field)
        self.message = message
    }

    /// The longest field path kept, in characters. Paths of the format are short
    /// (`gesture[99999].finger`); a longer one runs through nested objects of a made-up
    /// member, and keeps its start and its end around an ellipsis.
    package static let maximumFieldLength = 120

    /// `path` cut to ``maximumFieldLength`` characters, the middle replaced by `…`.
    /// - Complexity: O(n) in the path's length.
    static func bounded(_ path: String) -> String {
        guard path.count > maximumFieldLength else { return path }
        let head = maximumFieldLength / 3
        return path.prefix(head) + "…" + path.suffix(maximumFieldLength - head - 1)
    }

    /// `field "gesture[2].finger": expected a number, found a string`.
    package var description: String {
        field.isEmpty ? message : "field \"\(field)\": \(message)"
    }
}
