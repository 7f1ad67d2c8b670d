import Testing
@testable import SheetKit

@Suite("Interactive pop gesture")
struct PopGestureTests {
    /// A carousel 390 pt wide with 1,200 pt of content, at `offset` along x.
    static func carousel(at offset: Double) -> ScrollMetrics {
        ScrollMetrics(offset: offset, contentLength: 1_200, viewportLength: 390)
    }

    /// (physical x, y motion, layout direction, scroll views, swipe actions) → decision.
    static let table: [(dx: Double, dy: Double, direction: ReadingDirection, scroll: [ScrollMetrics], swipe: SwipeActionsUnderFinger, decision: PopPanDecision)] = [
        (10, 0, .leftToRight, [], [], .begin),                                     // rightward in LTR: toward trailing
        (10, 5, .leftToRight, [], [], .begin),                                     // 26.6°: inside the 30° cone
        (10, 6, .leftToRight, [], [], .decline(.notHorizontal)),                   // 31°: outside
        (0, 10, .leftToRight, [], [], .decline(.notHorizontal)),                   // vertical: the list scrolls
        (0, 0, .leftToRight, [], [], .decline(.notHorizontal)),                    // no motion
        (-10, 0, .leftToRight, [], [], .decline(.towardLeading)),
        (-10, 0, .rightToLeft, [], [], .begin),                                    // leftward in RTL: toward trailing
        (10, 0, .rightToLeft, [], [], .decline(.towardLeading)),
        // A carousel that can still scroll back toward its start takes a rightward finger.
        (10, 0, .leftToRight, [carousel(at: 200)], [], .decline(.scrollViewCanScroll)),
        (10, 0, .leftToRight, [carousel(at: 0)], [], .begin),                      // at its start: the pop wins
        (10, 0, .leftToRight, [carousel(at: -3)], [], .begin),                     // pulled past its start
        // RTL carousels start at the maximum offset (UIKit's offsets are physical).
        (-10, 0, .rightToLeft, [carousel(at: 810)], [], .begin),
        (-10, 0, .rightToLeft, [carousel(at: 400)], [], .decline(.scrollViewCanScroll)),
        // Any scroll view under the finger that can scroll counts: a page inside a pager.
        (10, 0, .leftToRight, [carousel(at: 0), carousel(at: 390)], [], .decline(.scrollViewCanScroll)),
        // A scroll view whose content fits cannot scroll.
        (10, 0, .leftToRight, [ScrollMetrics(offset: 0, contentLength: 200, viewportLength: 390)], [], .begin),
        // Swipe actions: leading ones open toward trailing, revealed ones close either way.
        (10, 0, .leftToRight, [], [.leading], .decline(.swipeActions)),
        (10, 0, .leftToRight, [], [.trailing], .begin),
        (10, 0, .leftToRight, [], [.trailing, .revealed], .decline(.swipeActions)),
        (-10, 0, .rightToLeft, [], [.leading], .decline(.swipeActions)),
        (.nan, 0, .leftToRight, [], [], .decline(.notHorizontal)),
        (.infinity, 0, .leftToRight, [], [], .decline(.notHorizontal)),
        (1e308, subnormal, .leftToRight, [], [], .begin),
    ]

    @Test("Whether a full-width pan may begin a pop", arguments: table)
    func fullWidthRule(row: (dx: Double, dy: Double, direction: ReadingDirection, scroll: [ScrollMetrics], swipe: SwipeActionsUnderFinger, decision: PopPanDecision)) {
        let start = PopPanStart(horizontalMotion: row.dx, verticalMotion: row.dy, layoutDirection: row.direction,
                                horizontalScrollViews: row.scroll, swipeActions: row.swipe)
        let gesture = InteractivePopGesture(activation: .fullWidthPan(FullWidthPopPanRule()))
        #expect(gesture.decide(start) == row.decision)
    }

    @Test("Nothing to pop declines first; the edge pan needs nothing else")
    func edgeActivation() {
        let blocked = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight, canPop: false)
        #expect(FullWidthPopPanRule().decide(blocked) == .decline(.nothingToPop))
        #expect(InteractivePopGesture().decide(blocked) == .decline(.nothingToPop))
        // The edge recognizer has decided; content under the finger does not matter.
        let busy = PopPanStart(horizontalMotion: 3, verticalMotion: 9, layoutDirection: .rightToLeft,
                               horizontalScrollViews: [Self.carousel(at: 300)], swipeActions: [.leading, .revealed])
        #expect(InteractivePopGesture().decide(busy).begins)
        // A wider cone accepts the 31° pan.
        let wide = FullWidthPopPanRule(cone: DirectionCone(halfAngle: .pi / 4))
        #expect(wide.decide(PopPanStart(horizontalMotion: 10, verticalMotion: 6, layoutDirection: .leftToRight)).begins)
    }

    @Test("A pop pan drives a track as wide as the container, in both layout directions", arguments: ReadingDirection.allCases)
    func panToTrack(direction: ReadingDirection) {
        let gesture = InteractivePopGesture()
        let mapping = gesture.trackMapping(in: direction)
        var track = gesture.makeTrack(containerWidth: 390, style: .parallaxSlide, displayScale: 3)
        let toward: Double = direction == .leftToRight ? 1 : -1
        #expect(track.send(.dragBegan(time: 0)).events == [.began])
        let moved = track.send(.dragChanged(delta: mapping.trackDelta(forHorizontalDelta: 120 * toward), time: 0.1))
        #expect(moved.position == 120)
        let release = track.send(.dragEnded(velocity: mapping.trackVelocity(forHorizontalVelocity: 700 * toward), time: 0.11))
        #expect(release.heading == .end)
        // The popped screen follows the finger: its translation is the finger's.
        let appearance = NavigationTransitionStyle.parallaxSlide.appearance(progress: moved.progress, operation: .pop,
                                                                            containerWidth: 390, layoutDirection: direction)
        #expect(appearance.from.translationX == 120 * toward)
    }
}

@Suite("Navigation transition route")
struct NavigationTransitionRouteTests {
    static let fade = NavigationTransitionProposal.style(.fadeThrough)
    static let cover = NavigationTransitionProposal.style(.edgeCover)

    @Test("Precedence: the upper screen, the lower screen, the default, the system", arguments: [
        // Push: `to` is the upper screen.
        (NavigationOperation.push, fade, cover, NavigationTransitionStyle?.some(.shrinkSlide), NavigationTransitionStyle?.some(.edgeCover)),
        (.push, fade, nil, .shrinkSlide, .fadeThrough),
        (.push, nil, nil, .shrinkSlide, .shrinkSlide),
        (.push, nil, nil, nil, nil),
        (.push, fade, .system, .shrinkSlide, nil),
        (.push, .system, cover, nil, .edgeCover),
        // Pop: `from` is the upper screen, so a pushed screen's pop mirrors its push.
        (.pop, cover, fade, .shrinkSlide, .edgeCover),
        (.pop, nil, fade, .shrinkSlide, .fadeThrough),
        (.pop, .system, fade, .shrinkSlide, nil),
        (.pop, nil, nil, .parallaxSlide, .parallaxSlide),
    ] as [(NavigationOperation, NavigationTransitionProposal?, NavigationTransitionProposal?, NavigationTransitionStyle?, NavigationTransitionStyle?)])
    func precedence(operation: NavigationOperation, from: NavigationTransitionProposal?, to: NavigationTransitionProposal?,
                    defaultStyle: NavigationTransitionStyle?, expected: NavigationTransitionStyle?) {
        let route = NavigationTransitionRoute(defaultStyle: defaultStyle)
        #expect(route.style(for: operation, fromProposal: from, toProposal: to) == expected)
    }

    @Test("A screen's push and its pop get the same style whatever lies beneath it")
    func pushAndPopAgree() {
        let route = NavigationTransitionRoute(defaultStyle: .parallaxSlide)
        let pushed = Self.cover
        for beneath in [nil, Self.fade, NavigationTransitionProposal.system] {
            let push = route.style(for: .push, fromProposal: beneath, toProposal: pushed)
            let pop = route.style(for: .pop, fromProposal: pushed, toProposal: beneath)
            #expect(push == pop && push == .edgeCover)
        }
    }
}
