#if canImport(UIKit)
@preconcurrency import UIKit

/// A ``NavigationTransitionRouter``'s delegate for one navigation or tab bar controller: it
/// answers the calls the router implements with the router's drivers and passes every other
/// call to the delegate that controller had (`DelegateStandIns`, `RouterDelegateCall`).
///
/// One per controller, because a call forwarded by `forwardingTarget(for:)` does not say which
/// controller sent it. The router holds its stand-ins; a stand-in holds the router and the
/// app's delegate weakly. When the router has gone, the stand-in answers nothing of its own,
/// so UIKit's transitions return, and the app's delegate still hears every call.
@MainActor
final class RouterDelegateStandIn: NSObject {
    /// The router whose drivers answer; `nil` once it has gone.
    weak var router: NavigationTransitionRouter?
    /// The app's delegate of the controller, under a lock: the Objective-C runtime asks
    /// `responds(to:)` and `forwardingTarget(for:)` outside the main actor's isolation.
    private let app: AppDelegateReference

    /// A stand-in for `router` in front of `appDelegate`.
    init(router: NavigationTransitionRouter, appDelegate: NSObjectProtocol?) {
        self.router = router
        self.app = AppDelegateReference(appDelegate)
        super.init()
    }

    /// The app's delegate of the controller, if it had one.
    var appDelegate: NSObjectProtocol? { app.delegate }
    /// The app's delegate as a navigation controller delegate.
    var navigationDelegate: UINavigationControllerDelegate? { app.delegate as? UINavigationControllerDelegate }
    /// The app's delegate as a tab bar controller delegate.
    var tabBarDelegate: UITabBarControllerDelegate? { app.delegate as? UITabBarControllerDelegate }

    /// Whether the stand-in answers `selector`: the calls the router implements, and the app
    /// delegate's others (`RouterDelegateCall.routerResponds(appImplements:)`).
    override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let call = RouterDelegateCall(selector: NSStringFromSelector(selector))
        return super.responds(to: selector) || call.routerResponds(appImplements: app.delegate(forwarding: selector) != nil)
    }

    /// Hands a call the router does not implement to the app's delegate (Objective-C message
    /// forwarding: the call arrives unchanged, once).
    override func forwardingTarget(for selector: Selector!) -> Any? {
        if let selector, let delegate = app.delegate(forwarding: selector) { return delegate }
        return super.forwardingTarget(for: selector)
    }
}

// MARK: - UINavigationControllerDelegate

extension RouterDelegateStandIn: UINavigationControllerDelegate {
    /// The router's driver, or the app delegate's animator where the router has none
    /// (UINavigationController.h lines 120–123, `animationControllerForOperation:`).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        router?.animationController(in: navigationController, for: operation, from: fromVC, to: toVC)
            ?? navigationDelegate?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    /// The router's interaction controller for its own driver, the app delegate's otherwise
    /// (UINavigationController.h lines 117–118, `interactionControllerForAnimationController:`).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let driver = animationController as? TrackTransitionDriver else {
            return navigationDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
        }
        return driver.interactionController
    }

    /// The router points its edge pan at the leading edge, then the app's delegate hears the
    /// call (UINavigationController.h lines 110–111, `willShowViewController:`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        if router != nil { NavigationPopPanHandler.updateEdges(in: navigationController) }
        navigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }
}

// MARK: - UITabBarControllerDelegate

extension RouterDelegateStandIn: UITabBarControllerDelegate {
    /// The router's driver, or the app delegate's animator where the router has none
    /// (UITabBarController.h lines 68–70, `animationControllerForTransitionFromViewController:`).
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        router?.animationController(in: tabBarController, from: fromVC, to: toVC)
            ?? tabBarDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    /// The router's interaction controller for its own driver, the app delegate's otherwise
    /// (UITabBarController.h lines 65–66, `interactionControllerForAnimationController:`).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let driver = animationController as? TrackTransitionDriver else {
            return tabBarDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
        }
        return driver.interactionController
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
