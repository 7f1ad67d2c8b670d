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
///
/// A controller has one router at a time. A stand-in never stands behind another: the router
/// that attaches looks through any stand-in it finds (its own, attached again to read a changed
/// rule; a gone router's; another router's, which it takes the controller over from, pans
/// included) to the app's delegate behind it. A chain of stand-ins would hold its inner links
/// weakly, and one router's detach or re-attach would cut the app's delegate off the others.
package enum RouterDelegateAdoption {
    /// The controller's delegate when a router attaches.
    package enum Current {
        /// It has none.
        case none
        /// The app's own delegate.
        case app(AnyObject)
        /// A router's stand-in (this router's or another's, alive or gone), in front of the
        /// app's delegate, if any.
        case standIn(appDelegate: AnyObject?)
    }

    /// The delegate the attaching router's new stand-in keeps behind it: the app's delegate,
    /// found through a stand-in when there is one.
    /// - Parameter current: The controller's delegate when the router attaches.
    package static func delegate(behind current: Current) -> AnyObject? {
        switch current {
        case .none: return nil
        case .app(let delegate): return delegate
        case .standIn(let appDelegate): return appDelegate
        }
    }
}
