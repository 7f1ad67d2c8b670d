import SheetKit
import SheetKitTestSupport

/// One lifecycle fuzz case: which lifecycle, the seed and index its setup comes from, and the
/// steps UIKit plays around it. The setup (configuration, geometry, delegate answers) is drawn
/// again from the seed and index, so a shrunk case keeps it and loses only steps.
struct LifecycleCase {
    /// The lifecycles the fuzzer drives.
    enum Kind: String, CaseIterable {
        case sheet, panel, track, cardZoom = "card zoom", centeredCard = "centred card", cardPress = "card press"
    }

    /// The lifecycle.
    var kind: Kind
    /// The seed the case comes from.
    var seed: UInt64
    /// The case's index in its seed's sequence.
    var index: Int
    /// Whether UIKit hands a context over inside the call that asked for it.
    var synchronousContexts: Bool
    /// The steps, in order.
    var steps: [FuzzStep]

    /// The fewest and most steps of a case.
    static let stepCounts = 10...150

    /// Case `index` of `seed`: the kinds in turn, then random steps.
    static func makeCase(seed: UInt64, index: Int) -> LifecycleCase {
        var rng = setupGenerator(seed: seed, index: index)
        let kind = Kind.allCases[index % Kind.allCases.count]
        let synchronous = Bool.random(using: &rng)
        /// The steps, in order.
        var steps: [FuzzStep] = kind == .cardPress ? [] : [.appPresent(animated: Int.random(in: 0..<4, using: &rng) > 0)]
        for _ in 0..<Int.random(in: stepCounts, using: &rng) { steps.append(FuzzStep.random(&rng)) }
        return LifecycleCase(kind: kind, seed: seed, index: index, synchronousContexts: synchronous, steps: steps)
    }

    /// The generator of a case's setup: its own stream, so the setup does not depend on the steps.
    static func setupGenerator(seed: UInt64, index: Int) -> SeededGenerator {
        SeededGenerator(seed: (seed &* 0xA24B_AED4_963E_E407) ^ UInt64(truncatingIfNeeded: index) &* 0x9FB2_1C65_1E98_DF25)
    }

    /// The case as text: its kind, origin and one step a line.
    var text: String {
        (["lifecycle: \(kind.rawValue)", "seed \(seed) case \(index)", "synchronous contexts: \(synchronousContexts)"]
            + steps.map { "\($0)" }).joined(separator: "\n")
    }
}
