/// How a ``NavigationTransitionRouter`` shares a navigation or tab bar controller delegate call
/// with the app's own delegate, which it stands in front of once it is attached (UIKit keeps
/// one `delegate`; UINavigationController.h line 82, UITabBarController.h line 48).
///
/// Every call reaches the app's delegate exactly once when the app's delegate implements it,
/// and the router's answer wins only where the router's job is the answer (the animator):
/// - ``routerElseApp``: the animation and interaction controllers. The router answers with
///   its driver; where it has none (no SheetKit style, UIKit's transition), the app's
///   delegate is asked, so an app's own custom transition keeps working for the screens the
///   router leaves alone.
/// - ``routerThenApp``: `willShowViewController` (the router points its edge pan at the
///   leading edge), then the app's delegate hears it.
/// - ``app``: everything else (`didShow`, `shouldSelect`, `didSelect`, orientations, tab
///   customization and UITab calls): the router does not implement it, and Objective-C
///   message forwarding hands the call to the app's delegate unchanged.
package enum RouterDelegateCall: Hashable, Sendable {
    /// The router answers; without an answer of its own, the app's delegate answers.
    case routerElseApp
    /// The router acts, then the app's delegate hears the call.
    case routerThenApp
    /// The app's delegate alone (the router forwards it).
    case app

    /// The calls the router implements, by Objective-C selector, from the SDK's headers
    /// (UINavigationController.h lines 114–130 and UITabBarController.h lines 150–216 in iOS
    /// 26.2); any other selector is ``app``.
    package static let implemented: [String: RouterDelegateCall] = [
        "navigationController:animationControllerForOperation:fromViewController:toViewController:": .routerElseApp,
        "navigationController:interactionControllerForAnimationController:": .routerElseApp,
        "navigationController:willShowViewController:animated:": .routerThenApp,
        "tabBarController:animationControllerForTransitionFromViewController:toViewController:": .routerElseApp,
        "tabBarController:interactionControllerForAnimationController:": .routerElseApp,
    ]

    /// How the call with Objective-C selector `selector` is shared.
    /// - Complexity: O(1) on average.
    package init(selector: String) {
        self = Self.implemented[selector] ?? .app
    }

    /// Whether the app's delegate receives the call, given whether it implements it and, for
    /// ``routerElseApp``, whether the router had an answer of its own.
    /// - Parameters:
    ///   - appImplements: Whether the app's delegate responds to the selector.
    ///   - routerAnswered: Whether the router returned an answer (a driver) of its own.
    package func reachesApp(appImplements: Bool, routerAnswered: Bool) -> Bool {
        guard appImplements else { return false }
        switch self {
        case .routerElseApp: return !routerAnswered
        case .routerThenApp, .app: return true
        }
    }

    /// Carries out a call the router implements: the router's part and the app delegate's, in
    /// this call's order, each at most once, the app's only when the call reaches it
    /// (``reachesApp(appImplements:routerAnswered:)``). The router's delegate stand-in runs
    /// every call it implements through here.
    /// - Parameters:
    ///   - router: The router's part, returning its answer (`nil`: none of its own); not run
    ///     for an ``app`` call.
    ///   - app: The app delegate's part, returning its answer; `nil` when there is no app
    ///     delegate (one that does not implement the call answers `nil`).
    /// - Returns: The router's answer, else the app's.
    /// - Complexity: O(1), plus the two parts.
    package func perform<Answer>(router: () -> Answer?, app: (() -> Answer?)?) -> Answer? {
        let routerAnswer = self == .app ? nil : router()
        guard let app, reachesApp(appImplements: true, routerAnswered: routerAnswer != nil) else { return routerAnswer }
        let appAnswer = app()
        return routerAnswer ?? appAnswer
    }

    /// Whether the router says it responds to the selector (`responds(to:)`, which UIKit asks
    /// before each optional call): for a call it implements, always; for one it forwards,
    /// only when the app's delegate implements it, so UIKit's default holds otherwise.
    /// - Parameter appImplements: Whether the app's delegate responds to the selector.
    package func routerResponds(appImplements: Bool) -> Bool {
        self != .app || appImplements
    }
}
