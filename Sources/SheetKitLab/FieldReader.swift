/// Reads the members of one JSON object through Foundation's decoder, naming each field by
/// its path in errors.
///
/// Every read checks presence and type (ranges are ``Scenario/validate()``'s); members the
/// reader is not told about are reported as unknown fields, with a suggestion when a known
/// name is close. A member whose value is `null` counts as absent. The path comes from the
/// decoder's coding path (`gesture[3]`), so every error names the field as the file does.
///
/// Reads throw ``ScenarioError`` for a value of the wrong kind, and pass on the decoder's
/// other errors: Foundation reads some of the text only when a value is asked for (a string
/// with a raw control character fails then), and ``ScenarioParser`` turns those into a
/// syntax error with its line and column.
struct FieldReader {
    /// The object's path ("" for the root, "container", "gesture[3]").
    let path: String
    private let container: KeyedDecodingContainer<FieldKey>

    /// Reads the value `decoder` is at as an object.
    init(_ decoder: any Decoder) throws {
        let path = FieldKey.path(decoder.codingPath)
        do {
            container = try decoder.container(keyedBy: FieldKey.self)
        } catch let error as DecodingError where error.isWrongKind {
            throw ScenarioError(field: path, message: "expected an object, found \(JSONKind.of(decoder))")
        }
        self.path = path
    }

    private init(container: KeyedDecodingContainer<FieldKey>, path: String) {
        self.container = container
        self.path = path
    }

    /// The path of the member `key`.
    func field(_ key: String) -> String { FieldKey.appending(key, to: path) }

    /// Whether the object has a member `key` (a `null` member counts as absent).
    func has(_ key: String) throws -> Bool {
        let codingKey = FieldKey(key)
        return try container.contains(codingKey) && !container.decodeNil(forKey: codingKey)
    }

    /// Fails on a member not in `known` (the first one in Unicode order, when there are
    /// several: the decoder does not keep the file's order).
    /// - Complexity: O(m · k) for m members and k known names; the "did you mean"
    ///   suggestion is O(k) per member, see ``FieldSuggestion``.
    func rejectUnknown(_ known: [String]) throws {
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }
        guard let first = unknown.min() else { return }
        var message = "unknown field"
        if let close = FieldSuggestion.closest(to: first, among: known) {
            message += " (did you mean \"\(field(close))\"?)"
        } else {
            message += "; known fields here: " + known.joined(separator: ", ")
        }
        throw ScenarioError(field: field(first), message: message)
    }

    /// Fails on the first of `keys` that is present (a field the format knows, but not in
    /// this kind of object): "field \"edge\": not used here: `reason`".
    func reject(_ keys: [String], because reason: String) throws {
        for key in keys where try has(key) {
            throw ScenarioError(field: field(key), message: "not used here: \(reason)")
        }
    }

    /// A number, or `nil` when absent. (A number beyond `Double`'s range never gets here:
    /// ``JSONPreflight`` reports it.)
    func number(_ key: String) throws -> Double? {
        guard try has(key) else { return nil }
        let number = try read(Double.self, key, expected: "a number")
        guard number.isFinite else {
            throw ScenarioError(field: field(key), message: "the number is too large (beyond ±1.8e308)")
        }
        return number
    }

    /// A number that must be present.
    func requiredNumber(_ key: String) throws -> Double {
        guard let number = try number(key) else { throw ScenarioError(field: field(key), message: "missing (required)") }
        return number
    }

    /// The largest magnitude a whole-number field may have before range checks; larger
    /// values are reported as not whole numbers the lab can use. Far above every
    /// ``ScenarioLimits`` count, far below `Int.max`.
    static let maximumWholeNumber = 1_000_000.0

    /// A whole number, or `fallback` when absent. Range checks are the validator's.
    func integer(_ key: String, default fallback: Int) throws -> Int {
        guard let number = try number(key) else { return fallback }
        guard number == number.rounded(), abs(number) <= Self.maximumWholeNumber else {
            throw ScenarioError(field: field(key), message: "expected a whole number (found \(format(number)))")
        }
        return Int(number)
    }

    /// A boolean, or `fallback` when absent.
    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard try has(key) else { return fallback }
        return try read(Bool.self, key, expected: "true or false")
    }

    /// A string, or `nil` when absent.
    func string(_ key: String) throws -> String? {
        guard try has(key) else { return nil }
        return try read(String.self, key, expected: "a string")
    }

    /// One of `choices` by raw value, or `fallback` when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice?) throws -> Choice
    where Choice.RawValue == String {
        guard let text = try string(key) else {
            guard let fallback else { throw ScenarioError(field: field(key), message: "missing (required)") }
            return fallback
        }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ScenarioError(field: field(key), message: "\"\(TextExcerpt.of(text))\" is not one of \(names)")
        }
        return choice
    }

    /// The elements of an array member, each read by `Element`'s `init(from:)`, or `nil`
    /// when absent.
    func array<Element: Decodable>(_ key: String, of _: Element.Type) throws -> [Element]? {
        guard try has(key) else { return nil }
        return try read([Element].self, key, expected: "an array")
    }

    /// The member `key` as an object, or `nil` when absent.
    func object(_ key: String) throws -> FieldReader? {
        guard try has(key) else { return nil }
        do {
            return FieldReader(container: try container.nestedContainer(keyedBy: FieldKey.self, forKey: FieldKey(key)), path: field(key))
        } catch let error as DecodingError where error.isWrongKind {
            throw mismatch(key, expected: "an object")
        }
    }

    /// Decodes the member `key`; a value of another kind is reported as "expected …,
    /// found …"; any other error (from inside an element, or the text) is passed on.
    private func read<Value: Decodable>(_ type: Value.Type, _ key: String, expected: String) throws -> Value {
        do {
            return try container.decode(Value.self, forKey: FieldKey(key))
        } catch let error as DecodingError {
            guard error.isWrongKind, error.concerns(container.codingPath + [FieldKey(key)]) else { throw error }
            throw mismatch(key, expected: expected)
        }
    }

    private func mismatch(_ key: String, expected: String) -> ScenarioError {
        let kind = (try? container.decode(JSONKind.self, forKey: FieldKey(key))) ?? .object
        return ScenarioError(field: field(key), message: "expected \(expected), found \(kind)")
    }
}

/// A number as people write it: no trailing ".0".
func format(_ number: Double) -> String {
    JSONWriter(fractionDigits: 6).number(number)
}
