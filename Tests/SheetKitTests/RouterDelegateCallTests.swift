import Testing
@testable import SheetKit

/// How the navigation router shares each delegate call with the app's own delegate, by
/// Objective-C selector as UINavigationController.h (lines 114–130) and UITabBarController.h
/// (lines 150–216) of the iOS 26.2 SDK spell them.
@Suite("Navigation router: the app's delegates hear every call once")
struct RouterDelegateCallTests {
    @Test("Each selector's route", arguments: [
        ("navigationController:animationControllerForOperation:fromViewController:toViewController:", RouterDelegateCall.routerElseApp),
        ("navigationController:interactionControllerForAnimationController:", .routerElseApp),
        ("navigationController:willShowViewController:animated:", .routerThenApp),
        ("navigationController:didShowViewController:animated:", .app),
        ("navigationControllerSupportedInterfaceOrientations:", .app),
        ("tabBarController:animationControllerForTransitionFromViewController:toViewController:", .routerElseApp),
        ("tabBarController:interactionControllerForAnimationController:", .routerElseApp),
        ("tabBarController:shouldSelectViewController:", .app),
        ("tabBarController:didSelectViewController:", .app),
        ("tabBarController:shouldSelectTab:", .app),
        ("", .app),
    ])
    func route(selector: String, expected: RouterDelegateCall) {
        #expect(RouterDelegateCall(selector: selector) == expected)
    }

    /// How many times the app's delegate receives one call UIKit makes, modelled on the
    /// Objective-C dispatch the router relies on: UIKit sends an optional call only when the
    /// router `responds(to:)`; a call the router implements runs the router's method (which
    /// calls the app's delegate when `reachesApp`); any other is forwarded whole to the app's
    /// delegate (`forwardingTarget(for:)`).
    static func deliveriesToApp(_ call: RouterDelegateCall, appImplements: Bool, routerAnswered: Bool) -> Int {
        guard call.routerResponds(appImplements: appImplements) else { return 0 }
        if call == .app { return 1 }
        return call.reachesApp(appImplements: appImplements, routerAnswered: routerAnswered) ? 1 : 0
    }

    @Test("A forwarded call (didShow, shouldSelect) arrives once; a call the router handles is not doubled; an animator the router supplies is not asked of the app",
          arguments: [RouterDelegateCall.app, .routerThenApp, .routerElseApp],
          [(false, false), (false, true), (true, false), (true, true)])
    func exactlyOnce(call: RouterDelegateCall, app: (implements: Bool, routerAnswered: Bool)) {
        let (appImplements, routerAnswered) = app
        let expected: Int
        switch call {
        case .app, .routerThenApp: expected = appImplements ? 1 : 0
        case .routerElseApp: expected = appImplements && !routerAnswered ? 1 : 0
        }
        #expect(Self.deliveriesToApp(call, appImplements: appImplements, routerAnswered: routerAnswered) == expected)
    }

    /// Review (2026-11-27): the stand-in's own methods restated the routing, so this table was
    /// tested but not used; they now carry every call out through `perform(router:app:)`.
    @Test("perform: each part at most once, in the call's order; the router's answer, else the app's",
          arguments: [RouterDelegateCall.routerElseApp, .routerThenApp],
          [(String?.some("router"), String?.some("app")), (nil, "app"), ("router", nil), (nil, nil)])
    func perform(call: RouterDelegateCall, answers: (router: String?, app: String?)) {
        for hasApp in [true, false] {
            var order: [String] = []
            let answer = call.perform(router: { order.append("router"); return answers.router },
                                      app: hasApp ? { order.append("app"); return answers.app } : nil)
            let appAsked = hasApp && (call == .routerThenApp || answers.router == nil)
            #expect(order == ["router"] + (appAsked ? ["app"] : []))
            #expect(answer == (answers.router ?? (appAsked ? answers.app : nil)))
        }
    }

    @Test("Without an app delegate that implements it, the router does not claim a forwarded call (UIKit's default holds)")
    func noClaim() {
        #expect(!RouterDelegateCall.app.routerResponds(appImplements: false))
        #expect(RouterDelegateCall.app.routerResponds(appImplements: true))
        #expect(RouterDelegateCall.routerElseApp.routerResponds(appImplements: false))
        #expect(RouterDelegateCall.routerThenApp.routerResponds(appImplements: false))
    }
}
