#if canImport(UIKit)
@preconcurrency import UIKit

/// One object that animates a `UINavigationController`'s pushes and pops and a
/// `UITabBarController`'s tab switches on SheetKit's springs, with an interactive pop (and,
/// opt-in, an interactive tab switch) finished by the display link from the finger's exact
/// position and velocity.
///
/// ```swift
/// let router = NavigationTransitionRouter(defaultStyle: .parallaxSlide)
/// router.attach(to: navigationController)     // stands in as its delegate, installs the pop pans
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
/// begins only when the core says so (`PopPanStart.canPop(stackCount:isTransitioning:backSwipeAllowed:popStyle:routesTransitions:)`:
/// something to pop, nothing running, the app allows the back swipe, a style of SheetKit's). Where the pop falls back to
/// UIKit's transition the router's pan fails at once and the system back swipe runs as
/// always; a pop the system swipe starts gets UIKit's transition
/// (`NavigationTransitionTrigger.systemPopGesture`).
///
/// **Ownership.** UIKit's `delegate` properties are weak (UINavigationController.h line 82:
/// `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate`;
/// UITabBarController.h line 48 likewise), so
/// the app keeps the router, for as long as the controllers it animates (a property of the
/// scene delegate or of the root view controller). The router holds no controller: each
/// controller owns the router's delegate stand-in in front of its own delegate (holding the
/// router and that delegate weakly), its pans are owned by the controller's view and hold the
/// controller and the router weakly, and a running transition is held by UIKit's transition
/// context. When the router goes away, UIKit's transitions come back, its pans decline, and the
/// app's delegates still hear their calls.
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
    /// only. Read on each pan.
    public var fullWidthPopRule: FullWidthPopPanRule?
    /// How tab switches look and move; `nil` for UIKit's (an instant switch).
    public var tabSwitchStyle: TabSwitchStyle?
    /// The rule that lets a horizontal pan on a tab bar controller's content switch tabs;
    /// `nil` (the default) for switches by the tab bar only. Read on each pan.
    public var tabSwitchPanRule: TabSwitchPanRule?

    /// The driver a router pan began, while the call that starts its controller's transition
    /// runs (`PendingRouterTransition`).
    private var pending = PendingRouterTransition<TrackTransitionDriver>()

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

    /// Becomes `navigationController`'s delegate, in front of the one it had, which hears
    /// every call the router does not handle (see ``appDelegate(of:)-(UINavigationController)``),
    /// and installs the interactive pop's pans on its view (replacing another router's; its
    /// own stay, with a pop they drive).
    ///
    /// Attaching again keeps the delegate adopted before, unless the app set another one as
    /// the controller's `delegate` since: then that one is adopted. So an app changes its
    /// delegate by setting the controller's `delegate` and attaching again. A controller has
    /// one router at a time: attaching another router takes it over (its pans, and its place
    /// in front of the app's delegate, which it keeps).
    public func attach(to navigationController: UINavigationController) {
        // Loaded first: a subclass that sets its own `delegate` in `viewDidLoad` would
        // otherwise replace the stand-in while the pans are installed (they load the view).
        navigationController.loadViewIfNeeded()
        RouterDelegateStandIn.install(on: navigationController, router: self, delegate: { navigationController.delegate },
                                      setDelegate: { navigationController.delegate = $0 })
        NavigationPopPanHandler.install(on: navigationController, router: self)
    }

    /// Becomes `tabBarController`'s delegate, in front of the one it had (see
    /// ``appDelegate(of:)-(UITabBarController)``), and installs the tab switch pan on its view
    /// (replacing one installed before). Attaching again adopts a delegate as
    /// ``attach(to:)-(UINavigationController)`` does.
    public func attach(to tabBarController: UITabBarController) {
        tabBarController.loadViewIfNeeded()   // as for a navigation controller
        RouterDelegateStandIn.install(on: tabBarController, router: self, delegate: { tabBarController.delegate },
                                      setDelegate: { tabBarController.delegate = $0 })
        TabSwitchPanHandler.install(on: tabBarController, router: self)
    }

    /// Removes the router's pans from `navigationController`'s view and gives the controller
    /// back the delegate it had (`nil` when the app had none).
    public func detach(from navigationController: UINavigationController) {
        NavigationPopPanHandler.remove(from: navigationController, of: self)
        if let standIn = RouterDelegateStandIn.installed(on: navigationController, by: self) {
            if navigationController.delegate === standIn { navigationController.delegate = standIn.navigationDelegate }
            RouterDelegateStandIn.remove(from: navigationController, by: self)
        }
    }

    /// Removes the router's pan from `tabBarController`'s view and gives the controller back
    /// the delegate it had.
    public func detach(from tabBarController: UITabBarController) {
        TabSwitchPanHandler.remove(from: tabBarController, of: self)
        if let standIn = RouterDelegateStandIn.installed(on: tabBarController, by: self) {
            if tabBarController.delegate === standIn { tabBarController.delegate = standIn.tabBarDelegate }
            RouterDelegateStandIn.remove(from: tabBarController, by: self)
        }
    }

    // MARK: The app's delegates

    /// The app's own delegate of `navigationController`, which the router stands in front of:
    /// the delegate the controller had when the router attached. It hears every call the
    /// router does not handle (`didShow`, orientations) unchanged; `willShow` after the
    /// router's own work; the animation and interaction controllers only where the router has
    /// no driver (UIKit's transition). Each attached controller keeps its own delegate.
    /// `nil` when the controller had none, the router is not attached to it, or the app set
    /// the controller's `delegate` since the router attached (the router then routes nothing
    /// there and its pans decline, until it attaches again and adopts that delegate).
    public func appDelegate(of navigationController: UINavigationController) -> UINavigationControllerDelegate? {
        RouterDelegateStandIn.routing(navigationController, by: self, delegate: navigationController.delegate)?.navigationDelegate
    }

    /// The app's own delegate of `tabBarController`, under the same rules (`shouldSelect`,
    /// `didSelect` and the rest reach it unchanged; a tab switch by the router's pan asks its
    /// `shouldSelect` and tells its `didSelect`, as a tap does).
    public func appDelegate(of tabBarController: UITabBarController) -> UITabBarControllerDelegate? {
        RouterDelegateStandIn.routing(tabBarController, by: self, delegate: tabBarController.delegate)?.tabBarDelegate
    }

    /// Whether the router still routes `controller`'s transitions: its stand-in is the
    /// controller's delegate.
    func routesTransitions(of controller: UINavigationController) -> Bool {
        RouterDelegateStandIn.routing(controller, by: self, delegate: controller.delegate) != nil
    }

    /// See ``routesTransitions(of:)-(UINavigationController)``.
    func routesTransitions(of controller: UITabBarController) -> Bool {
        RouterDelegateStandIn.routing(controller, by: self, delegate: controller.delegate) != nil
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
                driver.map { self?.start($0, in: navigationController) { _ = navigationController?.popViewController(animated: true) } }
            }
            return driver
        }
    }

    /// A driver for a switch to the tab at `index` the router's pan begins; its
    /// ``TrackTransitionDriver/beginTransition`` selects the tab, and a switch that completes
    /// tells the app's delegate `didSelect` (or `didSelectTab`, `TabDelegateForm`), as a tap
    /// does (UIKit calls it only for taps, not for `selectedIndex`). `nil` without a style.
    func interactiveTabDriver(for tabBarController: UITabBarController, to index: Int) -> TrackTransitionDriver? {
        tabSwitchStyle.map { style in
            let previous = SelectedTab(of: tabBarController)
            let controllers = tabBarController.viewControllers ?? []
            let direction = tabDirection(in: tabBarController, from: tabBarController.selectedViewController,
                                         to: controllers.indices.contains(index) ? controllers[index] : nil)
            let driver = tabDriver(style: style, direction: direction, in: tabBarController.view)
            driver.beginTransition = { [weak self, weak tabBarController, weak driver] in
                driver.map { self?.start($0, in: tabBarController) { tabBarController?.selectedIndex = index } }
            }
            driver.didComplete = { [weak self, weak tabBarController] completed in
                guard completed, let tabBarController, let selected = tabBarController.selectedViewController else { return }
                self?.tellAppSelected(selected, previous: previous, in: tabBarController)
            }
            return driver
        }
    }

    /// The app delegate's answer to a swipe selecting `viewController`, asked as a tap would be,
    /// in the form UIKit speaks to the controller (`TabDelegateForm`): `shouldSelectTab` with
    /// the tab that shows it on the `UITab` API, else `shouldSelect`; `nil` when the delegate
    /// does not implement that form.
    func appAllowsSelecting(_ viewController: UIViewController, in tabBarController: UITabBarController) -> Bool? {
        let delegate = appDelegate(of: tabBarController)
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) {
            let tab = tabBarController.rootTab(showing: viewController)
            if TabDelegateForm(usesTabs: !tabBarController.tabs.isEmpty, findsTab: tab != nil) == .tab, let tab {
                return delegate?.tabBarController?(tabBarController, shouldSelectTab: tab)
            }
        }
        #endif
        return delegate?.tabBarController?(tabBarController, shouldSelect: viewController)
    }

    /// Tells the app's delegate that a swipe selected `selected` (from `previous`), in the form
    /// UIKit speaks to the controller (`TabDelegateForm`): `didSelectTab(_:previousTab:)` with
    /// UIKit's own `selectedTab` (a root tab or a descendant) and the one selected before, on
    /// the `UITab` API; else `didSelect`.
    private func tellAppSelected(_ selected: UIViewController, previous: SelectedTab, in tabBarController: UITabBarController) {
        let delegate = appDelegate(of: tabBarController)
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *), let tab = tabBarController.selectedTab,
           TabDelegateForm(usesTabs: !tabBarController.tabs.isEmpty, findsTab: true) == .tab {
            delegate?.tabBarController?(tabBarController, didSelectTab: tab, previousTab: previous.tab as? UITab)
            return
        }
        #endif
        delegate?.tabBarController?(tabBarController, didSelect: selected)
    }

    /// Runs `transition` (a call that makes UIKit start a transition of `controller`) with
    /// `driver` pending, so the delegate hands it to UIKit as that transition's animator.
    ///
    /// A driver UIKit never asked for began nothing (`PendingRouterTransition.end()`): it
    /// forgets its request with the pan it buffered (``TrackTransitionEvent/transitionRefused``).
    private func start(_ driver: TrackTransitionDriver, in controller: UIViewController?, _ transition: () -> Void) {
        guard let controller else { return driver.handle(.transitionRefused) }
        pending.begin(driver, for: controller)
        transition()
        if pending.end() { driver.handle(.transitionRefused) }
    }
}

/// The tab a tab bar controller had selected when a swipe began (`selectedTab`, iOS 18's
/// `UITab` API), held weakly: the `previousTab` of the delegate's `didSelectTab`.
@MainActor
struct SelectedTab {
    /// The `UITab`, typed loosely so the type exists before iOS 18.
    weak var tab: AnyObject?

    init(of tabBarController: UITabBarController) {
        #if canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) { tab = tabBarController.selectedTab }
        #endif
    }
}

extension UITabBarController {
    #if canImport(UIKit, _version: 8000)
    /// The root tab that shows `viewController`: its own view controller, or the navigation
    /// controller a `UITabGroup` manages (UITabGroup.h, `managingNavigationController`).
    /// Reading a tab's `viewController` may create it (UITab.h).
    @available(iOS 18.0, *)
    func rootTab(showing viewController: UIViewController) -> UITab? {
        tabs.first { $0.viewController === viewController || ($0 as? UITabGroup)?.managingNavigationController === viewController }
    }
    #endif
}

// MARK: - Animators

extension NavigationTransitionRouter {
    /// The driver a router pan began, or a new one for the routed style; `nil` for UIKit's
    /// transition (the stand-in then asks the app's delegate).
    func animationController(in navigationController: UINavigationController, for operation: UINavigationController.Operation,
                             from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let trigger = NavigationTransitionTrigger(
            routerPanBegan: pending.isPending(for: navigationController),
            systemPopGestureActive: navigationController.isSystemPopGestureActive)
        if let pendingDriver = pending.vend(for: navigationController) { return pendingDriver }
        return NavigationOperation(operation).flatMap { operation in
            style(for: operation, from: fromVC, to: toVC, trigger: trigger).map {
                navigationDriver(style: $0, operation: operation, in: navigationController.view)
            }
        }
    }

    /// The driver a router pan began, or a new one sliding in the direction of the bar's
    /// order (the More list after the tabs in the bar, `TabBarSlots`); `nil` without a
    /// ``tabSwitchStyle``, and for a switch between two screens at one position in the bar (the
    /// More list and a tab behind it): UIKit's switch, as nothing would slide.
    func animationController(in tabBarController: UITabBarController, from fromVC: UIViewController,
                             to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let pendingDriver = pending.vend(for: tabBarController) { return pendingDriver }
        let direction = tabDirection(in: tabBarController, from: fromVC, to: toVC)
        guard direction != .none else { return nil }
        return tabSwitchStyle.map { tabDriver(style: $0, direction: direction, in: tabBarController.view) }
    }

    /// The direction of a switch from `fromVC` to `toVC` by their positions in the bar.
    func tabDirection(in tabBarController: UITabBarController, from fromVC: UIViewController?,
                      to toVC: UIViewController?) -> TabSwitchDirection {
        let controllers = tabBarController.viewControllers ?? []
        let slots = tabBarController.barSlots
        func position(_ controller: UIViewController?) -> Int {
            slots.position(ofTab: controller.flatMap { controller in controllers.firstIndex { $0 === controller } })
        }
        return TabSwitchDirection(from: position(fromVC), to: position(toVC))
    }
}
#endif
