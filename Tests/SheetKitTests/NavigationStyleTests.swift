import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Whether two view appearances agree in every value within `tolerance`.
func isClose(_ a: TransitionViewAppearance, _ b: TransitionViewAppearance, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.translationX, b.translationX, within: tolerance) && isClose(a.scale, b.scale, within: tolerance)
        && isClose(a.alpha, b.alpha, within: tolerance) && isClose(a.dimmingAlpha, b.dimmingAlpha, within: tolerance)
        && isClose(a.shadowOpacity, b.shadowOpacity, within: tolerance) && isClose(a.cornerRadius, b.cornerRadius, within: tolerance)
}

/// Whether two transition appearances agree (both views, same stacking).
func isClose(_ a: TransitionAppearance, _ b: TransitionAppearance, within tolerance: Double = 1e-9) -> Bool {
    isClose(a.from, b.from, within: tolerance) && isClose(a.to, b.to, within: tolerance) && a.isToViewInFront == b.isToViewInFront
}

extension TransitionViewAppearance {
    /// The same appearance mirrored left to right.
    var mirrored: TransitionViewAppearance {
        TransitionViewAppearance(translationX: -translationX, scale: scale, alpha: alpha, dimmingAlpha: dimmingAlpha,
                                 shadowOpacity: shadowOpacity, cornerRadius: cornerRadius)
    }
}

@Suite("Navigation transition styles")
struct NavigationStyleTests {
    static let width = 400.0

    /// The built-in styles by name, for readable test arguments.
    enum Named: String, CaseIterable, Sendable {
        case parallaxSlide, shrinkSlide, fadeThrough, edgeCover
        var style: NavigationTransitionStyle {
            switch self {
            case .parallaxSlide: return .parallaxSlide
            case .shrinkSlide: return .shrinkSlide
            case .fadeThrough: return .fadeThrough
            case .edgeCover: return .edgeCover
            }
        }
    }

    typealias View = TransitionViewAppearance

    /// Push, left to right, 400 pt wide: (from = covered screen, to = arriving screen) at
    /// p = 0, 0.5, 1. Written out number by number from each style's documentation.
    static func expectedPush(_ named: Named, _ p: Double) -> (from: View, to: View) {
        switch (named, p) {
        case (.parallaxSlide, 0): return (.identity, View(translationX: 400))
        case (.parallaxSlide, 0.5): return (View(translationX: -60, dimmingAlpha: 0.05), View(translationX: 200, shadowOpacity: 0.25))
        case (.parallaxSlide, _): return (View(translationX: -120, dimmingAlpha: 0.1), .identity)
        case (.shrinkSlide, 0): return (.identity, View(translationX: 400))
        case (.shrinkSlide, 0.5): return (View(scale: 0.8, dimmingAlpha: 0.15, cornerRadius: 10), View(translationX: 200, shadowOpacity: 0.25))
        case (.shrinkSlide, _): return (View(scale: 0.6, dimmingAlpha: 0.3, cornerRadius: 20), .identity)
        case (.fadeThrough, 0): return (.identity, View(scale: 0.92, alpha: 0))
        // Outgoing fades over 0...0.6 (five sixths gone), incoming over 0.4...1 (a sixth in).
        case (.fadeThrough, 0.5): return (View(alpha: 1.0 / 6), View(scale: 0.92 + 0.08 / 6, alpha: 1.0 / 6))
        case (.fadeThrough, _): return (View(alpha: 0), .identity)
        case (.edgeCover, 0): return (.identity, View(translationX: 400))
        case (.edgeCover, 0.5): return (View(dimmingAlpha: 0.15), View(translationX: 200, shadowOpacity: 0.35))
        case (.edgeCover, _): return (View(dimmingAlpha: 0.3), .identity)
        }
    }

    @Test("Frames at p = 0, 0.5, 1 for each style, push and pop, left-to-right and right-to-left",
          arguments: Named.allCases, [0.0, 0.5, 1.0])
    func frames(named: Named, p: Double) {
        for operation in NavigationOperation.allCases {
            for direction in ReadingDirection.allCases {
                // A pop at p shows the push at 1 − p with the two screens' roles exchanged.
                let push = Self.expectedPush(named, operation == .push ? p : 1 - p)
                var from = operation == .push ? push.from : push.to
                var to = operation == .push ? push.to : push.from
                if direction == .rightToLeft { (from, to) = (from.mirrored, to.mirrored) }
                let appearance = named.style.appearance(progress: p, operation: operation, containerWidth: Self.width,
                                                        layoutDirection: direction)
                #expect(isClose(appearance.from, from), "\(named) \(operation) \(direction) p \(p) from \(appearance.from)")
                #expect(isClose(appearance.to, to), "\(named) \(operation) \(direction) p \(p) to \(appearance.to)")
                #expect(appearance.isToViewInFront == (operation == .push))
            }
        }
    }

    @Test("A pop's frames, written out: the parallax slide")
    func popWrittenOut() {
        let style = NavigationTransitionStyle.parallaxSlide
        let start = style.appearance(progress: 0, operation: .pop, containerWidth: 400, layoutDirection: .leftToRight)
        #expect(start.from == .identity && isClose(start.to, View(translationX: -120, dimmingAlpha: 0.1)) && !start.isToViewInFront)
        let quarter = style.appearance(progress: 0.25, operation: .pop, containerWidth: 400, layoutDirection: .rightToLeft)
        #expect(isClose(quarter.from, View(translationX: -100, shadowOpacity: 0.25)))
        #expect(isClose(quarter.to, View(translationX: 90, dimmingAlpha: 0.075)))
        let end = style.appearance(progress: 1, operation: .pop, containerWidth: 400, layoutDirection: .leftToRight)
        #expect(isClose(end.from, View(translationX: 400)) && end.to == .identity)
    }

    @Test("Pop at p is push at 1 − p with roles swapped", arguments: Named.allCases, ReadingDirection.allCases)
    func popMirrorsPush(named: Named, direction: ReadingDirection) {
        var rng = SeededGenerator(seed: 7)
        let progresses = [0, 0.05, 0.1, 0.33, 0.5, 0.9, 0.97, 1] + (0..<50).map { _ in Double.random(in: 0...1, using: &rng) }
        for p in progresses {
            let pop = named.style.appearance(progress: p, operation: .pop, containerWidth: 390, layoutDirection: direction)
            let push = named.style.appearance(progress: 1 - p, operation: .push, containerWidth: 390, layoutDirection: direction)
            #expect(isClose(pop, push.swappingRoles, within: 1e-12), "\(named) p \(p)")
            #expect(pop.from == push.to && pop.to == push.from)
        }
    }

    @Test("At rest each screen looks as it does outside a transition", arguments: Named.allCases)
    func restStates(named: Named) {
        for direction in ReadingDirection.allCases {
            let start = named.style.appearance(progress: 0, operation: .push, containerWidth: 390, layoutDirection: direction)
            let end = named.style.appearance(progress: 1, operation: .push, containerWidth: 390, layoutDirection: direction)
            #expect(start.from.isIdentity && end.to.isIdentity)
        }
    }

    @Test("The shadow fades in and out over a tenth of the progress at each end")
    func shadowEnvelope() {
        let style = NavigationTransitionStyle.edgeCover
        let shadow = { (p: Double) in
            style.appearance(progress: p, operation: .push, containerWidth: 390, layoutDirection: .leftToRight).to.shadowOpacity
        }
        #expect(isClose(shadow(0.05), 0.175) && isClose(shadow(0.1), 0.35) && isClose(shadow(0.9), 0.35) && isClose(shadow(0.95), 0.175))
    }

    @Test("Bad input is sanitized", arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, subnormal])
    func badInput(value: Double) {
        let custom = [
            NavigationTransitionStyle(effect: .parallaxSlide(ParallaxSlide(coveredTranslationFraction: value, coveredDimmingAlpha: value, shadowOpacity: value)), spring: MotionSpring(response: value, dampingRatio: value)),
            NavigationTransitionStyle(effect: .shrinkSlide(ShrinkSlide(coveredScale: value, coveredDimmingAlpha: value, coveredCornerRadius: value, shadowOpacity: value)), spring: .critical),
            NavigationTransitionStyle(effect: .fadeThrough(FadeThrough(overlap: value, incomingInitialScale: value)), spring: .critical),
            NavigationTransitionStyle(effect: .edgeCover(EdgeCover(coveredDimmingAlpha: value, shadowOpacity: value)), spring: .critical),
        ]
        for style in custom + NavigationTransitionStyle.builtIn {
            for operation in NavigationOperation.allCases {
                let appearance = style.appearance(progress: value, operation: operation, containerWidth: value, layoutDirection: .rightToLeft)
                for view in [appearance.from, appearance.to] {
                    let values = [view.translationX, view.scale, view.alpha, view.dimmingAlpha, view.shadowOpacity, view.cornerRadius]
                    #expect(values.allSatisfy(\.isFinite) && view.scale > 0 && (0...1).contains(view.alpha))
                }
            }
        }
        // Parameters follow their documented rules.
        #expect(ShrinkSlide(coveredScale: value).coveredScale == (value.isNaN ? 0.6 : min(max(value, 0.05), 1)))
        #expect(FadeThrough(overlap: value).overlap == (value.isNaN ? 0.2 : min(max(value, 0), 1)))
        var slide = ParallaxSlide()
        slide.coveredTranslationFraction = value
        #expect(slide.coveredTranslationFraction == (value.isNaN ? 0.3 : min(max(value, 0), 1)))
    }

    @Test("Fade-through overlap 0 switches through an empty frame; overlap 1 is a crossfade")
    func fadeOverlap() {
        let sequential = NavigationTransitionStyle(effect: .fadeThrough(FadeThrough(overlap: 0)), spring: .critical)
        let middle = sequential.appearance(progress: 0.5, operation: .push, containerWidth: 390, layoutDirection: .leftToRight)
        #expect(middle.from.alpha == 0 && middle.to.alpha == 0)
        let crossfade = NavigationTransitionStyle(effect: .fadeThrough(FadeThrough(overlap: 1)), spring: .critical)
        let quarter = crossfade.appearance(progress: 0.25, operation: .push, containerWidth: 390, layoutDirection: .leftToRight)
        #expect(quarter.from.alpha == 0.75 && quarter.to.alpha == 0.25)
    }

    @Test("Each style's track uses its spring, critically damped under Reduce Motion")
    func trackConfiguration() {
        #expect(NavigationTransitionStyle.shrinkSlide.trackConfiguration(displayScale: 2).spring == MotionSpring(response: 0.4, dampingRatio: 1))
        let bouncy = NavigationTransitionStyle(effect: .edgeCover(EdgeCover()), spring: .bouncy)
        #expect(bouncy.trackConfiguration(displayScale: 3).spring == .bouncy)
        #expect(bouncy.trackConfiguration(displayScale: 3, reduceMotion: true).spring == MotionSpring(response: 0.5, dampingRatio: 1))
        #expect(bouncy.trackConfiguration(displayScale: .nan).displayScale == 3)
        let track = InteractivePopGesture().makeTrack(containerWidth: 390, style: .fadeThrough, displayScale: 2)
        #expect(track.length == 390 && track.configuration.spring == MotionSpring(response: 0.3, dampingRatio: 1))
    }
}
