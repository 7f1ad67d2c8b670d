import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The blurred backdrop (`DimmingConfiguration.blurByDetent`): its strength for any extent,
/// interpolated between detents like the dimming alpha, and what the lifecycle tells the
/// adapter. Detents "peek" at 200 pt and "full" at 600 pt in a 400 × 800 pt container.
@Suite("Blurred backdrop per detent")
struct BackdropBlurTests {
    static let layout = SheetLayout(edge: .bottom, detents: [.fraction(0.25, identifier: "peek"), .fraction(0.75, identifier: "full")],
                                    container: SheetContainer(size: SheetSize(width: 400, height: 800)))

    static func curve(_ blur: [Detent.Identifier: Double], alpha: [Detent.Identifier: Double] = [:], undimmed: Detent.Identifier? = nil,
                      isEnabled: Bool = true) -> DimmingCurve {
        DimmingCurve(detents: layout.detents, configuration: DimmingConfiguration(
            largestUndimmedDetentIdentifier: undimmed, alphaByDetent: alpha, blurByDetent: blur, isEnabled: isEnabled))
    }

    @Test("Linear between detents, fading to 0 at extent 0, the largest's beyond it", arguments: [
        (0.0, 0.0), (100, 0.1), (200, 0.2), (300, 0.4), (400, 0.6), (600, 1), (900, 1),
        // Bad extents: NaN and anything at or below 0 show none; +infinity the largest's.
        (.nan, 0), (-5, 0), (-.infinity, 0), (.infinity, 1), (1e308, 1),
    ])
    func interpolation(extent: Double, blur: Double) {
        let curve = Self.curve(["peek": 0.2, "full": 1])
        #expect(isClose(curve.blur(atExtent: extent), blur, within: 1e-12))
        // The dimming alpha is the same curve as without a blur.
        #expect(curve.alpha(atExtent: extent) == Self.curve([:]).alpha(atExtent: extent))
    }

    @Test("None by default, at every extent", arguments: [0.0, 100, 200, 400, 600, 900])
    func noneByDefault(extent: Double) {
        let curve = DimmingCurve(detents: Self.layout.detents, configuration: DimmingConfiguration())
        #expect(curve.blur(atExtent: extent) == 0)
    }

    @Test("It blurs what the dimming dims: nothing at and below the largest undimmed detent, nothing when dimming is off",
          arguments: [(200.0, 0.0, 0.0), (400, 0.5, 0.0), (600, 1, 0)])
    func gating(extent: Double, undimmedBlur: Double, disabledBlur: Double) {
        #expect(isClose(Self.curve(["peek": 1, "full": 1], undimmed: "peek").blur(atExtent: extent), undimmedBlur, within: 1e-12))
        #expect(Self.curve(["peek": 1, "full": 1], isEnabled: false).blur(atExtent: extent) == disabledBlur)
    }

    @Test("Configured values are sanitized: clamped into 0...1, NaN as 0, unknown identifiers ignored", arguments: [
        ([Detent.Identifier("peek"): Double.nan, "full": 7], 0.0, 1.0),
        (["peek": -3, "full": .infinity], 0, 1),
        (["peek": -.infinity, "full": 1e308], 0, 1),
        (["peek": 0.5, "nowhere": 1], 0.5, 0),
    ] as [([Detent.Identifier: Double], Double, Double)])
    func sanitizing(values: [Detent.Identifier: Double], peek: Double, full: Double) {
        let curve = Self.curve(values)
        #expect(curve.blur(atExtent: 200) == peek && curve.blur(atExtent: 600) == full)
        for extent in stride(from: -100.0, through: 1000, by: 50) {
            #expect((0...1).contains(curve.blur(atExtent: extent)))
        }
    }

    @Test("Merged detents take the value of the identifier the merge keeps")
    func merged() {
        let layout = SheetLayout(edge: .bottom, detents: [.points(300, identifier: "a"), .points(300.2, identifier: "b")],
                                 container: .phonePortrait)
        #expect(layout.detents.count == 1)
        let curve = DimmingCurve(detents: layout.detents, configuration: DimmingConfiguration(blurByDetent: ["a": 0.5, "b": 1]))
        #expect(curve.blur(atExtent: layout.detents[0].extent) == 0.5)
    }

    @Test("Touches stop at a backdrop that blurs, even where its alpha is 0", arguments: [
        // (alpha at full, blur at full, passes at full)
        (0.0, 1.0, false), (0, 0, true), (0.5, 0, false), (0.5, 1, false),
    ])
    func touches(alpha: Double, blur: Double, passes: Bool) {
        let curve = Self.curve(["full": blur], alpha: ["full": alpha, "peek": 0])
        #expect(curve.passesTouchesThrough(atExtent: 600) == passes)
        #expect(curve.passesTouchesThrough(atExtent: 200))
    }

    @Test("The engine's output carries the blur and its touch rule, at rest and between detents")
    func engineOutput() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimming = DimmingConfiguration(alphaByDetent: [.medium: 0, .large: 0], blurByDetent: [.large: 0.8])
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        let medium = engine.send(.present(animated: false, time: 0))
        #expect(medium.backdropBlur == 0 && medium.dimming == 0 && medium.passesTouchesThrough)
        engine.send(.dragBegan(time: 1))
        let halfway = (CommentSheetOnPhone.large - CommentSheetOnPhone.medium) / 2
        let between = engine.send(.dragChanged(delta: halfway, time: 1.01, scroll: nil))
        #expect(isClose(between.backdropBlur, 0.4) && !between.passesTouchesThrough)
        engine.send(.dragEnded(velocity: 0, time: 1.02))
        engine.send(.selectDetent(.large, animated: false, time: 2))
        #expect(isClose(engine.output.backdropBlur, 0.8) && !engine.output.passesTouchesThrough)
        #expect(engine.output.debugDescription.contains("blur 0.8"))
    }

    @Test("The lifecycle writes the blur only where a sheet blurs: a sheet that never blurs gets no blur action")
    func lifecycleActions() {
        var plain = UIKitScript()
        plain.present(animated: true)
        plain.settle()
        #expect(!plain.actions.contains { if case .setBackdropBlur = $0 { true } else { false } })

        var configuration = SheetConfiguration.commentSheet()
        configuration.dimming.blurByDetent = [.medium: 0.5]
        var blurred = UIKitScript(configuration: configuration)
        blurred.present(animated: true)
        blurred.settle()
        let fractions = blurred.actions.compactMap { action -> Double? in
            if case .setBackdropBlur(let fraction) = action { return fraction } else { return nil }
        }
        // It grows with the presentation and ends at the detent's value.
        #expect(fractions.count > 1 && fractions.last == 0.5 && fractions.allSatisfy { (0...1).contains($0) })
        #expect(blurred.violations.isEmpty)
    }
}
