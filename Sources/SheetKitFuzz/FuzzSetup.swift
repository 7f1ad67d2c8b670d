import SheetKit
import SheetKitTestSupport

/// The random setups the lifecycle and style fuzzers share: springs, rectangles, scenes,
/// styles and presses, mostly ordinary and sometimes hostile (``EngineCase/value(_:_:)``).
enum FuzzSetup {
    /// A spring with a random response (seconds) and damping ratio.
    static func spring(_ rng: inout SeededGenerator) -> MotionSpring {
        MotionSpring(response: EngineCase.value(&rng, 0.05...2), dampingRatio: EngineCase.value(&rng, 0.05...3))
    }

    /// A rectangle in a container of about `extent` points.
    static func rect(_ rng: inout SeededGenerator, extent: Double = 1000) -> SheetRect {
        SheetRect(x: EngineCase.value(&rng, -100...extent), y: EngineCase.value(&rng, -100...extent),
                  width: EngineCase.value(&rng, 0...extent), height: EngineCase.value(&rng, 0...extent))
    }

    /// A size of about `extent` points.
    static func size(_ rng: inout SeededGenerator, extent: Double = 1400) -> SheetSize {
        SheetSize(width: EngineCase.value(&rng, 0...extent), height: EngineCase.value(&rng, 0...extent))
    }

    /// A card zoom's scene: a container, the card (sometimes gone), where it was last seen and
    /// the detail's frame (sometimes the container's bounds).
    static func cardZoomScene(_ rng: inout SeededGenerator) -> CardZoomScene {
        CardZoomScene(container: EngineCase.randomContainer(&rng), currentSource: Bool.random(using: &rng) ? rect(&rng) : nil,
                      lastKnownSource: rect(&rng), sourceCornerRadius: EngineCase.value(&rng, 0...40),
                      destination: Bool.random(using: &rng) ? rect(&rng) : nil, destinationCornerRadius: EngineCase.value(&rng, 0...40),
                      isDetailScrolledToTop: Int.random(in: 0..<4, using: &rng) > 0)
    }

    /// A card zoom's style: the defaults, or random numbers.
    static func cardZoomStyle(_ rng: inout SeededGenerator) -> CardZoomStyle {
        guard Bool.random(using: &rng) else { return CardZoomStyle() }
        return CardZoomStyle(minimumPullScale: EngineCase.value(&rng, 0...1), pullLength: EngineCase.value(&rng, 0...400),
                             spring: spring(&rng), reducedMotionPullFade: EngineCase.value(&rng, 0...1))
    }

    /// A centred card's style: the defaults, or random springs and scales.
    static func centeredCardStyle(_ rng: inout SeededGenerator) -> CenteredCardStyle {
        guard Bool.random(using: &rng) else { return CenteredCardStyle() }
        return CenteredCardStyle(positionSpring: spring(&rng), scaleSpring: spring(&rng), initialScaleX: EngineCase.value(&rng, 0...3),
                                 initialScaleY: EngineCase.value(&rng, 0...3), maximumDimmingAlpha: EngineCase.value(&rng, 0...1),
                                 dismissalConfiguration: TrackConfiguration(spring: spring(&rng)))
    }

    /// A press: the defaults, or random scales, durations and slop.
    static func cardPress(_ rng: inout SeededGenerator) -> CardPressFeedback {
        guard Bool.random(using: &rng) else { return CardPressFeedback() }
        return CardPressFeedback(pressedScale: EngineCase.value(&rng, 0...1), shrinkDuration: EngineCase.value(&rng, 0...1),
                                 restoreDuration: EngineCase.value(&rng, 0...1), slop: EngineCase.value(&rng, 0...200))
    }

    /// A track transition: a navigation style's push or pop, a tab switch, or a circular reveal.
    static func trackStyle(_ rng: inout SeededGenerator) -> TrackFuzzStyle {
        let container = size(&rng)
        let variant: TrackFuzzStyle.Variant
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: variant = .navigation(NavigationTransitionStyle.builtIn.randomElement(using: &rng)!, NavigationOperation.allCases.randomElement(using: &rng)!)
        case 1: variant = .tabSwitch(TabSwitchDirection.allCases.randomElement(using: &rng)!)
        default: variant = .reveal(center: SheetPoint(x: EngineCase.value(&rng, 0...1000), y: EngineCase.value(&rng, 0...1000)),
                                   PresentationOperation.allCases.randomElement(using: &rng)!)
        }
        return TrackFuzzStyle(variant: variant, size: container, reduceMotion: Int.random(in: 0..<5, using: &rng) == 0,
                              layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
    }

    /// A bounded list of where the app's `willEndDragging` sends each release, in turn: `nil`
    /// (two times in three) keeps the proposed target, else hidden or a detent name of
    /// ``FuzzStep/detentNames`` (some unknown).
    static func releaseRedirects(_ rng: inout SeededGenerator, count: Int = 8) -> [Detent.Identifier?] {
        (0..<count).map { _ in
            Int.random(in: 0..<3, using: &rng) > 0 ? nil : ([Detent.Identifier.hidden] + FuzzStep.detentNames).randomElement(using: &rng)!
        }
    }

    /// A bounded list of random booleans, for answers and refusals taken in turn.
    static func bits(_ rng: inout SeededGenerator, count: Int = 8, truthOneIn odds: Int = 2) -> [Bool] {
        (0..<count).map { _ in Int.random(in: 0..<odds, using: &rng) == 0 }
    }
}
