import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Numbers for ``SheetStackEffect`` with the default configuration (scale 0.92 per level,
/// 10 pt peek, 10 pt stepped-back radius, 0.1 dimming per level, three levels) and a sheet
/// whose own radius is 16 pt. Level = depth − 1 + progress, clamped into 0...3.
@Suite("Sheet-on-sheet stacking")
struct SheetStackEffectTests {
    /// depth, progress → level, scale, lift, visible radius, dimming.
    struct Row: Sendable, CustomTestStringConvertible {
        let depth: Int
        let progress: Double
        let expected: [Double]
        init(_ depth: Int, _ progress: Double, _ expected: [Double]) {
            (self.depth, self.progress, self.expected) = (depth, progress, expected)
        }
        var testDescription: String { "depth \(depth) progress \(progress)" }
    }

    static let level0: [Double] = [0, 1, 0, 16, 0]
    static let level1: [Double] = [1, 0.92, 10, 10, 0.1]
    static let level2: [Double] = [2, 0.8464, 20, 10, 0.19]
    static let level3: [Double] = [3, 0.778688, 30, 10, 0.271]

    @Test("Depth and progress", arguments: [
        Row(0, 0, level0), Row(0, 0.5, level0), Row(0, 1, level0),
        Row(1, 0, level0),
        Row(1, 0.5, [0.5, 0.96, 5, 13, 0.05]),
        Row(1, 1, level1),
        Row(2, 0, level1),
        Row(2, 0.5, [1.5, 0.8832, 15, 10, 0.145]),
        Row(2, 1, level2),
        Row(5, 0, level3), Row(5, 0.5, level3), Row(5, 1, level3),
        Row(Int.max, 1, level3), Row(Int.max, 0, level3),
        Row(Int.min, 1, level0), Row(-1, 0.5, level0),
        Row(1, .nan, level1), Row(1, 1e308, level1), Row(1, .infinity, level1), Row(1, -.infinity, level0),
        Row(1, Subnormal.tiny, [Subnormal.tiny, 1, 0, 16, 0]),
    ])
    func table(row: Row) {
        let effect = SheetStackEffect(depth: row.depth, progress: row.progress, frontCornerRadius: 16)
        #expect(isClose(effect.level, row.expected[0], within: 1e-12))
        #expect(effect.scale ≈ row.expected[1])
        #expect(isClose(effect.lift, row.expected[2], within: 1e-12))
        // The layer's radius is the visible one ÷ the scale.
        #expect(effect.cornerRadius * effect.scale ≈ row.expected[3])
        #expect(isClose(effect.dimmingAlpha, row.expected[4], within: 1e-12))
    }

    @Test("Translation lifts the inner edge by the peek after scaling about the center", arguments: [
        // One level back: 10 pt peek + (1 − 0.92) × length / 2, toward the inner side.
        (ResolvedEdge.bottom, 787.0, 0.0, -41.48),
        (.top, 400, 0, 26),
        (.left, 312, 22.48, 0),
        (.right, 312, -22.48, 0),
        (.bottom, -5, 0, -10),
        (.bottom, .nan, 0, -10),
    ])
    func translation(edge: ResolvedEdge, length: Double, x: Double, y: Double) {
        let effect = SheetStackEffect(depth: 1, progress: 1, frontCornerRadius: 16)
        let translation = effect.translation(forSheetLength: length, edge: edge)
        #expect(translation.x ≈ x)
        #expect(translation.y ≈ y)
    }

    @Test("Reduce Motion keeps dimming and corners but neither scales nor lifts")
    func reduceMotion() {
        let effect = SheetStackEffect(depth: 2, progress: 1, frontCornerRadius: 16, reduceMotion: true)
        #expect(effect.scale == 1)
        #expect(effect.lift == 0)
        #expect(effect.cornerRadius ≈ 10)
        #expect(effect.dimmingAlpha ≈ 0.19)
        let translation = effect.translation(forSheetLength: 787, edge: .bottom)
        #expect(translation.x == 0 && translation.y == 0)
    }

    @Test("Configuration sanitizing", arguments: [
        (Double.nan, 0.92), (0.1, 0.5), (2.0, 1.0), (-Double.infinity, 0.5), (0.95, 0.95),
    ])
    func scaleSanitizing(input: Double, expected: Double) {
        #expect(SheetStackConfiguration(scalePerLevel: input).scalePerLevel == expected)
    }

    @Test("Depth limits clamp")
    func depthLimits() {
        #expect(SheetStackConfiguration(maximumDepth: Int.max).maximumDepth == SheetStackConfiguration.maximumAllowedDepth)
        #expect(SheetStackConfiguration(maximumDepth: Int.min).maximumDepth == 0)
        // With no levels at all, nothing steps back.
        let flat = SheetStackEffect(depth: 3, progress: 1, frontCornerRadius: 16, configuration: SheetStackConfiguration(maximumDepth: 0))
        #expect(flat.level == 0 && flat.scale == 1 && flat.dimmingAlpha == 0 && flat.cornerRadius == 16)
        // Sixteen levels: 0.92¹⁶.
        let deep = SheetStackEffect(depth: 100, progress: 1, frontCornerRadius: 16, configuration: SheetStackConfiguration(maximumDepth: 16))
        #expect(isClose(deep.scale, 0.263_393_611_744_588_75, within: 1e-12))
        #expect(deep.lift == 160)
    }

    @Test("Dismissing the top sheet brings every sheet forward continuously and monotonically")
    func continuity() {
        var rng = SeededGenerator(seed: 0x57AC)
        for _ in 0..<300 {
            let depth = Int.random(in: 1...6, using: &rng)
            let a = Double.random(in: 0...1, using: &rng)
            let b = Double.random(in: 0...1, using: &rng)
            let low = SheetStackEffect(depth: depth, progress: Swift.min(a, b), frontCornerRadius: 16)
            let high = SheetStackEffect(depth: depth, progress: Swift.max(a, b), frontCornerRadius: 16)
            #expect(high.scale <= low.scale)
            #expect(high.lift >= low.lift)
            #expect(high.dimmingAlpha >= low.dimmingAlpha)
            // Each level ends where the next one starts.
            let end = SheetStackEffect(depth: depth, progress: 1, frontCornerRadius: 16)
            let start = SheetStackEffect(depth: depth + 1, progress: 0, frontCornerRadius: 16)
            #expect(end == start)
        }
    }

    @Test("Extreme inputs stay finite", arguments: [0.0, Subnormal.tiny, 1e308, -1e308, .nan, .infinity, -.infinity])
    func extremes(value: Double) {
        let configuration = SheetStackConfiguration(scalePerLevel: value, peekPerLevel: value, steppedBackCornerRadius: value,
                                                    dimmingPerLevel: value, maximumDepth: Int.max)
        for depth in [Int.min, -1, 0, 1, 2, 17, Int.max] {
            let effect = SheetStackEffect(depth: depth, progress: value, frontCornerRadius: value, configuration: configuration)
            let translation = effect.translation(forSheetLength: value, edge: .bottom)
            let numbers = [effect.level, effect.scale, effect.lift, effect.cornerRadius, effect.dimmingAlpha, translation.x, translation.y]
            let finite = numbers.allSatisfy { $0.isFinite }
            #expect(finite)
            #expect(effect.scale > 0 && effect.scale <= 1)
            #expect((0...1).contains(effect.dimmingAlpha))
        }
    }
}
