import Foundation
import Testing
@testable import SheetKit
@testable import SheetKitLab
@testable import SheetKitFuzz
import SheetKitTestSupport

@Suite("Scenario files")
struct ScenarioParserTests {
    static let complete = """
    {
      "name": "everything",
      "description": "All fields",
      "container": {"width": 390, "height": 844},
      "safeArea": {"top": 47, "left": 1, "bottom": 34, "right": 2},
      "edge": "trailing",
      "layoutDirection": "rightToLeft",
      "detents": [{"fraction": 0.5}, {"points": 320}, {"fitsContent": 420}],
      "initialDetent": 1,
      "spring": {"response": 0.4, "dampingRatio": 0.8},
      "presentationSpring": {"response": 0.5, "dampingRatio": 0.6},
      "allowsDismiss": false,
      "presentation": "edgePan",
      "frameRate": 60, "dropEvery": 3,
      "scroll": {"contentLength": 2400, "viewportLength": 600, "offset": 40},
      "gesture": [{"t": 0.0, "finger": 420}, {"t": 0.1, "finger": 400},
                  {"t": 0.3, "finger": 300, "lift": true},
                  {"t": 0.5, "finger": 310, "down": true}, {"t": 0.6, "finger": 350, "lift": true}],
      "duration": 1.5
    }
    """

    static let minimal = """
    {"name": "m", "container": {"width": 390, "height": 844}, "edge": "bottom",
     "detents": [{"fraction": 0.6}], "gesture": [{"t": 0, "finger": 500}, {"t": 0.2, "finger": 450, "lift": true}]}
    """

    @Test("A file with every field reads into the same values")
    func completeFile() throws {
        let scenario = try ScenarioParser.parse(Self.complete)
        #expect(scenario.name == "everything" && scenario.summary == "All fields")
        #expect(scenario.container == SheetSize(width: 390, height: 844))
        #expect(scenario.safeArea == SheetInsets(top: 47, left: 1, bottom: 34, right: 2))
        #expect(scenario.edge == .trailing && scenario.layoutDirection == .rightToLeft)
        #expect(scenario.detents == [.fraction(0.5), .points(320), .fitsContent(420)])
        #expect(scenario.initialDetent == 1)
        #expect(scenario.spring == Scenario.SpringSpec(response: 0.4, dampingRatio: 0.8))
        #expect(scenario.presentationSpring == Scenario.SpringSpec(response: 0.5, dampingRatio: 0.6))
        #expect(scenario.allowsDismiss == false && scenario.presentation == .edgePan)
        #expect(scenario.frameRate == 60 && scenario.dropEvery == 3 && scenario.duration == 1.5)
        #expect(scenario.scroll == Scenario.ScrollSpec(contentLength: 2400, viewportLength: 600, offset: 40))
        guard case .gesture(let samples) = scenario.input else {
            Issue.record("expected a gesture")
            return
        }
        #expect(samples.map(\.t) == [0, 0.1, 0.3, 0.5, 0.6])
        #expect(samples.map(\.finger) == [420, 400, 300, 310, 350])
        #expect(samples.map(\.lift) == [false, false, true, false, true])
        #expect(samples.map(\.down) == [false, false, false, true, false])
        // The setup resolves trailing in right-to-left to the left edge; points add no inset
        // there beyond the left safe area (1 pt); fitsContent sets the fitting length.
        let setup = ScenarioSetup(scenario)
        #expect(setup.layout.edge == .left)
        #expect(setup.container.contentFittingLength == 420)
        #expect(setup.layout.detents.map(\.extent) == [195, 321, 378])   // 0.5 × 390; 320 + 1; 420 + 1 clamped to 390 − 2 − 10
        #expect(setup.configuration.spring == MotionSpring(response: 0.4, dampingRatio: 0.8))
    }

    @Test("Optional fields take their documented defaults")
    func defaults() throws {
        let scenario = try ScenarioParser.parse(Self.minimal)
        #expect(scenario.safeArea == .zero && scenario.layoutDirection == .leftToRight)
        #expect(scenario.initialDetent == 0 && scenario.spring == nil && scenario.presentationSpring == nil)
        #expect(scenario.allowsDismiss && scenario.presentation == .resting)
        #expect(scenario.frameRate == 120 && scenario.dropEvery == 0 && scenario.duration == 2 && scenario.scroll == nil)
        #expect(ScenarioSetup(scenario).configuration.spring == .default)
    }

    @Test("A release replaces the gesture; an animated presentation needs neither")
    func releaseAndPresentation() throws {
        let release = try ScenarioParser.parse("""
        {"name": "r", "container": {"width": 390, "height": 844}, "edge": "bottom", "detents": [{"fraction": 0.6}],
         "release": {"t": 0.25, "extent": 300, "velocity": -1500}}
        """)
        #expect(release.input == .release(Scenario.Release(t: 0.25, extent: 300, velocity: -1500)))
        let presented = try ScenarioParser.parse("""
        {"name": "p", "container": {"width": 390, "height": 844}, "edge": "top", "detents": [{"points": 200}],
         "presentation": "animated"}
        """)
        #expect(presented.input == .none && presented.presentation == .animated)
    }

    @Test("A drag region, catch on touch-down and a touch's position across the axis read into the scenario")
    func steeringFields() throws {
        let scenario = try ScenarioParser.parse(Self.minimal
            .replacingOccurrences(of: "\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"dragRegion\": {\"header\": 60}, \"catchOnTouchDown\": true")
            .replacingOccurrences(of: "{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0, \"finger\": 500, \"across\": 40}"))
        #expect(scenario.dragRegion == .header(60) && scenario.catchOnTouchDown)
        guard case .gesture(let samples) = scenario.input else {
            Issue.record("expected a gesture")
            return
        }
        #expect(samples.map(\.across) == [40, nil])
        #expect(ScenarioSetup(scenario).configuration.drag.region == .header(length: 60))
        #expect(try ScenarioParser.parse(scenario.jsonText) == scenario)
        let defaults = try ScenarioParser.parse(Self.minimal)
        #expect(defaults.dragRegion == nil && !defaults.catchOnTouchDown)
        #expect(ScenarioSetup(defaults).configuration.drag.region == .anywhere)
    }

    @Test("Every built-in scenario, written as a file, reads back unchanged")
    func builtInRoundTrip() throws {
        for scenario in BuiltInScenarios.all {
            let text = scenario.jsonText
            #expect(try ScenarioParser.parse(text) == scenario, "\(scenario.name)")
        }
    }

    /// A bad file: a replacement applied to ``minimal`` (or a whole text), the field the error
    /// must name, and a fragment of its message.
    struct BadFile: CustomTestStringConvertible, Sendable {
        let text: String
        let field: String
        let message: String
        var testDescription: String { field.isEmpty ? "(file): \(message)" : "\(field): \(message)" }

        init(_ replacing: String, with replacement: String, field: String, message: String) {
            self.text = ScenarioParserTests.minimal.replacingOccurrences(of: replacing, with: replacement)
            self.field = field
            self.message = message
        }

        init(whole text: String, field: String, message: String) {
            self.text = text
            self.field = field
            self.message = message
        }
    }

    static let badFiles: [BadFile] = [
        BadFile(whole: "{\"name\": \"x\",\n  \"edge\": }", field: "", message: "line 2, column 11"),
        BadFile(whole: "[1, 2]", field: "", message: "expected an object, found an array"),
        BadFile(whole: "{\"name\": \"a\", \"name\": \"b\"}", field: "", message: "appears twice"),
        BadFile("\"height\": 844", with: "\"height\": 1e400", field: "container.height", message: "too large"),
        BadFile("\"height\": 844", with: "\"height\": -1e400", field: "container.height", message: "too large"),
        BadFile(whole: String(repeating: "[", count: 200), field: "", message: "nested more than 64"),
        BadFile("\"name\": \"m\", ", with: "", field: "name", message: "missing (required)"),
        BadFile("\"name\": \"m\"", with: "\"name\": 7", field: "name", message: "expected a string, found a number"),
        BadFile("\"name\": \"m\"", with: "\"name\": \"  \"", field: "name", message: "must not be empty"),
        BadFile("\"container\": {\"width\": 390, \"height\": 844}, ", with: "", field: "container", message: "missing"),
        BadFile("\"width\": 390", with: "\"width\": 0", field: "container.width", message: "must be from 1e-06 to 100000 points"),
        BadFile("\"edge\": \"bottom\",", with: "\"edge\": \"bottom\", \"dropEvery\": 9223372036854775807,", field: "dropEvery",
                message: "must be within ±1000000 (found 9.223372036854776e+18)"),
        BadFile("\"height\": 844", with: "\"height\": \"tall\"", field: "container.height", message: "expected a number, found a string"),
        BadFile("\"height\": 844", with: "\"height\": 844, \"depth\": 3", field: "container.depth", message: "unknown field"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"middle\"", field: "edge", message: "\"middle\" is not one of"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"initalDetent\": 1", field: "initalDetent",
                message: "did you mean \"initialDetent\"?"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"layoutDirection\": \"upsideDown\"", field: "layoutDirection", message: "not one of"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"safeArea\": {\"top\": -3}", field: "safeArea.top", message: "from 0 to"),
        BadFile("[{\"fraction\": 0.6}]", with: "[]", field: "detents", message: "at least one detent"),
        BadFile("[{\"fraction\": 0.6}]", with: "[{\"fraction\": 0.6}, {\"fraction\": 1.5}]", field: "detents[1].fraction", message: "at most 1"),
        BadFile("[{\"fraction\": 0.6}]", with: "[{\"fraction\": 0.6, \"points\": 3}]", field: "detents[0]", message: "exactly one of"),
        BadFile("[{\"fraction\": 0.6}]", with: "[{\"height\": 3}]", field: "detents[0].height", message: "unknown field"),
        BadFile("[{\"fraction\": 0.6}]", with: "[{\"points\": -20}]", field: "detents[0].points", message: "greater than 0"),
        BadFile("[{\"fraction\": 0.6}]", with: "[{\"fitsContent\": 200}, {\"fitsContent\": 300}]", field: "detents[1].fitsContent",
                message: "only one fitsContent"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"initialDetent\": 1", field: "initialDetent", message: "from 0 to 0"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"initialDetent\": 0.5", field: "initialDetent", message: "whole number"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"spring\": {\"response\": 0, \"dampingRatio\": 1}",
                field: "spring.response", message: "from 0.01 to 5 seconds"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"spring\": {\"response\": 0.3}", field: "spring.dampingRatio", message: "missing"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"presentationSpring\": {\"response\": 0.3, \"dampingRatio\": 0}",
                field: "presentationSpring.dampingRatio", message: "from 0.05 to 4"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"allowsDismiss\": \"yes\"", field: "allowsDismiss", message: "expected true or false"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"presentation\": \"slide\"", field: "presentation", message: "not one of"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"frameRate\": 0", field: "frameRate", message: "from 1 to 1000"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"dropEvery\": 1", field: "dropEvery", message: "0 (drop nothing) or from 2"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"duration\": 100", field: "duration", message: "from 0 to 60 seconds"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"scroll\": {\"contentLength\": 900, \"viewportLength\": 0}",
                field: "scroll.viewportLength", message: "greater than 0"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"scroll\": {\"viewportLength\": 600}", field: "scroll.contentLength", message: "missing"),
        BadFile("[{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]", with: "3", field: "gesture", message: "expected an array"),
        BadFile("[{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]", with: "[]", field: "gesture", message: "at least one sample"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0.3, \"finger\": 500}", field: "gesture[1].t", message: "in time order"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0}", field: "gesture[0].finger", message: "missing"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0, \"finger\": \"up\"}", field: "gesture[0].finger", message: "found a string"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0, \"finger\": 5e999}", field: "gesture[0].finger", message: "too large"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": 0, \"finger\": 500, \"force\": 1}", field: "gesture[0].force", message: "unknown field"),
        BadFile("{\"t\": 0, \"finger\": 500}", with: "{\"t\": -1, \"finger\": 500}", field: "gesture[0].t", message: "from 0 to 600 seconds"),
        BadFile(", \"lift\": true}]", with: "}]", field: "gesture[1].lift", message: "must lift the finger"),
        BadFile(", \"lift\": true}]", with: ", \"lift\": true}, {\"t\": 0.4, \"finger\": 400}]", field: "gesture[2].down", message: "must start a new touch"),
        BadFile("{\"t\": 0.2, \"finger\": 450, \"lift\": true}", with: "{\"t\": 0.2, \"finger\": 450, \"down\": true, \"lift\": true}",
                field: "gesture[1].down", message: "cannot start before the previous one lifts"),
        BadFile("\"edge\": \"bottom\"", with: "\"edge\": \"bottom\", \"release\": {\"extent\": 300, \"velocity\": 0}", field: "release", message: "not both"),
        BadFile(", \"gesture\": [{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]", with: "", field: "gesture",
                message: "give \"gesture\" or \"release\""),
        BadFile(", \"gesture\": [{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]",
                with: ", \"release\": {\"extent\": -5, \"velocity\": 0}", field: "release.extent", message: "from 0 to"),
        BadFile(", \"gesture\": [{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]",
                with: ", \"release\": {\"extent\": 300}", field: "release.velocity", message: "missing"),
        BadFile(", \"gesture\": [{\"t\": 0, \"finger\": 500}, {\"t\": 0.2, \"finger\": 450, \"lift\": true}]",
                with: ", \"allowsDismiss\": false, \"release\": {\"extent\": 2000, \"velocity\": 0}", field: "release.extent", message: "rubber band's reach"),
    ]

    @Test("A bad file is reported with the field it concerns", arguments: badFiles)
    func badFile(_ file: BadFile) {
        #expect(file.text != Self.minimal || file.field.isEmpty, "the replacement did not apply")
        do {
            _ = try ScenarioParser.parse(file.text)
            Issue.record("parsed a bad file")
        } catch {
            #expect(error.field == file.field)
            #expect(error.message.contains(file.message), "\(error.message)")
            #expect(error.description.contains(file.field.isEmpty ? error.message : "field \"\(file.field)\""))
        }
    }

    /// Whether a refused file's error says where the problem is: a field, or one of the
    /// problems of a file as a whole (the lab-file fuzzer's rule, `LabInvariants`).
    static func namesItsProblem(_ error: ScenarioError) -> Bool {
        guard !error.message.isEmpty else { return false }
        return !error.field.isEmpty || LabInvariants.fileLevelProblems.contains { error.message.hasPrefix($0) }
    }

    /// `step`'s result, or `nil` when it refused the file, with the expectation that the
    /// refusal names its problem.
    static func accepted<T>(_ step: () throws(ScenarioError) -> T) -> T? {
        do {
            return try step()
        } catch {
            #expect(namesItsProblem(error), "\(error)")
            return nil
        }
    }

    @Test("Mangled files never crash: they parse and run to finite traces, or report a field")
    func mangledFiles() {
        var generator = SeededGenerator(seed: 7)
        let base = Array(BuiltInScenarios.flickToDismiss.jsonText.utf8)
        let alphabet = Array("0123456789-.e,:{}[]\"tfn ".utf8)
        var parsed = 0
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet.randomElement(using: &generator) ?? 0x30
            }
            guard let scenario = Self.accepted({ () throws(ScenarioError) in try ScenarioParser.parse(bytes) }) else { continue }
            parsed += 1
            guard let trace = Self.accepted({ () throws(ScenarioError) in try ScenarioRunner.run(scenario) }) else { continue }
            for frame in trace.frames {
                #expect(frame.extent.isFinite && frame.velocity.isFinite && frame.progress.isFinite && frame.dimming.isFinite)
            }
            #expect(trace.metrics.releaseJump.isFinite && trace.metrics.velocityMismatch.isFinite)
        }
        #expect(parsed > 10)
    }
}
