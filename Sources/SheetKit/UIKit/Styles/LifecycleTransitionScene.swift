#if canImport(UIKit)
@preconcurrency import UIKit

/// A source presentation's controller whose style lifecycle measures its own transitions
/// (``CardZoomPresentationController``, ``CenteredCardPresentationController``): it puts its
/// views in the container and shows the lifecycle's appearance for the geometry as it is now.
@MainActor
protocol LifecycleRendering: UIPresentationController {
    /// Puts the presentation's views in `container` for a transition's start.
    func prepareTransition(in container: UIView?)
    /// Shows the lifecycle's appearance for the geometry now.
    func render()
}

extension LifecycleRendering {
    /// A driver that runs `lifecycle` on this controller's views; when a pan asks for a
    /// transition, the presented view controller is dismissed (UIKit then hands the context
    /// over).
    func makeDriver(lifecycle: TransitionLifecycleStorage) -> TrackTransitionDriver {
        let driver = TrackTransitionDriver(scene: LifecycleTransitionScene(controller: self), lifecycle: lifecycle)
        driver.beginTransition = { [weak self] in self?.presentedViewController.dismiss(animated: true) }
        return driver
    }
}

/// The views of a ``LifecycleRendering`` controller for ``TrackTransitionDriver``: every frame
/// renders the lifecycle's appearance; the track's length is not used (the lifecycle measures
/// its own scene).
@MainActor
final class LifecycleTransitionScene<Controller: LifecycleRendering>: TrackTransitionScene {
    private weak var controller: Controller?

    init(controller: Controller) {
        self.controller = controller
    }

    func trackLength(in context: UIViewControllerContextTransitioning) -> Double { 0 }

    func prepare(in context: UIViewControllerContextTransitioning) {
        controller?.prepareTransition(in: context.containerView)
    }

    func apply(progress: Double, in context: UIViewControllerContextTransitioning) {
        controller?.render()
    }

    func finish(completed: Bool, in context: UIViewControllerContextTransitioning) {
        controller?.render()
    }
}
#endif
