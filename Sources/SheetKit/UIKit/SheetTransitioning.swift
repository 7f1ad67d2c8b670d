#if canImport(UIKit)
@preconcurrency import UIKit

/// Vends SheetKit's presentation controller, animators and interaction controllers.
///
/// ``UIKit/UIViewController/presentSheet(_:configuration:animated:completion:)`` sets one up
/// for you. If you present yourself, set `modalPresentationStyle = .custom` and this object as
/// the `transitioningDelegate`; the presentation controller then keeps it alive for the
/// presentation (UIKit only holds it weakly).
@MainActor
public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The configuration of the sheets this delegate presents.
    public let configuration: SheetConfiguration
    /// Called with each new presentation controller before its transition starts: the place
    /// to set its grabber, corners, colors and delegate.
    public let prepare: ((SheetPresentationController) -> Void)?
    /// Whether the next presentation follows an edge pan (see ``SheetEdgePanPresenter``).
    var presentsInteractively = false

    /// Creates a delegate for sheets with `configuration`.
    /// - Parameters:
    ///   - configuration: The sheets' configuration.
    ///   - prepare: Called with each presentation controller right after it is created.
    public init(configuration: SheetConfiguration, prepare: ((SheetPresentationController) -> Void)? = nil) {
        self.configuration = configuration
        self.prepare = prepare
    }

    /// Creates the ``SheetPresentationController`` and lets ``prepare`` configure it.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting ?? source,
                                                     configuration: configuration, transitioningDelegate: self)
        if presentsInteractively {
            presentsInteractively = false
            controller.interactivePresentationFeed.isActive = true
        }
        prepare?(controller)
        return controller
    }

    /// The animator of the presentation: the engine's presentation spring.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetTransitionAnimator(kind: .presentation)
    }

    /// The animator of the dismissal: the engine's spring toward hidden.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = SheetTransitionAnimator(kind: .dismissal)
        animator.wantsInteractiveDismissal = (dismissed.presentationController as? SheetPresentationController)?
            .takeInteractiveDismissalRequest() ?? false
        return animator
    }

    /// Every animated presentation runs as an interactive transition: UIKit keeps touches
    /// flowing during it, so a finger can catch the arriving sheet (or a tap on the dimmed
    /// area cancel it), and the engine's spring or an edge pan drives its progress.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        SheetInteractiveTransition(kind: .presentation)
    }

    /// An interaction controller while a drag dismisses the sheet.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard (animator as? SheetTransitionAnimator)?.wantsInteractiveDismissal == true else { return nil }
        return SheetInteractiveTransition(kind: .dismissal)
    }
}

/// The sheet controller of a transition, found through the transition's view controllers.
@MainActor
private func sheetController(in context: UIViewControllerContextTransitioning, kind: SheetTransitionKind) -> SheetPresentationController? {
    let key: UITransitionContextViewControllerKey = kind == .presentation ? .to : .from
    return context.viewController(forKey: key)?.presentationController as? SheetPresentationController
}

/// Runs a non-interactive presentation or dismissal on the engine's spring. The engine, not a
/// duration, decides when the transition completes (on its settle or hidden frame).
@MainActor
final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let kind: SheetTransitionKind
    /// Set when the dismissal begins under a finger (read when UIKit asks for an interaction
    /// controller, right after it asked for this animator).
    var wantsInteractiveDismissal = false

    init(kind: SheetTransitionKind) {
        self.kind = kind
    }

    /// The engine's estimate of the spring's duration, so alongside animations match it.
    /// UIKit may ask before the presentation described its container to the engine; the
    /// container is described first then, so the estimate is for the real detents.
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let context, let controller = sheetController(in: context, kind: kind) else { return Spring.default.response }
        if controller.engine.layout.container.size == SheetSize(width: 0, height: 0) { controller.refreshContainer() }
        return controller.engine.estimatedDuration(of: kind)
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let controller = sheetController(in: context, kind: kind) else {
            // Not a SheetKit presentation: complete at once rather than hang the transition.
            if kind == .presentation, let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        controller.beginTransition(kind, context: context, isInteractive: false)
    }
}

/// Hands an interactive transition to the sheet: the finger, then the release spring, drive
/// it, and the engine's phase finishes or cancels it exactly once.
@MainActor
final class SheetInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let kind: SheetTransitionKind

    init(kind: SheetTransitionKind) {
        self.kind = kind
    }

    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        guard let controller = sheetController(in: context, kind: kind) else {
            context.cancelInteractiveTransition()
            context.completeTransition(false)
            return
        }
        controller.beginTransition(kind, context: context, isInteractive: true)
    }
}
#endif
