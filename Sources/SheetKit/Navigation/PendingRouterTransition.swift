/// The driver a ``NavigationTransitionRouter``'s pan began, while the call that starts its
/// transition runs (`popViewController(animated:)`, `selectedIndex`): UIKit asks the
/// controller's delegate for the animator inside that call (UINavigationController.h,
/// UITabBarController.h: the delegate's animation controller methods).
///
/// The driver is handed out only for its own controller's transition: another controller's
/// transition started meanwhile (a stack inside the incoming tab pushing in its
/// `viewWillAppear`) gets its own animator. A driver never handed out when the call returns
/// was refused (UIKit started nothing: a pop refused while another transition runs, a
/// subclass that refuses it): the driver then forgets its request and the pan it buffered, so
/// the finger's next pan asks again instead of waiting for a context that never comes.
package struct PendingRouterTransition<Driver: AnyObject> {
    /// The driver and its controller while the call runs, and whether UIKit asked for it.
    private var pending: (driver: Driver, controller: ObjectIdentifier, vended: Bool)?

    /// Nothing pending.
    package init() {}

    /// The call that starts `controller`'s transition with `driver` begins.
    package mutating func begin(_ driver: Driver, for controller: AnyObject) {
        pending = (driver, ObjectIdentifier(controller), false)
    }

    /// Whether a router pan's driver waits for `controller`'s transition (the transition's
    /// trigger is the router's pan).
    package func isPending(for controller: AnyObject) -> Bool {
        pending?.controller == ObjectIdentifier(controller)
    }

    /// The driver for `controller`'s transition, counted as handed out; `nil` for another
    /// controller's.
    package mutating func vend(for controller: AnyObject) -> Driver? {
        guard isPending(for: controller) else { return nil }
        pending?.vended = true
        return pending?.driver
    }

    /// The call returned.
    /// - Returns: Whether the driver was refused: never handed out.
    package mutating func end() -> Bool {
        defer { pending = nil }
        return pending.map { !$0.vended } ?? false
    }
}
