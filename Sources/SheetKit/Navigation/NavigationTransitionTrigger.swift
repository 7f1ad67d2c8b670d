/// What started a push or pop, as far as the choice of its transition depends on it.
package enum NavigationTransitionTrigger: String, Hashable, Sendable, CaseIterable {
    /// The app called `pushViewController(_:animated:)`, `popViewController(animated:)` or
    /// set the stack; or the back button was tapped.
    case programmatic
    /// SheetKit's own pop pan (the router's screen-edge or full-width pan) began the pop: it
    /// drives the transition interactively.
    case routerPan
    /// UIKit's back swipe (`interactivePopGestureRecognizer`) began the pop. UIKit drives
    /// that pop interactively only with its own transition, so the route falls back to it
    /// (``NavigationTransitionRoute``): an animator without an interaction controller would
    /// run the whole pop at once under a finger that is still down.
    case systemBackSwipe

    /// The trigger of a transition UIKit is about to run.
    /// - Parameters:
    ///   - routerPanBegan: Whether SheetKit's pop pan asked for this transition.
    ///   - systemBackSwipeActive: Whether UIKit's `interactivePopGestureRecognizer` is in
    ///     its `.began` or `.changed` state (it calls `popViewController` as it begins).
    package init(routerPanBegan: Bool, systemBackSwipeActive: Bool) {
        self = routerPanBegan ? .routerPan : (systemBackSwipeActive ? .systemBackSwipe : .programmatic)
    }
}
