/// A JSON value: what Foundation's `JSONDecoder` reads from a scenario file (``ScenarioParser``
/// then reads its fields with ``FieldReader``), and what the lab writes (traces,
/// `--print-scenario`) with ``JSONWriter``.
///
/// The members of an object the lab writes are in the documented order (``JSONWriter`` says
/// why this is not `JSONEncoder`); those of an object read from a file are in the decoder's
/// order, since `JSONDecoder` does not keep the file's.
package enum JSONValue: Equatable, Sendable, Decodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. ``JSONWriter`` writes a value that is not finite as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in order.
    case object([(key: String, value: JSONValue)])

    /// Reads any value with Foundation's `JSONDecoder`, asking for each kind in turn: null, a
    /// number, an object, a boolean, an array, else a string (last, so that an error in the
    /// text of a string, such as a raw control character, is the one passed on). Numbers are
    /// the decoder's, to the last bit; ``JSONPreflight`` has already rejected those a `Double`
    /// cannot hold.
    /// - Complexity: O(n) in the size of the value; each wrong guess costs the decoder one
    ///   thrown error, whose coding path it builds (one per object, two per boolean, three per
    ///   array, four per string; none for a number or `null`): what
    ///   ``JSONTextLimits/DecodingWork`` prices.
    package init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// An object member's name as the decoder hands it over.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Compares two values; objects compare their members in order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    /// The member named `key` of an object; `nil` for a missing member or a non-object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A number, or `null` when `value` is `nil`.
    static func optionalNumber(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

    /// The kind of value, as messages name it: "null", "a boolean", "a number", "a string",
    /// "an array", "an object".
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
