/// Which delegate a ``NavigationTransitionRouter``'s stand-in keeps behind it when the router
/// attaches to a navigation or tab bar controller.
///
/// The router puts one stand-in in front of each controller's delegate, because a call
/// forwarded by Objective-C message forwarding (`forwardingTarget(for:)`) does not say which
/// controller sent it: one object in front of several controllers would hand every forwarded
/// call (`didShow`, `shouldSelect`) to one app delegate. The controller owns its stand-in (an
/// associated object: UIKit's `delegate` is weak, UINavigationController.h line 82,
/// UITabBarController.h line 69 in iOS 26.2), so the app's delegate keeps hearing its calls
/// when the router goes away; the stand-in holds the router and the app's delegate weakly.
package enum RouterDelegateAdoption {
    /// What the controller's current delegate is, when it is a router's stand-in.
    package struct StandIn {
        /// The router the stand-in answers for; `nil` once that router has gone.
        package var router: AnyObject?
        /// The app's delegate behind the stand-in.
        package var appDelegate: AnyObject?

        /// A stand-in for `router` in front of `appDelegate`.
        package init(router: AnyObject?, appDelegate: AnyObject?) {
            self.router = router
            self.appDelegate = appDelegate
        }
    }

    /// The delegate a new stand-in of `router` keeps behind it:
    /// - the controller's `current` delegate (the app's, or `nil`);
    /// - where `current` is `router`'s own stand-in (the router attached again, to read a
    ///   changed rule, or after the app set the delegate back), the app's delegate behind it,
    ///   so attaching twice never puts the router behind itself;
    /// - where `current` is the stand-in of a router that has gone, the app's delegate behind
    ///   it (that stand-in answers nothing of its own any more);
    /// - where `current` is the stand-in of another router that is alive, that stand-in, so
    ///   the two routers chain.
    /// - Parameters:
    ///   - current: The controller's delegate when `router` attaches.
    ///   - standIn: `current` read as a router's stand-in; `nil` when it is not one.
    ///   - router: The router that attaches.
    package static func delegate(behind current: AnyObject?, standIn: StandIn?, attaching router: AnyObject) -> AnyObject? {
        guard let standIn else { return current }
        if standIn.router == nil || standIn.router === router { return standIn.appDelegate }
        return current
    }
}
