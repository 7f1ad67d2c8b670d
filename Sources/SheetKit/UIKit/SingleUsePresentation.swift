#if canImport(UIKit)
@preconcurrency import UIKit

/// A transitioning delegate attached to one view controller for one presentation, which the
/// view controller keeps alive until UIKit takes the presentation (UIKit holds
/// `transitioningDelegate` weakly): ``SheetTransitioningDelegate`` and
/// ``SourceTransitioningDelegate``.
@MainActor
protocol SingleUseTransitioning: AnyObject {
    /// UIKit refused the presentation: the view controller lets go of this delegate (and gets
    /// its own presentation style and transitioning delegate back), and the delegate lets go
    /// of `prepare`, which may capture the view controller. Nothing happens once the delegate
    /// vended a presentation controller (UIKit took the presentation, late).
    func detach(from viewController: UIViewController)
}

extension UIViewController {
    /// Presents `viewController`, which `delegate` is attached to. UIKit refuses a
    /// presentation without a call-back when this view controller already presents another or
    /// a transition runs (it only logs); a check `BoundPresentation.dismissalCheckDelay` later
    /// (UIKit may take a presentation after the current Core Animation commit, later than the
    /// next turn of the main queue) finds the view controller neither presented nor being
    /// presented and detaches `delegate`, so a `prepare` that captures the view controller does
    /// not keep both alive for ever (review of 2026-11-27: a double tap leaked the whole screen
    /// each time). A delegate that vended its presentation controller meanwhile stays.
    func present(_ viewController: UIViewController, attachedTo delegate: SingleUseTransitioning, animated: Bool,
                 completion: (() -> Void)?) {
        present(viewController, animated: animated, completion: completion)
        DispatchQueue.main.asyncAfter(deadline: .now() + BoundPresentation.dismissalCheckDelay) { [weak viewController, weak delegate] in
            MainActor.assumeIsolated {
                guard let viewController, let delegate, viewController.presentingViewController == nil,
                      !viewController.isBeingPresented else { return }
                delegate.detach(from: viewController)
            }
        }
    }
}
#endif
