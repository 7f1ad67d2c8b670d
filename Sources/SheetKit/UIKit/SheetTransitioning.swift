#if canImport(UIKit)
@preconcurrency import UIKit
import ObjectiveC

/// Vends SheetKit's presentation controller, animators and interaction controllers.
///
/// ``UIKit/UIViewController/presentSheet(_:configuration:animated:completion:prepare:)`` sets
/// one up for you, used once: it keeps itself alive through the presented view controller
/// until UIKit asks for the presentation controller, which then holds it for the rest of the
/// presentation, and it lets go of `prepare` once called (a `prepare` that captures the
/// presented view controller, to set it as the sheet's delegate, makes no cycle). When UIKit
/// refuses the presentation (the presenter already presents another), the view controller
/// lets go of it a tenth of a second later, with `prepare`, and gets its own presentation style
/// back. If you present yourself, set `modalPresentationStyle = .custom` and this object as the
/// `transitioningDelegate`, and keep a reference to it until you call `present` (UIKit holds it
/// weakly); it then calls ``prepare`` for every presentation it vends.
@MainActor
public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, SingleUseTransitioning {
    /// The configuration of the sheets this delegate presents.
    public let configuration: SheetConfiguration
    /// Called with each new presentation controller before its transition starts: the place
    /// to set its grabber, corners, colors and delegate. `nil` after its one call when the
    /// delegate was set up for a single presentation.
    public private(set) var prepare: ((SheetPresentationController) -> Void)?
    /// Whether the presentations follow an edge pan (see ``SheetEdgePanPresenter``).
    let presentsInteractively: Bool
    /// Whether this delegate serves one presentation (set up by ``attach(to:)``).
    private var isSingleUse = false
    /// The view controller this delegate is attached to, for one presentation.
    private var attachment = SingleUseAttachment()
    /// The controller this delegate vended last, which an edge pan feeds.
    private weak var vended: SheetPresentationController?
    /// An edge pan's latest translation and its release velocity (once it ended), kept until
    /// UIKit asks for the controller: UIKit may take a presentation late, after the current
    /// commit or a running transition, and a pan that ended meanwhile would leave the sheet
    /// in an interactive presentation that never completes.
    private var pendingPan: (translation: Double, release: Double?)?

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

    /// Makes `viewController` present as a sheet through this delegate, once, and keeps the
    /// delegate alive through it until the presentation controller takes over (UIKit holds
    /// `transitioningDelegate` weakly, and may present a turn later than asked).
    func attach(to viewController: UIViewController) {
        isSingleUse = true
        attachment.attach(self, to: viewController, key: &transitioningDelegateKey)
    }

    /// UIKit refused the presentation ``attach(to:)`` set up (`SingleUseTransitioning`).
    func detach(from viewController: UIViewController) {
        if attachment.detach(self, from: viewController, key: &transitioningDelegateKey) { prepare = nil }
    }

    /// Creates the ``SheetPresentationController`` and lets ``prepare`` configure it.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = SheetPresentationController(presentedViewController: presented, presenting: presenting ?? source,
                                                     configuration: configuration, transitioningDelegate: self,
                                                     presentsInteractively: presentsInteractively)
        // The controller holds this delegate from now on; the view controller lets it go, and a
        // single-use delegate lets go of `prepare` after its call, so neither can form a cycle
        // with a `prepare` that captures the view controller.
        attachment.vended(for: presented, key: &transitioningDelegateKey, release: true)
        let prepare = self.prepare
        self.prepare = isSingleUse ? nil : prepare
        prepare?(controller)
        vended = controller
        if let pan = pendingPan {
            pendingPan = nil
            controller.followPresentingPan(translation: pan.translation)
            if let release = pan.release { controller.endPresentingPan(translation: pan.translation, velocity: release) }
        }
        return controller
    }

    /// The edge pan presenting the sheet moved to `translation` (an extent, in points): fed
    /// to the controller this delegate vended, or kept until UIKit asks for it.
    func followPresentingPan(translation: Double) {
        guard let vended else {
            pendingPan = (translation, nil)
            return
        }
        vended.followPresentingPan(translation: translation)
    }

    /// The edge pan presenting the sheet ended with `velocity` (an extent rate, in points per
    /// second; 0 when cancelled), at `translation`: fed or kept as ``followPresentingPan(translation:)``.
    func endPresentingPan(translation: Double, velocity: Double) {
        guard let vended else {
            pendingPan = (translation, velocity)
            return
        }
        vended.endPresentingPan(translation: translation, velocity: velocity)
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

    /// An interaction controller for every presentation: interactive from the start while an
    /// edge pan presents the sheet, otherwise started as an ordinary animated transition that a
    /// touch may pause and drive (`PresentationStart`: `wantsInteractiveStart` is false).
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        SheetInteractiveTransition(kind: .presentation, animator: animator as? SheetTransitionAnimator,
                                   wantsInteractiveStart: PresentationStart(presentsInteractively: presentsInteractively).wantsInteractiveStart)
    }

    /// An interaction controller while a finger (or its release spring) drives the dismissal.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        let controller = (animator as? SheetTransitionAnimator)?.dismissing?.presentationController as? SheetPresentationController
        return SheetInteractiveTransition.vended(when: controller?.lifecycle.dismissalIsInteractive ?? false, kind: .dismissal,
                                                 animator: animator)
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

/// Runs a non-interactive presentation or dismissal on the engine's spring, and vends the
/// transition's interruptible animator. The lifecycle, not a duration, decides when the
/// transition completes.
///
/// ## The interruptible animator
/// UIKit adds the animations that run alongside a transition (its transition coordinator's,
/// the app's `animate(alongsideTransition:)`) to the animator returned by
/// ``interruptibleAnimator(using:)``, which must be the same object for the life of the
/// transition (`UIViewControllerTransitioning.h`). Here it is a `UIViewPropertyAnimator`
/// created once per transition, on first request, and it never moves the sheet: the sheet's
/// frames stay on the display link, where the lifecycle decides every one, and only the
/// lifecycle completes the context (``SheetLifecycleAction/completeTransition(_:)``, exactly
/// once). The animator has no completion of its own.
///
/// - Non-interactive: its timing is `UISpringTimingParameters(mass: 1, stiffness: k,
///   damping: c, initialVelocity: v ÷ travel)` from the sheet's own spring
///   (``SheetLifecycle/transitionTiming(of:)``), so Core Animation runs the alongside
///   animations on the very curve the sheet follows, started on the frame the sheet starts
///   (``SheetLifecycleAction/startAlongsideAnimations``). The animator's `duration` is the
///   one `transitionDuration(using:)` reports; Core Animation plays a spring given by its
///   physical constants until it settles ("the duration is computed",
///   `UITimingParameters.h`), which is the sheet's own settle, a little after the transition
///   completes. A dismissal's spring aims past hidden, so its alongside animations are at
///   ``SheetEngine/transitionTiming(of:)``'s documented fraction (0.91 by default) when the
///   sheet disappears.
/// - Interactive, and non-interactive presentations a finger catches (the lifecycle then
///   pauses the transition, ``SheetLifecycleAction/pauseInteractiveTransition``): paused and
///   scrubbed to UIKit's percent complete on every update, and ended at its end or start
///   (``SheetLifecycleAction/finishInteractiveTransition`` / `cancel…`) on the frame the sheet
///   arrives, so it is never released paused. UIKit's percent is the sheet's progress (extent
///   ÷ smallest detent): for a presentation to the smallest detent, the usual case, it equals
///   the spring's fraction of travel and a catch is seamless; for one to a larger detent the
///   alongside animations move ahead to the progress when caught.
@MainActor
final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let kind: SheetTransitionKind
    /// The view controller being dismissed, once UIKit asked for this animator.
    weak var dismissing: UIViewController?
    /// The interruptible animator of this transition, once asked for.
    private var propertyAnimator: UIViewPropertyAnimator?

    init(kind: SheetTransitionKind) {
        self.kind = kind
    }

    /// The lifecycle's duration of the transition (see ``SheetLifecycle/transitionDuration(of:)``),
    /// so alongside animations last as long as the sheet's own part of it.
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        context.flatMap { sheetController(in: $0, kind: kind) }?.lifecycle.transitionDuration(of: kind) ?? MotionSpring.default.response
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        begin(context, kind: kind, interactive: false, alongside: alongsideAnimator(using: context))
    }

    /// The transition's property animator: the same object for the whole transition.
    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        alongsideAnimator(using: context)
    }

    /// UIKit calls this once the context completed: the next transition gets a new animator.
    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }

    /// The property animator of this transition, made on first request with the sheet's
    /// spring timing.
    func alongsideAnimator(using context: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let animator = propertyAnimator ?? Self.makeAnimator(
            timing: sheetController(in: context, kind: kind)?.lifecycle.transitionTiming(of: kind)
                ?? TransitionSpringTiming(spring: .default, from: 0, to: 1, velocity: 0, duration: MotionSpring.default.response))
        propertyAnimator = animator
        return animator
    }

    private static func makeAnimator(timing: TransitionSpringTiming) -> UIViewPropertyAnimator {
        let velocity = CGVector(dx: timing.initialVelocity, dy: timing.initialVelocity)
        let parameters = UISpringTimingParameters(mass: CGFloat(timing.mass), stiffness: CGFloat(timing.stiffness),
                                                  damping: CGFloat(timing.damping), initialVelocity: velocity)
        return UIViewPropertyAnimator(duration: timing.duration, timingParameters: parameters)
    }
}

/// Hands an interactive transition to the sheet: the finger, then the release spring, drive
/// it, and the lifecycle finishes or cancels it exactly once.
@MainActor
final class SheetInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let kind: SheetTransitionKind
    /// The transition's animator, which vends the interruptible animator.
    let animator: SheetTransitionAnimator?
    /// Whether the transition starts interactive; `false` starts it as an ordinary animated
    /// one that a touch may pause (UIViewControllerTransitioning.h lines 168–173).
    let wantsInteractiveStart: Bool

    init(kind: SheetTransitionKind, animator: SheetTransitionAnimator?, wantsInteractiveStart: Bool = true) {
        self.kind = kind
        self.animator = animator
        self.wantsInteractiveStart = wantsInteractiveStart
    }

    /// An interaction controller for `kind` when the lifecycle says the transition is
    /// interactive, `nil` otherwise.
    static func vended(when interactive: Bool, kind: SheetTransitionKind,
                       animator: UIViewControllerAnimatedTransitioning) -> SheetInteractiveTransition? {
        interactive ? SheetInteractiveTransition(kind: kind, animator: animator as? SheetTransitionAnimator) : nil
    }

    /// UIKit starts the transition here whether or not it starts interactive: the lifecycle
    /// hears which (`wantsInteractiveStart`).
    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        begin(context, kind: kind, interactive: wantsInteractiveStart, alongside: animator?.alongsideAnimator(using: context))
    }
}

/// Attaches a context (and its interruptible animator) to its sheet's runner; a context
/// without a sheet (not a SheetKit presentation) is completed at once rather than left
/// hanging, and so is one the lifecycle does not expect (``SheetLifecycle/acceptsTransition(_:)``):
/// the context in flight stays attached and is completed by the lifecycle.
@MainActor
private func begin(_ context: UIViewControllerContextTransitioning, kind: SheetTransitionKind, interactive: Bool,
                   alongside: UIViewPropertyAnimator?) {
    guard let controller = sheetController(in: context, kind: kind) else {
        return context.completeTransition(!context.transitionWasCancelled)
    }
    guard controller.lifecycle.acceptsTransition(kind) else {
        if context.isInteractive { context.cancelInteractiveTransition() }
        return context.completeTransition(false)
    }
    controller.runner.context = context
    controller.runner.alongsideAnimator = alongside
    controller.handle(.transitionStarted(kind, interactive: interactive, animated: context.isAnimated, time: CACurrentMediaTime()))
}
#endif
