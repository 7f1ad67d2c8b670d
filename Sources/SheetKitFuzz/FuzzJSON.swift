import SheetKitLab

/// A JSON document as the fuzzers build and mutate it: like ``JSONValue``, but numbers keep
/// their exact text ("-0", "1e400", 30-digit integers), objects may repeat a key, and
/// ``raw(_:)`` puts any bytes (invalid UTF-8, a lone surrogate escape) into the text as they are.
indirect enum FuzzJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its text.
    case number(String)
    case string(String)
    /// Bytes written as they are, in place of a value.
    case raw([UInt8])
    case array([FuzzJSON])
    case object([Member])

    /// An object member.
    struct Member: Hashable, Sendable {
        var key: String
        var value: FuzzJSON
    }

    /// The lab's value, numbers written exactly.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(JSONWriter().number(number))
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(FuzzJSON.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: FuzzJSON($0.value)) })
        }
    }

    /// The JSON text, compact.
    /// - Complexity: O(size of the document).
    var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output += Array("null".utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .number(let text): output += Array(text.utf8)
        case .string(let text): Self.write(text, into: &output)
        case .raw(let bytes): output += bytes
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.write(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func write(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += Array("\\\"".utf8)
            case "\\": output += Array("\\\\".utf8)
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output += Array(String(scalar).utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The number of values in the document (itself included).
    var nodeCount: Int {
        switch self {
        case .array(let elements): return 1 + elements.reduce(0) { $0 + $1.nodeCount }
        case .object(let members): return 1 + members.reduce(0) { $0 + $1.value.nodeCount }
        default: return 1
        }
    }

    /// The value at `path` (indices of elements or members, outermost first).
    subscript(path: ArraySlice<Int>) -> FuzzJSON {
        get {
            guard let first = path.first else { return self }
            switch self {
            case .array(let elements) where elements.indices.contains(first): return elements[first][path.dropFirst()]
            case .object(let members) where members.indices.contains(first): return members[first].value[path.dropFirst()]
            default: return self
            }
        }
        set {
            guard let first = path.first else {
                self = newValue
                return
            }
            switch self {
            case .array(var elements) where elements.indices.contains(first):
                elements[first][path.dropFirst()] = newValue
                self = .array(elements)
            case .object(var members) where members.indices.contains(first):
                members[first].value[path.dropFirst()] = newValue
                self = .object(members)
            default:
                break
            }
        }
    }

    /// The paths of every value in the document, the root's (empty) first, at most `limit`
    /// of them (breadth first).
    func paths(limit: Int = 10_000) -> [[Int]] {
        var paths: [[Int]] = [[]]
        var next = 0
        while next < paths.count, paths.count < limit {
            let path = paths[next]
            next += 1
            switch self[path[...]] {
            case .array(let elements): paths += elements.indices.prefix(limit - paths.count).map { path + [$0] }
            case .object(let members): paths += members.indices.prefix(limit - paths.count).map { path + [$0] }
            default: break
            }
        }
        return paths
    }
}
