import Foundation
import Testing
@testable import SheetKitLab

@Suite("Charts and JSON text")
struct ChartTests {
    @Test("Every built-in chart is a complete SVG with labelled axes, detents and no invalid numbers")
    func charts() throws {
        for scenario in BuiltInScenarios.all {
            let trace = try ScenarioRunner.run(scenario)
            let svg = TraceChart(trace: trace).svg
            #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"), "\(scenario.name)")
            #expect(svg.components(separatedBy: "<svg").count == 2)
            let axis = scenario.track == nil ? "extent (pt)" : "position along the track (pt)"
            for label in [axis, "velocity (pt/s)", "time since the first input (ms)", scenario.name] {
                #expect(svg.contains(label), "\(scenario.name): \(label)")
            }
            for (index, detent) in trace.detents.enumerated() {
                #expect(svg.contains("detent \(index) · \(ChartStyle.points(detent.extent)) pt"))
            }
            if case .track(_, let guides) = trace.subject {
                // Every guide is drawn with its label: a pop's ends, a style's own (a reveal's
                // covering radius, a card zoom's full pull and close).
                #expect(guides.count >= 2 && trace.detents.isEmpty, "\(scenario.name)")
                for guide in trace.guides {
                    #expect(svg.contains(guide.label), "\(scenario.name): \(guide.label)")
                }
            }
            if BuiltInScenarios.tracks.contains(scenario) {
                #expect(svg.contains("start · 0 pt") && svg.contains("end · 390 pt"))
            }
            #expect(svg.contains("list offset (pt)") == trace.hasList)
            #expect(!svg.contains("nan") && !svg.contains("inf"))
            // Every coordinate attribute holds a number.
            #expect(!svg.contains("=\"\"") && !svg.contains("=\"-\""))
        }
    }

    @Test("The hand-off chart marks both hand-offs; the top panel's marks the presentation")
    func annotations() throws {
        let handOff = TraceChart(trace: try ScenarioRunner.run(BuiltInScenarios.commentListHandOff)).svg
        #expect(handOff.contains("list at top → sheet follows") && handOff.contains("sheet at detent → list scrolls"))
        #expect(handOff.contains("lift: finger 400, sheet 0 pt/s"))
        let top = TraceChart(trace: try ScenarioRunner.run(BuiltInScenarios.topPanelBouncy)).svg
        #expect(top.contains(">present<") && top.contains(">settled (0)<"))
    }

    @Test("Axis ticks are round numbers inside the domain")
    func ticks() {
        let scale = ChartScale(lower: 0, upper: 830, range: (300, 0))
        #expect(scale.ticks(count: 6) == [0, 200, 400, 600, 800])
        #expect(scale(0) == 300 && scale(830) == 0)
        #expect(ChartScale(lower: -1620, upper: 1450, range: (0, 1)).ticks(count: 4) == [-1000, 0, 1000])
        #expect(ChartScale.niceStep(span: 1358, count: 10) == 200)
        let flat = ChartScale(lower: 5, upper: 5, range: (0, 100))
        #expect(flat(5) == 50 && flat.ticks(count: 3).allSatisfy(\.isFinite))
        #expect(ChartScale(lower: .nan, upper: .infinity, range: (0, 1))(0).isFinite)
    }

    @Test("SVG text is escaped")
    func escaping() {
        #expect(SVGCanvas.escape("a < b & \"c\"") == "a &lt; b &amp; &quot;c&quot;")
        #expect(SVGCanvas.number(.nan) == "0" && SVGCanvas.number(12.3456) == "12.35" && SVGCanvas.number(-3) == "-3")
    }

    @Test("JSON numbers: rounded, -0 as 0, non-finite as null; strings escaped; objects keep their order")
    func jsonWriter() throws {
        let writer = JSONWriter(fractionDigits: 4)
        #expect(writer.number(1.0 / 120) == "0.0083" && writer.number(-0.0) == "0" && writer.number(760) == "760")
        #expect(writer.number(.nan) == "null" && writer.number(-.infinity) == "null" && writer.number(1e20) == "1e+20")
        let value: JSONValue = .object([("b", .string("q\"\n\u{01}")), ("a", .array([.number(1), .bool(true), .null]))])
        let text = writer.string(for: value)
        #expect(text == "{\n  \"b\": \"q\\\"\\n\\u0001\",\n  \"a\": [1, true, null]\n}\n")
        // Foundation reads the text back to the same values.
        let read = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(read["b"] as? String == "q\"\n\u{01}")
        let array = try #require(read["a"] as? [Any])
        #expect(array.count == 3 && (array[0] as? NSNumber)?.doubleValue == 1 && array[2] is NSNull)
    }
}
