/// The stand-ins a ``NavigationTransitionRouter`` puts in front of the app's own delegates:
/// one per attached controller, each keeping that controller's delegate.
///
/// UIKit keeps one `delegate` per controller (UINavigationController.h line 82,
/// UITabBarController.h line 48), and a call forwarded by Objective-C message forwarding
/// (`forwardingTarget(for:)`) does not say which controller sent it. One object in front of
/// several controllers could therefore hand every forwarded call (`didShow`, `shouldSelect`)
/// to one app delegate, the last adopted. A stand-in per controller knows its controller's
/// delegate, so each app delegate hears its own controller's calls and no other's.
///
/// The table holds its controllers weakly (the app owns them) and its stand-ins strongly
/// (UIKit's `delegate` properties are weak); an entry whose controller has gone is dropped at
/// the next change, before an `ObjectIdentifier` could be reused.
package struct DelegateStandIns<Controller: AnyObject, StandIn: AnyObject> {
    private struct Entry {
        weak var controller: Controller?
        let standIn: StandIn
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// An empty table.
    package init() {}

    /// The number of controllers with a stand-in that are still alive.
    /// - Complexity: O(n) in the number of entries.
    package var count: Int { entries.values.reduce(0) { $0 + ($1.controller == nil ? 0 : 1) } }

    /// The stand-in in front of `controller`'s delegate, if the router is attached to it.
    /// - Complexity: O(1) on average.
    package func standIn(for controller: Controller) -> StandIn? {
        entries[ObjectIdentifier(controller)].flatMap { $0.controller === controller ? $0.standIn : nil }
    }

    /// Puts `standIn` in front of `controller` (replacing the one it had), or removes the
    /// controller's stand-in when `standIn` is `nil`; drops the entries of controllers that have
    /// gone.
    /// - Complexity: O(n) in the number of entries.
    package mutating func set(_ standIn: StandIn?, for controller: Controller) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = standIn.map { Entry(controller: controller, standIn: $0) }
    }

    /// The app's delegate a new stand-in for a controller keeps behind it: the controller's
    /// `current` delegate, unless that is the router's own stand-in for it (the router attached
    /// again, to read a changed rule), whose app delegate stays. A stand-in of another router
    /// is adopted like any app delegate, so two routers chain.
    /// - Parameters:
    ///   - current: The controller's delegate when the router attaches.
    ///   - own: The router's stand-in for the controller, if it has one.
    ///   - ownAppDelegate: The app's delegate behind `own`.
    package static func adoptedDelegate(current: AnyObject?, own: StandIn?, ownAppDelegate: AnyObject?) -> AnyObject? {
        if let current, let own, current === own { return ownAppDelegate }
        return current
    }
}
