#if canImport(UIKit)
@preconcurrency import UIKit

/// What one transition style does with UIKit's views: set them up in the container, show them
/// at a progress, and clean up. A style's scene only applies values its core style computes;
/// the runner decides nothing either: the lifecycle does.
@MainActor
protocol TrackTransitionScene: AnyObject {
    /// The track's length for `context`, in points (a pop's is the container's width).
    func trackLength(in context: UIViewControllerContextTransitioning) -> Double

    /// Puts the views in the container for the transition's start (progress 0).
    func prepare(in context: UIViewControllerContextTransitioning)

    /// Shows the transition at `progress`, 0 (start) … 1 (end).
    func apply(progress: Double, in context: UIViewControllerContextTransitioning)

    /// Cleans up after the transition ended; `completed` is `false` when it was cancelled
    /// (the views go back to how they were at the start).
    func finish(completed: Bool, in context: UIViewControllerContextTransitioning)
}

/// The runner of a transition lifecycle (a push, a pop, a tab switch, a circular reveal, a
/// card zoom, a centred card) as UIKit's animator and interaction controller: a non-interactive
/// transition runs in `animateTransition(using:)`, an interactive one starts in
/// `startInteractiveTransition(_:)`; vend it from the navigation, tab bar or transitioning
/// delegate. Its ``scene`` shows the progress, or the owner renders the lifecycle's own
/// appearance on ``TrackTransitionAction/apply(progress:)``.
@MainActor
final class TransitionRunner<L: TransitionLifecycle>: Runner<L>, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning {
    /// The views the transition moves; `nil` when the owner renders them (``render``).
    let scene: TrackTransitionScene?
    /// Called when the lifecycle asks UIKit for the transition (``TrackTransitionAction/beginTransition``).
    var beginTransition: (() -> Void)?
    /// Renders the lifecycle's appearance when there is no scene (a style's controller).
    var render: (() -> Void)?
    /// Puts the owner's views in the container when there is no scene.
    var prepare: ((UIView) -> Void)?

    /// A runner for `lifecycle` whose frames `scene` shows.
    init(_ lifecycle: L, scene: TrackTransitionScene?) {
        self.scene = scene
        let own = WeakReference<TransitionRunner<L>>()
        super.init(lifecycle, log: SheetTrace.transition) { action in own.object?.performOwn(action) }
        own.object = self
        willComplete = { [weak self] completed, context in
            self?.scene?.finish(completed: completed, in: context)
            self?.render?()
        }
    }

    private func performOwn(_ action: TrackTransitionAction) {
        switch action {
        case .beginTransition: beginTransition?()
        case .apply(let progress):
            guard let context else { return }
            if let scene { scene.apply(progress: progress, in: context) } else { render?() }
        default: break
        }
    }

    /// Whether a touch may drive the transition now.
    var acceptsPan: Bool { lifecycle.acceptsPan }

    /// Whether the transition has ended.
    var isEnded: Bool { lifecycle.isEnded }

    /// Whether a new touch would catch the settle (``TransitionLifecycle/canCatch``).
    var canCatch: Bool { lifecycle.canCatch }

    /// This runner when a new touch would catch its settle, `nil` otherwise: a pan handler
    /// hands a touch to the running transition before it starts a new one.
    var catchable: TransitionRunner? { lifecycle.canCatch ? self : nil }

    /// What a delegate returns from its `interactionControllerFor:` method for this animator:
    /// the runner itself when a pan began the transition (``TransitionLifecycle/startsInteractively``),
    /// so UIKit calls `startInteractiveTransition(_:)`; `nil` otherwise, so UIKit calls
    /// `animateTransition(using:)` (UIKit's convention: no interaction controller, not
    /// interactive).
    var interactionController: UIViewControllerInteractiveTransitioning? {
        lifecycle.startsInteractively ? self : nil
    }

    /// Asks for the transition without a gesture (VoiceOver's escape, a button), `permitted`
    /// saying whether the user may start it, and returns whether a transition is now under
    /// way: what `accessibilityPerformEscape` returns, `false` only when it was refused.
    @discardableResult
    func requestTransition(permitted: Bool) -> Bool {
        update { $0.handle(TrackTransitionEvent.transitionRequested(permitted: permitted)) }
        return lifecycle.isTransitionUnderWay
    }

    /// Passes one of UIKit's transition events.
    func handle(_ event: TrackTransitionEvent) {
        SheetTrace.event(event, in: SheetTrace.transition)
        update { $0.handle(event) }
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The lifecycle's estimate of the non-interactive transition, so alongside animations match.
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        lifecycle.estimatedDuration
    }

    /// Starts a non-interactive transition on the lifecycle's spring.
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        start(context, interactive: false)
    }

    /// The transition's property animator, one for the whole context: the transition
    /// coordinator adds the app's alongside animations to it (UIViewControllerTransitioning.h,
    /// `interruptibleAnimator(using:)`; UIViewControllerTransitionCoordinator.h,
    /// `animateAlongsideTransition:`). The lifecycle starts it with a non-interactive context
    /// (`RunnerCall.startAlongsideAnimations`) and scrubs it with an interactive one's
    /// percent, as a sheet's: critically damped over the lifecycle's estimated duration, the
    /// curve its own springs settle on.
    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let alongsideAnimator { return alongsideAnimator }
        let animator = UIViewPropertyAnimator(duration: lifecycle.estimatedDuration, dampingRatio: 1)
        alongsideAnimator = animator
        return animator
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Starts an interactive transition: the pan, then the release spring, drive it.
    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        start(context, interactive: true)
    }

    /// Attaches a context the lifecycle expects (``TransitionLifecycle/acceptsContext``); one it
    /// does not expect is completed at once, and the context in flight keeps running (UIKit
    /// would otherwise wait for the new one for ever, and the old one could never complete).
    private func start(_ offered: UIViewControllerContextTransitioning, interactive: Bool) {
        guard lifecycle.acceptsContext else {
            if offered.isInteractive { offered.cancelInteractiveTransition() }
            offered.completeTransition(false)
            return
        }
        context = offered
        // Made before the lifecycle may start it (an app that asks the coordinator later
        // adds to the same animator).
        if offered.isAnimated { _ = interruptibleAnimator(using: offered) }
        if let scene { scene.prepare(in: offered) } else { prepare?(offered.containerView) }
        handle(.transitionStarted(interactive: interactive, animated: offered.isAnimated,
                                  length: scene?.trackLength(in: offered) ?? 0, time: CACurrentMediaTime()))
    }

    /// Passes a pan's state to the transition, with its motion along the track.
    /// - Parameters:
    ///   - pan: The pan.
    ///   - delta: The pan's translation change since its previous event, along the track, in
    ///     points (positive toward the end).
    ///   - velocity: The pan's velocity along the track, in points per second.
    func follow(_ pan: UIGestureRecognizer.State, delta: Double, velocity: Double) {
        let now = CACurrentMediaTime()
        switch pan {
        case .began: handle(.panBegan(time: now))
        case .changed: handle(.panChanged(delta: delta, time: now))
        case .ended:
            handle(.panChanged(delta: delta, time: now))
            handle(.panEnded(velocity: velocity, time: now))
        case .cancelled, .failed: handle(.panCancelled(time: now))
        case .possible, .recognized: break
        @unknown default: break
        }
    }
}

/// The runner of one navigation, tab or reveal transition on ``TrackTransitionLifecycle``.
typealias TrackTransitionDriver = TransitionRunner<TrackTransitionLifecycle>

extension TransitionRunner where L == TrackTransitionLifecycle {
    /// A runner for `scene`, moving on `configuration`'s spring and release rules.
    convenience init(scene: TrackTransitionScene, configuration: TrackConfiguration) {
        self.init(TrackTransitionLifecycle(configuration: configuration), scene: scene)
    }
}
#endif
