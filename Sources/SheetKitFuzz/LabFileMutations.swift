import SheetKitLab
import SheetKitTestSupport

/// The ways the lab-file fuzzer changes a scenario document. Tree mutations keep the text
/// JSON (unless they insert raw bytes); byte mutations work on the text. Sizes are bounded so
/// that one case stays well under the per-case time bound.
enum LabFileMutation: String, CaseIterable, Sendable {
    case wrongType, removeMember, extremeNumber, boundaryNumber, invalidUTF8InString, deepNesting, hugeString
    case hugeArray, longValidGesture, duplicateKey, unknownKey, loneSurrogate, changeChoice, scaleNumber

    /// The mutations that change values but keep the document's shape, so that the file
    /// often stays valid.
    static let valueChanges: [LabFileMutation] = [.boundaryNumber, .boundaryNumber, .scaleNumber, .scaleNumber, .changeChoice,
                                                  .longValidGesture, .removeMember]

    /// The longest string a mutation writes, in characters.
    static let maximumStringLength = 500_000
    /// The most elements a mutation puts in an array.
    static let maximumArrayCount = 20_000

    /// Numbers at and beyond the ends of what a `Double` holds, as text.
    static let extremeNumbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "5e-324", "-5e-324", "1e-320",
        "2.2250738585072014e-308", "4.9e-324", "2.4703282292062328e-324", "123456789012345678901234567890",
        "-123456789012345678901234567890", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
        "-0", "-0.0", "0e999999", "1e400", "-1e400", "1e-400", "2e-324", "99999999999999999999999999999999e-20",
        "0.30000000000000004", "1E5", "1e+2",
    ]

    /// Values at the ends of the lab's ranges (``ScenarioLimits``, spring limits) and the
    /// numbers next to them.
    static let boundaryValues: [Double] = {
        let ends: [Double] = [0, .leastNonzeroMagnitude, 0x1p-1063 /* ≈ 1e-320 */, 1e-300, 1e-9, 0.001, 0.05, 0.5, 1, 2, 10, 32, 60, 100, 120, 600, 1000,
                              100_000, 1_000_000, -1, -100_000]
        return ends.flatMap { [$0, $0.nextUp, $0.nextDown] }
    }()

    /// Every field name of the format, for near-miss unknown keys.
    static let knownNames = ScenarioParser.rootFields + [
        "width", "height", "top", "left", "bottom", "right", "fraction", "points", "fitsContent", "response",
        "dampingRatio", "contentLength", "viewportLength", "offset", "t", "finger", "down", "lift", "extent", "velocity",
        "transition", "style", "direction", "position",
    ]

    /// `document` changed by this mutation at a random place.
    func apply(to document: FuzzJSON, using random: inout SeededGenerator) -> FuzzJSON {
        var document = document
        let paths = document.paths()
        let path = paths.randomElement(using: &random) ?? []
        switch self {
        case .wrongType:
            let values: [FuzzJSON] = [.null, .bool(true), .number("0"), .string("x"), .array([]), .object([]),
                                      .array([.number("1"), .string("2")]), .object([.init(key: "t", value: .number("1"))])]
            document[path[...]] = values.randomElement(using: &random) ?? .null
        case .removeMember:
            let objects = paths.filter { if case .object(let members) = document[$0[...]] { return !members.isEmpty } else { return false } }
            if let object = objects.randomElement(using: &random), case .object(var members) = document[object[...]] {
                members.remove(at: Int.random(in: members.indices, using: &random))
                document[object[...]] = .object(members)
            }
        case .extremeNumber:
            document[numberPath(in: document, paths, &random)[...]] = .number(Self.randomExtremeNumber(&random))
        case .boundaryNumber:
            let value = Self.boundaryValues.randomElement(using: &random) ?? 0
            document[numberPath(in: document, paths, &random)[...]] = .number(JSONWriter().number(value))
        case .scaleNumber:
            let target = numberPath(in: document, paths, &random)
            if case .number(let text) = document[target[...]], let value = Double(text) {
                let factors: [Double] = [-1, 0.5, 2, 10, 0.1, 1000, 1e-3, 1 + 1e-12]
                let factor = Bool.random(using: &random) ? factors.randomElement(using: &random) ?? 1 : Double.random(in: -3...3, using: &random)
                document[target[...]] = .number(JSONWriter().number(value * factor))
            }
        case .invalidUTF8InString:
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFE, 0xFE]]
            document[stringPath(in: document, paths, &random)[...]] = .raw(Array("\"ab".utf8) + (bad.randomElement(using: &random) ?? [0xFF]) + Array("cd\"".utf8))
        case .deepNesting:
            let levels = [2, 10, 62, 63, 64, 65, 100, 300].randomElement(using: &random) ?? 10
            var value = document[path[...]]
            for _ in 0..<levels { value = Bool.random(using: &random) ? .array([value]) : .object([.init(key: "t", value: value)]) }
            document[path[...]] = value
        case .hugeString:
            document[stringPath(in: document, paths, &random)[...]] = Self.hugeString(&random)
        case .hugeArray:
            let count = [10, 33, 1000, Self.maximumArrayCount].randomElement(using: &random) ?? 10
            let arrays = paths.filter { if case .array(let elements) = document[$0[...]] { return !elements.isEmpty } else { return false } }
            if let array = arrays.randomElement(using: &random), case .array(let elements) = document[array[...]] {
                document[array[...]] = .array(Array(repeating: elements[0], count: count))
            }
        case .longValidGesture:
            document = Self.withLongGesture(document, &random)
        case .duplicateKey:
            let objects = paths.filter { if case .object(let members) = document[$0[...]] { return !members.isEmpty } else { return false } }
            if let object = objects.randomElement(using: &random), case .object(var members) = document[object[...]] {
                let member = members[Int.random(in: members.indices, using: &random)]
                members.insert(member, at: Int.random(in: 0...members.count, using: &random))
                document[object[...]] = .object(members)
            }
        case .unknownKey:
            let objects = paths.filter { if case .object = document[$0[...]] { return true } else { return false } }
            if let object = objects.randomElement(using: &random), case .object(var members) = document[object[...]] {
                members.append(.init(key: Self.unknownKey(&random), value: .number("1")))
                document[object[...]] = .object(members)
            }
        case .loneSurrogate:
            let escapes = ["\\ud800\\u0041", "\\udc00", "\\ud800", "\\udbff\\udbff", "\\ud83d\\ude00", "\\ud800\\\"", "\\uDFFF\\uD800"]
            let escape = escapes.randomElement(using: &random) ?? "\\ud800"
            document[stringPath(in: document, paths, &random)[...]] = .raw(Array("\"x\(escape)y\"".utf8))
        case .changeChoice:
            let choices = ["bottom", "top", "left", "right", "leading", "trailing", "leftToRight", "rightToLeft",
                           "resting", "animated", "edgePan", "Bottom", "", "navigationPop", "tabSwitch", "parallaxSlide",
                           "shrinkSlide", "fadeThrough", "edgeCover", "forward", "backward", "none"]
            document[stringPath(in: document, paths, &random)[...]] = .string(choices.randomElement(using: &random) ?? "")
        }
        return document
    }

    /// A path to a number when the document has one, else any path.
    private func numberPath(in document: FuzzJSON, _ paths: [[Int]], _ random: inout SeededGenerator) -> [Int] {
        let numbers = paths.filter { if case .number = document[$0[...]] { return true } else { return false } }
        return numbers.randomElement(using: &random) ?? paths.randomElement(using: &random) ?? []
    }

    /// A path to a string when the document has one, else any path.
    private func stringPath(in document: FuzzJSON, _ paths: [[Int]], _ random: inout SeededGenerator) -> [Int] {
        let strings = paths.filter { if case .string = document[$0[...]] { return true } else { return false } }
        return strings.randomElement(using: &random) ?? paths.randomElement(using: &random) ?? []
    }

    /// One of ``extremeNumbers``, or a random number of random magnitude (10⁻³⁴⁰ to 10³⁴⁰).
    static func randomExtremeNumber(_ random: inout SeededGenerator) -> String {
        if Bool.random(using: &random), let number = extremeNumbers.randomElement(using: &random) { return number }
        let sign = Bool.random(using: &random) ? "-" : ""
        return "\(sign)\(Int.random(in: 1...9_999_999, using: &random))e\(Int.random(in: -340...340, using: &random))"
    }

    /// A long string of one repeated piece: letters, accents, emoji, bidirectional overrides,
    /// combining marks, control characters, or escapes written raw (lone surrogates too).
    static func hugeString(_ random: inout SeededGenerator) -> FuzzJSON {
        let length = [41, 101, 1001, 10_000, 100_000, maximumStringLength].randomElement(using: &random) ?? 100
        let pieces = ["a", "é", "😀", "\u{202E}", "e\u{0301}", "\u{0}", "\n", "\u{7F}", "\u{FEFF}", "\u{FFFF}", "\u{1B}[31m"]
        if Bool.random(using: &random) {
            let piece = pieces.randomElement(using: &random) ?? "a"
            return .string(String(repeating: piece, count: length / piece.unicodeScalars.count + 1))
        }
        let escapes = ["\\n", "\\u0000", "\\ud800", "\\udc00\\ud800", "\\\"", "\\\\", "\\u202e", "\\ud83d\\ude00"]
        let escape = escapes.randomElement(using: &random) ?? "\\n"
        return .raw(Array(("\"" + String(repeating: escape, count: length) + "\"").utf8))
    }

    /// A key a scenario does not have: a typo of a known one, a random short one, a very long
    /// one, or one with control characters.
    static func unknownKey(_ random: inout SeededGenerator) -> String {
        var name = Array(knownNames.randomElement(using: &random) ?? "name")
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where name.count > 1:
            name.swapAt(0, 1)
            return String(name)
        case 1:
            name.insert("x", at: Int.random(in: 0...name.count, using: &random))
            return String(name)
        case 2:
            return String(repeating: "k", count: [25, 1000, 100_000, 1_000_000].randomElement(using: &random) ?? 25)
        case 3:
            return "bad\u{0}\u{1B}[2J\u{202E}key\n"
        default:
            return String((0..<Int.random(in: 1...8, using: &random)).map { _ in "abcxyzé_-.[0] ".randomElement(using: &random) ?? "a" })
        }
    }

    /// `document` with its gesture replaced by a long valid one: many samples in time order,
    /// lifting at the end (a release is removed).
    static func withLongGesture(_ document: FuzzJSON, _ random: inout SeededGenerator) -> FuzzJSON {
        guard case .object(var members) = document else { return document }
        let count = [100, 2000, maximumArrayCount].randomElement(using: &random) ?? 100
        let step = [1e-4, 1.0 / 240, 0.01].randomElement(using: &random) ?? 0.01
        let speed = Double.random(in: -3000...3000, using: &random)
        var samples: [FuzzJSON] = []
        for index in 0..<count {
            let t = Double(index) * step
            var fields: [FuzzJSON.Member] = [.init(key: "t", value: .number(JSONWriter().number(t))),
                                             .init(key: "finger", value: .number(JSONWriter().number(400 + speed * t)))]
            if index == count - 1 { fields.append(.init(key: "lift", value: .bool(true))) }
            samples.append(.object(fields))
        }
        members.removeAll { $0.key == "gesture" || $0.key == "release" }
        members.append(.init(key: "gesture", value: .array(samples)))
        return .object(members)
    }
}

/// Mutations of the text itself.
enum LabByteMutation: String, CaseIterable, Sendable {
    case truncate, flipBytes, insertInvalidUTF8, insertStructure, byteOrderMark

    /// `bytes` changed by this mutation at a random place.
    func apply(to bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        let offset = Int.random(in: 0..<bytes.count, using: &random)
        switch self {
        case .truncate:
            bytes.removeSubrange(offset...)
        case .flipBytes:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = Bool.random(using: &random) ? UInt8.random(in: 0...255, using: &random) : bytes[index] ^ (1 << UInt8.random(in: 0...7, using: &random))
            }
        case .insertInvalidUTF8:
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0]]
            bytes.insert(contentsOf: bad.randomElement(using: &random) ?? [0xFF], at: offset)
        case .insertStructure:
            let pieces = ["{", "[", "]", "}", ",", ":", "\"", "\\", " ", "-", "0", "e", "null"]
            bytes.insert(contentsOf: Array((pieces.randomElement(using: &random) ?? ",").utf8), at: offset)
        case .byteOrderMark:
            bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        }
        return bytes
    }
}
