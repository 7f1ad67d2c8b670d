/// Why a scenario file cannot be used: which field, and what is wrong with it.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field's path in the file, such as `gesture[2].finger`; empty when the problem is
    /// the file as a whole (it is not JSON, or not an object).
    public let field: String
    /// What is wrong, in a sentence fragment ("expected a number, found a string").
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - field: The field's path; empty for the whole file.
    ///   - message: What is wrong.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `field "gesture[2].finger": expected a number, found a string`.
    public var description: String {
        field.isEmpty ? message : "field \"\(field)\": \(message)"
    }
}
