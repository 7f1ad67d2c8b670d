/// Reads the members of one JSON object, naming each field by its path in errors.
///
/// Every read checks presence and type (ranges are ``Scenario/validate()``'s); members the
/// reader is not told about are reported as unknown fields, with a suggestion when a known
/// name is close. A member whose value is `null` counts as absent.
struct FieldReader {
    /// The object's path ("" for the root, "container", "gesture[3]").
    let path: String
    private let members: [(key: String, value: JSONValue)]

    /// Reads `value` as an object at `path`.
    init(_ value: JSONValue, path: String) throws(ScenarioError) {
        guard case .object(let members) = value else {
            throw ScenarioError(field: path, message: "expected an object, found \(value.kindDescription)")
        }
        self.path = path
        self.members = members
    }

    /// The path of the member `key`.
    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Whether the object has a member `key` (a `null` member counts as absent).
    func has(_ key: String) -> Bool { value(key) != nil }

    /// The member `key`, or `nil` when it is absent or `null`.
    func value(_ key: String) -> JSONValue? {
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return member.value
    }

    /// Fails on a member not in `known`.
    func rejectUnknown(_ known: [String]) throws(ScenarioError) {
        for member in members where !known.contains(member.key) {
            var message = "unknown field"
            if let close = known.min(by: { editDistance($0, member.key) < editDistance($1, member.key) }),
               editDistance(close, member.key) <= Swift.min(2, (member.key.count - 1) / 2) {
                message += " (did you mean \"\(field(close))\"?)"
            } else {
                message += "; known fields here: " + known.joined(separator: ", ")
            }
            throw ScenarioError(field: field(member.key), message: message)
        }
    }

    /// A finite number, or `nil` when absent.
    func number(_ key: String) throws(ScenarioError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else {
            throw ScenarioError(field: field(key), message: "expected a number, found \(value.kindDescription)")
        }
        guard number.isFinite else {
            throw ScenarioError(field: field(key), message: "the number is too large (beyond ±1.8e308)")
        }
        return number
    }

    /// A finite number that must be present.
    func requiredNumber(_ key: String) throws(ScenarioError) -> Double {
        guard let number = try number(key) else { throw ScenarioError(field: field(key), message: "missing (required)") }
        return number
    }

    /// A whole number, or `fallback` when absent. Range checks are the validator's.
    func integer(_ key: String, default fallback: Int) throws(ScenarioError) -> Int {
        guard let number = try number(key) else { return fallback }
        guard number == number.rounded(), abs(number) <= 1_000_000 else {
            throw ScenarioError(field: field(key), message: "expected a whole number (found \(format(number)))")
        }
        return Int(number)
    }

    /// A boolean, or `fallback` when absent.
    func bool(_ key: String, default fallback: Bool) throws(ScenarioError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case .bool(let flag) = value else {
            throw ScenarioError(field: field(key), message: "expected true or false, found \(value.kindDescription)")
        }
        return flag
    }

    /// A string, or `nil` when absent.
    func string(_ key: String) throws(ScenarioError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            throw ScenarioError(field: field(key), message: "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    /// One of `choices` by raw value, or `fallback` when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, default fallback: Choice?) throws(ScenarioError) -> Choice
    where Choice.RawValue == String {
        guard let text = try string(key) else {
            guard let fallback else { throw ScenarioError(field: field(key), message: "missing (required)") }
            return fallback
        }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ScenarioError(field: field(key), message: "\"\(text)\" is not one of \(names)")
        }
        return choice
    }

    /// The elements of an array member with their paths, or `nil` when absent.
    func array(_ key: String) throws(ScenarioError) -> [(path: String, value: JSONValue)]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else {
            throw ScenarioError(field: field(key), message: "expected an array, found \(value.kindDescription)")
        }
        return elements.enumerated().map { ("\(field(key))[\($0.offset)]", $0.element) }
    }

    /// The member `key` as an object, or `nil` when absent.
    func object(_ key: String) throws(ScenarioError) -> FieldReader? {
        guard let value = value(key) else { return nil }
        return try FieldReader(value, path: field(key))
    }
}

/// A number as people write it: no trailing ".0".
func format(_ number: Double) -> String {
    JSONWriter(fractionDigits: 6).number(number)
}

/// The Levenshtein distance between two short strings (case-insensitive).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
