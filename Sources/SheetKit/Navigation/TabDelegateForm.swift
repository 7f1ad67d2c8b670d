/// Which form of the tab bar controller delegate's selection calls a tab swipe makes, as a tap
/// would: UIKit speaks to an app built on iOS 18's `UITab` API in the tab forms,
/// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
/// and stops calling the view controller forms once `tabs` is set ("`viewControllers` and
/// related properties and methods will not be called", UITabBarController.h lines 95–98 and
/// 154–162 in the iOS 26.2 SDK). Asking the view controller form there found no answer (the
/// app implements the tab form) and switched to a tab the app refuses, and its `didSelectTab`
/// never came (review of 2026-11-27).
package enum TabDelegateForm: Hashable, Sendable {
    /// `tabBarController(_:shouldSelect:)` and `tabBarController(_:didSelect:)`.
    case viewController
    /// `tabBarController(_:shouldSelectTab:)` and `tabBarController(_:didSelectTab:previousTab:)`,
    /// with the tab that shows the view controller the swipe switches to.
    case tab

    /// The form for a tab bar controller.
    /// - Parameters:
    ///   - usesTabs: Whether the controller is built on `UITab`s (`tabs` is not empty; iOS 18
    ///     and later).
    ///   - findsTab: Whether a tab shows the view controller in question (its `viewController`);
    ///     when none does, the view controller form is the only one that can name it.
    package init(usesTabs: Bool, findsTab: Bool) {
        self = usesTabs && findsTab ? .tab : .viewController
    }
}
