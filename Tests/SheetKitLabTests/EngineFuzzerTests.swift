import Foundation
import Testing
@testable import SheetKitFuzz

/// A fixed number of the engine fuzzer's cases run with the suite; the time-bounded runs are
/// `sheetkit-fuzz --short` (CI) and `--long`.
@Suite("Engine fuzzer")
struct EngineFuzzerTests {
    @Test("300 seeded hostile cases: no violated invariant, every outcome reached")
    func cases() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = EngineFuzzer().run(seed: 1, budget: .cases(300), context: FuzzContext(outputDirectory: folder))
        #expect(report.casesTried == 300 && !report.failed, "\(report.text)")
        let counts = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.label, $0.value) })
        #expect((counts["resting"] ?? 0) > 30 && (counts["dismissed"] ?? 0) > 30, "\(counts)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(EngineFuzzer.currentCaseName).path))
    }

    @Test("A case depends only on its seed and index")
    func determinism() {
        #expect(EngineCase.makeCase(seed: 3, index: 7).text == EngineCase.makeCase(seed: 3, index: 7).text)
        #expect(EngineCase.makeCase(seed: 3, index: 7).text != EngineCase.makeCase(seed: 4, index: 7).text)
    }

    @Test("Shrinking keeps the failure and removes what does not matter")
    func shrinking() {
        // A case whose fifth input is a hostile step: shrinking a failure that depends only on
        // the configuration (here: none) ends with no inputs at all when the check "fails" for
        // every subset. A real failure is replayed by the fuzzer itself; this pins the shape.
        let original = EngineCase.makeCase(seed: 9, index: 0)
        let shrunk = EngineFuzzer.shrink(original, category: "never happens", seconds: 1)
        #expect(shrunk.inputs.count == original.inputs.count)
    }
}
