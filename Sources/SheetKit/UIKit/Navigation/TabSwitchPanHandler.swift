#if canImport(UIKit)
@preconcurrency import UIKit

/// The horizontal pan on a tab bar controller's view; it keeps its handler alive.
final class TabSwitchPanRecognizer: UIPanGestureRecognizer {
    var handler: TabSwitchPanHandler?
}

/// Feeds the tab switch pan into a ``TrackTransitionDriver``: asks the core
/// (``TabSwitchPanRule``) whether a pan begins a switch and to which tab, selects it through
/// the router (or hands the touch to a settling switch), and passes each pan event on as
/// track motion.
@MainActor
final class TabSwitchPanHandler: NSObject, UIGestureRecognizerDelegate {
    private weak var tabBarController: UITabBarController?
    private(set) weak var router: NavigationTransitionRouter?
    /// The switch the pan drives, from its pan's `.began` until the next switch begins.
    private var driver: TrackTransitionDriver?
    private var follower = HorizontalPanFollower(mapping: .interactivePop(layoutDirection: .leftToRight))
    /// The tab the pan switches to, decided once as it asks to begin (the decision may ask
    /// the app's delegate) and taken as it begins.
    private var plannedDestination: Int?

    private init(tabBarController: UITabBarController, router: NavigationTransitionRouter) {
        self.tabBarController = tabBarController
        self.router = router
    }

    /// Installs the pan on `tabBarController`'s view, replacing another router's (a router
    /// that attaches takes the controller over); the same router attaching again keeps its
    /// pan, with a switch it drives.
    static func install(on tabBarController: UITabBarController, router: NavigationTransitionRouter) {
        let installed = tabBarController.view.gestureRecognizers?.compactMap { $0 as? TabSwitchPanRecognizer } ?? []
        if !installed.isEmpty, installed.allSatisfy({ $0.handler?.router === router }) { return }
        remove(from: tabBarController, of: nil)
        let handler = TabSwitchPanHandler(tabBarController: tabBarController, router: router)
        let recognizer = TabSwitchPanRecognizer(target: handler, action: #selector(handle(_:)))
        recognizer.handler = handler
        recognizer.delegate = handler
        tabBarController.view.addGestureRecognizer(recognizer)
    }

    /// Removes `router`'s pan from `tabBarController`'s view (every router's for `nil`).
    static func remove(from tabBarController: UITabBarController, of router: NavigationTransitionRouter?) {
        let view: UIView = tabBarController.view
        let pans = view.gestureRecognizers?.compactMap { $0 as? TabSwitchPanRecognizer } ?? []
        for recognizer in pans where router == nil || recognizer.handler?.router === router {
            view.removeGestureRecognizer(recognizer)
            recognizer.handler = nil
        }
    }

    /// The tab the pan switches to, as the core decides (``plannedDestination``); `nil` when
    /// it does not switch. A pan that starts on the tab bar or the bottom accessory, or on a
    /// screen pushed inside the tab, or while the bar is hidden, switches nothing; a table
    /// row's swipe actions keep the moves they take; a tab is
    /// available when the bar shows it and lets the user select it (its item is enabled, it is
    /// not behind the More tab, and on iOS 18's `UITab` API it is neither hidden nor left out
    /// of the compact bar: `TabBarSlots.isSwitchable`); the app's
    /// delegate is asked `shouldSelect` as for a tap, as the swipe begins (a refusal, and the
    /// delegate's own work, come then, before the finger lifts), in the form UIKit speaks to
    /// the controller: the tab forms on iOS 18's `UITab` API (`TabDelegateForm`).
    private func planDestination(of pan: UIPanGestureRecognizer, in view: UIView) -> Int? {
        plannedDestination = nil
        guard let tabBarController, let router, let rule = router.tabSwitchPanRule else { return nil }
        let controllers = tabBarController.viewControllers ?? []
        // The tabs in the bar, by position (those behind More are passed over).
        let compactTabIdentifiers = tabBarController.compactTabFilter
        let showsCompactBar = tabBarController.showsCompactBar
        let slots = tabBarController.barSlots
        let translation = pan.translation(in: view)
        let location = pan.location(in: view)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let scrollViews = view.scrollViews(under: location).filter(\.isScrollEnabled)
        plannedDestination = rule.destination(
            horizontalMotion: Double(translation.x), verticalMotion: Double(translation.y),
            layoutDirection: ReadingDirection(view.effectiveUserInterfaceLayoutDirection),
            selectedIndex: tabBarController.selectedIndex, tabCount: controllers.count,
            isTransitioning: tabBarController.isTransitioningInSelectedTab, hasStyle: router.tabSwitchStyle != nil,
            startsOutsideTabContent: !tabBarController.tabContentContains(start, in: view),
            showsTabRoot: tabBarController.showsTabRoot(at: start, in: view),
            horizontalScrollViews: scrollViews.map { ScrollMetrics($0, along: .horizontal) },
            swipeActions: SwipeActionsUnderFinger(under: location, in: view, scrollViews: scrollViews),
            routesTransitions: router.routesTransitions(of: tabBarController),
            isAvailable: { index in
                slots.isSwitchable(index, entry: { tabBarController.barEntry(of: controllers[$0]) },
                                   compactTabIdentifiers: compactTabIdentifiers, showsCompactBar: showsCompactBar)
            },
            shouldSelect: { index in router.appAllowsSelecting(controllers[index], in: tabBarController) })
        return plannedDestination
    }

    // MARK: UIGestureRecognizerDelegate

    /// Begins to catch a settling switch, or when the core finds a tab to switch to.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        plannedDestination = nil
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        return InteractivePanBegin.tabPan(canCatch: driver?.canCatch ?? false, destination: planDestination(of: pan, in: view))
    }

    /// Screen-edge pans (UIKit's back swipe, inside the tabs or around them), the router's
    /// full-width pop inside the tabs and iOS 26's content pop of a tab's stack that can go
    /// back go first; the pops of a navigation controller around the tab bar controller and
    /// the scroll views in the tabs (while the pan could begin) wait for the pan:
    /// ``TabPanPrecedence``, which gives every pair one direction, so no two wait for each
    /// other.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        precedence(over: other, tabPan: gestureRecognizer) == .tabPanWaits
    }

    /// See ``gestureRecognizer(_:shouldRequireFailureOf:)``.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        precedence(over: other, tabPan: gestureRecognizer) == .otherWaits
    }

    /// What `other` is, for the core's ``TabPanPrecedence``: UIKit's own pops told apart by
    /// identity first, then by type.
    private func precedence(over other: UIGestureRecognizer, tabPan: UIGestureRecognizer) -> TabPanPrecedence {
        guard let tabBarController, let router else { return .independent }
        let insideTabs = other.view.map { $0.isDescendant(of: tabBarController.view) } ?? false
        // The navigation stacks around the recognizer inside the tabs, nearest first, and
        // whether one of them pops on a back swipe (the tab pan then waits for its content pop).
        let tabStacks = other.view?.navigationControllers(inside: tabBarController.view) ?? []
        let backSwipePops = tabStacks.contains { $0.backSwipePops }
        let kind: TabPanPrecedence.OtherPan
        if tabBarController.isSystemPopGesture(ofEnclosingNavigationController: other) {
            kind = other is UIScreenEdgePanGestureRecognizer ? .screenEdgePan : .enclosingPop
        } else if let stack = tabStacks.first(where: { $0.contentPopGesture === other }) {
            kind = .contentPopInTab(backSwipePops: stack.backSwipePops)
        } else if other is DrawerPanRecognizing, !(other is UIScreenEdgePanGestureRecognizer) {
            kind = .drawerFullWidthPan
        } else if other is UIScreenEdgePanGestureRecognizer {
            kind = .screenEdgePan
        } else if other is PopPanRecognizing {
            kind = insideTabs ? .routerPopPan : .enclosingPop
        } else if other.isPanOfScrollView(inside: tabPan.view) {
            kind = .scrollViewPan(tabPanCanBegin: InteractivePanBegin.scrollViewsWaitForTabPan(
                canCatch: driver?.canCatch ?? false, hasRule: router.tabSwitchPanRule != nil, hasStyle: router.tabSwitchStyle != nil,
                isTransitioning: tabBarController.isTransitioningInSelectedTab,
                tabCount: tabBarController.viewControllers?.count ?? 0, backSwipePops: backSwipePops,
                showsTabRoot: other.view.map { tabBarController.showsTabRoot(around: $0) } ?? true,
                routesTransitions: router.routesTransitions(of: tabBarController)))
        } else {
            kind = .other
        }
        return TabPanPrecedence(other: kind)
    }

    // MARK: Pan events

    @objc private func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = Double(pan.translation(in: view).x)
        switch pan.state {
        case .began:
            driver = driver?.catchable ?? startSwitch(pan, in: view)
            follower.begin(translationX: translation)
            driver?.follow(.began, delta: 0, velocity: 0)
        default:
            let delta = follower.delta(forTranslationX: translation)
            driver?.follow(pan.state, delta: delta, velocity: follower.velocity(forVelocityX: Double(pan.velocity(in: view).x)))
        }
    }

    /// A driver for a switch to the tab the pan heads for, with the follower mapping the pan
    /// the way that switch slides (a caught switch keeps its driver and mapping).
    private func startSwitch(_ pan: UIPanGestureRecognizer, in view: UIView) -> TrackTransitionDriver? {
        defer { plannedDestination = nil }
        guard let tabBarController, let index = plannedDestination else { return nil }
        let direction = TabSwitchDirection(from: tabBarController.selectedIndex, to: index)
        direction.trackMapping(in: ReadingDirection(view.effectiveUserInterfaceLayoutDirection)).map {
            follower = HorizontalPanFollower(mapping: $0)
        }
        return router?.interactiveTabDriver(for: tabBarController, to: index)
    }
}
extension UITabBarController {
    /// Whether a transition runs in the tab bar controller or inside its selected tab (a push
    /// in the tab's navigation controller): a view controller's `transitionCoordinator` is its
    /// own or its parent's, never a child's (UIViewControllerTransitionCoordinator.h lines
    /// 125–130), so the selected tab's is asked, which covers both.
    var isTransitioningInSelectedTab: Bool {
        (selectedViewController ?? self).transitionCoordinator != nil
    }

    /// Whether the content at `point` (in `view`'s coordinates) is a root screen with the tab
    /// bar showing (`TabSwitchPanRule.showsTabRoot(stackCount:isTabBarHidden:)`).
    func showsTabRoot(at point: CGPoint, in view: UIView) -> Bool {
        showsTabRoot(around: view.hitTest(point, with: nil) ?? selectedViewController?.viewIfLoaded ?? view)
    }

    /// Whether the content around `content` is a root screen with the tab bar showing: the
    /// fullest navigation stack around it inside this controller (the tab's own, one nested in
    /// a container or a SwiftUI `NavigationStack`, the More list's) and the bar's hidden state
    /// (iOS 18's `isTabBarHidden`, the active bar's, and the legacy `tabBar.isHidden` while that
    /// bar is the one on screen, as on a phone).
    func showsTabRoot(around content: UIView) -> Bool {
        var barHidden = tabBar.window != nil && tabBar.isHidden
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) { barHidden = barHidden || isTabBarHidden }
        #endif
        let stackCount = content.navigationControllers(inside: view).map(\.viewControllers.count).max() ?? 1
        return TabSwitchPanRule.showsTabRoot(stackCount: stackCount, isTabBarHidden: barHidden)
    }

    /// What the bar shows of the tab that `controller` is (``TabBarEntry``): its item's
    /// enabled state and, on iOS 18's `UITab` API, its root tab's hidden state, identifier
    /// and (iOS 18.4) enabled state.
    func barEntry(of controller: UIViewController) -> TabBarEntry {
        var entry = TabBarEntry(isEnabled: controller.tabBarItem?.isEnabled != false)
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *), !tabs.isEmpty, let tab = rootTab(showing: controller) {
            entry.isHidden = tab.isHidden
            entry.identifier = tab.identifier
            #if canImport(UIKit, _version: 9000)
            if #available(iOS 18.4, *) { entry.isEnabled = entry.isEnabled && tab.isEnabled }
            #endif
        }
        #endif
        return entry
    }

    /// Whether the bar is in its compact appearance (``TabBarEntry/showsCompactBar(isHorizontallyCompact:isPhone:)``).
    var showsCompactBar: Bool {
        TabBarEntry.showsCompactBar(isHorizontallyCompact: traitCollection.horizontalSizeClass == .compact,
                                    isPhone: traitCollection.userInterfaceIdiom == .phone)
    }

    /// Where the tabs sit in the bar (``TabBarSlots``): the bar's items against the tabs, less
    /// the root tabs the bar does not show on iOS 18's `UITab` API (read from the tabs
    /// themselves, without creating their view controllers).
    var barSlots: TabBarSlots {
        var leftOut = 0
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) {
            let filter = compactTabFilter, compact = showsCompactBar
            leftOut = tabs.filter { tab in
                !TabBarEntry(isHidden: tab.isHidden, identifier: tab.identifier).isShown(compactTabIdentifiers: filter, showsCompactBar: compact)
            }.count
        }
        #endif
        return TabBarSlots(tabCount: viewControllers?.count ?? 0, barItemCount: tabBar.items?.count ?? 0, leftOutCount: leftOut)
    }

    /// The compact bar's filter of root tabs (iOS 18's `compactTabIdentifiers`); `nil` for
    /// none, and before iOS 18.
    var compactTabFilter: [String]? {
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) { return compactTabIdentifiers }
        #endif
        return nil
    }

    /// Whether `point` (in `view`'s coordinates) lies in the selected tab's content, not on a
    /// bar around it (the tab bar, iOS 26's bottom accessory, an iPad's top bar or sidebar).
    func tabContentContains(_ point: CGPoint, in view: UIView) -> Bool {
        guard let content = selectedViewController?.viewIfLoaded, let hit = view.hitTest(point, with: nil) else { return false }
        return hit.isDescendant(of: content)
    }
}
#endif
