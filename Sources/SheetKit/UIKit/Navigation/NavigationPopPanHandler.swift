#if canImport(UIKit)
@preconcurrency import UIKit

/// A pan recognizer of the interactive pop: it keeps its handler alive (so the handler lives
/// exactly as long as the navigation controller's view holds the recognizer) and carries the
/// pop gesture it stands for.
@MainActor
protocol PopPanRecognizing: UIPanGestureRecognizer {
    /// The handler, owned by the recognizer.
    var handler: NavigationPopPanHandler? { get set }
    /// The gesture that may start a pop; `nil` for a pan that only catches a settling pop.
    var gesture: InteractivePopGesture? { get }
    /// What this pan was allowed to do when it last asked to begin
    /// (``InteractivePanBegin/PopPan``), read at its `.began`.
    var beginning: InteractivePanBegin.PopPan { get set }
}

/// The pan from the leading screen edge.
final class PopEdgePanRecognizer: UIScreenEdgePanGestureRecognizer, PopPanRecognizing {
    var handler: NavigationPopPanHandler?
    let gesture: InteractivePopGesture? = InteractivePopGesture(activation: .leadingScreenEdge)
    var beginning = InteractivePanBegin.PopPan.declines
}

/// The pan over the whole view: it starts pops with the router's ``FullWidthPopPanRule``,
/// read on each pan, and catches a settling pop anywhere.
final class PopFullWidthPanRecognizer: UIPanGestureRecognizer, PopPanRecognizing {
    var handler: NavigationPopPanHandler?
    var beginning = InteractivePanBegin.PopPan.declines
    var gesture: InteractivePopGesture? {
        handler?.router?.fullWidthPopRule.map { InteractivePopGesture(activation: .fullWidthPan($0)) }
    }
}

/// Feeds the interactive pop's pans into a ``TrackTransitionDriver``: asks the core whether a
/// pan may begin, begins a pop through the router (or hands the touch to a settling pop),
/// and passes each pan event on as track motion through a ``HorizontalPanFollower``.
@MainActor
final class NavigationPopPanHandler: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?
    private(set) weak var router: NavigationTransitionRouter?
    /// The pop the pans drive, from its pan's `.began` until the next pop begins.
    private var driver: TrackTransitionDriver?
    private var follower = HorizontalPanFollower(mapping: .interactivePop(layoutDirection: .leftToRight))

    private init(navigationController: UINavigationController, router: NavigationTransitionRouter) {
        self.navigationController = navigationController
        self.router = router
    }

    /// Installs the edge pan and the full-width pan on `navigationController`'s view,
    /// replacing any another router installed (a router that attaches takes the controller
    /// over). The same router attaching again keeps its pans and their handler: a pop they
    /// drive goes on (an app that attaches again from its delegate's `willShow`, which the
    /// pop itself calls, would otherwise cut the running pop off its finger).
    static func install(on navigationController: UINavigationController, router: NavigationTransitionRouter) {
        let installed = navigationController.view.gestureRecognizers?.compactMap { $0 as? PopPanRecognizing } ?? []
        if !installed.isEmpty, installed.allSatisfy({ $0.handler?.router === router }) {
            return updateEdges(in: navigationController)
        }
        remove(from: navigationController, of: nil)
        let handler = NavigationPopPanHandler(navigationController: navigationController, router: router)
        let recognizers: [PopPanRecognizing] = [PopEdgePanRecognizer(), PopFullWidthPanRecognizer()]
        for recognizer in recognizers {
            recognizer.handler = handler
            recognizer.addTarget(handler, action: #selector(handle(_:)))
            recognizer.delegate = handler
            navigationController.view.addGestureRecognizer(recognizer)
        }
        updateEdges(in: navigationController)
    }

    /// Removes `router`'s pans from `navigationController`'s view (every router's for `nil`);
    /// a router another one took the controller over from has none left there.
    static func remove(from navigationController: UINavigationController, of router: NavigationTransitionRouter?) {
        let view: UIView = navigationController.view
        let pans = view.gestureRecognizers?.compactMap { $0 as? PopPanRecognizing } ?? []
        for recognizer in pans where router == nil || recognizer.handler?.router === router {
            view.removeGestureRecognizer(recognizer)
            recognizer.handler = nil
        }
    }

    /// Points the edge pan at the leading edge of the view's layout direction.
    static func updateEdges(in navigationController: UINavigationController) {
        let view: UIView = navigationController.view
        let edge = InteractivePopGesture().screenEdge(in: ReadingDirection(view.effectiveUserInterfaceLayoutDirection))
        for recognizer in view.gestureRecognizers?.compactMap({ $0 as? PopEdgePanRecognizer }) ?? [] {
            recognizer.edges = edge.screenEdge
        }
    }

    // MARK: UIGestureRecognizerDelegate

    /// Begins to catch a settling pop, or when the core lets the pan start one.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PopPanRecognizing, let view = pan.view,
              let navigationController, router != nil else { return false }
        pan.beginning = InteractivePanBegin.popPan(canCatch: driver?.canCatch ?? false, gesture: pan.gesture,
                                                   start: PopPanStart(pan: pan, in: view, canPop: canPop(in: navigationController)))
        return pan.beginning.begins
    }

    /// UIKit's pop gestures (the edge back swipe and iOS 26's content pop) wait for the
    /// router's pans to fail (their delegates stay UIKit's), and so do the scroll views inside
    /// the view, while the pan could begin (``InteractivePanBegin``): a touch the pop takes
    /// does not scroll, a pan that cannot begin keeps nothing waiting, and the edge pop waits
    /// for the edge pan only.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        guard let navigationController, let pan = gestureRecognizer as? PopPanRecognizing else { return false }
        let canCatch = driver?.canCatch ?? false
        if let systemPop = navigationController.systemPop(other) {
            return InteractivePanBegin.systemPopWaitsForPopPan(systemPop, fullWidth: pan is PopFullWidthPanRecognizer,
                                                               canCatch: canCatch, gesture: pan.gesture,
                                                               canPop: canPop(in: navigationController))
        }
        guard other.isPanOfScrollView(inside: gestureRecognizer.view) else { return false }
        return InteractivePanBegin.scrollViewsWaitForPopPan(canCatch: canCatch, gesture: pan.gesture,
                                                            canPop: canPop(in: navigationController))
    }

    /// Whether there is a screen to pop with a style of SheetKit's and the app allows the back
    /// swipe on it, as the core decides.
    private func canPop(in navigationController: UINavigationController) -> Bool {
        let item = navigationController.topViewController?.navigationItem
        return PopPanStart.canPop(
            stackCount: navigationController.viewControllers.count,
            isTransitioning: navigationController.transitionCoordinator != nil,
            backSwipeAllowed: PopPanStart.backSwipeAllowed(
                systemPopEnabled: navigationController.interactivePopGestureRecognizer?.isEnabled ?? true,
                hidesBackButton: item?.hidesBackButton ?? false,
                replacesBackButton: !(item?.leftBarButtonItems ?? []).isEmpty && item?.leftItemsSupplementBackButton != true,
                systemPopDelegateReplaced: navigationController.systemPopDelegateReplaced),
            popStyle: router?.popStyle(in: navigationController),
            routesTransitions: router?.routesTransitions(of: navigationController) ?? false)
    }

    /// The full-width pan waits for its own stack's edge pan, which wins at the edge (not for
    /// the edge pan of another routed stack, inside or around this one).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        gestureRecognizer is PopFullWidthPanRecognizer && (other as? PopEdgePanRecognizer)?.handler === self
    }

    // MARK: Pan events

    @objc private func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = Double(pan.translation(in: view).x)
        switch pan.state {
        case .began:
            follower = HorizontalPanFollower(mapping: InteractivePopGesture().trackMapping(
                in: ReadingDirection(view.effectiveUserInterfaceLayoutDirection)))
            follower.begin(translationX: translation)
            let starts = (pan as? PopPanRecognizing)?.beginning.mayStartPop ?? false
            driver = driver?.catchable ?? navigationController.flatMap { starts ? router?.interactivePopDriver(for: $0) : nil }
            driver?.follow(.began, delta: 0, velocity: 0)
        default:
            let delta = follower.delta(forTranslationX: translation)
            driver?.follow(pan.state, delta: delta, velocity: follower.velocity(forVelocityX: Double(pan.velocity(in: view).x)))
        }
    }
}

#endif
