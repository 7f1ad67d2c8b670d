/// Decides whether a horizontal pan on a tab bar controller's content starts an interactive
/// tab switch, and to which tab.
///
/// In order:
/// 1. no transition runs (a switch or a push inside a tab), and the pan starts in a tab's
///    content at its root: not outside the selected tab's content (on the tab bar, iOS 26's
///    bottom accessory, an iPad's top bar or sidebar: a sideways slide over a tab item is the
///    bar's, and would switch to the selected tab's neighbour, not the item under the finger),
///    not on a screen pushed onto a navigation stack under the finger (its swipes are its own:
///    a rightward one goes back; a `UITabGroup`'s managing stack holds its child tabs' roots
///    above the group's, so the pan declines there too) and not while the tab bar is hidden
///    (the user sees no tabs);
/// 2. the tab bar controller has a switch style (``TabSwitchStyle``; without one UIKit
///    switches without animation and there is nothing to drive);
/// 3. the pan's initial motion lies within ``cone`` around horizontal, so vertical lists in
///    the tabs keep their scrolling;
/// 4. no horizontal scroll view under the finger (a carousel, a pager, an orthogonal
///    section) can still scroll that way, the full-width pop's rule
///    (`ScrollMetrics.scrolls(withFingerMotion:)`): the carousel scrolls, and the tabs switch
///    once it is at its end;
/// 5. there is a tab that way: a pan toward the leading side reveals the next available tab,
///    toward the trailing side the previous one, passing over tabs that are not available
///    (`TabSwitchDirection.panDestination(horizontalMotion:layoutDirection:selectedIndex:tabCount:isAvailable:)`);
/// 6. the app's tab bar controller delegate does not refuse it: `shouldSelect` is asked for
///    that tab as for a tap (UIKit asks it only for taps, UITabBarController.h; `shouldSelectTab`
///    on iOS 18's `UITab` API), and a refusal (a compose tab that presents a screen instead)
///    switches nothing.
public struct TabSwitchPanRule: Hashable, Sendable {
    /// The default cone, ±30° (π/6) around horizontal, as ``FullWidthPopPanRule``'s: the pan
    /// covers every list in every tab, so it takes only clearly sideways swipes.
    public static let defaultCone = DirectionCone(halfAngle: Double.pi / 6)

    /// The cone around horizontal a pan's initial motion must lie in.
    public var cone: DirectionCone

    /// Creates a rule.
    /// - Parameter cone: The cone around horizontal; default ±30°.
    public init(cone: DirectionCone = TabSwitchPanRule.defaultCone) {
        self.cone = cone
    }

    /// The index of the tab the pan switches to, or `nil` when it does not start a switch.
    /// - Parameters:
    ///   - horizontalMotion: The pan's translation (points) or velocity (points per second)
    ///     along x, physical, positive rightward; not finite counts as 0.
    ///   - verticalMotion: The same along y.
    ///   - layoutDirection: The tab bar controller's layout direction.
    ///   - selectedIndex: The selected tab's index (clamped into the tabs).
    ///   - tabCount: How many tabs there are (≤ 0: none).
    ///   - isTransitioning: Whether a transition runs.
    ///   - hasStyle: Whether the tab bar controller animates switches with a ``TabSwitchStyle``.
    ///   - startsOutsideTabContent: Whether the pan starts outside the selected tab's content
    ///     (on the tab bar, iOS 26's bottom accessory, an iPad's top bar or sidebar); default
    ///     `false`.
    ///   - showsTabRoot: Whether the content under the finger is a root screen with the tab bar
    ///     showing: no navigation stack there holds a screen pushed above its root, and the bar
    ///     is not hidden (`isTabBarHidden`, `hidesBottomBarWhenPushed`); default `true`.
    ///   - horizontalScrollViews: The horizontally scrollable scroll views under the finger,
    ///     with their metrics along x in UIKit's physical terms; default none.
    ///   - isAvailable: Whether the tab at an index may be switched to: the bar shows it and
    ///     lets the user select it (`TabBarSlots.isSwitchable(_:entry:compactTabIdentifiers:showsCompactBar:)`:
    ///     its item enabled, not behind the More tab, not hidden, not left out of the compact
    ///     bar); default every tab.
    ///   - shouldSelect: The app delegate's `tabBarController(_:shouldSelect:)` for the tab at
    ///     an index; `nil` when it does not implement it. Asked at most once, for the tab the
    ///     pan would switch to, and only when every other rule lets it switch.
    /// - Complexity: O(n) in the number of scroll views under the finger and in the number of tabs.
    public func destination(horizontalMotion: Double, verticalMotion: Double, layoutDirection: ReadingDirection,
                            selectedIndex: Int, tabCount: Int, isTransitioning: Bool, hasStyle: Bool,
                            startsOutsideTabContent: Bool = false, showsTabRoot: Bool = true,
                            horizontalScrollViews: [ScrollMetrics] = [], isAvailable: (Int) -> Bool = { _ in true },
                            shouldSelect: (Int) -> Bool? = { _ in nil }) -> Int? {
        guard !isTransitioning, hasStyle, !startsOutsideTabContent, showsTabRoot,
              cone.contains(along: horizontalMotion.finiteOr(0), across: verticalMotion.finiteOr(0)),
              !horizontalScrollViews.contains(where: { $0.scrolls(withFingerMotion: horizontalMotion) }),
              let candidate = TabSwitchDirection.panDestination(horizontalMotion: horizontalMotion, layoutDirection: layoutDirection,
                                                                selectedIndex: selectedIndex, tabCount: tabCount, isAvailable: isAvailable),
              shouldSelect(candidate) != false else { return nil }
        return candidate
    }

    /// ``destination(horizontalMotion:verticalMotion:layoutDirection:selectedIndex:tabCount:isTransitioning:hasStyle:startsOutsideTabContent:showsTabRoot:horizontalScrollViews:isAvailable:shouldSelect:)``
    /// for a pan over a table row: a row whose swipe actions take the move (they are showing,
    /// or the move reveals some: ``SwipeActionsUnderFinger/claimMove(toward:)``) keeps it,
    /// as it does from the full-width pop, and the app's delegate is not asked. A router whose
    /// stand-in is no longer the controller's delegate (`routesTransitions` false: the app set
    /// its own since attaching) switches nothing either: UIKit would ask the app's delegate for
    /// the switch, and the router's stale copy of it for `shouldSelect`, so a swipe could
    /// select a tab the app refuses, instantly, and never tell it `didSelect`.
    /// - Complexity: As the other form.
    package func destination(horizontalMotion: Double, verticalMotion: Double, layoutDirection: ReadingDirection,
                             selectedIndex: Int, tabCount: Int, isTransitioning: Bool, hasStyle: Bool,
                             startsOutsideTabContent: Bool, showsTabRoot: Bool,
                             horizontalScrollViews: [ScrollMetrics], swipeActions: SwipeActionsUnderFinger,
                             routesTransitions: Bool = true,
                             isAvailable: (Int) -> Bool, shouldSelect: (Int) -> Bool?) -> Int? {
        let side: HorizontalSide = horizontalMotion.finiteOr(0) * HorizontalSide.trailing.physicalSign(in: layoutDirection) > 0
            ? .trailing : .leading
        guard routesTransitions, !swipeActions.claimMove(toward: side) else { return nil }
        return destination(horizontalMotion: horizontalMotion, verticalMotion: verticalMotion, layoutDirection: layoutDirection,
                           selectedIndex: selectedIndex, tabCount: tabCount, isTransitioning: isTransitioning, hasStyle: hasStyle,
                           startsOutsideTabContent: startsOutsideTabContent, showsTabRoot: showsTabRoot, horizontalScrollViews: horizontalScrollViews, isAvailable: isAvailable, shouldSelect: shouldSelect)
    }

    /// Whether a back swipe pops a navigation stack: the stack has an enabled back swipe where
    /// the finger is, holds a screen beneath the top one, and runs no transition.
    ///
    /// For a tab's content the back swipe is iOS 26's content pop
    /// (`interactiveContentPopGestureRecognizer`, UINavigationController.h lines 88–91 in the
    /// iOS 26.2 SDK, "recognizes on the entire content area"): the tab switch pan then waits
    /// for that pop to fail (``TabPanPrecedence``), so a back swipe goes back, and if UIKit
    /// declines it (the app hid the back button, say) the tabs switch.
    /// - Parameters:
    ///   - stackCount: How many view controllers the stack holds (any integer).
    ///   - isTransitioning: Whether the stack runs a transition (its `transitionCoordinator`).
    ///   - hasBackSwipe: Whether the stack has an enabled back swipe gesture there.
    package static func backSwipePops(stackCount: Int, isTransitioning: Bool, hasBackSwipe: Bool) -> Bool {
        hasBackSwipe && stackCount >= 2 && !isTransitioning
    }

    /// Whether the content under the finger is a root screen with the tab bar (the `showsTabRoot` of
    /// ``destination(horizontalMotion:verticalMotion:layoutDirection:selectedIndex:tabCount:isTransitioning:hasStyle:startsOutsideTabContent:showsTabRoot:horizontalScrollViews:isAvailable:shouldSelect:)``):
    /// every navigation stack around it holds its root alone, and the bar is not hidden.
    /// - Parameters:
    ///   - stackCount: How many view controllers the fullest navigation stack around the
    ///     content under the finger holds (1 with none; any integer).
    ///   - isTabBarHidden: Whether the tab bar is hidden (`tabBar.isHidden`, iOS 18's
    ///     `isTabBarHidden`).
    package static func showsTabRoot(stackCount: Int, isTabBarHidden: Bool) -> Bool {
        stackCount <= 1 && !isTabBarHidden
    }
}
