#if canImport(UIKit)
@preconcurrency import UIKit
import ObjectiveC

/// Vends SheetKit's presentation controller, animators and interaction controllers.
///
/// ``UIKit/UIViewController/presentSheet(_:configuration:animated:prepare:completion:)`` sets
/// one up for you. If you present yourself, set `modalPresentationStyle = .custom` and this
/// object as the `transitioningDelegate`; it then keeps itself alive through the presented
/// view controller until the presentation ends (UIKit only holds it weakly).
@MainActor
public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The configuration of the sheets this delegate presents.
    public let configuration: SheetConfiguration
    /// Called with each new presentation controller before its transition starts: the place
    /// to set its grabber, corners, colors and delegate.
    public let prepare: ((SheetPresentationController) -> Void)?
    /// Whether the presentations follow an edge pan (see ``SheetEdgePanPresenter``).
    let presentsInteractively: Bool

    /// Creates a delegate for sheets with `configuration`.
    /// - Parameters:
    ///   - configuration: The sheets' configuration.
    ///   - prepare: Called with each presentation controller right after it is created.
    public convenience init(configuration: SheetConfiguration, prepare: ((SheetPresentationController) -> Void)? = nil) {
        self.init(configuration: configuration, prepare: prepare, presentsInteractively: false)
    }

    init(configuration: SheetConfiguration, prepare: ((SheetPresentationController) -> Void)?, presentsInteractively: Bool) {
        self.configuration = configuration
        self.prepare = prepare
        self.presentsInteractively = presentsInteractively
    }

    /// Makes `viewController` present as a sheet through this delegate, and keeps the delegate
    /// alive as long as the view controller (UIKit holds `transitioningDelegate` weakly, and
    /// may present a turn later than asked).
    func attach(to viewController: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        objc_setAssociatedObject(viewController, &transitioningDelegateKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Creates the ``SheetPresentationController`` and lets ``prepare`` configure it.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting ?? source,
                                                     configuration: configuration, transitioningDelegate: self,
                                                     presentsInteractively: presentsInteractively)
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
        animator.dismissing = dismissed
        return animator
    }

    /// An interaction controller only while an edge pan presents the sheet: an ordinary
    /// animated presentation runs in `animateTransition(using:)`, not interactively.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        SheetInteractiveTransition.vended(when: presentsInteractively, kind: .presentation)
    }

    /// An interaction controller while a finger (or its release spring) drives the dismissal.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        let controller = (animator as? SheetTransitionAnimator)?.dismissing?.presentationController as? SheetPresentationController
        return SheetInteractiveTransition.vended(when: controller?.lifecycle.dismissalIsInteractive ?? false, kind: .dismissal)
    }
}

/// The key of the associated object that keeps a transitioning delegate alive.
nonisolated(unsafe) private var transitioningDelegateKey: UInt8 = 0

/// The sheet controller of a transition, found through the transition's view controllers.
@MainActor
private func sheetController(in context: UIViewControllerContextTransitioning, kind: SheetTransitionKind) -> SheetPresentationController? {
    let key: UITransitionContextViewControllerKey = kind == .presentation ? .to : .from
    return context.viewController(forKey: key)?.presentationController as? SheetPresentationController
}

/// Runs a non-interactive presentation or dismissal on the engine's spring. The lifecycle,
/// not a duration, decides when the transition completes.
@MainActor
final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let kind: SheetTransitionKind
    /// The view controller being dismissed, once UIKit asked for this animator.
    weak var dismissing: UIViewController?

    init(kind: SheetTransitionKind) {
        self.kind = kind
    }

    /// The engine's estimate of the sheet's part of the transition, so alongside animations
    /// last as long.
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        context.flatMap { sheetController(in: $0, kind: kind) }?.lifecycle.transitionDuration(of: kind) ?? Spring.default.response
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        begin(context, kind: kind, interactive: false)
    }
}

/// Hands an interactive transition to the sheet: the finger, then the release spring, drive
/// it, and the lifecycle finishes or cancels it exactly once.
@MainActor
final class SheetInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let kind: SheetTransitionKind

    init(kind: SheetTransitionKind) {
        self.kind = kind
    }

    /// An interaction controller for `kind` when the lifecycle says the transition is
    /// interactive, `nil` otherwise.
    static func vended(when interactive: Bool, kind: SheetTransitionKind) -> SheetInteractiveTransition? {
        interactive ? SheetInteractiveTransition(kind: kind) : nil
    }

    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        begin(context, kind: kind, interactive: true)
    }
}

/// Attaches a context to its sheet; a context without one (not a SheetKit presentation) is
/// completed at once rather than left hanging.
@MainActor
private func begin(_ context: UIViewControllerContextTransitioning, kind: SheetTransitionKind, interactive: Bool) {
    guard let controller = sheetController(in: context, kind: kind) else {
        return context.completeTransition(!context.transitionWasCancelled)
    }
    controller.transitionContext = context
    controller.handle(.transitionStarted(kind, interactive: interactive, animated: context.isAnimated, time: CACurrentMediaTime()))
}
#endif
