/// A member name of a scenario file's object, as a `CodingKey`, and the paths built from
/// coding paths.
struct FieldKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    /// The member named `name`.
    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// A coding path as the file format names fields: `gesture[3].t`, `container.width`;
    /// "" for the root. Names are trimmed by ``TextExcerpt`` (only the last one can be a
    /// name the file made up, since the reader only descends into known members).
    /// - Complexity: O(path length), the names trimmed to a bounded length.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue, !(key is FieldKey) {
                path += "[\(index)]"
            } else {
                path = appending(key.stringValue, to: path)
            }
        }
        return path
    }

    /// `path` followed by the member `name`.
    static func appending(_ name: String, to path: String) -> String {
        let name = TextExcerpt.of(name)
        return path.isEmpty ? name : "\(path).\(name)"
    }
}
