/// What started a push or pop, as far as the choice of its transition depends on it.
package enum NavigationTransitionTrigger: String, Hashable, Sendable, CaseIterable {
    /// The app called `pushViewController(_:animated:)`, `popViewController(animated:)` or
    /// set the stack; or the back button was tapped.
    case programmatic
    /// SheetKit's own pop pan (the router's screen-edge or full-width pan) began the pop: it
    /// drives the transition interactively.
    case routerPan
    /// One of UIKit's own pop gestures began the pop: the back swipe from the leading edge
    /// (`interactivePopGestureRecognizer`) or, from iOS 26, the swipe anywhere in the content
    /// area (`interactiveContentPopGestureRecognizer`, UINavigationController.h lines 88–91 in
    /// the iOS 26.2 SDK: it "recognizes on the entire content area … and initiates an
    /// interactive pop"). UIKit drives such a pop interactively only with its own transition,
    /// so the route falls back to it (``NavigationTransitionRoute``): an animator without an
    /// interaction controller would run the whole pop at once under a finger that is still
    /// down, on its own spring.
    case systemPopGesture

    /// The trigger of a transition UIKit is about to run.
    /// - Parameters:
    ///   - routerPanBegan: Whether SheetKit's pop pan asked for this transition.
    ///   - systemPopGestureActive: Whether one of UIKit's pop gestures (the edge back swipe,
    ///     iOS 26's content pop) is in its `.began` or `.changed` state (each calls
    ///     `popViewController` as it begins).
    package init(routerPanBegan: Bool, systemPopGestureActive: Bool) {
        self = routerPanBegan ? .routerPan : (systemPopGestureActive ? .systemPopGesture : .programmatic)
    }
}
