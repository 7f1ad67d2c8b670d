import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The decisions the navigation router's UIKit adapter asks the core: how a pan's
/// translation becomes track motion, which style a transition gets, whether a pan may start
/// a pop or a tab switch, and how the two views stack.
@Suite("Pan follower")
struct HorizontalPanFollowerTests {
    @Test("Deltas since the baseline, mirrored in right-to-left layouts", arguments: ReadingDirection.allCases)
    func deltas(direction: ReadingDirection) {
        let sign: Double = direction == .leftToRight ? 1 : -1
        var follower = HorizontalPanFollower(mapping: .interactivePop(layoutDirection: direction))
        // UIKit reports the recognition distance at .began: the track starts from there.
        follower.begin(translationX: 12 * sign)
        #expect(follower.delta(forTranslationX: 12 * sign) == 0)
        #expect(follower.delta(forTranslationX: 40 * sign) == 28)
        #expect(follower.delta(forTranslationX: 25 * sign) == -15)
        #expect(follower.velocity(forVelocityX: 900 * sign) == 900)
        #expect(follower.lastTranslationX == 25 * sign)
    }

    @Test("Bad translations are ignored, huge ones are clamped", arguments: [Double.nan, .infinity, -.infinity])
    func badInput(value: Double) {
        var follower = HorizontalPanFollower(mapping: .interactivePop(layoutDirection: .leftToRight))
        follower.begin(translationX: value)
        #expect(follower.lastTranslationX == 0)
        #expect(follower.delta(forTranslationX: 30) == 30)
        #expect(follower.delta(forTranslationX: value) == 0 && follower.lastTranslationX == 30)
        #expect(follower.delta(forTranslationX: 1e308) == InputLimits.maximumLength - 30)
        #expect(follower.delta(forTranslationX: -1e308) == -2 * InputLimits.maximumLength)
        #expect(follower.delta(forTranslationX: subnormal) == InputLimits.maximumLength)
        #expect(follower.velocity(forVelocityX: value) == 0)
    }

    @Test("The deltas of a pan sum to its translation since the baseline (seeded)")
    func deltasSum() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let direction = ReadingDirection.allCases.randomElement(using: &rng)!
            var follower = HorizontalPanFollower(mapping: .interactivePop(layoutDirection: direction))
            let start = Double.random(in: -20...20, using: &rng)
            follower.begin(translationX: start)
            var translation = start, sum = 0.0
            for _ in 0..<40 {
                translation += Double.random(in: -30...30, using: &rng)
                sum += follower.delta(forTranslationX: translation)
            }
            let expected = (translation - start) * (direction == .leftToRight ? 1 : -1)
            #expect(isClose(sum, expected, within: 1e-9), "\(direction) \(sum) \(expected)")
        }
    }
}

@Suite("Navigation router decisions")
struct NavigationRouterDecisionTests {
    static let fade = NavigationTransitionProposal.style(.fadeThrough)
    static let cover = NavigationTransitionProposal.style(.edgeCover)
    static let shrink = NavigationTransitionProposal.style(.shrinkSlide)

    /// (operation, from, to, app, trigger, default) → style.
    static let routeTable: [(NavigationOperation, NavigationTransitionProposal?, NavigationTransitionProposal?,
                             NavigationTransitionProposal?, NavigationTransitionTrigger, NavigationTransitionStyle?,
                             NavigationTransitionStyle?)] = [
        // The screens come before the app's proposal, the app before the default.
        (.push, nil, nil, shrink, .programmatic, .parallaxSlide, .shrinkSlide),
        (.push, nil, fade, shrink, .programmatic, .parallaxSlide, .fadeThrough),
        (.push, cover, nil, shrink, .programmatic, .parallaxSlide, .edgeCover),
        (.pop, fade, nil, shrink, .routerPan, .parallaxSlide, .fadeThrough),
        (.pop, nil, nil, shrink, .routerPan, nil, .shrinkSlide),
        (.push, nil, nil, .system, .programmatic, .parallaxSlide, nil),
        (.push, nil, nil, nil, .programmatic, .parallaxSlide, .parallaxSlide),
        // UIKit's back swipe drives only UIKit's pop, whatever is proposed.
        (.pop, fade, cover, shrink, .systemPopGesture, .parallaxSlide, nil),
        (.pop, nil, nil, nil, .systemPopGesture, .parallaxSlide, nil),
        // …and a push is never a back swipe's.
        (.push, nil, nil, nil, .systemPopGesture, .parallaxSlide, .parallaxSlide),
    ]

    @Test("Route: upper screen, lower screen, app, default; the system back swipe falls back", arguments: routeTable)
    func route(row: (NavigationOperation, NavigationTransitionProposal?, NavigationTransitionProposal?,
                     NavigationTransitionProposal?, NavigationTransitionTrigger, NavigationTransitionStyle?,
                     NavigationTransitionStyle?)) {
        let (operation, from, to, app, trigger, defaultStyle, expected) = row
        let route = NavigationTransitionRoute(defaultStyle: defaultStyle)
        #expect(route.style(for: operation, fromProposal: from, toProposal: to, appProposal: app, trigger: trigger) == expected)
    }

    @Test("The three-argument route is the programmatic one without an app proposal")
    func routeShorthand() {
        let route = NavigationTransitionRoute(defaultStyle: .edgeCover)
        for operation in NavigationOperation.allCases {
            for proposal in [nil, Self.fade, .system] {
                #expect(route.style(for: operation, fromProposal: proposal, toProposal: nil)
                        == route.style(for: operation, fromProposal: proposal, toProposal: nil, appProposal: nil, trigger: .programmatic))
            }
        }
    }

    @Test("Trigger: the router's pan, else UIKit's back swipe, else the app", arguments: [
        (true, true, NavigationTransitionTrigger.routerPan), (true, false, .routerPan),
        (false, true, .systemPopGesture), (false, false, .programmatic),
    ])
    func trigger(routerPan: Bool, systemSwipe: Bool, expected: NavigationTransitionTrigger) {
        #expect(NavigationTransitionTrigger(routerPanBegan: routerPan, systemPopGestureActive: systemSwipe) == expected)
    }

    @Test("A pop pan needs two screens, no running transition, the app's leave to swipe back and a style of SheetKit's", arguments: [
        (2, false, true, NavigationTransitionStyle?.some(.parallaxSlide), true),
        (5, false, true, .fadeThrough, true),
        (1, false, true, .parallaxSlide, false),
        (0, false, true, .parallaxSlide, false),
        (Int.min, false, true, .parallaxSlide, false),
        (Int.max, false, true, .edgeCover, true),
        (3, true, true, .parallaxSlide, false),
        (3, false, true, nil, false),
        (3, false, false, .parallaxSlide, false),
    ])
    func canPop(count: Int, transitioning: Bool, allowed: Bool, style: NavigationTransitionStyle?, expected: Bool) {
        #expect(PopPanStart.canPop(stackCount: count, isTransitioning: transitioning, backSwipeAllowed: allowed, popStyle: style) == expected)
        // Review (2026-11-27): an app that set its own delegate after the router attached (in
        // `viewDidLoad`, which `attach` ran) had the router's pan pop with the app's transition.
        #expect(!PopPanStart.canPop(stackCount: count, isTransitioning: transitioning, backSwipeAllowed: allowed, popStyle: style,
                                    routesTransitions: false))
    }

    /// Review: the router's pans popped a screen whose app had turned UIKit's back swipe off (to
    /// let a drawer's edge pan win) or hidden its back button.
    @Test("The app's opt-outs of the back swipe hold for the router's pans", arguments: [
        (true, false, false, false, true),
        (false, false, false, false, false),   // interactivePopGestureRecognizer.isEnabled = false
        (true, true, false, false, false),     // hidesBackButton
        (true, false, true, false, false),     // a custom left item replaces the back button
        (true, false, true, true, true),       // … but the app gave the edge pop its own delegate
        (true, true, false, true, true),
        (false, false, true, true, false),     // turned off wins
    ])
    func backSwipeAllowed(systemPopEnabled: Bool, hidesBackButton: Bool, replacesBackButton: Bool, delegateReplaced: Bool,
                          expected: Bool) {
        #expect(PopPanStart.backSwipeAllowed(systemPopEnabled: systemPopEnabled, hidesBackButton: hidesBackButton,
                                             replacesBackButton: replacesBackButton, systemPopDelegateReplaced: delegateReplaced) == expected)
    }

    @Test("Swipe actions from a row's action counts", arguments: [
        (0, 0, false, SwipeActionsUnderFinger()),
        (2, 0, false, [.leading]),
        (0, 1, false, [.trailing]),
        (1, 3, true, [.leading, .trailing, .revealed]),
        (0, 0, true, [.revealed]),
        (Int.min, Int.max, false, [.trailing]),
        (-1, -1, false, []),
    ] as [(Int, Int, Bool, SwipeActionsUnderFinger)])
    func swipeActions(leading: Int, trailing: Int, showing: Bool, expected: SwipeActionsUnderFinger) {
        #expect(SwipeActionsUnderFinger(leadingActionCount: leading, trailingActionCount: trailing, isShowingActions: showing) == expected)
    }

    /// Review: a row with UIKit's default swipe-to-delete (no trailing configuration, a data
    /// source that commits deletes) counted as having no trailing actions, so a tab swipe
    /// took the leftward swipe meant to reveal Delete.
    @Test("Trailing actions: the configuration's, else UIKit's default Delete where the row deletes by a swipe", arguments: [
        (Int?.some(2), false, 2), (.some(0), true, 0), (nil, true, 1), (nil, false, 0),
    ])
    func trailingActions(configured: Int?, deletesBySwipe: Bool, expected: Int) {
        #expect(SwipeActionsUnderFinger.trailingActionCount(configured: configured, deletesBySwipe: deletesBySwipe) == expected)
    }

    @Test("A row with leading actions keeps a full-width pan from popping; trailing ones do not")
    func swipeActionsDecide() {
        let rule = FullWidthPopPanRule()
        let leading = SwipeActionsUnderFinger(leadingActionCount: 1, trailingActionCount: 0, isShowingActions: false)
        let trailing = SwipeActionsUnderFinger(leadingActionCount: 0, trailingActionCount: 2, isShowingActions: false)
        #expect(rule.decide(PopPanStart(horizontalMotion: 12, verticalMotion: 1, layoutDirection: .leftToRight,
                                        swipeActions: leading)) == .decline(.swipeActions))
        #expect(rule.decide(PopPanStart(horizontalMotion: 12, verticalMotion: 1, layoutDirection: .leftToRight,
                                        swipeActions: trailing)) == .begin)
    }

    /// (dx, dy, direction, selected, count, transitioning, has style) → destination.
    static let tabTable: [(Double, Double, ReadingDirection, Int, Int, Bool, Bool, Int?)] = [
        (-20, 0, .leftToRight, 1, 3, false, true, 2),      // toward leading: the next tab
        (20, 0, .leftToRight, 1, 3, false, true, 0),       // toward trailing: the previous
        (20, 0, .rightToLeft, 1, 3, false, true, 2),       // mirrored
        (-20, 11, .leftToRight, 1, 3, false, true, 2),     // 28.8°: inside the 30° cone
        (-20, 12, .leftToRight, 1, 3, false, true, nil),   // 31°: a list scrolls
        (0, 30, .leftToRight, 1, 3, false, true, nil),
        (-20, 0, .leftToRight, 2, 3, false, true, nil),    // no tab after the last
        (-20, 0, .leftToRight, 1, 3, true, true, nil),     // a transition runs
        (-20, 0, .leftToRight, 1, 3, false, false, nil),   // no style: nothing to drive
        (.nan, 0, .leftToRight, 1, 3, false, true, nil),
        (-.infinity, 0, .leftToRight, 1, 3, false, true, nil),
        (-20, 0, .leftToRight, Int.max, Int.max, false, true, nil),
        (20, 0, .leftToRight, Int.max, Int.max, false, true, Int.max - 2),
        (-20, 0, .leftToRight, 0, Int.min, false, true, nil),
    ]

    @Test("A horizontal pan on the tabs switches to the neighbouring tab when the core allows", arguments: tabTable)
    func tabPan(row: (Double, Double, ReadingDirection, Int, Int, Bool, Bool, Int?)) {
        let (dx, dy, direction, selected, count, transitioning, hasStyle, expected) = row
        #expect(TabSwitchPanRule().destination(horizontalMotion: dx, verticalMotion: dy, layoutDirection: direction,
                                               selectedIndex: selected, tabCount: count, isTransitioning: transitioning,
                                               hasStyle: hasStyle) == expected)
    }

    @Test("The stacking order follows the appearance; each role reads its own view's values")
    func stacking() {
        let push = NavigationTransitionStyle.parallaxSlide.appearance(progress: 0.5, operation: .push, containerWidth: 390,
                                                                      layoutDirection: .leftToRight)
        let pop = NavigationTransitionStyle.parallaxSlide.appearance(progress: 0.5, operation: .pop, containerWidth: 390,
                                                                     layoutDirection: .leftToRight)
        #expect(push.backToFront == [.from, .to] && pop.backToFront == [.to, .from])
        #expect(push[.to] == push.to && push[.from] == push.from)
        #expect(push[.to].translationX == 195 && pop[.from].translationX == 195)
        #expect(isClose(pop[.to].translationX, -58.5) && isClose(pop[.to].dimmingAlpha, 0.05))
    }

    @Test("A tab style's track configuration uses its spring, critically damped under Reduce Motion")
    func tabConfiguration() {
        let bouncy = TabSwitchStyle(spring: MotionSpring(response: 0.5, dampingRatio: 0.6))
        #expect(bouncy.trackConfiguration(displayScale: 2).spring == bouncy.spring)
        #expect(bouncy.trackConfiguration(displayScale: 2).displayScale == 2)
        #expect(bouncy.trackConfiguration(displayScale: .nan, reduceMotion: true).spring.dampingRatio == 1)
        #expect(bouncy.makeTrack(containerWidth: 390, displayScale: 2).configuration == bouncy.trackConfiguration(displayScale: 2))
    }
}
