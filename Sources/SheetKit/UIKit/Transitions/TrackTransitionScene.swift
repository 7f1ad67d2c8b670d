#if canImport(UIKit)
@preconcurrency import UIKit

/// What one transition style does with UIKit's views: set them up in the container, show them
/// at a progress, and clean up. A style's scene only applies values its core style computes;
/// ``TrackTransitionDriver`` decides nothing either: ``TrackTransitionLifecycle`` does.
@MainActor
public protocol TrackTransitionScene: AnyObject {
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

/// Runs one UIKit transition as ``TrackTransitionLifecycle`` says: it passes the context, the
/// pan, display-link frames and the app's background state in, and performs each action (the
/// scene's appearance, the display link, `update`/`finish`/`cancel`/`completeTransition`).
///
/// It is both the animator (a non-interactive transition runs in `animateTransition`) and the
/// interaction controller (an interactive one starts in `startInteractiveTransition`); vend it
/// from the navigation, tab bar or transitioning delegate.
@MainActor
public final class TrackTransitionDriver: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// The scene this transition shows.
    public let scene: TrackTransitionScene
    private let lifecycle: TransitionLifecycleStorage
    private var context: UIViewControllerContextTransitioning?
    private lazy var displayLink = SheetDisplayLink { [weak self] tick in self?.handle(.tick(tick)) }
    /// Called when a pan asks UIKit to start the transition (``TrackTransitionAction/beginTransition``).
    public var beginTransition: (() -> Void)?
    /// Called after `completeTransition(_:)` with whether the transition completed.
    public var onEnd: ((Bool) -> Void)?

    /// Creates a driver for `scene`, moving on `configuration`'s spring and release rules.
    public convenience init(scene: TrackTransitionScene, configuration: TrackConfiguration) {
        self.init(scene: scene, lifecycle: TransitionLifecycleBox(TrackTransitionLifecycle(configuration: configuration)))
    }

    /// Creates a driver for `scene` that runs `lifecycle` (a style's own lifecycle, shared with
    /// the presentation controller that feeds it gestures and geometry).
    public init(scene: TrackTransitionScene, lifecycle: TransitionLifecycleStorage) {
        self.scene = scene
        self.lifecycle = lifecycle
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(didEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(willEnterForeground), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    /// Whether a touch may drive the transition now (before UIKit's context, or while an
    /// interactive one runs).
    public var acceptsPan: Bool { lifecycle.acceptsPan }

    /// Whether the transition has ended.
    public var isEnded: Bool { lifecycle.isEnded }

    /// Whether the transition UIKit starts next is to be interactive: vend this driver as the
    /// interaction controller exactly then.
    public var startsInteractively: Bool { lifecycle.startsInteractively }

    /// Whether a new touch would catch the settle (``TrackTransitionLifecycle/canCatch``).
    public var canCatch: Bool { lifecycle.canCatch }

    /// This driver when a new touch would catch its settle, `nil` otherwise: a pan handler
    /// hands a touch to the running transition before it starts a new one.
    public var catchable: TrackTransitionDriver? { lifecycle.canCatch ? self : nil }

    /// What a delegate returns from its `interactionControllerFor:` method for this animator:
    /// the driver itself when a pan began the transition
    /// (``TrackTransitionLifecycle/startsInteractively``), so UIKit calls
    /// `startInteractiveTransition(_:)`; `nil` otherwise, so UIKit calls
    /// `animateTransition(using:)` (UIKit's convention: no interaction controller, not
    /// interactive).
    public var interactionController: UIViewControllerInteractiveTransitioning? {
        lifecycle.startsInteractively ? self : nil
    }

    /// Asks for the transition without a gesture (VoiceOver's escape, a button), `permitted`
    /// saying whether the user may start it, and returns whether a transition is now under
    /// way (``TransitionLifecycle/isTransitionUnderWay``): what `accessibilityPerformEscape`
    /// returns, `false` only when the request was refused.
    @discardableResult
    public func requestTransition(permitted: Bool) -> Bool {
        handle(.transitionRequested(permitted: permitted))
        return lifecycle.isTransitionUnderWay
    }

    /// Passes one event to the lifecycle and performs every action it queues.
    public func handle(_ event: TrackTransitionEvent) {
        SheetTrace.event(event, in: SheetTrace.transition)
        lifecycle.handle(event)
        performPendingActions()
    }

    /// Performs every action the lifecycle queued (after its owner changed it directly,
    /// through a ``TransitionLifecycleBox``). A UIKit call-back from inside an action
    /// re-enters here: its actions queue behind the pending ones and are performed in order.
    public func performPendingActions() {
        while let action = lifecycle.nextAction() {
            SheetTrace.action(action, in: SheetTrace.transition)
            perform(action)
        }
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The track's estimate of the non-interactive transition, so alongside animations match.
    public func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        lifecycle.estimatedDuration
    }

    /// Starts a non-interactive transition on the track's spring.
    public func animateTransition(using context: UIViewControllerContextTransitioning) {
        start(context, interactive: false)
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Starts an interactive transition: the pan, then the release spring, drive it.
    public func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        start(context, interactive: true)
    }

    private func start(_ context: UIViewControllerContextTransitioning, interactive: Bool) {
        self.context = context
        scene.prepare(in: context)
        handle(.transitionStarted(interactive: interactive, animated: context.isAnimated,
                                  length: scene.trackLength(in: context), time: CACurrentMediaTime()))
    }

    private func perform(_ action: TrackTransitionAction) {
        switch action {
        case .beginTransition: beginTransition?()
        case .apply(let progress): context.map { scene.apply(progress: progress, in: $0) }
        case .startDisplayLink: displayLink.start()
        case .stopDisplayLink: displayLink.stop()
        case .updateInteractiveTransition(let percent): context?.updateInteractiveTransition(CGFloat(percent))
        case .finishInteractiveTransition: context?.finishInteractiveTransition()
        case .cancelInteractiveTransition: context?.cancelInteractiveTransition()
        case .completeTransition(let completed):
            let ended = context
            context = nil
            ended.map { scene.finish(completed: completed, in: $0) }
            ended?.completeTransition(completed)
            onEnd?(completed)
        }
    }

    @objc private func didEnterBackground() { handle(.didEnterBackground(time: CACurrentMediaTime())) }
    @objc private func willEnterForeground() { handle(.willEnterForeground(time: CACurrentMediaTime())) }
}

extension TrackTransitionDriver {
    /// Passes a pan's state to the transition, with its motion along the track.
    /// - Parameters:
    ///   - pan: The pan.
    ///   - delta: The pan's translation change since its previous event, along the track, in
    ///     points (positive toward the end).
    ///   - velocity: The pan's velocity along the track, in points per second.
    public func follow(_ pan: UIGestureRecognizer.State, delta: Double, velocity: Double) {
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
#endif
