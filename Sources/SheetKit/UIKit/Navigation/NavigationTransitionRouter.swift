#if canImport(UIKit)
@preconcurrency import UIKit

/// One object that animates a `UINavigationController`'s pushes and pops and a
/// `UITabBarController`'s tab switches on SheetKit's springs, with an interactive pop (and,
/// opt-in, an interactive tab switch) finished by the display link from the finger's exact
/// position and velocity.
///
/// ```swift
/// let router = NavigationTransitionRouter(defaultStyle: .parallaxSlide)
/// router.attach(to: navigationController)     // becomes its delegate, installs the pop pans
/// ```
///
/// **Choosing a style.** For each push or pop UIKit asks the router for an animator; the
/// core `NavigationTransitionRoute` picks the style from, in order, the upper screen's and
/// the lower screen's ``NavigationTransitionProposing/navigationTransitionProposal``, the
/// ``proposal`` closure, and the router's ``defaultStyle``. No style
/// (or ``NavigationTransitionProposal/system``) returns `nil`: UIKit's own transition.
///
/// **The back swipe.** The router installs a screen-edge pan on the leading edge (RTL-aware)
/// and a pan over the whole view: the latter starts pops only with a ``fullWidthPopRule``,
/// and always catches a released pop while it settles. UIKit's
/// `interactivePopGestureRecognizer` (UINavigationController.h line 83) is left as it is (its
/// delegate untouched): the router's edge pan only asks it to wait, from its own delegate
/// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`, UIGestureRecognizer.h line 107), and
/// begins only when the core says so (`PopPanStart.canPop(stackCount:isTransitioning:popStyle:)`:
/// something to pop, nothing running, a style of SheetKit's). Where the pop falls back to
/// UIKit's transition the router's pan fails at once and the system back swipe runs as
/// always; a pop the system swipe starts gets UIKit's transition
/// (`NavigationTransitionTrigger.systemPopGesture`).
///
/// **Ownership.** UIKit's `delegate` properties are weak (UINavigationController.h line 82:
/// `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate`;
/// UITabBarController.h line 48 likewise), so
/// the app keeps the router, for as long as the controllers it animates (a property of the
/// scene delegate or of the root view controller). The router holds no controller: its pans
/// are owned by the controller's view and hold the controller and the router weakly, and a
/// running transition is held by UIKit's transition context. When the router goes away,
/// UIKit's transitions come back and its pans decline.
@MainActor
public final class NavigationTransitionRouter: NSObject {
    /// The default style and the precedence rules.
    var route: NavigationTransitionRoute

    /// The style of a push or pop no proposal chooses; `nil` keeps UIKit's own transition (and
    /// the system back swipe) for them.
    public var defaultStyle: NavigationTransitionStyle? {
        get { route.defaultStyle }
        set { route.defaultStyle = newValue }
    }
    /// The app's proposal for a transition from one screen to another, consulted after the
    /// screens' own proposals; `nil` (the default) for no opinion.
    public var proposal: ((_ from: UIViewController, _ to: UIViewController, _ operation: NavigationOperation) -> NavigationTransitionProposal?)?
    /// The rule that lets a pan anywhere on the screen start a pop (yielding to horizontal
    /// scroll views and swipe actions); `nil` (the default) for pops from the leading edge
    /// only. Read when the router attaches to a navigation controller.
    public var fullWidthPopRule: FullWidthPopPanRule?
    /// How tab switches look and move; `nil` for UIKit's (an instant switch).
    public var tabSwitchStyle: TabSwitchStyle?
    /// The rule that lets a horizontal pan on a tab bar controller's content switch tabs;
    /// `nil` (the default) for switches by the tab bar only. Read on each pan.
    public var tabSwitchPanRule: TabSwitchPanRule?

    /// The app's own navigation controller delegate: the router stands in front of it and
    /// passes on every call (``attach(to:)-(UINavigationController)`` adopts the delegate the
    /// controller had). `willShow` reaches it after the router's own work; the animation and
    /// interaction controllers are asked of it only where the router has no driver; every
    /// other call (`didShow`, orientations) goes to it unchanged. Weak, as UIKit's `delegate`.
    /// Set it before attaching: UIKit may read which calls a delegate answers when it is set.
    public var navigationControllerDelegate: UINavigationControllerDelegate? {
        get { appDelegates.navigation }
        set { appDelegates.navigation = newValue }
    }
    /// The app's own tab bar controller delegate, under the same rules
    /// (`shouldSelect`, `didSelect` and the rest go to it unchanged). Weak.
    public var tabBarControllerDelegate: UITabBarControllerDelegate? {
        get { appDelegates.tabBar }
        set { appDelegates.tabBar = newValue }
    }
    /// The app's delegates, where the Objective-C runtime's `responds(to:)` and
    /// `forwardingTarget(for:)` (not main-actor isolated) can read them.
    private let appDelegates = RouterAppDelegates()

    /// The driver a router pan began, for the duration of the synchronous call that starts
    /// its transition (`popViewController(animated:)`, `selectedIndex`): UIKit asks the
    /// delegate for the animator within that call.
    private var pendingDriver: TrackTransitionDriver?

    /// Creates a router.
    /// - Parameters:
    ///   - defaultStyle: The push and pop style when no screen and no ``proposal`` has an
    ///     opinion; `nil` for UIKit's transition.
    ///   - tabSwitchStyle: The tab switch style; `nil` for UIKit's.
    public init(defaultStyle: NavigationTransitionStyle? = .parallaxSlide, tabSwitchStyle: TabSwitchStyle? = .slide) {
        self.route = NavigationTransitionRoute(defaultStyle: defaultStyle)
        self.tabSwitchStyle = tabSwitchStyle
        super.init()
    }

    /// Becomes `navigationController`'s delegate, in front of the one it had (kept as
    /// ``navigationControllerDelegate``, which hears every call), and installs the
    /// interactive pop's pans on its view (replacing pans installed before).
    public func attach(to navigationController: UINavigationController) {
        if let own = navigationController.delegate, own !== self { navigationControllerDelegate = own }
        navigationController.delegate = self
        NavigationPopPanHandler.install(on: navigationController, router: self)
    }

    /// Becomes `tabBarController`'s delegate, in front of the one it had (kept as
    /// ``tabBarControllerDelegate``), and installs the tab switch pan on its view (replacing
    /// one installed before).
    public func attach(to tabBarController: UITabBarController) {
        if let own = tabBarController.delegate, own !== self { tabBarControllerDelegate = own }
        tabBarController.delegate = self
        TabSwitchPanHandler.install(on: tabBarController, router: self)
    }

    /// Removes the router's pans from `navigationController`'s view and gives the delegate
    /// back to ``navigationControllerDelegate`` (`nil` when the app had none).
    public func detach(from navigationController: UINavigationController) {
        NavigationPopPanHandler.remove(from: navigationController)
        navigationController.delegate = navigationControllerDelegate
    }

    /// Removes the router's pan from `tabBarController`'s view and gives the delegate back to
    /// ``tabBarControllerDelegate``.
    public func detach(from tabBarController: UITabBarController) {
        TabSwitchPanHandler.remove(from: tabBarController)
        tabBarController.delegate = tabBarControllerDelegate
    }

    // MARK: The app's delegates

    /// Whether the router answers `selector`: its own calls, and the app delegate's others
    /// (`RouterDelegateCall.routerResponds(appImplements:)`).
    override public func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let call = RouterDelegateCall(selector: NSStringFromSelector(selector))
        return super.responds(to: selector) || call.routerResponds(appImplements: appDelegates.delegate(forwarding: selector) != nil)
    }

    /// Hands a call the router does not implement to the app's delegate that does
    /// (Objective-C message forwarding: the call arrives unchanged, once).
    override public func forwardingTarget(for selector: Selector!) -> Any? {
        if let selector, let delegate = appDelegates.delegate(forwarding: selector) { return delegate }
        return super.forwardingTarget(for: selector)
    }

    // MARK: Styles and drivers

    /// The style of a push or pop from `from` to `to`, or `nil` for UIKit's.
    func style(for operation: NavigationOperation, from: UIViewController, to: UIViewController,
               trigger: NavigationTransitionTrigger) -> NavigationTransitionStyle? {
        route.style(for: operation,
                    fromProposal: (from as? NavigationTransitionProposing)?.navigationTransitionProposal,
                    toProposal: (to as? NavigationTransitionProposing)?.navigationTransitionProposal,
                    appProposal: proposal?(from, to, operation), trigger: trigger)
    }

    /// The style of popping the top screen of `navigationController` with the router's pan.
    func popStyle(in navigationController: UINavigationController) -> NavigationTransitionStyle? {
        let stack = navigationController.viewControllers
        guard let top = stack.last, let below = stack.dropLast().last else { return nil }
        return style(for: .pop, from: top, to: below, trigger: .routerPan)
    }

    /// A driver for a non-interactive or interactive push or pop in `style`, on the screen of
    /// `view` (its display scale) and the user's Reduce Motion setting (a cross-fade on a
    /// critically damped spring).
    func navigationDriver(style: NavigationTransitionStyle, operation: NavigationOperation, in view: UIView) -> TrackTransitionDriver {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        return TrackTransitionDriver(scene: TransitionAppearanceScene.navigation(style: style, operation: operation, reduceMotion: reduceMotion),
                                     configuration: style.trackConfiguration(displayScale: Double(view.traitCollection.displayScale),
                                                                             reduceMotion: reduceMotion))
    }

    /// A driver for a tab switch in `direction` (a cross-fade on a critically damped spring
    /// under Reduce Motion).
    func tabDriver(style: TabSwitchStyle, direction: TabSwitchDirection, in view: UIView) -> TrackTransitionDriver {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        return TrackTransitionDriver(scene: TransitionAppearanceScene.tabSwitch(style: style, direction: direction, reduceMotion: reduceMotion),
                                     configuration: style.trackConfiguration(displayScale: Double(view.traitCollection.displayScale),
                                                                             reduceMotion: reduceMotion))
    }

    /// A driver for a pop the router's pan begins; its ``TrackTransitionDriver/beginTransition``
    /// pops. `nil` when the pop falls back to UIKit's transition.
    func interactivePopDriver(for navigationController: UINavigationController) -> TrackTransitionDriver? {
        popStyle(in: navigationController).map { style in
            let driver = navigationDriver(style: style, operation: .pop, in: navigationController.view)
            driver.beginTransition = { [weak self, weak navigationController, weak driver] in
                driver.map { self?.start($0) { _ = navigationController?.popViewController(animated: true) } }
            }
            return driver
        }
    }

    /// A driver for a switch to the tab at `index` the router's pan begins; its
    /// ``TrackTransitionDriver/beginTransition`` selects the tab, and a switch that completes
    /// tells the app's delegate `didSelect`, as a tap does (UIKit calls it only for taps, not
    /// for `selectedIndex`). `nil` without a style.
    func interactiveTabDriver(for tabBarController: UITabBarController, to index: Int) -> TrackTransitionDriver? {
        tabSwitchStyle.map { style in
            let direction = TabSwitchDirection(from: tabBarController.selectedIndex, to: index)
            let driver = tabDriver(style: style, direction: direction, in: tabBarController.view)
            driver.beginTransition = { [weak self, weak tabBarController, weak driver] in
                driver.map { self?.start($0) { tabBarController?.selectedIndex = index } }
            }
            driver.didComplete = { [weak self, weak tabBarController] completed in
                guard completed, let tabBarController, let selected = tabBarController.selectedViewController else { return }
                self?.tabBarControllerDelegate?.tabBarController?(tabBarController, didSelect: selected)
            }
            return driver
        }
    }

    /// Runs `transition` (a call that makes UIKit start a transition) with `driver` pending,
    /// so the delegate hands it to UIKit as the animator.
    private func start(_ driver: TrackTransitionDriver, _ transition: () -> Void) {
        pendingDriver = driver
        transition()
        pendingDriver = nil
    }
}

// MARK: - UINavigationControllerDelegate

extension NavigationTransitionRouter: UINavigationControllerDelegate {
    /// The driver a router pan began, or a new one for the routed style; `nil` for UIKit's
    /// transition (UINavigationController.h lines 120–123, `animationControllerForOperation:`).
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let trigger = NavigationTransitionTrigger(
            routerPanBegan: pendingDriver != nil,
            systemPopGestureActive: navigationController.isSystemPopGestureActive)
        let driver = pendingDriver ?? NavigationOperation(operation).flatMap { operation in
            style(for: operation, from: fromVC, to: toVC, trigger: trigger).map {
                navigationDriver(style: $0, operation: operation, in: navigationController.view)
            }
        }
        return driver ?? navigationControllerDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The driver itself when a pan began the transition (UINavigationController.h lines
    /// 117–118, `interactionControllerForAnimationController:`), `nil` otherwise: UIKit asks
    /// for it only after an animator, and calls `startInteractiveTransition(_:)` on it.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let driver = animationController as? TrackTransitionDriver else {
            return navigationControllerDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
        }
        return driver.interactionController
    }

    /// Points the edge pan at the leading edge of the current layout direction
    /// (UINavigationController.h lines 110–111, `willShowViewController:`: "Called when the
    /// navigation controller shows a new top view controller via a push, pop or setting of
    /// the view controller stack").
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {
        NavigationPopPanHandler.updateEdges(in: navigationController)
        navigationControllerDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }
}

// MARK: - UITabBarControllerDelegate

extension NavigationTransitionRouter: UITabBarControllerDelegate {
    /// The driver a router pan began, or a new one sliding in the direction of the tab
    /// order; `nil` without a ``tabSwitchStyle`` (UITabBarController.h lines 68–70,
    /// `animationControllerForTransitionFromViewController:toViewController:`).
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        let direction = TabSwitchDirection(from: controllers.firstIndex(of: fromVC) ?? 0, to: controllers.firstIndex(of: toVC) ?? 0)
        let driver = pendingDriver ?? tabSwitchStyle.map { tabDriver(style: $0, direction: direction, in: tabBarController.view) }
        return driver ?? tabBarControllerDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    /// The driver itself when a pan began the switch, `nil` otherwise (UITabBarController.h
    /// lines 65–66, `interactionControllerForAnimationController:`).
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let driver = animationController as? TrackTransitionDriver else {
            return tabBarControllerDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
        }
        return driver.interactionController
    }
}

/// The app's navigation and tab bar controller delegates behind a router: weak references
/// under a lock, because the Objective-C runtime asks `responds(to:)` and
/// `forwardingTarget(for:)` outside the main actor's isolation.
final class RouterAppDelegates: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedNavigation: UINavigationControllerDelegate?
    private weak var storedTabBar: UITabBarControllerDelegate?

    /// The app's navigation controller delegate.
    var navigation: UINavigationControllerDelegate? {
        get { lock.withLock { storedNavigation } }
        set { lock.withLock { storedNavigation = newValue } }
    }

    /// The app's tab bar controller delegate.
    var tabBar: UITabBarControllerDelegate? {
        get { lock.withLock { storedTabBar } }
        set { lock.withLock { storedTabBar = newValue } }
    }

    /// The app's delegate that implements `selector`, for a call the router forwards
    /// (`RouterDelegateCall.app`); `nil` for a call the router implements.
    func delegate(forwarding selector: Selector) -> NSObjectProtocol? {
        guard RouterDelegateCall(selector: NSStringFromSelector(selector)) == .app else { return nil }
        let delegates: [NSObjectProtocol?] = lock.withLock { [storedNavigation, storedTabBar] }
        return delegates.lazy.compactMap { $0 }.first { $0.responds(to: selector) }
    }
}
#endif
