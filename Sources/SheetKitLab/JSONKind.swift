/// The kind of a JSON value, found by asking the decoder, for "expected …, found …" messages.
enum JSONKind: Decodable, Hashable, Sendable, CustomStringConvertible {
    case null, boolean, number, string, array, object

    /// Probes the value: null, then each scalar type, then array, else object. Used only once
    /// a read has failed, so the probing costs nothing on the success path.
    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if (try? single.decode(Bool.self)) != nil {
            self = .boolean
        } else if (try? single.decode(Double.self)) != nil {
            self = .number
        } else if Self.isString(single) {
            self = .string
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .array
        } else {
            self = .object
        }
    }

    /// Whether the value is a string: one Foundation reads, or one whose text it rejects (a raw
    /// control character is found only when the string is read).
    private static func isString(_ single: any SingleValueDecodingContainer) -> Bool {
        do {
            _ = try single.decode(String.self)
            return true
        } catch let error as DecodingError where error.isWrongKind {
            return false
        } catch {
            return true
        }
    }

    /// The kind of the value `decoder` reads; `.object` when it cannot tell.
    static func of(_ decoder: any Decoder) -> JSONKind {
        (try? JSONKind(from: decoder)) ?? .object
    }

    /// "a number", "a string", "null"…
    var description: String {
        switch self {
        case .null: return "null"
        case .boolean: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
