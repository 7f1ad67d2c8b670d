import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The rules the pan handlers of pops, tab switches and the circular reveal ask, and what a
/// container transition removes when it ends: decided in the core, translated by UIKit.
@Suite("Pan begin rules and a container transition's end")
struct PanBeginRuleTests {
    static let horizontal = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight)
    static let vertical = PopPanStart(horizontalMotion: 0, verticalMotion: 10, layoutDirection: .leftToRight)
    static let nothingToPop = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight, canPop: false)
    static let fullWidth = InteractivePopGesture(activation: .fullWidthPan(FullWidthPopPanRule()))

    @Test("A pop pan: a catch always begins; otherwise the gesture's decision, and none without a gesture",
          arguments: [
            (true, false, 1, true),     // catching: even a vertical pan, even without a gesture
            (true, true, 1, true),
            (true, false, 0, true),     // catching a horizontal pan that would also pop
            (false, false, 0, true),    // the full-width gesture decides: a horizontal pan pops
            (false, false, 1, false),   // a vertical one does not
            (false, false, 2, false),   // nothing to pop
            (false, true, 0, false),    // the catch-only pan starts nothing
          ])
    func popPan(canCatch: Bool, catchOnly: Bool, startIndex: Int, begins: Bool) {
        let start = [Self.horizontal, Self.vertical, Self.nothingToPop][startIndex]
        let decision = InteractivePanBegin.popPan(canCatch: canCatch, gesture: catchOnly ? nil : Self.fullWidth, start: start)
        #expect(decision.begins == begins)
        // Only a pan the gesture lets start may start a pop at its `.began`, catching or not;
        // one allowed only to catch starts nothing if the settle landed in between.
        #expect(decision.mayStartPop == (!catchOnly && startIndex == 0))
    }

    @Test("A tab pan: a catch always begins; otherwise only with a destination",
          arguments: [(true, nil, true), (true, 2, true), (false, 0, true), (false, nil, false)] as [(Bool, Int?, Bool)])
    func tabPan(canCatch: Bool, destination: Int?, begins: Bool) {
        #expect(InteractivePanBegin.tabPan(canCatch: canCatch, destination: destination) == begins)
    }

    @Test("Scroll views under a pop pan wait for it only while it could begin (UIGestureRecognizer.h line 102: asked once per attempt)",
          arguments: [
            (true, false, false, true),    // a settling pop to catch: every touch may be the catch
            (false, false, true, true),    // a gesture and a screen to pop: the pan may begin
            (false, true, true, false),    // the catch-only full-width pan (no full-width rule): never begins
            (false, false, false, false),  // nothing to pop, or a transition runs
          ])
    func scrollViewsWaitForPop(canCatch: Bool, catchOnly: Bool, canPop: Bool, waits: Bool) {
        #expect(InteractivePanBegin.scrollViewsWaitForPopPan(canCatch: canCatch, gesture: catchOnly ? nil : Self.fullWidth,
                                                             canPop: canPop) == waits)
    }

    @Test("Scroll views in the tabs wait for the tab pan only while it could begin",
          arguments: [
            (false, true, true, false, 3, true),
            (true, false, false, true, 0, true),     // catching a settling switch
            (false, false, true, false, 3, false),   // no pan rule
            (false, true, false, false, 3, false),   // no switch style: UIKit switches without animation
            (false, true, true, true, 3, false),     // a transition runs
            (false, true, true, false, 1, false),    // one tab: nowhere to switch
          ])
    func scrollViewsWaitForTab(canCatch: Bool, hasRule: Bool, hasStyle: Bool, isTransitioning: Bool, tabCount: Int, waits: Bool) {
        #expect(InteractivePanBegin.scrollViewsWaitForTabPan(canCatch: canCatch, hasRule: hasRule, hasStyle: hasStyle,
                                                             isTransitioning: isTransitioning, tabCount: tabCount) == waits)
        // A router that lost the controller's delegate keeps nothing waiting but a catch.
        #expect(InteractivePanBegin.scrollViewsWaitForTabPan(canCatch: canCatch, hasRule: hasRule, hasStyle: hasStyle,
                                                             isTransitioning: isTransitioning, tabCount: tabCount,
                                                             routesTransitions: false) == canCatch)
    }

    /// UIKit asks both failure questions about every pair "once per attempt to recognize"
    /// (UIGestureRecognizer.h lines 102–107, iOS 26.2 SDK); a pair that waits both ways
    /// recognizes neither, which a tab bar controller inside a navigation controller hit with
    /// that controller's edge pop.
    @Test("Every pan the tab pan meets gets one precedence", arguments: [
        (TabPanPrecedence.OtherPan.screenEdgePan, TabPanPrecedence.tabPanWaits),   // any stack's edge back swipe, the enclosing one too
        (.routerPopPan, .tabPanWaits),
        (.contentPopInTab(backSwipePops: true), .tabPanWaits),       // a pushed screen: back goes back; declined, the tabs switch
        (.contentPopInTab(backSwipePops: false), .independent),      // a tab's root: nothing to pop
        (.enclosingPop, .otherWaits),                                // switch tabs before popping them all
        (.scrollViewPan(tabPanCanBegin: true), .otherWaits),
        (.scrollViewPan(tabPanCanBegin: false), .independent),
        (.drawerFullWidthPan, .otherWaits),                          // mid-screen, the tabs switch first
        (.other, .independent),
    ])
    func tabPanPrecedence(other: TabPanPrecedence.OtherPan, expected: TabPanPrecedence) {
        #expect(TabPanPrecedence(other: other) == expected)
    }

    /// UIKit's pops of a routed stack wait for the router's pans while those could begin; the
    /// edge pop never waits for the full-width pan, which waits for the edge pan itself.
    @Test("UIKit's pops wait for the router's pans while they could begin; the edge pop only for the edge pan", arguments: [
        // system pop, full-width pan, can catch, has gesture, can pop → waits
        (InteractivePanBegin.SystemPop.edge, false, false, true, true, true),     // a styled pop: the router's edge pan first
        (.edge, false, false, true, false, false),                                // no style for it: UIKit's pop, unhindered
        (.edge, true, false, true, true, false),                                  // never for the full-width pan
        (.edge, true, true, true, true, false),
        (.content, true, false, true, true, true),                                // a full-width rule and a styled pop
        (.content, true, false, false, true, false),                              // no full-width rule: the pan never begins
        (.content, true, true, false, false, true),                               // a settling pop to catch
        (.content, false, false, true, true, true),
        (.content, false, false, true, false, false),
    ])
    func systemPopWaits(systemPop: InteractivePanBegin.SystemPop, fullWidth: Bool, canCatch: Bool, hasGesture: Bool, canPop: Bool,
                        waits: Bool) {
        let gesture = hasGesture ? (fullWidth ? Self.fullWidth : InteractivePopGesture(activation: .leadingScreenEdge)) : nil
        #expect(InteractivePanBegin.systemPopWaitsForPopPan(systemPop, fullWidth: fullWidth, canCatch: canCatch, gesture: gesture,
                                                            canPop: canPop) == waits)
    }

    /// The recognizers around a tab bar controller pushed on a routed navigation controller:
    /// the controller's edge pop (E) and content pop (C), the router's edge pan (R) and
    /// full-width pan (F), the tab pan (T), and a drawer's edge (D) and full-width (W) pans,
    /// which wait for the router's pans as for the pops they stand in for. Who waits for whom comes from the core's rules
    /// as the adapters ask them; a ring (each waiting for the next) would recognize none of
    /// its pans when all could begin (UIGestureRecognizer.h lines 102–107, iOS 26.2 SDK).
    @Test("A routed navigation controller around the tabs, with a drawer: no pan waits in a ring", arguments: [
        // can catch, full-width rule, styled pop
        (false, false, false), (false, false, true), (false, true, false), (false, true, true),
        (true, false, true), (true, true, true),
    ])
    func noRingAroundTabs(canCatch: Bool, hasRule: Bool, styled: Bool) {
        let edgeGesture = InteractivePopGesture(activation: .leadingScreenEdge)
        let fullWidthGesture = hasRule ? Self.fullWidth : nil
        func systemWaits(_ pop: InteractivePanBegin.SystemPop, fullWidth: Bool) -> Bool {
            InteractivePanBegin.systemPopWaitsForPopPan(pop, fullWidth: fullWidth, canCatch: canCatch,
                                                        gesture: fullWidth ? fullWidthGesture : edgeGesture, canPop: styled)
        }
        func tabWaits(_ other: TabPanPrecedence.OtherPan) -> (tab: Bool, other: Bool) {
            let precedence = TabPanPrecedence(other: other)
            return (precedence == .tabPanWaits, precedence == .otherWaits)
        }
        // The router's edge pan is a screen-edge pan to the tab pan; its full-width pan and the
        // content pop are pops of the controller around the tabs.
        var waits: [Character: Set<Character>] = [:]
        func add(_ waiter: Character, _ other: Character, _ condition: Bool) {
            if condition { waits[waiter, default: []].insert(other) }
        }
        add("E", "R", systemWaits(.edge, fullWidth: false))
        add("E", "F", systemWaits(.edge, fullWidth: true))
        add("C", "R", systemWaits(.content, fullWidth: false))
        add("C", "F", systemWaits(.content, fullWidth: true))
        add("F", "R", true)
        // A drawer on a tab root (its edge pan D, its full-width pan W): the tab pan meets its
        // edge pan as a screen-edge pan; both wait for the controller's pops as the drawer's
        // rule says, and the full-width pan for the edge pan.
        for (pan, fullWidth) in [("D", false), ("W", true)] as [(Character, Bool)] {
            add(pan, "E", InteractivePanBegin.drawerPanWaits(for: .edge, fullWidth: fullWidth))
            add(pan, "C", InteractivePanBegin.drawerPanWaits(for: .content, fullWidth: fullWidth))
            // The router's pans stand in for the pops (`UINavigationController.pop(_:)`).
            add(pan, "R", InteractivePanBegin.drawerPanWaits(for: .edge, fullWidth: fullWidth))
            add(pan, "F", InteractivePanBegin.drawerPanWaits(for: .content, fullWidth: fullWidth))
        }
        add("W", "D", true)
        for (pan, kind) in [("E", TabPanPrecedence.OtherPan.screenEdgePan), ("R", .screenEdgePan), ("C", .enclosingPop),
                            ("F", .enclosingPop), ("D", .screenEdgePan), ("W", .drawerFullWidthPan)]
            as [(Character, TabPanPrecedence.OtherPan)] {
            add("T", pan, tabWaits(kind).tab)
            add(pan, "T", tabWaits(kind).other)
        }
        #expect(Self.ring(in: waits) == nil)
    }

    @Test("A drawer's edge pan waits only for the edge pop; its full-width pan for both pops (UINavigationController.h 88-91)",
          arguments: [(InteractivePanBegin.SystemPop.edge, false, true), (.content, false, false), (.edge, true, true),
                      (.content, true, true)])
    func drawerWaits(pop: InteractivePanBegin.SystemPop, fullWidth: Bool, waits: Bool) {
        #expect(InteractivePanBegin.drawerPanWaits(for: pop, fullWidth: fullWidth) == waits)
    }

    @Test("A drawer's edge pan begins on its own edge while nothing is presented; lists wait for its full-width pan only then",
          arguments: [(false, true, true, true, true), (true, true, false, true, false), (false, false, false, true, true)])
    func drawerPans(presents: Bool, ownEdge: Bool, edgeBegins: Bool, listsWaitForEdge: Bool, listsWaitForFullWidth: Bool) {
        #expect(InteractivePanBegin.drawerEdgePan(presentsSomething: presents, watchesDrawerEdge: ownEdge) == edgeBegins)
        #expect(InteractivePanBegin.scrollViewsWaitForDrawerPan(fullWidth: false, presentsSomething: presents) == listsWaitForEdge)
        #expect(InteractivePanBegin.scrollViewsWaitForDrawerPan(fullWidth: true, presentsSomething: presents) == listsWaitForFullWidth)
    }

    /// A ring in `waits` (each pan waiting for the next, back to the first), or `nil`.
    static func ring(in waits: [Character: Set<Character>]) -> [Character]? {
        func search(_ path: [Character]) -> [Character]? {
            for next in waits[path[path.count - 1], default: []].sorted() {
                if next == path[0] { return path }
                if !path.contains(next), let found = search(path + [next]) { return found }
            }
            return nil
        }
        return waits.keys.sorted().lazy.compactMap { search([$0]) }.first
    }

    /// On a pushed screen the tab pan waits for UIKit's content pop, whose own failure
    /// requirements are UIKit's: the lists there do not wait for the tab pan, so no chain of
    /// waits can close through the pop.
    @Test("Lists on a pushed screen do not wait for the tab pan", arguments: [
        (false, true), (true, false),
    ])
    func listsOnPushedScreens(backSwipePops: Bool, waits: Bool) {
        #expect(InteractivePanBegin.scrollViewsWaitForTabPan(canCatch: false, hasRule: true, hasStyle: true, isTransitioning: false,
                                                             tabCount: 3, backSwipePops: backSwipePops) == waits)
    }

    /// iOS 26's content pop "recognizes on the entire content area" (UINavigationController.h
    /// lines 88–91, iOS 26.2 SDK); the Tabs demo's tabs are navigation stacks.
    @Test("A back swipe pops a tab's stack with iOS 26's content pop and a screen to go back to", arguments: [
        (2, false, true, true), (5, false, true, true),
        (1, false, true, false),        // the tab's root
        (0, false, true, false), (Int.min, false, true, false),
        (3, true, true, false),         // a push or pop runs
        (3, false, false, false),       // before iOS 26, or the app turned it off
        (Int.max, false, true, true),
    ])
    func backSwipePopsRule(count: Int, transitioning: Bool, contentPop: Bool, pops: Bool) {
        #expect(TabSwitchPanRule.backSwipePops(stackCount: count, isTransitioning: transitioning, hasBackSwipe: contentPop) == pops)
    }

    /// A carousel 1000 pt wide in a 400 pt viewport (offsets 0...600), at `offset`.
    static func carousel(at offset: Double) -> ScrollMetrics {
        ScrollMetrics(offset: offset, contentLength: 1000, viewportLength: 400)
    }

    @Test("A finger scrolls a horizontal scroll view while it can still move that way",
          arguments: [
            (0.0, 10.0, false),    // at the start, a finger moving right pulls past it: nothing to scroll
            (0, -10, true),        // moving left scrolls toward the end
            (300, 10, true), (300, -10, true),
            (600, -10, false),     // at the end
            (600, 10, true),
            (300, 0, false), (300, .nan, false), (300, .infinity, false),
          ])
    func scrolls(offset: Double, motion: Double, scrolls: Bool) {
        #expect(Self.carousel(at: offset).scrolls(withFingerMotion: motion) == scrolls)
    }

    @Test("A tab switch yields to a carousel under the finger until it reaches its end",
          arguments: [
            (300.0, -40.0, ReadingDirection.leftToRight, Int?.none),   // mid-carousel: it scrolls
            (600, -40, .leftToRight, 2),        // at its end, a leftward swipe switches to the next tab
            (0, 40, .leftToRight, 0),           // at its start, a rightward swipe to the previous
            (0, -40, .leftToRight, nil),        // at its start, a leftward swipe scrolls it
            (600, -40, .rightToLeft, 0),        // right to left: leftward goes to the previous tab
          ])
    func tabYieldsToCarousel(offset: Double, dx: Double, direction: ReadingDirection, destination: Int?) {
        let switchTo = TabSwitchPanRule().destination(horizontalMotion: dx, verticalMotion: 0, layoutDirection: direction,
                                                      selectedIndex: 1, tabCount: 3, isTransitioning: false, hasStyle: true,
                                                      horizontalScrollViews: [Self.carousel(at: offset)])
        #expect(switchTo == destination)
    }

    @Test("A reveal's dismissal pan: the dismissal may begin and the pan heads for the center, both",
          arguments: [(true, SheetPoint(x: 400, y: 917), true),      // toward the button at the bottom right
                      (false, SheetPoint(x: 400, y: 917), false),    // modal, presenting, or a transition runs
                      (true, SheetPoint(x: -400, y: -917), false),   // away from the button
                      (true, SheetPoint(x: .nan, y: 900), false)])
    func revealPan(mayBegin: Bool, velocity: SheetPoint, begins: Bool) {
        #expect(CircularReveal.dismissalPanMayBegin(mayBegin: mayBegin, velocity: velocity, center: RevealTrackMappingTests.button,
                                                    containerSize: RevealTrackMappingTests.size) == begins)
    }

    @Test("A cancelled container transition takes the arriving view out; a completed one leaves UIKit to it")
    func removedAtEnd() {
        #expect(TransitionAppearance.removedAtEnd(completed: false) == [.to])
        #expect(TransitionAppearance.removedAtEnd(completed: true).isEmpty)
    }

    /// UINavigationController.h lines 81–91 (iOS 26.2 SDK): the edge pop and the content pop.
    @Test("A card zoom's or a reveal's pull waits for every back swipe of a stack inside what it presents", arguments: [
        InteractivePanBegin.SystemPop.edge, .content,
    ])
    func presentedPullWaits(pop: InteractivePanBegin.SystemPop) {
        #expect(InteractivePanBegin.presentedPullWaits(for: pop))
    }
}
