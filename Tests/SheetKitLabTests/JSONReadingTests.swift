import Foundation
import Testing
@testable import SheetKitLab

@Suite("Reading scenario JSON: errors, limits, excerpts")
struct JSONReadingTests {
    static let minimal = ScenarioParserTests.minimal

    /// A minimal file whose gesture has four samples, so `gesture[3]` exists.
    static let fourSamples = """
    {"name": "m", "container": {"width": 390, "height": 844}, "edge": "bottom", "detents": [{"fraction": 0.6}],
     "gesture": [{"t": 0, "finger": 500}, {"t": 0.1, "finger": 480}, {"t": 0.2, "finger": 460}, {"t": 0.3, "finger": 450, "lift": true}]}
    """

    /// The error `text` gives.
    static func error(_ text: String) -> ScenarioError? {
        error(Array(text.utf8))
    }

    static func error(_ bytes: [UInt8]) -> ScenarioError? {
        do {
            _ = try ScenarioParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// A bad file: the text, the field the error must name, and a fragment of its message.
    struct BadFile: CustomTestStringConvertible, Sendable {
        let text: String
        let field: String
        let message: String
        var testDescription: String { field.isEmpty ? "(file): \(message)" : "\(field): \(message)" }

        init(_ replacing: String, with replacement: String, in base: String = JSONReadingTests.fourSamples, field: String, message: String) {
            precondition(base.contains(replacing), "the replacement does not apply")
            self.text = base.replacingOccurrences(of: replacing, with: replacement)
            self.field = field
            self.message = message
        }
    }

    static let badFiles: [BadFile] = [
        BadFile("{\"t\": 0.3,", with: "{\"t\": \"late\",", field: "gesture[3].t", message: "expected a number, found a string"),
        BadFile("{\"t\": 0.2, \"finger\": 460}", with: "[0.2, 460]", field: "gesture[2]", message: "expected an object, found an array"),
        BadFile("{\"t\": 0.2, \"finger\": 460}", with: "true", field: "gesture[2]", message: "expected an object, found a boolean"),
        BadFile(JSONReadingTests.fourSamples, with: "null", field: "", message: "expected an object, found null"),
        BadFile("{\"t\": 0.2, \"finger\": 460}", with: "null", field: "gesture[2]", message: "expected an object, found null"),
        BadFile("[{\"fraction\": 0.6}]", with: "[null]", field: "detents[0]", message: "expected an object, found null"),
        BadFile("\"lift\": true", with: "\"lift\": 1", field: "gesture[3].lift", message: "expected true or false, found a number"),
        BadFile("[{\"fraction\": 0.6}]", with: "{\"fraction\": 0.6}", field: "detents", message: "expected an array, found an object"),
        BadFile("{\"width\": 390, \"height\": 844}", with: "[390, 844]", field: "container", message: "expected an object, found an array"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": null", field: "edge", message: "missing (required)"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": {\"side\": 1}", field: "edge", message: "expected a string, found an object"),
        BadFile("{\"t\": 0.1, \"finger\": 480}", with: "{\"t\": 0.1, \"finger\": 480, \"t\": 0.15}", field: "gesture[1]",
                message: "the key \"t\" appears twice in the same object (line 2, column"),
        BadFile("\"finger\": 460", with: "\"finger\": -1e400", field: "gesture[2].finger", message: "the number -1e400 is too large"),
        BadFile("\"width\": 390", with: "\"width\": 1e-400", field: "container.width", message: "too close to 0 to be represented"),
        BadFile("\"width\": 390", with: "\"width\": -0", field: "container.width", message: "must be from 1e-06 to 100000 points (found 0)"),
        // Quoted as the file holds them, not as SheetSize would clamp them (lab review).
        BadFile("\"width\": 390", with: "\"width\": 1e308", field: "container.width", message: "(found 1e+308)"),
        BadFile("\"width\": 390", with: "\"width\": 1e-7", field: "container.width", message: "(found 1e-07)"),
        BadFile("\"height\": 844", with: "\"height\": 844, \"Width\": 1", field: "container.Width",
                message: "unknown field (did you mean \"container.width\"?)"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"a\u{01}b\"", field: "", message: "not valid JSON (line 1, column 12: unescaped control character)"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"\\q\"", field: "", message: "not valid JSON (line 1, column"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"\\uZZZZ\"", field: "", message: "not valid JSON (line 1, column"),
        BadFile("{\"t\": 0.3, \"finger\": 450, \"lift\": true}]}", with: "{\"t\": 0.3, \"finger\": 450, \"lift\": true}", field: "",
                message: "not valid JSON"),
        // The limits that bound a scenario's work.
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"frameRate\": 1000, \"duration\": 60", field: "frameRate",
                message: "the scenario would simulate 60300 frames (60.3 s from the first input to the last plus duration, at 1000 frames per second); at most 50000"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"" + String(repeating: "n", count: 101) + "\"", field: "name", message: "must be at most 100 characters"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"" + String(repeating: " ", count: 100_000) + "\"", field: "name", message: "must be at most 100 characters"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"m\", \"description\": \"" + String(repeating: "é", count: 1001) + "\"", field: "description",
                message: "must be at most 1000 characters"),
    ]

    @Test("Errors name the field by its path, whatever the depth", arguments: badFiles)
    func errorPaths(_ file: BadFile) throws {
        let error = try #require(Self.error(file.text))
        #expect(error.field == file.field)
        #expect(error.message.contains(file.message), "\(error.message)")
    }

    @Test("The brief's example: gesture[3].t, a string where a number goes")
    func exampleMessage() throws {
        let text = Self.fourSamples.replacingOccurrences(of: "{\"t\": 0.3,", with: "{\"t\": \"0.3\",")
        let error = try #require(Self.error(text))
        #expect(error.description == "field \"gesture[3].t\": expected a number, found a string")
    }

    @Test("A file beyond 16 MiB is rejected without parsing; one at the limit is read")
    func sizeLimit() throws {
        #expect(JSONTextLimits.maximumBytes == 16_777_216)
        let tooLarge = Self.error([UInt8](repeating: UInt8(ascii: " "), count: JSONTextLimits.maximumBytes + 1))
        #expect(tooLarge == ScenarioError(field: "", message: "larger than 16 MiB (16777216 bytes), the most a scenario file may hold"))
        var atLimit = Array(Self.minimal.utf8)
        atLimit += [UInt8](repeating: UInt8(ascii: " "), count: JSONTextLimits.maximumBytes - atLimit.count)
        #expect(atLimit.count == JSONTextLimits.maximumBytes)
        #expect(try ScenarioParser.parse(atLimit).name == "m")
    }

    @Test("The command line reads at most one byte beyond the limit and exits 2")
    func sizeLimitOnFiles() throws {
        let folder = try LabCommandLineTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json")
        try Data(count: JSONTextLimits.maximumBytes + 4096).write(to: file)
        #expect(LabCommandLine.readBounded(file.path)?.count == JSONTextLimits.maximumBytes + 1)
        let result = LabCommandLine.run([file.path])
        #expect(result.status == 2 && result.output.isEmpty)
        #expect(result.errors == "sheetkit-lab: \(file.path): larger than 16 MiB (16777216 bytes), the most a scenario file may hold\n")
        let directory = LabCommandLine.run([folder.path + "/"])
        #expect(directory.status == 2 && directory.errors.contains("is a directory, not a scenario file"))
    }

    @Test("An empty file is read as no bytes and reported as JSON that ends at once, not as unreadable (found by the long lab-files fuzz)")
    func emptyFile() throws {
        let folder = try LabCommandLineTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.json")
        try Data().write(to: file)
        #expect(LabCommandLine.readBounded(file.path) == [])
        let result = LabCommandLine.run([file.path])
        #expect(result.status == 2 && result.output.isEmpty)
        #expect(result.errors.hasPrefix("sheetkit-lab: \(file.path): not valid JSON"))
    }

    @Test("Nesting: 64 levels are read, the 65th is an error at its place")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(Self.error(deep) == ScenarioError(field: "", message: "expected an object, found an array"))
        let tooDeep = String(repeating: "{\"a\": ", count: 65) + "1" + String(repeating: "}", count: 65)
        #expect(Self.error(tooDeep) == ScenarioError(field: "", message: "nested more than 64 levels deep (line 1, column 385)"))
        let inside = Self.minimal.replacingOccurrences(of: "\"edge\": \"bottom\"",
                                                       with: "\"edge\": \"bottom\",\n \"x\": " + String(repeating: "[", count: 70))
        #expect(Self.error(inside)?.message == "nested more than 64 levels deep (line 2, column 70)")
    }

    /// Found by `sheetkit-fuzz` (lab-files, seed 7, case 25851): a 4 MB file of nested arrays
    /// and objects took 23.6 s, one thrown decoding error per wrong guess of a value's kind.
    /// Units (``JSONTextLimits/DecodingWork``): a value 4, an object 20 more, a key 10 (20
    /// with escapes), a wrong guess 3 per level of depth.
    @Test("Decoding work: counted by value, object, key and guesses by depth; an error where it passes the bound", arguments: [
        // text, bound → the column where it passes the bound, or nil when it fits
        ("{\"x\": [[],[]]}", 121, Int?.none),      // root 27, key 10, outer array 22, two arrays 31 each
        ("{\"x\": [[],[]]}", 120, 11),             // passed at the second inner array
        ("[1, 2, null, 3.5]", 29, nil),             // array 13, numbers and null 4 each
        ("[1, 2, null, 3.5]", 28, 14),
        ("[\"a\", \"b\"]", 69, nil),                 // array 13, strings 4 + 4 × 3 × 2 each
        ("[\"a\", \"b\"]", 68, 7),
        ("[true, false]", 45, nil),                  // array 13, booleans 4 + 2 × 3 × 2 each
        ("[true, false]", 44, 8),
        ("{\"key\": {\"k\": 1}}", 81, nil),          // root 27, key 10, object 30, key 10, number 4
        ("{\"key\": {\"k\": 1}}", 70, 10),           // passed at the inner key
        ("{\"\\n\": 1}", 51, nil),                   // an escaped key 20
        ("{\"\\n\": 1}", 46, 2),
    ] as [(String, Int, Int?)])
    func decodingWork(text: String, bound: Int, column: Int?) {
        let error: ScenarioError?
        do {
            _ = try JSONPreflight.check(Array(text.utf8), maximumDecodingWork: bound)
            error = nil
        } catch let thrown {
            error = thrown
        }
        let expected = column.map {
            ScenarioError(field: "", message: "needs more decoding work than \(bound) units (its values, objects and keys, and its "
                          + "arrays, strings and booleans by how deep they are nested; see --help) (line 1, column \($0))")
        }
        #expect(error == expected)
    }

    @Test("The bound is above what the largest useful scenario needs")
    func decodingWorkOfLargestScenario() {
        typealias Work = JSONTextLimits.DecodingWork
        // Each sample an object at depth 3 with three keys (t, finger, down), two numbers and a
        // boolean at depth 4; the root object and the gesture array once.
        let sample = Work.value + Work.object + Work.guess * 3 + 3 * Work.key + 2 * Work.value + Work.value + 2 * Work.guess * 4
        let work = ScenarioLimits.maximumSamples * sample + 2 * Work.value + Work.object + Work.guess + 3 * Work.guess * 2
        // About 10 million, half the bound.
        #expect((9_000_000...11_000_000).contains(work) && work < JSONTextLimits.maximumDecodingWork)
    }

    @Test("Excerpts are printable and bounded: control characters escaped, long text cut")
    func excerpts() {
        #expect(TextExcerpt.of("a\u{01}b\n\"\\\u{202E}\t") == "a\\u{1}b\\n\\\"\\\\\\u{202E}\\t")
        #expect(TextExcerpt.of(String(repeating: "x", count: 1000)) == String(repeating: "x", count: 40) + "…")
        #expect(TextExcerpt.of("é😀ok") == "é😀ok")
        let controls = TextExcerpt.of(String(repeating: "\u{1B}", count: 1_000_000))
        #expect(controls.count <= 41 && controls.hasSuffix("…") && !controls.contains("\u{1B}"))
        // A piece that does not fit whole is left out, never cut in the middle of an escape.
        #expect(TextExcerpt.of("abc\u{1B}", limit: 5) == "abc…")
    }

    @Test("Messages quote the file's text trimmed and escaped")
    func messagesQuoteExcerpts() throws {
        let key = "bad\u{1B}[2J" + String(repeating: "k", count: 5000)
        var escapedKey = ""
        JSONReadingTests.appendJSONString(key, to: &escapedKey)
        let unknown = Self.minimal.replacingOccurrences(of: "\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \(escapedKey): 1")
        let error = try #require(Self.error(unknown))
        #expect(error.field == "bad\\u{1B}[2J" + String(repeating: "k", count: 28) + "…")
        #expect(error.description.count < 400 && !error.description.contains("\u{1B}"))
        let choice = Self.minimal.replacingOccurrences(of: "\"edge\": \"bottom\"", with: "\"edge\": \"\\u0007" + String(repeating: "z", count: 100) + "\"")
        #expect(Self.error(choice)?.message.hasPrefix("\"\\u{7}" + String(repeating: "z", count: 35) + "…\" is not one of") == true)
        let deepKeys = String(repeating: "{\"" + String(repeating: "n", count: 50) + "\": ", count: 60) + "{\"a\": 1, \"a\": 2}" + String(repeating: "}", count: 60)
        let repeated = try #require(Self.error(deepKeys))
        #expect(repeated.field.count == ScenarioError.maximumFieldLength && repeated.field.contains("…"))
    }

    @Test("A lone surrogate escape reads as U+FFFD and keeps what follows", arguments: [
        ("\\ud800\\u0041", "\u{FFFD}A"), ("\\udc00x", "\u{FFFD}x"), ("a\\ud800", "a\u{FFFD}"), ("\\ud83d\\ude00", "😀"),
        ("\\ud800\\ud800\\udc00", "\u{FFFD}\u{10000}"), ("\\uDBFF\\uDFFF", "\u{10FFFF}"), ("\\udc00\\ud800", "\u{FFFD}\u{FFFD}"),
        ("\\ud800\\n", "\u{FFFD}\n"),
    ])
    func loneSurrogates(escaped: String, expected: String) throws {
        let text = Self.minimal.replacingOccurrences(of: "\"name\": \"m\"", with: "\"name\": \"\(escaped)\"")
        #expect(try ScenarioParser.parse(text).name == expected)
    }

    @Test("Replacing a lone surrogate keeps later positions right")
    func surrogatePositions() {
        let text = "{\"name\": \"\\ud800\", \"edge\": }"
        #expect(Self.error(text)?.message == "not valid JSON (line 1, column 28: invalid value)")
    }

    @Test("Text that is not UTF-8 is named by line, column and byte")
    func invalidUTF8() {
        var bytes = Array("{\"name\": \"m\",\n \"edge\": \"bo".utf8)
        bytes += [0xFF] + Array("ttom\"}".utf8)
        #expect(Self.error(bytes) == ScenarioError(field: "", message: "not valid UTF-8 at line 2, column 13 (byte offset 26: \\xFF)"))
        let surrogate = Array("{\"name\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8)
        #expect(Self.error(surrogate)?.message.hasPrefix("not valid UTF-8 at line 1, column 11") == true)
        #expect(UTF8Validation.firstInvalidOffset(in: Array("é😀".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0xC0, 0x80]) == 1)
    }

    @Test("A byte order mark is ignored")
    func byteOrderMark() throws {
        #expect(try ScenarioParser.parse([0xEF, 0xBB, 0xBF] + Array(Self.minimal.utf8)).name == "m")
    }

    @Test("A string of a million escapes is read in linear time")
    func millionEscapes() throws {
        let text = Self.minimal.replacingOccurrences(of: "\"name\": \"m\"",
                                                     with: "\"name\": \"m\", \"description\": \"" + String(repeating: "\\n", count: 1_000_000) + "\"")
        let start = ContinuousClock.now
        let error = Self.error(text)
        let elapsed = ContinuousClock.now - start
        #expect(error == ScenarioError(field: "description", message: "must be at most 1000 characters"))
        #expect(elapsed < .seconds(3), "\(elapsed)")
    }

    @Test("A 10 MB unknown key is reported in linear time, quoted in 40 characters")
    func tenMegabyteKey() throws {
        let key = String(repeating: "k", count: 10_000_000)
        let text = Self.minimal.replacingOccurrences(of: "\"name\": \"m\"", with: "\"name\": \"m\", \"\(key)\": 1")
        let start = ContinuousClock.now
        let error = try #require(Self.error(text))
        let elapsed = ContinuousClock.now - start
        #expect(error.field == String(repeating: "k", count: 40) + "…")
        #expect(error.message.hasPrefix("unknown field; known fields here: name, description"))
        #expect(elapsed < .seconds(3), "\(elapsed)")
    }

    @Test("Did you mean: only for short names within two edits")
    func suggestions() {
        let known = ScenarioParser.rootFields
        #expect(FieldSuggestion.closest(to: "initalDetent", among: known) == "initialDetent")
        #expect(FieldSuggestion.closest(to: "FRAMERATE", among: known) == "frameRate")
        #expect(FieldSuggestion.closest(to: "gestrue", among: known) == "gesture")
        #expect(FieldSuggestion.closest(to: "xyz", among: known) == nil)
        #expect(FieldSuggestion.closest(to: "ab", among: ["t"]) == nil)
        #expect(FieldSuggestion.closest(to: "initialDetent" + String(repeating: "x", count: 20), among: known) == nil)
        #expect(FieldSuggestion.editDistance("kitten", "sitting", atMost: 3) == 3)
        #expect(FieldSuggestion.editDistance("kitten", "sitting", atMost: 2) == nil)
        #expect(FieldSuggestion.editDistance("abcdef", "uvwxyz", atMost: 2) == nil)
    }

    /// `text` as a JSON string (what a file would hold).
    static func appendJSONString(_ text: String, to output: inout String) {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        output += String(decoding: data, as: UTF8.self)
    }
}
