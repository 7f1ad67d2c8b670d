#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller as a sheet attached to an edge of the screen.
///
/// A humble adapter around a ``SheetLifecycle``: each UIKit callback, pan, display-link frame
/// and notification becomes one ``SheetLifecycleEvent``, and every ``SheetLifecycleAction``
/// that comes back is performed as it says (frames, dimming, the presenting view, the scroll
/// view, `finish`/`cancel`/`completeTransition`, delegate calls). It decides nothing itself:
/// every decision is in the lifecycle and its ``SheetEngine``, tested on any platform. Its API
/// follows `UISheetPresentationController`:
///
/// ```swift
/// presentSheet(comments, configuration: .commentSheet())
/// comments.sheetController?.animateChanges {
///     comments.sheetController?.selectedDetentIdentifier = .large
/// }
/// ```
///
/// Usually created for you by ``UIKit/UIViewController/presentSheet(_:configuration:animated:prepare:completion:)``.
@MainActor
public final class SheetPresentationController: UIPresentationController {
    // MARK: Configuration

    /// The full configuration. Changing it (or any property below that forwards to it)
    /// re-resolves the detents; inside ``animateChanges(_:)`` the sheet moves on its spring.
    public var configuration: SheetConfiguration {
        didSet { handle(.configurationChanged(effectiveConfiguration, animated: changeAnimation != nil, time: CACurrentMediaTime())) }
    }

    /// The detents the sheet rests at.
    public var detents: [Detent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// The identifier of the selected detent. Setting it moves the sheet there, on the spring
    /// inside ``animateChanges(_:)`` and at once otherwise; before the presentation it is the
    /// detent the sheet presents at.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { lifecycle.engine.selectedDetentIdentifier }
        set {
            guard let newValue else { return }
            handle(.moveToDetent(newValue, spring: changeAnimation, time: CACurrentMediaTime(), completion: nil))
        }
    }

    /// The largest detent at which the presenting content stays undimmed and interactive.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { configuration.dimming.largestUndimmedDetentIdentifier }
        set { configuration.dimming.largestUndimmedDetentIdentifier = newValue }
    }

    /// What a tap on the dimmed area does.
    public var dimmingTapAction: DimmingTapAction {
        get { configuration.dimmingTapAction }
        set { configuration.dimmingTapAction = newValue }
    }

    /// The sheet's spring for settles and dismissals.
    public var spring: Spring {
        get { configuration.spring }
        set { configuration.spring = newValue }
    }

    /// Whether a selection haptic plays when the user moves the sheet to another detent.
    /// Default `true`.
    public var prefersHapticFeedback: Bool {
        get { configuration.prefersHapticFeedback }
        set { configuration.prefersHapticFeedback = newValue }
    }

    /// The view that shares the finger with the sheet. `nil` (the default) finds, at the start
    /// of each drag, the deepest scroll view under the finger that scrolls along the sheet's axis.
    public weak var trackedScrollView: UIScrollView?

    /// Whether the sheet shows a grabber on its inner edge. Default `false`.
    public var prefersGrabberVisible = false {
        didSet {
            surface.grabber.isHidden = !prefersGrabberVisible
            // Content pinned with `grabberContentInsets` lays out again.
            presentedViewController.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Insets that keep the presented content clear of the grabber: 15 pt on the sheet's
    /// inner side (top for a bottom sheet, bottom for a top panel, the side away from a
    /// drawer's edge) while ``prefersGrabberVisible``, zero otherwise. Like UIKit's, the
    /// grabber floats over the content; pin what must not sit under it with these, in
    /// `viewWillLayoutSubviews` (the presented view lays out again when they change).
    public var grabberContentInsets: UIEdgeInsets {
        UIEdgeInsets(prefersGrabberVisible ? GrabberLayout.standard.contentInsets(for: lifecycle.engine.layout.edge) : .zero)
    }

    /// Whether the sheet casts a shadow. Default `false` (the dimming separates it).
    public var showsShadow = false {
        didSet { surface.showsShadow = showsShadow }
    }

    /// The dimming color at full dimming. Default black at 40 % opacity.
    public var dimmingColor: UIColor = UIColor.black.withAlphaComponent(0.4) {
        didSet { dimmingView.backgroundColor = dimmingColor }
    }

    /// Called with everything that happens to the sheet, whoever caused it: detent changes,
    /// motion, drags, the phase, dismissals (programmatic ones too) and a cancelled
    /// presentation. The delegate hears the same through its methods.
    public var onNotification: ((SheetNotification) -> Void)?

    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's.
    var bridgeObserver: ((SheetNotification) -> Void)?

    /// Changes properties with the sheet's spring instead of at once, like
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        animateChanges(spring: configuration.spring, changes)
    }

    /// Changes properties on `spring` instead of at once: a detent change then moves with the
    /// app's own motion (its response and damping ratio). Reduce Motion makes it critically
    /// damped.
    public func animateChanges(spring: Spring, _ changes: () -> Void) {
        changeAnimation = spring
        defer { changeAnimation = nil }
        changes()
    }

    /// Moves the sheet to the detent `identifier`, on `spring` (the sheet's when `nil`), and
    /// calls `completion` once: with `true` when it rests there, with `false` when a finger,
    /// another move or a dismissal intervened, or the identifier is not one of the detents.
    /// - Parameters:
    ///   - identifier: The detent.
    ///   - animated: Whether to move on the spring; `false` places the sheet at once.
    ///   - spring: The spring; the configuration's when `nil`.
    ///   - completion: Called once with whether the sheet arrived.
    public func moveToDetent(_ identifier: Detent.Identifier, animated: Bool = true, spring: Spring? = nil,
                             completion: ((Bool) -> Void)? = nil) {
        nextCompletionToken += 1
        selectionCompletions[nextCompletionToken] = completion
        handle(.moveToDetent(identifier, spring: animated ? spring ?? configuration.spring : nil, time: CACurrentMediaTime(),
                             completion: nextCompletionToken))
    }

    /// Called when the user's release sends the sheet somewhere, with where and the sheet's
    /// velocity (points per second): return another target to send it there instead (the
    /// settle retargets from where it is), or the proposed one to keep it. The delegate's
    /// ``SheetPresentationControllerDelegate/sheetPresentationController(_:willEndDraggingWithVelocity:targetDetent:)``
    /// is asked first, then this.
    public var onWillEndDragging: ((_ velocity: CGFloat, _ proposed: ReleaseTarget) -> ReleaseTarget)?

    // MARK: State

    /// The sheet's extent: how far it protrudes from its edge, in points.
    public var extent: CGFloat { CGFloat(lifecycle.output.extent) }

    /// The presentation progress, 0 (hidden) … 1 (at or above the smallest detent).
    public var progress: CGFloat { CGFloat(lifecycle.output.progress) }

    /// The sheet's phase.
    public var phase: SheetPhase { lifecycle.engine.phase }

    /// Every decision about this presentation.
    var lifecycle: SheetLifecycle
    /// The spring of the ``animateChanges(_:)`` call under way.
    var changeAnimation: Spring?
    let surface = SheetSurfaceView()
    let dimmingView = SheetDimmingView()
    lazy var displayLink = SheetDisplayLink { [weak self] tick in self?.handle(.tick(tick)) }
    let panGesture = UIPanGestureRecognizer()
    let haptics = UISelectionFeedbackGenerator()
    lazy var gestureDelegate = SheetGestureDelegate(controller: self)
    /// The completions of ``moveToDetent(_:animated:spring:completion:)`` by token.
    var selectionCompletions: [Int: (Bool) -> Void] = [:]
    var nextCompletionToken = 0
    let touchRecognizer = UILongPressGestureRecognizer()
    /// The scroll view the current drag shares the finger with.
    var scrollTracker: SheetScrollTracker?
    /// Where the finger went down on the sheet: the scroll view under it is tracked.
    var touchDownLocation: CGPoint?
    /// The pan's translation along the axis at its previous event, in points.
    var lastPanTranslation: Double = 0
    /// UIKit's context of the transition in flight.
    var transitionContext: UIViewControllerContextTransitioning?
    /// The interruptible animator of the transition in flight, which carries the animations
    /// alongside it (see ``SheetTransitionAnimator``).
    var alongsideAnimator: UIViewPropertyAnimator?
    /// Reports the display's corner radius on iOS 26 (see `displayCornerRadius()`).
    let cornerProbe = UIView()
    /// The presenting view as it was before the sheet changed it.
    var presentingViewState: PresentingViewState?
    /// The presented view controller's `additionalSafeAreaInsets` before the sheet corrected them.
    var originalAdditionalSafeAreaInsets: UIEdgeInsets?
    /// Keeps the transitioning delegate alive while presented (UIKit holds it weakly).
    let transitioningDelegateHolder: UIViewControllerTransitioningDelegate?

    /// Creates a sheet presentation.
    /// - Parameters:
    ///   - presentedViewController: The view controller to present as a sheet.
    ///   - presentingViewController: The presenting view controller.
    ///   - configuration: The sheet's configuration.
    ///   - transitioningDelegate: A delegate to keep alive for the presentation's lifetime.
    ///   - presentsInteractively: Whether an edge pan presents the sheet.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
                configuration: SheetConfiguration, transitioningDelegate: UIViewControllerTransitioningDelegate? = nil,
                presentsInteractively: Bool = false) {
        self.configuration = configuration
        self.lifecycle = SheetLifecycle(configuration: Self.applyingSystemSettings(to: configuration),
                                        presentsInteractively: presentsInteractively)
        self.transitioningDelegateHolder = transitioningDelegate
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        configureViews()
        configureGestures()
        observeEnvironment()
    }

    /// The configuration with the system's accessibility settings applied.
    var effectiveConfiguration: SheetConfiguration { Self.applyingSystemSettings(to: configuration) }

    private static func applyingSystemSettings(to configuration: SheetConfiguration) -> SheetConfiguration {
        var effective = configuration
        effective.reduceMotion = UIAccessibility.isReduceMotionEnabled
        return effective
    }

    private func configureViews() {
        surface.onEscape = { [weak self] in self?.escape() ?? false }
        surface.grabber.onAdjust = { [weak self] step in self?.handle(.grabberAdjusted(step: step, time: CACurrentMediaTime())) }
        dimmingView.backgroundColor = dimmingColor
        dimmingView.alpha = 0
        dimmingView.onTap = { [weak self] in self?.handle(.dimmingTapped(time: CACurrentMediaTime())) }
        cornerProbe.isUserInteractionEnabled = false
        cornerProbe.isAccessibilityElement = false
    }

    /// VoiceOver's escape gesture: a request to dismiss; handled when the sheet may be
    /// dismissed or reports the attempt.
    private func escape() -> Bool {
        handle(.escape(time: CACurrentMediaTime()))
        return true
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { surface }

    override public var shouldRemovePresentersView: Bool { false }

    override public var frameOfPresentedViewInContainerView: CGRect { CGRect(lifecycle.output.frame.surface) }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.passthroughView = presentingViewController.view
        containerView.insertSubview(dimmingView, at: 0)
        containerView.insertSubview(cornerProbe, at: 0)
        containerView.addSubview(surface)
        surface.contentView.addSubview(presentedViewController.view)
        originalAdditionalSafeAreaInsets = presentedViewController.additionalSafeAreaInsets
        if presentingSheet != nil { handle(.presentedOverSheet) }
        handle(.presentationWillBegin(container: describeContainer(), time: CACurrentMediaTime()))
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        handle(.presentationDidEnd(completed: completed))
    }

    override public func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        handle(.dismissalWillBegin)
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        handle(.dismissalDidEnd(completed: completed))
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? dimmingView.frame
        handle(.containerChanged(describeContainer()))
    }

    override public func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.handle(.sizeTransitionAnimating) })
    }

    /// The presented content's coming size for a size change: the sheet's content at rest on
    /// its selected detent in a container of `parentSize` (the current safe area assumed).
    override public func size(forChildContentContainer container: UIContentContainer,
                              withParentContainerSize parentSize: CGSize) -> CGSize {
        var next = lifecycle.engine.layout.container
        next.size = SheetSize(parentSize)
        let content = lifecycle.engine.restingFrame(in: next).content
        return CGSize(width: content.width, height: content.height)
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Larger text makes fits-content detents taller: the container description measures again.
        containerView?.setNeedsLayout()
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// Resolves the detents again, like `UISheetPresentationController.invalidateDetents()`:
    /// fits-content detents are measured anew and custom resolvers are called again. Call it
    /// when what a custom detent depends on changed.
    public func invalidateDetents() {
        handle(.containerChanged(describeContainer()))
        handle(.configurationChanged(effectiveConfiguration, animated: changeAnimation != nil, time: CACurrentMediaTime()))
    }
}
#endif
