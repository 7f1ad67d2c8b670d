import Foundation
import Testing
import SheetKitTestSupport
import SheetKit
import SheetKitLab

/// Behaviour pinned across refactors: every built-in lab scenario's trace (each frame's
/// extent, velocity, progress, dimming, list offset and phase; the events; the releases; the
/// outcome and the metrics) is compared with a recorded fixture within ``tolerance``.
///
/// The fixtures live in `Fixtures/GoldenTraces/`, one JSON file per scenario, numbers rounded
/// to ``recordedDecimals`` decimals. A difference is either a regression or a deliberate
/// change of behaviour; a deliberate one is recorded again with
/// `SHEETKIT_RECORD_GOLDEN=1 swift test --filter GoldenTraceTests` and named, with its
/// numbers, in the commit that makes it.
@Suite("Golden traces")
struct GoldenTraceTests {
    /// The largest difference accepted between a number and its fixture: 1e-6 (points, seconds,
    /// points per second, or a fraction).
    static let tolerance = 1e-6

    /// The decimals the fixtures keep: far finer than ``tolerance``, coarse enough that the
    /// files stay short.
    static let recordedDecimals = 9.0

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/GoldenTraces", isDirectory: true)

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SHEETKIT_RECORD_GOLDEN"] == "1" }

    @Test("Every built-in scenario replays as recorded", arguments: BuiltInScenarios.all.map(\.name))
    func replaysAsRecorded(name: String) throws {
        let scenario = try #require(BuiltInScenarios.named(name))
        let golden = GoldenTrace(try ScenarioRunner.run(scenario))
        let file = Self.fixtures.appendingPathComponent("\(name).json")
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(golden.rounded(toDecimals: Self.recordedDecimals)).write(to: file)
            return
        }
        let recorded = try JSONDecoder().decode(GoldenTrace.self, from: Data(contentsOf: file))
        let differences = golden.differences(from: recorded, tolerance: Self.tolerance)
        #expect(differences.isEmpty, "\(name): \(differences.prefix(8).joined(separator: "; "))")
    }

    @Test("Every fixture belongs to a built-in scenario")
    func noStaleFixtures() throws {
        let names = Set(BuiltInScenarios.all.map(\.name))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == names)
    }
}

/// A trace reduced to what behaviour means: numbers and names, no lab types.
struct GoldenTrace: Codable, Equatable {
    struct Frame: Codable, Equatable {
        var t, extent, velocity, progress, dimming, scrollOffset: Double
        var phase: String
    }
    struct Event: Codable, Equatable {
        var t: Double
        var kind: String
        var detent: Int?
    }
    struct Release: Codable, Equatable {
        var kind: String
        var t, extent, sheetVelocity, targetExtent: Double
        var firstFrame: Int
        var target: String?
    }
    var frames: [Frame]
    var events: [Event]
    var releases: [Release]
    var outcomePhase: String
    var outcomeDetent: Int?
    var outcomeExtent: Double
    var settleFrame: Int?
    var settleTime: Double?
    var releaseJump, velocityMismatch: Double

    init(_ trace: Trace) {
        frames = trace.frames.map {
            Frame(t: $0.t, extent: $0.extent, velocity: $0.velocity, progress: $0.progress, dimming: $0.dimming,
                  scrollOffset: $0.scrollOffset, phase: $0.phase.traceName)
        }
        events = trace.events.map { Event(t: $0.t, kind: $0.kind.rawValue, detent: $0.detent) }
        releases = trace.releases.map { release in
            let target: String? = release.target.map { id in
                switch id {
                case .hidden: return "hidden"
                case .end: return "finish"
                case .start: return "cancel"
                default: return "detent \(trace.detents.firstIndex { $0.identifier == id } ?? -1)"
                }
            }
            return Release(kind: release.kind.rawValue, t: release.t, extent: release.extent, sheetVelocity: release.sheetVelocity,
                           targetExtent: release.targetExtent, firstFrame: release.firstFrame, target: target)
        }
        outcomePhase = trace.outcome.phase.traceName
        outcomeDetent = trace.outcome.detent
        outcomeExtent = trace.outcome.extent
        settleFrame = trace.settleFrame
        settleTime = trace.metrics.settleTime
        releaseJump = trace.metrics.releaseJump
        velocityMismatch = trace.metrics.velocityMismatch
    }

    /// The same trace with every number rounded to `decimals` decimals (for recording).
    func rounded(toDecimals decimals: Double) -> GoldenTrace {
        let scale = pow(10, decimals)
        func r(_ value: Double) -> Double { value.isFinite ? (value * scale).rounded() / scale : value }
        var copy = self
        copy.frames = frames.map {
            Frame(t: r($0.t), extent: r($0.extent), velocity: r($0.velocity), progress: r($0.progress),
                  dimming: r($0.dimming), scrollOffset: r($0.scrollOffset), phase: $0.phase)
        }
        copy.events = events.map { Event(t: r($0.t), kind: $0.kind, detent: $0.detent) }
        copy.releases = releases.map {
            Release(kind: $0.kind, t: r($0.t), extent: r($0.extent), sheetVelocity: r($0.sheetVelocity),
                    targetExtent: r($0.targetExtent), firstFrame: $0.firstFrame, target: $0.target)
        }
        copy.outcomeExtent = r(outcomeExtent)
        copy.settleTime = settleTime.map(r)
        copy.releaseJump = r(releaseJump)
        copy.velocityMismatch = r(velocityMismatch)
        return copy
    }

    /// Every way this trace differs from `recorded`: numbers further apart than `tolerance`,
    /// names, indices and counts that differ.
    func differences(from recorded: GoldenTrace, tolerance: Double) -> [String] {
        var found: [String] = []
        func number(_ label: String, _ value: Double?, _ expected: Double?) {
            switch (value, expected) {
            case (nil, nil): return
            case (let value?, let expected?) where isClose(value, expected, within: tolerance): return
            default: found.append("\(label): \(value.map { "\($0)" } ?? "nil") ≠ \(expected.map { "\($0)" } ?? "nil")")
            }
        }
        func same<T: Equatable>(_ label: String, _ value: T, _ expected: T) {
            if value != expected { found.append("\(label): \(value) ≠ \(expected)") }
        }
        same("frame count", frames.count, recorded.frames.count)
        for (index, (frame, expected)) in zip(frames, recorded.frames).enumerated() {
            number("frame \(index) t", frame.t, expected.t)
            number("frame \(index) extent", frame.extent, expected.extent)
            number("frame \(index) velocity", frame.velocity, expected.velocity)
            number("frame \(index) progress", frame.progress, expected.progress)
            number("frame \(index) dimming", frame.dimming, expected.dimming)
            number("frame \(index) scrollOffset", frame.scrollOffset, expected.scrollOffset)
            same("frame \(index) phase", frame.phase, expected.phase)
        }
        same("event count", events.count, recorded.events.count)
        for (index, (event, expected)) in zip(events, recorded.events).enumerated() {
            number("event \(index) t", event.t, expected.t)
            same("event \(index) kind", event.kind, expected.kind)
            same("event \(index) detent", event.detent, expected.detent)
        }
        same("release count", releases.count, recorded.releases.count)
        for (index, (release, expected)) in zip(releases, recorded.releases).enumerated() {
            same("release \(index) kind", release.kind, expected.kind)
            number("release \(index) t", release.t, expected.t)
            number("release \(index) extent", release.extent, expected.extent)
            number("release \(index) sheetVelocity", release.sheetVelocity, expected.sheetVelocity)
            number("release \(index) targetExtent", release.targetExtent, expected.targetExtent)
            same("release \(index) firstFrame", release.firstFrame, expected.firstFrame)
            same("release \(index) target", release.target, expected.target)
        }
        same("outcome phase", outcomePhase, recorded.outcomePhase)
        same("outcome detent", outcomeDetent, recorded.outcomeDetent)
        number("outcome extent", outcomeExtent, recorded.outcomeExtent)
        same("settle frame", settleFrame, recorded.settleFrame)
        number("settle time", settleTime, recorded.settleTime)
        number("release jump", releaseJump, recorded.releaseJump)
        number("velocity mismatch", velocityMismatch, recorded.velocityMismatch)
        return found
    }
}
