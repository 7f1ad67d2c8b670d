import SheetKit
import SheetKitTestSupport

/// One engine fuzz case: a sheet, a container and a sequence of inputs, all derived from a
/// seed and an index, with the finite extremes a hostile caller can pass.
struct EngineCase {
    /// What the case presents.
    var preset: String
    var configuration: SheetConfiguration
    var container: SheetContainer
    var permission: DismissalPermission
    /// The inputs, in order; `answers` says how a permission request is answered, and
    /// `answerDelays` after how many more inputs the answer arrives (0: at once, as UIKit's
    /// delegate answers; more: the inputs in between race the answer).
    var inputs: [SheetInput]
    var answers: [Bool]
    var answerDelays: [Int] = [0]

    /// Doubles that break naive arithmetic: extremes, subnormals, signed zero, non-finite.
    static let hostileDoubles: [Double] = [
        0, -0.0, 0x1p-1063 /* ≈ 1e-320 */, -0x1p-1063, .leastNonzeroMagnitude, subnormalStep, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity, 1e9, -1e9, 1, -1, 0.5,
    ]
    /// A subnormal time step, 2⁻¹⁰³⁰ s ≈ 8.7e-311 s (written in hex: the decimal literal
    /// loses precision and the compiler warns).
    static let subnormalStep = 0x1p-1030
    /// Integers that overflow naive arithmetic.
    static let hostileIntegers: [Int] = [.max, .min, .max - 1, .min + 1, 0, 1, -1, 2, -2]

    /// A value: mostly ordinary (in `ordinary`), sometimes hostile.
    static func value(_ rng: inout SeededGenerator, _ ordinary: ClosedRange<Double>) -> Double {
        Int.random(in: 0..<6, using: &rng) == 0 ? hostileDoubles.randomElement(using: &rng)! : Double.random(in: ordinary, using: &rng)
    }

    static func makeCase(seed: UInt64, index: Int) -> EngineCase {
        var rng = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(truncatingIfNeeded: index))
        let (preset, configuration) = randomConfiguration(&rng)
        let container = randomContainer(&rng)
        let permission = [DismissalPermission.allowed, .denied, .askWhenNeeded].randomElement(using: &rng)!
        var inputs: [SheetInput] = []
        var time = value(&rng, 0...1000)
        inputs.append(Bool.random(using: &rng) ? .present(animated: Bool.random(using: &rng), time: time) : .dragBegan(time: time))
        for _ in 0..<Int.random(in: 10...120, using: &rng) {
            time = nextTime(after: time, &rng)
            inputs.append(randomInput(time: time, &rng))
        }
        let answers = (0..<16).map { _ in Bool.random(using: &rng) }
        // Drawn last, so the inputs and answers of a seed are those of earlier versions.
        let answerDelays = (0..<16).map { _ in Bool.random(using: &rng) ? 0 : Int.random(in: 1...4, using: &rng) }
        return EngineCase(preset: preset, configuration: configuration, container: container, permission: permission,
                          inputs: inputs, answers: answers, answerDelays: answerDelays)
    }

    /// Time moves on mostly by a frame, sometimes by nothing, by 1e-310 s, backward, or far.
    static func nextTime(after time: Double, _ rng: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return time
        case 1: return time + Self.subnormalStep
        case 2: return time - Double.random(in: 0...2, using: &rng)
        case 3: return time + Double.random(in: 1...100, using: &rng)
        case 4: return hostileDoubles.randomElement(using: &rng)!
        default: return time + 1.0 / [60.0, 120, 240].randomElement(using: &rng)!
        }
    }

    static func randomInput(time: Double, _ rng: inout SeededGenerator) -> SheetInput {
        switch Int.random(in: 0..<24, using: &rng) {
        case 0..<7: return .tick(FrameTick(timestamp: time - 1.0 / 120, targetTimestamp: time))
        case 7..<12: return .dragChanged(delta: value(&rng, -200...200), time: time, scroll: randomScroll(&rng))
        case 12: return .dragBegan(time: time)
        case 13: return .dragEnded(velocity: value(&rng, -5000...5000), time: time)
        case 14: return [SheetInput.dragCancelled(time: time), .touchDown(time: time), .touchUp(time: time)].randomElement(using: &rng)!
        case 15: return .selectDetent(Detent.Identifier(["medium", "large", "open", "fitsContent", "d0", "d1", "nope"]
            .randomElement(using: &rng)!), animated: Bool.random(using: &rng), time: time)
        case 16: return .stepDetent(by: hostileIntegers.randomElement(using: &rng)!, time: time)
        case 17: return .dimmingTapped(time: time)
        case 18: return .requestDismissal(time: time)
        case 19: return .updateContainer(randomContainer(&rng))
        case 20:
            let spring = Bool.random(using: &rng) ? MotionSpring(response: value(&rng, 0...2), dampingRatio: value(&rng, 0...5)) : nil
            return .updateConfiguration(randomConfiguration(&rng).1, animated: Bool.random(using: &rng), spring: spring, time: time)
        case 21: return .updateObstruction(SheetInsets(top: 0, left: 0, bottom: value(&rng, 0...400), right: 0),
                                           duration: value(&rng, 0...0.5), time: time)
        case 22: return [SheetInput.dismiss(animated: Bool.random(using: &rng), time: time),
                         .moveToDetent("d1", spring: MotionSpring(response: value(&rng, 0...2), dampingRatio: value(&rng, 0...5)), time: time),
                         .redirectRelease([Detent.Identifier.hidden, "d0", "large"].randomElement(using: &rng)!, time: time)]
            .randomElement(using: &rng)!
        default: return .present(animated: Bool.random(using: &rng), time: time)
        }
    }

    static func randomScroll(_ rng: inout SeededGenerator) -> ScrollMetrics? {
        guard Bool.random(using: &rng) else { return nil }
        // Inconsistent metrics too: offsets beyond the content, negative lengths, huge insets.
        return ScrollMetrics(offset: value(&rng, -100...3000), contentLength: value(&rng, 0...5000),
                             viewportLength: value(&rng, 0...900), startInset: value(&rng, -50...100), endInset: value(&rng, -50...100))
    }

    static func randomContainer(_ rng: inout SeededGenerator) -> SheetContainer {
        SheetContainer(
            size: SheetSize(width: value(&rng, 0...1400), height: value(&rng, 0...1400)),
            safeAreaInsets: SheetInsets(top: value(&rng, 0...60), left: value(&rng, 0...60), bottom: value(&rng, 0...40), right: value(&rng, 0...60)),
            obstructionInsets: Bool.random(using: &rng) ? .zero : SheetInsets(top: 0, left: 0, bottom: value(&rng, 0...400), right: 0),
            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
            displayScale: value(&rng, 1...3),
            widthClass: Bool.random(using: &rng) ? .compact : .regular,
            contentFittingLength: Bool.random(using: &rng) ? value(&rng, 0...900) : nil)
    }

    static func randomConfiguration(_ rng: inout SeededGenerator) -> (String, SheetConfiguration) {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return ("commentSheet", .commentSheet())
        case 1: return ("drawer", .drawer(edge: [.leading, .trailing, .left, .right].randomElement(using: &rng)!,
                                           widthFraction: value(&rng, 0.2...1), maximumWidth: value(&rng, 100...500)))
        case 2: return ("pullToDismissPanel", .pullToDismissPanel())
        case 3: return ("topPanel", .topPanel())
        default:
            var configuration = SheetConfiguration(
                edge: SheetEdge.allCases.randomElement(using: &rng)!,
                detents: (0..<Int.random(in: 0...4, using: &rng)).map { index in
                    let identifier = Detent.Identifier("d\(index)")
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: return .fraction(value(&rng, 0...1.2), identifier: identifier)
                    case 1: return .points(value(&rng, -50...900), identifier: identifier)
                    case 2: return .fitsContent(identifier: identifier)
                    default:
                        let length = value(&rng, 0...900)
                        return .custom(identifier: identifier) { _ in length }
                    }
                },
                spring: MotionSpring(response: value(&rng, 0...2), dampingRatio: value(&rng, 0...5)),
                presentationSpring: Bool.random(using: &rng) ? MotionSpring(response: value(&rng, 0...2), dampingRatio: value(&rng, 0...5)) : nil,
                release: ReleasePolicy(decelerationRate: DecelerationRate(value(&rng, 0.9...0.999)),
                                       flingVelocityThreshold: value(&rng, 0...2000),
                                       dismissalProjectionFraction: value(&rng, 0...1), dismissalTargetFraction: value(&rng, 0...1)),
                dimming: DimmingConfiguration(largestUndimmedDetentIdentifier: Bool.random(using: &rng) ? "d0" : nil,
                                              alphaByDetent: ["d1": value(&rng, 0...1)], blurByDetent: ["d0": value(&rng, -1...2)], isEnabled: Bool.random(using: &rng)),
                layout: SheetLayoutOptions(presentingContentReveal: value(&rng, 0...40), overshootAllowance: value(&rng, 0...200),
                                           maximumRegularWidth: value(&rng, 0...900)),
                dimmingTapAction: [.none, .dismiss, .collapse].randomElement(using: &rng)!,
                directionCone: DirectionCone(halfAngle: value(&rng, 0...2)),
                presentingEffect: PresentingEffectConfiguration(scale: value(&rng, 0...1), cornerRadius: value(&rng, 0...40),
                                                                slideAlongFraction: value(&rng, 0...1), dimsTint: Bool.random(using: &rng)),
                keyboardDetentIdentifier: Bool.random(using: &rng) ? "d1" : nil,
                reduceMotion: Bool.random(using: &rng))
            configuration.initialDetentIdentifier = Bool.random(using: &rng) ? "d0" : nil
            // Per-detent rules: a list that scrolls at d1, momentum that stops there.
            configuration.drag.scrollingExpandsSheetByDetent = Bool.random(using: &rng) ? ["d1": false] : [:]
            configuration.release.momentumCarriesPastByDetent = Bool.random(using: &rng) ? ["d1": false] : [:]
            return ("random", configuration)
        }
    }

    /// The case as text: one input per line, readable and enough to replay it by hand.
    var text: String {
        var lines = ["preset: \(preset)", "container: \(container)", "permission: \(permission)", "answers: \(answers)",
                     "answer delays: \(answerDelays)"]
        lines += inputs.map { "\($0)" }
        return lines.joined(separator: "\n")
    }
}
