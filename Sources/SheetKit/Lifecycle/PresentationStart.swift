/// How a sheet's presentation starts, as its transitioning delegate tells UIKit through the
/// interaction controller it vends for it (`interactionControllerForPresentation(using:)`).
///
/// Every animated presentation gets an interaction controller, so a touch that catches the
/// sheet while it rises drives a context UIKit knows to be interruptible. UIKit documents the
/// route (UIViewControllerTransitioning.h lines 168–173 in the iOS 26.2 SDK): "if an object
/// conforming to UIViewControllerAnimatedTransitioning is known to be interruptible, it is
/// possible to start it as if it was not interactive and then interrupt the transition and
/// interact with it. In this case, implement [`wantsInteractiveStart`] and return NO", and the
/// context's `isInteractive` "can change if the animating transition is interruptible" (line
/// 78). Without an interaction controller the catch paused a context UIKit made
/// non-interactive, and `transitionCoordinator.isInteractive` and `isCancelled` did not follow
/// what happened.
package enum PresentationStart: Hashable, Sendable {
    /// An edge pan presents the sheet: interactive from the start.
    case followingPan
    /// An ordinary animated presentation on the sheet's spring, which a touch may pause and
    /// drive (`pauseInteractiveTransition`, then update, finish or cancel).
    case animatedInterruptible

    /// The start of a presentation that follows an edge pan (`presentsInteractively`) or not.
    package init(presentsInteractively: Bool) {
        self = presentsInteractively ? .followingPan : .animatedInterruptible
    }

    /// The interaction controller's `wantsInteractiveStart`, and whether the transition UIKit
    /// hands over starts interactive.
    package var wantsInteractiveStart: Bool { self == .followingPan }
}
