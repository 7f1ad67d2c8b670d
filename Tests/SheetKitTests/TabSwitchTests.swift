import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Tab switches")
struct TabSwitchTests {
    @Test("Direction follows the tab order", arguments: [
        (0, 1, TabSwitchDirection.forward), (3, 1, .backward), (2, 2, .none),
        (Int.min, Int.max, .forward), (Int.max, Int.min, .backward), (Int.max, Int.max, .none),
    ])
    func direction(from: Int, to: Int, expected: TabSwitchDirection) {
        #expect(TabSwitchDirection(from: from, to: to) == expected)
    }

    @Test("A higher index slides in from the trailing side", arguments: [
        (TabSwitchDirection.forward, ReadingDirection.leftToRight, 1.0),   // from the right
        (.forward, .rightToLeft, -1),                                       // from the left
        (.backward, .leftToRight, -1),
        (.backward, .rightToLeft, 1),
    ])
    func frames(direction: TabSwitchDirection, layout: ReadingDirection, incomingSign: Double) {
        let style = TabSwitchStyle.slide
        let start = style.appearance(progress: 0, direction: direction, containerWidth: 400, layoutDirection: layout)
        #expect(start.to.translationX == 400 * incomingSign && start.from.isIdentity)
        let middle = style.appearance(progress: 0.5, direction: direction, containerWidth: 400, layoutDirection: layout)
        #expect(middle.to.translationX == 200 * incomingSign && middle.from.translationX == -200 * incomingSign)
        let end = style.appearance(progress: 1, direction: direction, containerWidth: 400, layoutDirection: layout)
        #expect(end.to.isIdentity && end.from.translationX == -400 * incomingSign)
        // A parallax variant moves the old tab less and dims it.
        let parallax = TabSwitchStyle(outgoingTranslationFraction: 0.3, outgoingDimmingAlpha: 0.1)
        let quarter = parallax.appearance(progress: 0.25, direction: direction, containerWidth: 400, layoutDirection: layout)
        #expect(isClose(quarter.from.translationX, -30 * incomingSign) && isClose(quarter.from.dimmingAlpha, 0.025))
    }

    @Test("The same tab shows at rest, nothing slides")
    func sameTab() {
        let appearance = TabSwitchStyle.slide.appearance(progress: 0.4, direction: .none, containerWidth: 400, layoutDirection: .leftToRight)
        #expect(appearance.to.isIdentity && appearance.from.alpha == 0)
        #expect(TabSwitchDirection.none.trackMapping(in: .leftToRight) == nil)
    }

    @Test("A pan picks the neighbouring tab", arguments: [
        (-30.0, ReadingDirection.leftToRight, 1, 4, Int?.some(2)),   // leftward in LTR: the next tab
        (30, .leftToRight, 1, 4, 0),                                  // rightward: the previous
        (30, .leftToRight, 0, 4, nil),                                // none before the first
        (-30, .leftToRight, 3, 4, nil),                               // none after the last
        (30, .rightToLeft, 1, 4, 2),                                  // rightward in RTL: the next
        (-30, .rightToLeft, 1, 4, 0),
        (0, .leftToRight, 1, 4, nil),
        (.nan, .leftToRight, 1, 4, nil),
        (-30, .leftToRight, Int.max, 4, nil),                         // clamped to the last tab
        (30, .leftToRight, Int.max, 4, 2),
        (-30, .leftToRight, Int.min, 4, 1),                           // clamped to the first
        (-30, .leftToRight, 0, 0, nil),
        (-30, .leftToRight, 0, Int.min, nil),
        (-30, .leftToRight, Int.max - 2, Int.max, Int.max - 1),     // no overflow at the top
        (-30, .leftToRight, Int.max - 1, Int.max, nil),
    ])
    func panDestination(motion: Double, layout: ReadingDirection, selected: Int, count: Int, expected: Int?) {
        #expect(TabSwitchDirection.panDestination(horizontalMotion: motion, layoutDirection: layout,
                                                  selectedIndex: selected, tabCount: count) == expected)
    }

    @Test("A pan passes over tabs that are not available (disabled, behind More) to the nearest one that is", arguments: [
        // motion, selected, available tabs → destination
        (-30.0, 0, [0, 2, 3], Int?.some(2)),     // tab 1 disabled: the next is 2
        (30, 3, [0, 3], 0),                      // back over 2 and 1
        (-30, 1, [0, 1], nil),                   // nothing available after
        (30, Int.max, [0, 1, 2, 3], 2),          // the More list selected (NSNotFound): the last tab in the bar
        (30, Int.max, [0, 1, 2], 2),             // tab 3 behind More: passed over
    ])
    func availableTabs(motion: Double, selected: Int, available: [Int], expected: Int?) {
        var asked: [Int] = []
        let destination = TabSwitchDirection.panDestination(horizontalMotion: motion, layoutDirection: .leftToRight,
                                                            selectedIndex: selected, tabCount: 4,
                                                            isAvailable: { asked.append($0); return available.contains($0) })
        #expect(destination == expected)
        // Asked in the direction of the pan, nearest first, and no further than the answer.
        #expect(asked == asked.sorted(by: motion < 0 ? (<) : (>)) && asked.last == (destination ?? asked.last))
    }

    /// UIKit asks `tabBarController(_:shouldSelect:)` for taps only (UITabBarController.h);
    /// a swipe to a tab is a tap on it for the app's delegate.
    @Test("The app delegate's shouldSelect is asked once, for the tab the pan would switch to, and may refuse it", arguments: [
        (Bool?.none, Int?.some(2)), (true, 2), (false, nil),
    ])
    func shouldSelect(answer: Bool?, expected: Int?) {
        var asked: [Int] = []
        let destination = TabSwitchPanRule().destination(horizontalMotion: -40, verticalMotion: 0, layoutDirection: .leftToRight,
                                                         selectedIndex: 0, tabCount: 4, isTransitioning: false, hasStyle: true,
                                                         isAvailable: { $0 != 1 }, shouldSelect: { asked.append($0); return answer })
        #expect(destination == expected && asked == [2])
    }

    @Test("A table row's swipe actions keep the moves they take from the tab pan, as from the full-width pop", arguments: [
        // motion (LTR: negative moves toward leading), trailing actions, leading actions, showing → destination
        (-40.0, true, false, false, Int?.none),   // a leftward swipe reveals Delete: the row takes it
        (40, true, false, false, 0),              // rightward reveals nothing: the previous tab
        (40, false, true, false, nil),            // rightward reveals the leading actions
        (-40, false, true, false, 2),
        (-40, false, false, true, nil),           // actions showing: any move drags or closes them
        (-40, false, false, false, 2),
    ])
    func swipeActions(motion: Double, trailing: Bool, leading: Bool, showing: Bool, expected: Int?) {
        var asked = 0
        let actions = SwipeActionsUnderFinger(leadingActionCount: leading ? 1 : 0, trailingActionCount: trailing ? 2 : 0,
                                              isShowingActions: showing)
        let destination = TabSwitchPanRule().destination(horizontalMotion: motion, verticalMotion: 0, layoutDirection: .leftToRight,
                                                         selectedIndex: 1, tabCount: 3, isTransitioning: false, hasStyle: true,
                                                         startsOutsideTabContent: false, showsTabRoot: true,
                                                         horizontalScrollViews: [], swipeActions: actions, isAvailable: { _ in true },
                                                         shouldSelect: { _ in asked += 1; return nil })
        #expect(destination == expected && asked == (expected == nil ? 0 : 1))
        // A router that lost the controller's delegate switches nothing and asks nothing.
        let lost = TabSwitchPanRule().destination(horizontalMotion: motion, verticalMotion: 0, layoutDirection: .leftToRight,
                                                  selectedIndex: 1, tabCount: 3, isTransitioning: false, hasStyle: true,
                                                  startsOutsideTabContent: false, showsTabRoot: true,
                                                  horizontalScrollViews: [], swipeActions: actions, routesTransitions: false,
                                                  isAvailable: { _ in true }, shouldSelect: { _ in asked += 1; return nil })
        #expect(lost == nil && asked == (expected == nil ? 0 : 1))
    }

    /// Review (2026-11-27): a slide over a tab item switched to the selected tab's neighbour
    /// and cancelled the item's tap (`cancelsTouchesInView`, UIGestureRecognizer.h); a swipe on
    /// a pushed detail switched tabs instead of going back (before iOS 26's content pop), and a
    /// detail that hides the bar (`hidesBottomBarWhenPushed`, UINavigationController.h)
    /// switched tabs the user cannot see.
    @Test("A pan on the tab bar or the accessory, on a pushed screen or with the bar hidden switches nothing; the delegate is not asked",
          arguments: [(false, 1, false, Int?.some(2)), (true, 1, false, nil), (false, 2, false, nil), (false, 1, true, nil),
                      (false, 0, false, 2), (false, Int.max, false, nil), (false, Int.min, false, 2)])
    func contentAtTabRoot(startsOnBar: Bool, stackCount: Int, barHidden: Bool, expected: Int?) {
        var asked = 0
        let showsRoot = TabSwitchPanRule.showsTabRoot(stackCount: stackCount, isTabBarHidden: barHidden)
        let destination = TabSwitchPanRule().destination(horizontalMotion: -40, verticalMotion: 0, layoutDirection: .leftToRight,
                                                         selectedIndex: 1, tabCount: 3, isTransitioning: false, hasStyle: true,
                                                         startsOutsideTabContent: startsOnBar, showsTabRoot: showsRoot,
                                                         shouldSelect: { _ in asked += 1; return true })
        #expect(destination == expected && asked == (expected == nil ? 0 : 1))
        // The scroll views in the tab wait for the pan only where it could begin.
        #expect(InteractivePanBegin.scrollViewsWaitForTabPan(canCatch: false, hasRule: true, hasStyle: true, isTransitioning: false,
                                                             tabCount: 3, showsTabRoot: showsRoot) == showsRoot)
    }

    @Test("The delegate is not asked when the pan switches nothing anyway")
    func shouldSelectNotAsked() {
        var asked = 0
        let rule = TabSwitchPanRule()
        // Vertical, during a transition, and toward no tab: never asked.
        _ = rule.destination(horizontalMotion: 0, verticalMotion: 40, layoutDirection: .leftToRight, selectedIndex: 0, tabCount: 4,
                             isTransitioning: false, hasStyle: true, shouldSelect: { _ in asked += 1; return true })
        _ = rule.destination(horizontalMotion: -40, verticalMotion: 0, layoutDirection: .leftToRight, selectedIndex: 0, tabCount: 4,
                             isTransitioning: true, hasStyle: true, shouldSelect: { _ in asked += 1; return true })
        _ = rule.destination(horizontalMotion: 40, verticalMotion: 0, layoutDirection: .leftToRight, selectedIndex: 0, tabCount: 4,
                             isTransitioning: false, hasStyle: true, shouldSelect: { _ in asked += 1; return true })
        #expect(asked == 0)
    }

    @Test("A pan toward the next tab advances its track, in both layout directions", arguments: ReadingDirection.allCases)
    func panToTrack(layout: ReadingDirection) {
        let leading: Double = layout == .leftToRight ? -1 : 1
        let destination = TabSwitchDirection.panDestination(horizontalMotion: 40 * leading, layoutDirection: layout,
                                                            selectedIndex: 0, tabCount: 3)
        #expect(destination == 1)
        let direction = TabSwitchDirection(from: 0, to: destination ?? 0)
        let mapping = direction.trackMapping(in: layout)
        #expect(mapping?.trackDelta(forHorizontalDelta: 40 * leading) == 40)
        var track = TabSwitchStyle.slide.makeTrack(containerWidth: 400, displayScale: 3)
        track.send(.dragBegan(time: 0))
        let output = track.send(.dragChanged(delta: mapping?.trackDelta(forHorizontalDelta: 100 * leading) ?? 0, time: 0.05))
        // The new tab sits 300 pt out on the trailing side: it follows the finger.
        let appearance = TabSwitchStyle.slide.appearance(progress: output.progress, direction: direction,
                                                         containerWidth: 400, layoutDirection: layout)
        #expect(appearance.to.translationX == -300 * leading)
        let release = track.send(.dragEnded(velocity: mapping?.trackVelocity(forHorizontalVelocity: 800 * leading) ?? 0, time: 0.06))
        #expect(release.heading == .end)
    }

    @Test("Progress windows map transition progress to an effect's own", arguments: [
        (0.0, 0.0), (0.2, 0.0), (0.4, 0.5), (0.6, 1.0), (1.0, 1.0), (.nan, 0.0),
    ])
    func progressWindow(progress: Double, expected: Double) {
        #expect(isClose(ProgressWindow(start: 0.2, end: 0.6).localProgress(at: progress), expected))
        // Bounds out of order and out of range are put right; an empty window is a step.
        #expect(ProgressWindow(start: 3, end: .nan) == ProgressWindow(start: 1, end: 1))
        #expect(ProgressWindow(start: 0.5, end: 0.5).localProgress(at: 0.49) == 0)
        #expect(ProgressWindow(start: 0.5, end: 0.5).localProgress(at: 0.5) == 1)
    }

    /// UITabBarController.h lines 95–98 and 154–162 (iOS 26.2 SDK): once `tabs` is set, UIKit
    /// speaks the tab forms of the selection calls only.
    @Test("The delegate's selection calls are the tab forms on the UITab API, when a tab shows the view controller", arguments: [
        (true, true, TabDelegateForm.tab), (true, false, .viewController), (false, true, .viewController), (false, false, .viewController),
    ])
    func delegateForm(usesTabs: Bool, findsTab: Bool, form: TabDelegateForm) {
        #expect(TabDelegateForm(usesTabs: usesTabs, findsTab: findsTab) == form)
    }
}
