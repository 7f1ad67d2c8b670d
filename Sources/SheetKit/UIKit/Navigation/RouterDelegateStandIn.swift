#if canImport(UIKit)
@preconcurrency import UIKit

/// A ``NavigationTransitionRouter``'s delegate for one navigation or tab bar controller: it
/// answers the calls the router implements with the router's drivers and passes every other
/// call to the delegate that controller had (`RouterDelegateAdoption`, `RouterDelegateCall`).
///
/// One per controller, because a call forwarded by `forwardingTarget(for:)` does not say which
/// controller sent it. The controller owns its stand-in (``install(on:router:delegate:setDelegate:)``);
/// the stand-in holds the router and the app's delegate weakly. When the router has gone, the
/// stand-in answers nothing of its own, so UIKit's transitions return, and the app's delegate
/// still hears every call. When the app's delegate has gone, a call UIKit was told the
/// stand-in answers (UIKit reads `responds(to:)` when the delegate is set) gets UIKit's default
/// from ``RouterDelegateDefaults``, never an unrecognized selector.
@MainActor
final class RouterDelegateStandIn: NSObject {
    /// The router whose drivers answer; `nil` once it has gone.
    weak var router: NavigationTransitionRouter?
    /// The app's delegate of the controller, under a lock: the Objective-C runtime asks
    /// `responds(to:)` and `forwardingTarget(for:)` outside the main actor's isolation.
    private let app: AppDelegateReference
    /// UIKit's answers once the app's delegate has gone.
    private nonisolated let defaults: RouterDelegateDefaults

    /// A stand-in for `router` in front of `appDelegate`.
    init(router: NavigationTransitionRouter, appDelegate: NSObjectProtocol?) {
        self.router = router
        self.app = AppDelegateReference(appDelegate)
        self.defaults = RouterDelegateDefaults()
        super.init()
    }

    /// Makes a stand-in for `router` the delegate of `controller`, in front of the app's
    /// delegate (`RouterDelegateAdoption`: looked through the stand-in it replaces, which
    /// answers nothing of its own from now on), owned by `controller` (an associated object
    /// keyed by the router).
    static func install(on controller: UIViewController, router: NavigationTransitionRouter,
                        delegate: () -> AnyObject?, setDelegate: (RouterDelegateStandIn) -> Void) {
        let replaced = delegate() as? RouterDelegateStandIn
        let current: RouterDelegateAdoption.Current = replaced.map { .standIn(appDelegate: $0.appDelegate) }
            ?? delegate().map { .app($0) } ?? .none
        let appDelegate = RouterDelegateAdoption.delegate(behind: current) as? NSObjectProtocol
        replaced?.router = nil
        let standIn = RouterDelegateStandIn(router: router, appDelegate: appDelegate)
        objc_setAssociatedObject(controller, key(of: router), standIn, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        setDelegate(standIn)
    }

    /// `router`'s stand-in owned by `controller`, if the router is attached to it.
    static func installed(on controller: UIViewController, by router: NavigationTransitionRouter) -> RouterDelegateStandIn? {
        (objc_getAssociatedObject(controller, key(of: router)) as? RouterDelegateStandIn).flatMap { $0.router === router ? $0 : nil }
    }

    /// `router`'s stand-in on `controller` while it is still the controller's `delegate`:
    /// `nil` once the app set another delegate since the router attached (the router then
    /// routes nothing there: `PopPanStart.canPop(stackCount:isTransitioning:backSwipeAllowed:popStyle:routesTransitions:)`).
    static func routing(_ controller: UIViewController, by router: NavigationTransitionRouter,
                        delegate: AnyObject?) -> RouterDelegateStandIn? {
        installed(on: controller, by: router).flatMap { $0 === delegate ? $0 : nil }
    }

    /// Lets `controller` release `router`'s stand-in.
    static func remove(from controller: UIViewController, by router: NavigationTransitionRouter) {
        objc_setAssociatedObject(controller, key(of: router), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The associated-object key of `router`'s stand-ins: the router's address. A later router
    /// at the same address finds the old stand-in, whose `router` is `nil`, and replaces it
    /// (the app's delegate behind it was adopted first).
    private static func key(of router: NavigationTransitionRouter) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(router).toOpaque())
    }

    /// The app's delegate of the controller, if it had one.
    var appDelegate: NSObjectProtocol? { app.delegate }
    /// The app's delegate as a navigation controller delegate.
    var navigationDelegate: UINavigationControllerDelegate? { app.delegate as? UINavigationControllerDelegate }
    /// The app's delegate as a tab bar controller delegate.
    var tabBarDelegate: UITabBarControllerDelegate? { app.delegate as? UITabBarControllerDelegate }

    /// How the call with `selector` is shared (``RouterDelegateCall``, read from the tested
    /// table by the selector's Objective-C name, so a name the table misspells would route
    /// the call to the app alone).
    static func call(_ selector: Selector) -> RouterDelegateCall {
        RouterDelegateCall(selector: NSStringFromSelector(selector))
    }

    /// Whether the stand-in answers `selector`: the calls the router implements, and the app
    /// delegate's others (`RouterDelegateCall.routerResponds(appImplements:)`).
    override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let call = RouterDelegateCall(selector: NSStringFromSelector(selector))
        return super.responds(to: selector) || call.routerResponds(appImplements: app.delegate(forwarding: selector) != nil)
    }

    /// Hands a call the router does not implement to the app's delegate (Objective-C message
    /// forwarding: the call arrives unchanged, once); once that delegate has gone, to
    /// ``RouterDelegateDefaults``, which answers as if no delegate implemented the call.
    override func forwardingTarget(for selector: Selector!) -> Any? {
        guard let selector else { return super.forwardingTarget(for: selector) }
        if let delegate = app.delegate(forwarding: selector) { return delegate }
        if defaults.responds(to: selector) { return defaults }
        return super.forwardingTarget(for: selector)
    }
}

// MARK: - UINavigationControllerDelegate

extension RouterDelegateStandIn: UINavigationControllerDelegate {
    /// The router's driver, or the app delegate's animator where the router has none
    /// (UINavigationController.h line 121 in the iOS 17.4 SDK, 129 in 26.2, `animationControllerForOperation:`).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.call(#selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))).perform(
            router: { router?.animationController(in: navigationController, for: operation, from: fromVC, to: toVC) },
            app: navigationDelegate.map { app in
                { app.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) }
            })
    }

    /// The router's interaction controller for its own driver, the app delegate's otherwise
    /// (UINavigationController.h line 118 in the iOS 17.4 SDK, 126 in 26.2, `interactionControllerForAnimationController:`).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        // The router's answer is for its own driver: another animator is the app's.
        let driver = animationController as? TrackTransitionDriver
        return Self.call(#selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:))).perform(
            router: { driver?.interactionController },
            app: driver != nil ? nil : navigationDelegate.map { app in
                { app.navigationController?(navigationController, interactionControllerFor: animationController) }
            })
    }

    /// The router points its edge pan at the leading edge, then the app's delegate hears the
    /// call (UINavigationController.h line 111 in the iOS 17.4 SDK, 119 in 26.2, `willShowViewController:`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        let _: Void? = Self.call(#selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))).perform(
            router: { if router != nil { NavigationPopPanHandler.updateEdges(in: navigationController) } },
            app: navigationDelegate.map { app in { app.navigationController?(navigationController, willShow: viewController, animated: animated) } })
    }
}

// MARK: - UITabBarControllerDelegate

extension RouterDelegateStandIn: UITabBarControllerDelegate {
    /// The router's driver, or the app delegate's animator where the router has none
    /// (UITabBarController.h line 69 in the iOS 17.4 SDK, 216 in 26.2, `animationControllerForTransitionFromViewController:`).
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.call(#selector(UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:))).perform(
            router: { router?.animationController(in: tabBarController, from: fromVC, to: toVC) },
            app: tabBarDelegate.map { app in
                { app.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC) }
            })
    }

    /// The router's interaction controller for its own driver, the app delegate's otherwise
    /// (UITabBarController.h line 66 in the iOS 17.4 SDK, 213 in 26.2, `interactionControllerForAnimationController:`).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        let driver = animationController as? TrackTransitionDriver
        return Self.call(#selector(UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:))).perform(
            router: { driver?.interactionController },
            app: driver != nil ? nil : tabBarDelegate.map { app in
                { app.tabBarController?(tabBarController, interactionControllerFor: animationController) }
            })
    }
}

/// UIKit's answers when no delegate implements a call, for a stand-in whose app delegate has
/// gone after UIKit read that the stand-in answers the call (UIKit reads `responds(to:)` when
/// the delegate is set; a message no object implements raises "unrecognized selector", where
/// a `nil` delegate would have been skipped). Each answer is the documented default: nothing
/// for a notification, yes for a "should", the proposed view controllers, no drop
/// (UITabBarController.h line 167: "treated as a cancel operation if this is not
/// implemented"), the idiom's orientations (UIViewController's `supportedInterfaceOrientations`:
/// all on iPad, all but upside down on iPhone) and the scene's current orientation for a
/// presentation ("the system presents the view controller using the current orientation").
final class RouterDelegateDefaults: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {}

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        Self.idiomOrientations(of: navigationController)
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        Self.currentOrientation(of: navigationController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    func tabBarController(_ tabBarController: UITabBarController,
                          willBeginCustomizing viewControllers: [UIViewController]) {}

    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {}

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {}

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        Self.idiomOrientations(of: tabBarController)
    }

    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation {
        Self.currentOrientation(of: tabBarController)
    }

    #if canImport(UIKit, _version: 8000)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab,
                          operationForAcceptingItemsFrom session: any UIDropSession) -> UIDropOperation { .cancel }

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession) {}

    @available(iOS 18.0, *)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}

    @available(iOS 18.0, *)
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}

    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController] {
        proposedViewControllers
    }
    #endif

    /// UIViewController's default `supportedInterfaceOrientations` for the controller's idiom.
    private static func idiomOrientations(of controller: UIViewController) -> UIInterfaceOrientationMask {
        controller.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The orientation of the controller's scene now (portrait before it is in a window).
    private static func currentOrientation(of controller: UIViewController) -> UIInterfaceOrientation {
        let orientation = controller.viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
        return orientation == .unknown ? .portrait : orientation
    }
}

/// The app's delegate behind a stand-in: a weak reference under a lock.
final class AppDelegateReference: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: NSObjectProtocol?

    init(_ delegate: NSObjectProtocol?) {
        stored = delegate
    }

    /// The app's delegate, if it is still alive.
    var delegate: NSObjectProtocol? { lock.withLock { stored } }

    /// The app's delegate when the router forwards `selector` (`RouterDelegateCall.app`) and
    /// the delegate implements it; `nil` otherwise.
    func delegate(forwarding selector: Selector) -> NSObjectProtocol? {
        guard RouterDelegateCall(selector: NSStringFromSelector(selector)) == .app, let delegate, delegate.responds(to: selector) else {
            return nil
        }
        return delegate
    }
}
#endif
