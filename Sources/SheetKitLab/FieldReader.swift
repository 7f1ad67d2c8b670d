/// Reads the members of one object of a scenario file (as `JSONDecoder` read it into a
/// ``JSONValue``), naming each field by its path in errors.
///
/// Every read checks presence and kind (ranges are ``Scenario/validate()``'s) and throws
/// ``ScenarioError`` ("expected a number, found a string"); members the reader is not told
/// about are reported as unknown fields, with a suggestion when a known name is close. A
/// member whose value is `null` counts as absent. Paths are written as the file nests them:
/// `gesture[3].t`, `container.width`, "" for the root, each name trimmed by ``TextExcerpt``
/// (only the last can be a name the file made up: the reader descends into known members).
struct FieldReader {
    /// The object's path ("" for the root, "container", "gesture[3]").
    let path: String
    /// The members, in the decoder's order.
    private let members: [(key: String, value: JSONValue)]

    /// Reads `value`, found at `path`, as an object.
    init(_ value: JSONValue, path: String) throws(ScenarioError) {
        guard case .object(let members) = value else {
            throw ScenarioError(field: path, message: "expected an object, found \(value.kind)")
        }
        self.path = path
        self.members = members
    }

    /// `path` followed by the member `name`.
    static func appending(_ name: String, to path: String) -> String {
        let name = TextExcerpt.of(name)
        return path.isEmpty ? name : "\(path).\(name)"
    }

    /// The path of the member `key`.
    func field(_ key: String) -> String { Self.appending(key, to: path) }

    /// The member `key`; `nil` when it is absent or `null`.
    func value(_ key: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == key })?.value, value != .null else { return nil }
        return value
    }

    /// Whether the object has a member `key` (a `null` member counts as absent).
    func has(_ key: String) -> Bool { value(key) != nil }

    /// Fails on a member not in `known` (the first one in Unicode order, when there are
    /// several: the decoder does not keep the file's order).
    /// - Complexity: O(m · k) for m members and k known names; the "did you mean"
    ///   suggestion is O(k) per member, see ``FieldSuggestion``.
    func rejectUnknown(_ known: [String]) throws(ScenarioError) {
        var unknown: String?
        for member in members where !known.contains(member.key) && unknown.map({ member.key < $0 }) ?? true {
            unknown = member.key
        }
        guard let first = unknown else { return }
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
    func reject(_ keys: [String], because reason: String) throws(ScenarioError) {
        if let key = keys.first(where: has) { throw ScenarioError(field: field(key), message: "not used here: \(reason)") }
    }

    /// The error for a member that must be present and is not.
    func missing(_ key: String) -> ScenarioError { ScenarioError(field: field(key), message: "missing (required)") }

    /// The error for the member `key`, of another kind than `expected`: "expected a number,
    /// found a string".
    private func mismatch(_ key: String, _ expected: String, found value: JSONValue) -> ScenarioError {
        ScenarioError(field: field(key), message: "expected \(expected), found \(value.kind)")
    }

    /// A number, or `nil` when absent.
    func number(_ key: String) throws(ScenarioError) -> Double? {
        switch value(key) {
        case nil: return nil
        case .number(let number)?: return number
        case let value?: throw mismatch(key, "a number", found: value)
        }
    }

    /// A number that must be present.
    func requiredNumber(_ key: String) throws(ScenarioError) -> Double {
        guard let number = try number(key) else { throw missing(key) }
        return number
    }

    /// The largest magnitude a whole-number field may have before range checks; larger
    /// values are reported as not whole numbers the lab can use. Far above every
    /// ``ScenarioLimits`` count, far below `Int.max`.
    static let maximumWholeNumber = 1_000_000.0

    /// A whole number, or `fallback` when absent. Range checks are the validator's.
    func integer(_ key: String, default fallback: Int) throws(ScenarioError) -> Int {
        guard let number = try number(key) else { return fallback }
        guard number == number.rounded() else {
            throw ScenarioError(field: field(key), message: "expected a whole number (found \(format(number)))")
        }
        guard abs(number) <= Self.maximumWholeNumber else {
            throw ScenarioError(field: field(key), message: "must be within ±\(format(Self.maximumWholeNumber)) (found \(format(number)))")
        }
        return Int(number)
    }

    /// A boolean, or `fallback` when absent.
    func bool(_ key: String, default fallback: Bool) throws(ScenarioError) -> Bool {
        switch value(key) {
        case nil: return fallback
        case .bool(let flag)?: return flag
        case let value?: throw mismatch(key, "true or false", found: value)
        }
    }

    /// A string, or `nil` when absent.
    func string(_ key: String) throws(ScenarioError) -> String? {
        switch value(key) {
        case nil: return nil
        case .string(let text)?: return text
        case let value?: throw mismatch(key, "a string", found: value)
        }
    }

    /// One of `choices` by raw value, or `fallback` when absent (required when `nil`).
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice?) throws(ScenarioError) -> Choice
    where Choice.RawValue == String {
        guard let text = try string(key) else {
            guard let fallback else { throw missing(key) }
            return fallback
        }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ScenarioError(field: field(key), message: "\"\(TextExcerpt.of(text))\" is not one of \(names)")
        }
        return choice
    }

    /// The elements of an array member, each an object read by `element`, or `nil` when
    /// absent.
    func objects<Element>(_ key: String, _ element: (FieldReader) throws(ScenarioError) -> Element) throws(ScenarioError) -> [Element]? {
        guard let value = value(key) else { return nil }
        guard case .array(let values) = value else { throw mismatch(key, "an array", found: value) }
        let path = field(key)
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            elements.append(try element(FieldReader(value, path: "\(path)[\(index)]")))
        }
        return elements
    }

    /// The member `key` as an object, or `nil` when absent.
    func object(_ key: String) throws(ScenarioError) -> FieldReader? {
        guard let value = value(key) else { return nil }
        return try FieldReader(value, path: field(key))
    }

    /// The member `key` as an object, which must be present.
    func requiredObject(_ key: String) throws(ScenarioError) -> FieldReader {
        guard let object = try object(key) else { throw missing(key) }
        return object
    }

    /// The one member of `keys` the object has (it has no others: ``rejectUnknown(_:)`` first);
    /// fails with "give exactly one of `choices`" when it has none or several.
    func oneOf(_ keys: [String], choices: String) throws(ScenarioError) -> String {
        let present = keys.filter(has)
        guard present.count == 1, let key = present.first else {
            throw ScenarioError(field: path, message: "give exactly one of \(choices)")
        }
        return key
    }
}

/// A number as people write it: no trailing ".0", at most 6 decimals; a non-zero number
/// below a millionth as Swift writes it (`1e-07`), not rounded to 0.
func format(_ number: Double) -> String {
    // Below a millionth, six decimals would round a number the file holds to 0.
    guard number == 0 || abs(number) >= 1e-6 || !number.isFinite else { return "\(number)" }
    return JSONWriter(fractionDigits: 6).number(number)
}
