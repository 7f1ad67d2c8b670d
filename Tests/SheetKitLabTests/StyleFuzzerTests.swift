import Foundation
import Testing
@testable import SheetKit
@testable import SheetKitFuzz

/// A fixed number of the style fuzzer's cases run with the suite, and its checks are shown to
/// catch planted violations.
@Suite("sheetkit-fuzz: the style fuzzer")
struct StyleFuzzerTests {
    /// Cases per seed: every style 25 times, under a second in a debug build.
    static let caseCount = 100

    @Test("Seeded cases: no violated invariant, every style reached", arguments: [1, 2, 3] as [UInt64])
    func seededCases(seed: UInt64) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("style-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = StyleFuzzer().run(seed: seed, budget: .cases(Self.caseCount), context: FuzzContext(outputDirectory: folder))
        #expect(report.casesTried == Self.caseCount && !report.failed, "\(report.text)")
        let counts = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.label, $0.value) })
        #expect(Set(counts.keys) == Set(StyleCase.Kind.allCases.map(\.rawValue)), "\(counts)")
    }

    @Test("A case depends only on its seed and index")
    func determinism() {
        #expect(StyleCase.makeCase(seed: 5, index: 2).text == StyleCase.makeCase(seed: 5, index: 2).text)
        #expect(StyleCase.makeCase(seed: 5, index: 2).text != StyleCase.makeCase(seed: 6, index: 2).text)
    }

    /// Outputs that break a style's rules, each as a broken style value would report it.
    @Test("The style checks catch non-finite scales, out-of-range alphas and events against the phase")
    func plantedOutputs() {
        let firedWhilePressed = CardPressOutput(phase: .pressed, scale: 0.97, events: .fired, fireTime: nil, isAnimating: true)
        #expect(caught { try StyleInvariants.check(firedWhilePressed) } == "event contradicts phase")
        let nanScale = CardPressOutput(phase: .pressed, scale: .nan, events: [], fireTime: nil, isAnimating: true)
        #expect(caught { try StyleInvariants.check(nanScale) } == "non-finite press.scale")
        let rect = SheetRect(x: 0, y: 0, width: 100, height: 100)
        let bright = CardZoomAppearance(frame: rect, cornerRadius: 0, contentScale: 1, contentFrame: rect, alpha: 2)
        #expect(caught { try StyleInvariants.check(CardZoomDismissalOutput(phase: .idle, appearance: bright, events: [], axis: nil)) }
            == "alpha out of range")
        let shown = CardZoomAppearance(frame: rect, cornerRadius: 0, contentScale: 1, contentFrame: rect, alpha: 1)
        #expect(caught { try StyleInvariants.check(CardZoomDismissalOutput(phase: .pulling, appearance: shown, events: .finished, axis: nil)) }
            == "event contradicts phase")
        let card = CenteredCardTransition()
        let appearance = CenteredCardAppearance(frame: rect, translationY: .infinity, scaleX: 1, scaleY: 1, alpha: 1, cornerRadius: 0,
                                                dimmingAlpha: 0, isPresentingTintDimmed: true)
        #expect(caught { try StyleInvariants.check(CenteredCardOutput(appearance: appearance, events: [], dismissal: nil, isMoving: false), card: card) }
            == "non-finite translationY")
    }

    @Test("A driver that never comes to rest is reported")
    func restLimit() {
        struct Restless: StyleDriver {
            var now = 0.0
            mutating func play(_ step: FuzzStep) throws {}
            var isMoving: Bool { true }
            mutating func release() throws {}
        }
        var driver = Restless()
        #expect(caught { try driver.finish() } == "rest not reached")
    }
}
