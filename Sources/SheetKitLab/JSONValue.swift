/// A JSON value as the lab writes it (traces, `--print-scenario`); reading goes through
/// Foundation's `JSONDecoder` (``ScenarioParser``).
///
/// Objects keep their members in order, so the lab writes traces with the keys in the
/// documented order (see ``JSONWriter`` for why this is not `JSONEncoder`).
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. Written with at most ``JSONWriter/fractionDigits`` decimals; a value that is
    /// not finite is written as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in order.
    case object([(key: String, value: JSONValue)])

    /// The member named `key` of an object; `nil` for a missing member or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Compares two values; objects compare their members in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes the value consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}

extension JSONValue {
    /// A number, or `null` when `value` is `nil`.
    static func optionalNumber(_ value: Double?) -> JSONValue {
        value.map { .number($0) } ?? .null
    }
}
