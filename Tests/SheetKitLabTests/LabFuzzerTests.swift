import Foundation
import Testing
@testable import SheetKitFuzz
@testable import SheetKitLab

@Suite("sheetkit-fuzz: the lab-file fuzzer")
struct LabFuzzerTests {
    /// The cases the suite runs: enough to cover every mutation several times, in a few
    /// seconds in a debug build.
    static let caseCount = 60

    @Test("60 seeded cases: each exits 0 with a finite trace or 2 naming the problem, none crashes or hangs")
    func seededCases() throws {
        let folder = try LabCommandLineTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LabFileFuzzer().run(seed: 1, budget: .cases(Self.caseCount), context: FuzzContext(outputDirectory: folder))
        #expect(report.casesTried == Self.caseCount)
        let exits = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.label, $0.value) })
        #expect(exits.keys.allSatisfy { $0 == "exit 0" || $0 == "exit 2" }, "\(exits)")
        #expect((exits["exit 0"] ?? 0) + (exits["exit 2"] ?? 0) == Self.caseCount)
        #expect((exits["exit 0"] ?? 0) >= 5 && (exits["exit 2"] ?? 0) >= 20)    // both outcomes are reached
        #expect(report.crashes == 0 && report.hangs == 0)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.text))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(LabCaseRunner.currentCaseName).path))
        #expect(report.notes.contains("executable sample: none asked"))
    }

    @Test("A case depends only on the seed and its index")
    func determinism() {
        for index in [0, 1, 17, 59] {
            #expect(LabFileFuzzer.makeCase(seed: 5, index: index).bytes == LabFileFuzzer.makeCase(seed: 5, index: index).bytes)
        }
        #expect(LabFileFuzzer.makeCase(seed: 5, index: 3).bytes != LabFileFuzzer.makeCase(seed: 6, index: 3).bytes)
        #expect(Set((0..<20).map { LabFileFuzzer.makeCase(seed: 5, index: $0).bytes }).count > 15)
    }

    /// An in-process outcome for the oracle.
    static func outcome(_ status: Int32, output: String = "", errors: String = "", seconds: Double = 0.01) -> LabCaseRunner.Outcome {
        LabCaseRunner.Outcome(status: status, output: output, errors: errors, seconds: seconds)
    }

    @Test("The invariants catch what they must: a slow case, a bad status, a non-finite trace, an unprintable or vague message")
    func invariants() throws {
        let path = "/tmp/case.json"
        let trace = try ScenarioRunner.run(BuiltInScenarios.flickToLarge).jsonText
        func category(_ outcome: LabCaseRunner.Outcome) -> String? {
            LabInvariants.check(outcome, path: path, caseSeconds: 2)?.category
        }
        #expect(category(Self.outcome(0, output: trace)) == nil)
        #expect(category(Self.outcome(2, errors: "sheetkit-lab: \(path): field \"gesture[3].t\": expected a number, found a string\n")) == nil)
        #expect(category(Self.outcome(2, errors: "sheetkit-lab: \(path): not valid JSON (line 1, column 2: invalid value)\n")) == nil)
        #expect(category(Self.outcome(0, output: trace, seconds: 2.5)) == "hang")
        #expect(category(Self.outcome(1, errors: "sheetkit-lab: disk full\n")) == "exit 1")
        let nonFinite = trace.replacingOccurrences(of: "\"velocity\": 0,", with: "\"velocity\": null,")
        #expect(nonFinite != trace)
        #expect(category(Self.outcome(0, output: nonFinite)) == "non-finite frames[].velocity")
        #expect(category(Self.outcome(0, output: "{\"scenario\": 1}")) == "trace unreadable")
        #expect(category(Self.outcome(2, errors: "sheetkit-lab: \(path): field \"a\u{1B}[2J\": unknown field\n")) == "message unprintable")
        #expect(category(Self.outcome(2, errors: "sheetkit-lab: \(path): something went wrong\n")) == "message names nothing")
        let long = "sheetkit-lab: \(path): field \"x\": " + String(repeating: "y", count: 2000) + "\n"
        #expect(category(Self.outcome(2, errors: long)) == "message length")
        #expect(category(Self.outcome(2, output: "{}", errors: "sheetkit-lab: \(path): field \"x\": bad\n")) == "exit 2 with output")
    }

    @Test("The shrinker keeps the failure and drops everything else")
    func shrinking() {
        let document = FuzzJSON.object([
            .init(key: "name", value: .string("a long name that does not matter")),
            .init(key: "gesture", value: .array([.number("1"), .array([.array([.string("needle-and-more")])]), .number("3")])),
            .init(key: "other", value: .object([.init(key: "x", value: .bool(true))])),
        ])
        let needle = Array("needle".utf8)
        var shrinker = FuzzShrinker(seconds: 5) { bytes in
            bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
        }
        #expect(String(decoding: shrinker.shrink(document).bytes, as: UTF8.self) == "\"needle-\"")
        var bytesShrinker = FuzzShrinker(seconds: 5) { $0.contains(0xFF) }
        #expect(bytesShrinker.shrink(Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)) == [0xFF])
    }

    @Test("Options: --short by default, --long, --seed, --budget-seconds, --cases; bad ones are usage errors")
    func options() throws {
        #expect(try FuzzOptions.parse([]).budget == .short)
        let long = try FuzzOptions.parse(["--long", "--seed", "7", "--budget-seconds", "3", "--only", "lab-files"])
        #expect(long.seed == 7 && long.budget.seconds == 3 && long.budget.subprocessCases == FuzzBudget.long.subprocessCases)
        #expect(long.only == ["lab-files"])
        let cases = try FuzzOptions.parse(["--cases", "10"])
        #expect(cases.budget.maximumCases == 10 && cases.budget.seconds == .infinity)
        for bad in [["--seed", "-1"], ["--budget-seconds", "0"], ["--cases", "x"], ["--bogus"], ["--seed"]] {
            #expect(throws: FuzzUsageError.self, "\(bad)") { try FuzzOptions.parse(bad) }
        }
        #expect(FuzzOptions.helpText.contains("current-case.json") && FuzzOptions.helpText.contains("--short"))
        #expect(FuzzSuite.fuzzers.map(\.name) == ["lab-files", "engine", "lifecycles", "styles"])
    }
}
