import SheetKitTestSupport

/// One style fuzz case: which style value, the seed and index its setup comes from, and the
/// steps (gestures, frames, requests, geometry, hostile times) fed to it directly. The setup
/// is drawn again from the seed and index, so a shrunk case keeps it and loses only steps.
struct StyleCase: SteppedCase {
    /// The style values the fuzzer drives.
    enum Kind: String, CaseIterable {
        case cardZoomDismissal = "card zoom dismissal", centeredCard = "centred card", cardPress = "card press"
        case navigationTrack = "navigation, tab or reveal track"
    }

    /// The style value.
    var kind: Kind
    /// The seed the case comes from.
    var seed: UInt64
    /// The case's index in its seed's sequence.
    var index: Int
    /// The steps, in order.
    var steps: [FuzzStep]

    /// Case `index` of `seed`: the kinds in turn, then random steps.
    static func makeCase(seed: UInt64, index: Int) -> StyleCase {
        var rng = setupGenerator(seed: seed, index: index)
        let kind = Kind.allCases[index % Kind.allCases.count]
        let steps = (0..<Int.random(in: LifecycleCase.stepCounts, using: &rng)).map { _ in FuzzStep.random(&rng) }
        return StyleCase(kind: kind, seed: seed, index: index, steps: steps)
    }

    /// The generator of a case's setup: a stream apart from the lifecycle fuzzer's.
    static func setupGenerator(seed: UInt64, index: Int) -> SeededGenerator {
        SeededGenerator(seed: (seed &* 0xD6E8_FEB8_6659_FD93) ^ UInt64(truncatingIfNeeded: index) &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// The case as text: its kind, origin and one step a line.
    var text: String {
        (["style: \(kind.rawValue)", "seed \(seed) case \(index)"] + steps.map { "\($0)" }).joined(separator: "\n")
    }
}
