import Foundation
import Testing
@testable import SheetKit
@testable import SheetKitLab

/// The animated screens: their keyframes are the trace's numbers at the trace's times, the
/// thinning keeps what it promises, and every file stays small.
@Suite("Screen animations")
struct ScreenAnimationTests {
    /// The largest file the lab may write, in bytes.
    static let maximumFileBytes = 400_000
    /// How far a written length may be from the trace's, in points.
    static let lengthAccuracy = 0.01

    /// One SMIL element of a document: its key times and values.
    struct Animation {
        var keyTimes: [Double]
        var values: [String]
        var duration: Double
    }

    /// The first `<animate>` of `attribute` (or `<animateTransform>` of that type) after the
    /// element whose id is `id` and before the next element with an id, in `svg`; `nil` when
    /// the attribute is not animated there.
    static func animation(in svg: String, id: String, attribute: String, transform: Bool = false) throws -> Animation? {
        let element = try #require(svg.range(of: "id=\"\(id)\""))
        let next = svg.range(of: " id=\"", range: element.upperBound..<svg.endIndex)?.lowerBound ?? svg.endIndex
        let marker = transform ? "type=\"\(attribute)\"" : "<animate attributeName=\"\(attribute)\""
        guard let start = svg.range(of: marker, range: element.upperBound..<next) else { return nil }
        let end = try #require(svg.range(of: "/>", range: start.upperBound..<svg.endIndex))
        let text = String(svg[start.lowerBound..<end.lowerBound])
        func field(_ name: String) throws -> String {
            let open = try #require(text.range(of: " \(name)=\""))
            let close = try #require(text.range(of: "\"", range: open.upperBound..<text.endIndex))
            return String(text[open.upperBound..<close.lowerBound])
        }
        let keyTimes = try field("keyTimes").split(separator: ";").map { try number($0) }
        let duration = try number(try field("dur").dropLast())
        return Animation(keyTimes: keyTimes, values: try field("values").split(separator: ";").map(String.init), duration: duration)
    }

    /// A written number.
    static func number(_ text: Substring?) throws -> Double {
        try #require(text.flatMap { Double(String($0)) }, "a number")
    }

    /// The written keyframes between the loop's ends, each matched to the trace frame shown
    /// at its time: the key time × the loop's length is the frame's time to the key time's
    /// written precision.
    static func framesAtKeyTimes(_ animation: Animation?, _ trace: Trace, _ timing: AnimationTiming) throws -> [(frame: Trace.Frame, value: String)] {
        let animation = try #require(animation, "an animation")
        #expect(animation.keyTimes.first == 0 && animation.keyTimes.last == 1)
        #expect(zip(animation.keyTimes, animation.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(animation.duration - timing.duration) < 1e-4)
        let precision = 0.5e-6 * timing.cycle + 1e-12
        var matched: [(Trace.Frame, String)] = []
        for (keyTime, value) in zip(animation.keyTimes, animation.values) {
            let t = keyTime * timing.cycle
            // The loop's ends hold the first and last frames.
            if keyTime == 0 && (trace.frames.first?.t ?? 0) > precision { continue }
            if keyTime == 1 && t > (trace.frames.last?.t ?? 0) + precision { continue }
            let frame = try #require(trace.frames.first { abs($0.t - t) <= precision }, "a frame at key time \(keyTime)")
            matched.append((frame, value))
        }
        return matched
    }

    @Test("A sheet's keyframes are the trace's: the list's top at the container's height less the extent, its rows at the list's offset, the dimming's alpha; first and last frames kept",
          arguments: [1.0, AnimationTiming.slowMotionFactor])
    func sheetKeyframes(slowdown: Double) throws {
        let scenario = BuiltInScenarios.commentListHandOff
        let trace = try ScenarioRunner.run(scenario)
        let animation = ScreenAnimation(scenario: scenario, trace: trace, slowdown: slowdown)
        let svg = animation.svg
        let height = scenario.container.height

        let top = try Self.framesAtKeyTimes(try Self.animation(in: svg, id: "list", attribute: "y"), trace, animation.timing)
        #expect(top.count >= 4)
        #expect(top.first?.frame == trace.frames.first && top.last?.frame == trace.frames.last)
        for (frame, value) in top {
            #expect(abs(try Self.number(Substring(value)) - (height - frame.extent)) <= Self.lengthAccuracy, "t = \(frame.t)")
        }
        let scroll = try Self.framesAtKeyTimes(try Self.animation(in: svg, id: "list", attribute: "translate", transform: true),
                                               trace, animation.timing)
        #expect(scroll.count >= 4)
        for (frame, value) in scroll {
            let y = try Self.number(value.split(separator: ",").last)
            #expect(abs(y + frame.scrollOffset) <= Self.lengthAccuracy, "t = \(frame.t)")
        }
        if let dimming = try Self.animation(in: svg, id: "dimming", attribute: "opacity") {
            for (frame, value) in try Self.framesAtKeyTimes(dimming, trace, animation.timing) {
                #expect(abs(try Self.number(Substring(value)) - frame.dimming) <= 1e-4, "t = \(frame.t)")
            }
        } else {
            // Not animated: the trace's dimming does not change.
            #expect(Set(trace.frames.map(\.dimming)).count == 1)
        }
    }

    @Test("A pop's keyframes are the trace's: the leaving screen slides by the position along the track, at the frames' times")
    func trackKeyframes() throws {
        let scenario = BuiltInScenarios.popSlowDragPastHalf
        let trace = try ScenarioRunner.run(scenario)
        let animation = ScreenAnimation(scenario: scenario, trace: trace)
        let svg = animation.svg
        // The leaving screen's translation is the last translate written before its group.
        let group = try #require(svg.range(of: "id=\"from\""))
        let before = String(svg[..<group.lowerBound])
        let translate = try #require(before.range(of: "type=\"translate\"", options: .backwards))
        let text = "<g id=\"from-slide\">" + String(before[translate.lowerBound...])
        let keyframes = try Self.framesAtKeyTimes(try Self.animation(in: text, id: "from-slide", attribute: "translate", transform: true),
                                                  trace, animation.timing)
        #expect(keyframes.count >= 3)
        #expect(keyframes.first?.frame == trace.frames.first && keyframes.last?.frame == trace.frames.last)
        let width = scenario.container.width
        for (frame, value) in keyframes {
            let x = try Self.number(value.split(separator: ",").first)
            let style = NavigationTransitionStyle.parallaxSlide
            let expected = style.appearance(progress: frame.progress, operation: .pop, containerWidth: width,
                                            layoutDirection: scenario.layoutDirection).from.translationX
            #expect(abs(x - expected) <= Self.lengthAccuracy, "t = \(frame.t)")
            // The leaving screen follows the track one to one: its slide is the trace's position.
            #expect(abs(x - frame.extent) <= Self.lengthAccuracy, "t = \(frame.t)")
        }
    }

    @Test("Every built-in scenario's animations stay under 400 kB, real time and slow motion")
    func sizes() throws {
        for scenario in BuiltInScenarios.all {
            let trace = try ScenarioRunner.run(scenario)
            for slowdown in [1.0, AnimationTiming.slowMotionFactor] {
                let bytes = ScreenAnimation(scenario: scenario, trace: trace, slowdown: slowdown).svg.utf8.count
                #expect(bytes > 0 && bytes < Self.maximumFileBytes, "\(scenario.name): \(bytes) bytes")
            }
        }
    }

    /// Thinning cases: values at times 0, 1, 2…, the tolerance, pinned indices, the indices kept.
    static let thinning: [(values: [Double], tolerance: Double, pinned: Set<Int>, kept: [Int])] = [
        ([0, 1, 2, 3, 4], 0.25, [], [0, 4]),
        ([0, 0, 0, 5, 5], 0.25, [], [0, 2, 3, 4]),
        ([0, 0.1, 0.2, 0.3], 0.25, [2], [0, 2, 3]),
        ([0, 1, 0, 1], 0.25, [], [0, 1, 2, 3]),
        ([3, 3], 0.25, [], [0, 1]),
    ]

    @Test("Thinning keeps the ends, the pinned keyframes and every corner the line would cut", arguments: thinning)
    func thinned(values: [Double], tolerance: Double, pinned: Set<Int>, kept: [Int]) {
        let keyframes = Keyframes(times: values.indices.map(Double.init), values: values)
        #expect(keyframes.keptIndices(tolerance: tolerance, pinned: pinned) == kept)
    }

    @Test("Linear interpolation of the written keyframes stays within the tolerance of every frame")
    func interpolationError() throws {
        let trace = try ScenarioRunner.run(BuiltInScenarios.commentListHandOff)
        let keyframes = Keyframes(times: trace.frames.map(\.t), values: trace.frames.map(\.extent))
        let kept = keyframes.thinned(tolerance: AnimatedValue.lengthTolerance)
        #expect(kept.times.count < keyframes.times.count)
        for (t, value) in zip(keyframes.times, keyframes.values) {
            let next = try #require(kept.times.firstIndex { $0 >= t })
            let shown: Double
            if kept.times[next] == t { shown = kept.values[next] } else {
                let previous = next - 1
                let fraction = (t - kept.times[previous]) / (kept.times[next] - kept.times[previous])
                shown = kept.values[previous] + (kept.values[next] - kept.values[previous]) * fraction
            }
            #expect(abs(shown - value) <= AnimatedValue.lengthTolerance + 1e-9, "t = \(t)")
        }
    }
}

/// The animation the README opens with is the one the lab draws today.
@Suite("README animation")
struct ReadmeAnimationTests {
    /// `docs/comment-sheet.svg`, from the package's root.
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/comment-sheet.svg")

    @Test("docs/comment-sheet.svg is comment-list-handoff's real-time screen (regenerate: sheetkit-lab comment-list-handoff --out DIR, copy DIR/screens/comment-list-handoff.svg)")
    func committedAnimation() throws {
        let scenario = BuiltInScenarios.commentListHandOff
        let expected = ScreenAnimation(scenario: scenario, trace: try ScenarioRunner.run(scenario)).svg
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(committed == expected)
        #expect(committed.utf8.count < ScreenAnimationTests.maximumFileBytes)
    }
}

/// Numbers as the animations write them.
@Suite("SMIL numbers")
struct SMILNumberTests {
    static let cases: [(value: Double, digits: Int, written: String)] = [
        (0, 2, "0"), (1, 2, "1"), (-1.5, 2, "-1.5"), (67.52, 2, "67.52"), (0.004, 2, "0"), (-0.004, 2, "0"),
        (0.001764, 6, "0.001764"), (0.0000004, 6, "0"), (0.92, 4, "0.92"), (1.00005, 4, "1.0001"), (12.0, 0, "12"),
        (.nan, 2, "0"), (.infinity, 2, "0"), (1234.5, 0, "1235"),
    ]

    @Test("Rounded to the digits, no trailing zeros, no exponent, no negative zero", arguments: cases)
    func written(value: Double, digits: Int, written: String) {
        #expect(SMILFormat.number(value, digits: digits) == written)
    }
}
