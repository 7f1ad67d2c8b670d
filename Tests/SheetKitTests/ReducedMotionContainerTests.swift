import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Under Reduce Motion the navigation and tab styles cross-fade in place, as the sheets and
/// the presentation styles fade: no slide, no parallax, no scale, no shadow, no dimming.
@Suite("Reduce Motion for pushes, pops and tab switches: a cross-fade")
struct ReducedMotionContainerTests {
    static let progresses = [0.0, 0.25, 0.5, 0.8, 1]

    /// Every value of `appearance` but the alphas is the identity's, and the alphas are
    /// 1 − progress (leaving) and progress (arriving, in front).
    static func isCrossFade(_ appearance: TransitionAppearance, at progress: Double) -> Bool {
        // The leaving screen stays opaque behind, so the screen is always covered.
        appearance.from == TransitionViewAppearance(alpha: 1) && appearance.to == TransitionViewAppearance(alpha: progress)
            && appearance.isToViewInFront
    }

    @Test("Every built-in navigation style, push and pop, either layout direction: a cross-fade at every progress",
          arguments: NavigationTransitionStyle.builtIn.indices)
    func navigationStyles(index: Int) {
        let style = NavigationTransitionStyle.builtIn[index]
        for operation in [NavigationOperation.push, .pop] {
            for direction in [ReadingDirection.leftToRight, .rightToLeft] {
                for progress in Self.progresses {
                    let reduced = style.appearance(progress: progress, operation: operation, containerWidth: 390,
                                                   layoutDirection: direction, reduceMotion: true)
                    #expect(Self.isCrossFade(reduced, at: progress), "\(operation) \(direction) \(progress)")
                }
            }
        }
        // Without Reduce Motion the style moves (the slides translate; fade-through fades
        // through, not across).
        let normal = style.appearance(progress: 0.5, operation: .push, containerWidth: 390, layoutDirection: .leftToRight)
        #expect(!Self.isCrossFade(normal, at: 0.5))
    }

    @Test("A tab switch either way is a cross-fade; NaN and out-of-range progress are clamped",
          arguments: [(0, 2), (3, 1)])
    func tabSwitch(from: Int, to: Int) {
        let direction = TabSwitchDirection(from: from, to: to)
        for progress in Self.progresses {
            let reduced = TabSwitchStyle.slide.appearance(progress: progress, direction: direction, containerWidth: 390,
                                                          layoutDirection: .leftToRight, reduceMotion: true)
            #expect(Self.isCrossFade(reduced, at: progress))
        }
        let nan = TabSwitchStyle.slide.appearance(progress: .nan, direction: direction, containerWidth: 390,
                                                  layoutDirection: .leftToRight, reduceMotion: true)
        #expect(Self.isCrossFade(nan, at: 0))
        let beyond = ReducedMotionFade.crossFade(progress: 7)
        #expect(Self.isCrossFade(beyond, at: 1))
        let moving = TabSwitchStyle.slide.appearance(progress: 0.5, direction: direction, containerWidth: 390, layoutDirection: .leftToRight)
        #expect(moving.to.translationX != 0)
    }

    @Test("The springs are critically damped under Reduce Motion: a tab switch's progress only ever grows")
    func criticallyDamped() {
        let style = TabSwitchStyle(spring: MotionSpring(response: 0.4, dampingRatio: 0.6))
        var track = style.makeTrack(containerWidth: 390, displayScale: 3, reduceMotion: true)
        #expect(track.configuration.spring.dampingRatio == 1)
        track.send(.begin(time: 0))
        var progresses: [Double] = []
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 1) where track.phase == .settling {
            progresses.append(track.send(.tick(tick)).progress)
        }
        #expect(zip(progresses, progresses.dropFirst()).allSatisfy { $0 <= $1 } && track.phase == .finished)
    }
}
