#if canImport(UIKit)
@preconcurrency import UIKit

// The presentation's transition (UIKit's context and the interruptible animator that carries
// the animations alongside it, see ``SheetTransitionAnimator``) and the SheetKit sheet it is
// stacked on. An embedded panel has neither: its ``PanelLifecycle`` never asks for them.
extension SheetPresentationController {
    /// ``SheetLifecycleAction/startAlongsideAnimations``: the alongside animations start on
    /// the sheet's spring, on the frame the sheet starts.
    func startAlongsideAnimations() {
        alongsideAnimator?.startAnimation()
    }

    /// ``SheetLifecycleAction/pauseInteractiveTransition``: a finger caught the presentation;
    /// the alongside animations stop where they are and UIKit's transition becomes interactive.
    ///
    /// Not verified on a device: an ordinary presentation starts without an interaction
    /// controller, while `UIViewControllerTransitioning.h` describes interrupting a transition
    /// "started as if it was not interactive" through an interactor whose
    /// `wantsInteractiveStart` is `NO`. Without one UIKit may keep the context non-interactive:
    /// the sheet still follows the finger (the display link, not a UIView animation, moves it)
    /// and the transition still completes once, but `notifyWhenInteractionChanges` observers may
    /// not hear the pause.
    func pauseInteractiveTransition() {
        alongsideAnimator?.pauseAnimation()
        transitionContext?.pauseInteractiveTransition()
    }

    /// ``SheetLifecycleAction/updateInteractiveTransition(_:)``: UIKit's percent, and the
    /// alongside animations at the same fraction.
    func updateInteractiveTransition(_ percent: Double) {
        transitionContext?.updateInteractiveTransition(CGFloat(percent))
        scrubAlongsideAnimations(to: percent)
    }

    /// ``SheetLifecycleAction/finishInteractiveTransition``: the alongside animations end at
    /// their end values.
    func finishInteractiveTransition() {
        transitionContext?.finishInteractiveTransition()
        endAlongsideAnimations(at: .end)
    }

    /// ``SheetLifecycleAction/cancelInteractiveTransition``: the alongside animations end at
    /// their start values.
    func cancelInteractiveTransition() {
        transitionContext?.cancelInteractiveTransition()
        endAlongsideAnimations(at: .start)
    }

    /// ``SheetLifecycleAction/completeTransition(_:)``: the context is completed once, and the
    /// next transition gets its own animator.
    func completeTransition(_ completed: Bool) {
        let context = transitionContext
        transitionContext = nil
        alongsideAnimator = nil
        context?.completeTransition(completed)
    }

    /// Shows the alongside animations at `fraction` of their change: paused (an animator not
    /// started yet becomes active, paused at its start; a running one stops where it is), then
    /// scrubbed, linearly, as `UIViewPropertyAnimator.scrubsLinearly` does by default.
    private func scrubAlongsideAnimations(to fraction: Double) {
        alongsideAnimator?.pauseAnimation()
        alongsideAnimator?.fractionComplete = CGFloat(fraction)
    }

    /// Ends the alongside animations at `position` at once (an interactive transition is
    /// finished or cancelled on the frame the sheet arrives, where they already are), leaving
    /// the animator inactive: UIKit forbids releasing a paused or stopped property animator.
    private func endAlongsideAnimations(at position: UIViewAnimatingPosition) {
        alongsideAnimator?.pauseAnimation()
        alongsideAnimator?.stopAnimation(false)
        alongsideAnimator?.finishAnimation(at: position)
    }

    // MARK: Sheets on sheets

    /// The SheetKit sheet this one is presented from, if any. Only a presenting view
    /// controller that is itself presented is asked for its presentation controller, so UIKit
    /// never makes one up for a root view controller.
    var presentingSheet: SheetPresentationController? {
        presentingViewController.presentingViewController
            .flatMap { _ in presentingViewController.presentationController as? SheetPresentationController }
    }

    /// ``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``: tells the sheet below
    /// what covers it now.
    func coverPresentingSheet(depth: Int, progress: Double) {
        presentingSheet?.handle(.coveredBySheet(depth: depth, progress: progress))
    }
}
#endif
