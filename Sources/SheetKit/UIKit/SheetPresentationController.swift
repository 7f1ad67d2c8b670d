#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller as a sheet attached to an edge of the screen.
///
/// A thin adapter around a ``SheetEngine``: it feeds pan gestures, scroll views, display-link
/// frames and transition contexts into the engine and applies what comes out (frames,
/// dimming, scroll pins, the presenting view's effect, finishing or cancelling transitions).
/// Its API follows `UISheetPresentationController`:
///
/// ```swift
/// present(comments, configuration: .commentSheet())
/// comments.sheetController?.animateChanges {
///     comments.sheetController?.selectedDetentIdentifier = .large
/// }
/// ```
///
/// Usually created for you by ``UIKit/UIViewController/presentSheet(_:configuration:animated:completion:)``.
@MainActor
public final class SheetPresentationController: UIPresentationController {
    // MARK: Configuration

    /// The full configuration. Changing it (or any property below that forwards to it)
    /// re-resolves the detents; inside ``animateChanges(_:)`` the sheet moves on its spring.
    public var configuration: SheetConfiguration {
        didSet { send(.updateConfiguration(effectiveConfiguration, animated: isAnimatingChanges, time: CACurrentMediaTime())) }
    }

    /// The detents the sheet rests at.
    public var detents: [Detent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// The identifier of the selected detent. Setting it moves the sheet there, on the spring
    /// inside ``animateChanges(_:)`` and at once otherwise.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { engine.selectedIdentifier }
        set {
            guard let newValue else { return }
            if engine.phase == .hidden {
                configuration.initialDetentIdentifier = newValue
            } else {
                send(.selectDetent(newValue, animated: isAnimatingChanges, time: CACurrentMediaTime()))
            }
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

    /// The view that shares the finger with the sheet. `nil` (the default) finds, at the start
    /// of each drag, the deepest scroll view under the finger that scrolls along the sheet's axis.
    public weak var trackedScrollView: UIScrollView?

    /// Whether the sheet shows a grabber on its inner edge. Default `false`.
    public var prefersGrabberVisible = false {
        didSet {
            surface.grabber.isHidden = !prefersGrabberVisible
            layoutSheet()
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
        prefersGrabberVisible ? UIEdgeInsets(GrabberLayout.standard.contentInsets(for: engine.layout.edge)) : .zero
    }

    /// The radius of the sheet's inner corners, in points. Default 16.
    public var preferredCornerRadius: CGFloat = 16 {
        didSet { surface.cornerRadius = preferredCornerRadius }
    }

    /// Whether the sheet casts a shadow. Default `false` (the dimming separates it).
    public var showsShadow = false {
        didSet { surface.showsShadow = showsShadow }
    }

    /// The sheet's background color. Default `.systemBackground`.
    public var backgroundColor: UIColor? {
        get { surface.contentView.backgroundColor }
        set { surface.contentView.backgroundColor = newValue }
    }

    /// The dimming color at full dimming. Default black at 40 % opacity.
    public var dimmingColor: UIColor = UIColor.black.withAlphaComponent(0.4) {
        didSet { dimmingView.backgroundColor = dimmingColor }
    }

    /// Whether a selection haptic plays when a drag settles on a new detent. Default `true`.
    public var prefersHapticFeedback = true

    /// Changes properties with the sheet's spring instead of at once, like
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        defer { isAnimatingChanges = false }
        changes()
    }

    // MARK: State

    /// The sheet's extent: how far it protrudes from its edge, in points.
    public var extent: CGFloat { CGFloat(engine.extent) }

    /// The presentation progress, 0 (hidden) … 1 (at or above the smallest detent).
    public var progress: CGFloat { CGFloat(engine.layout.progress(forExtent: engine.extent)) }

    var engine: SheetEngine
    let surface = SheetSurfaceView()
    let dimmingView = SheetDimmingView()
    lazy var displayLink = SheetDisplayLink { [weak self] tick in self?.send(.tick(tick)) }
    let panGesture = UIPanGestureRecognizer()
    let haptics = UISelectionFeedbackGenerator()
    var isAnimatingChanges = false
    var scrollTracker: SheetScrollTracker?
    var lastPanTranslation: Double = 0
    var transition: RunningTransition?
    var wantsInteractiveDismissal = false
    var isDismissalTransitionActive = false
    var isPresentationTransitionActive = false
    var isUserDismissal = false
    /// Whether the presentation ended (or never happened) and the views are left alone.
    var isTornDown = false
    /// Whether the presenting view is left untransformed (during a size change).
    var isPresentingEffectSuspended = false
    /// Whether this drag's permission to dismiss is known (UIKit's rules forbid it, or the
    /// delegate was asked).
    var isDismissalPermissionSettled = false
    var keyboardInsets = SheetInsets.zero
    var interactivePresentationFeed = InteractivePresentationFeed()
    var presentingViewState: PresentingViewState?
    var lastReportedExtent: Double = 0
    var touchDownLocation: CGPoint?
    lazy var gestureDelegate = SheetGestureDelegate(controller: self)
    /// Keeps the transitioning delegate alive while presented (UIKit holds it weakly).
    let transitioningDelegateHolder: UIViewControllerTransitioningDelegate?

    /// Creates a sheet presentation.
    /// - Parameters:
    ///   - presentedViewController: The view controller to present as a sheet.
    ///   - presentingViewController: The presenting view controller.
    ///   - configuration: The sheet's configuration.
    ///   - transitioningDelegate: A delegate to keep alive for the presentation's lifetime.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
                configuration: SheetConfiguration, transitioningDelegate: UIViewControllerTransitioningDelegate? = nil) {
        self.configuration = configuration
        self.engine = SheetEngine(configuration: Self.applyingSystemSettings(to: configuration),
                                  container: SheetContainer(size: SheetSize(width: 0, height: 0)))
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
        surface.cornerRadius = preferredCornerRadius
        surface.roundedCorners = engine.layout.edge.innerCorners
        surface.onEscape = { [weak self] in self?.handleEscape() ?? false }
        surface.grabber.onAdjust = { [weak self] step in self?.handleGrabberAdjustment(step) }
        dimmingView.backgroundColor = dimmingColor
        dimmingView.alpha = 0
        dimmingView.onTap = { [weak self] in self?.handleDimmingTap() }
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { surface }

    override public var shouldRemovePresentersView: Bool { false }

    override public var frameOfPresentedViewInContainerView: CGRect { CGRect(engine.frame.surface) }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        isPresentationTransitionActive = true
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.passthroughView = presentingViewController.view
        containerView.insertSubview(dimmingView, at: 0)
        surface.contentView.addSubview(presentedViewController.view)
        refreshContainer()
        replayPresentingPan()
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        isPresentationTransitionActive = false
        guard completed else {
            tearDown()
            (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidCancelPresentation(self)
            return
        }
        // A presentation without animation never ran the animator.
        if let containerView, surface.superview !== containerView { containerView.addSubview(surface) }
        if engine.phase == .hidden { send(.present(animated: false, time: CACurrentMediaTime())) }
    }

    override public func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        isDismissalTransitionActive = true
        // Here, not when the engine announces the dismissal: the transition coordinator now
        // exists, so the delegate can animate alongside or watch the interaction.
        if isUserDismissal { delegate?.presentationControllerWillDismiss?(self) }
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else {
            isDismissalTransitionActive = false
            return
        }
        // A dismissal without animation never ran the animator.
        if engine.phase != .dismissed { send(.dismiss(animated: false, time: CACurrentMediaTime())) }
        tearDown()
        if isUserDismissal { delegate?.presentationControllerDidDismiss?(self) }
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        refreshContainer()
    }

    override public func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // UIKit resizes the presenting view by its frame, which a transform would distort:
        // take the effect off for the size change and put it back for the new size after it.
        guard presentingViewState != nil else { return }
        restorePresentingView()
        isPresentingEffectSuspended = true
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            self.isPresentingEffectSuspended = false
            self.apply(self.engine.output)
        }
    }

    /// The presented content's coming size for a size change: the sheet's content at rest on
    /// its selected detent in a container of `parentSize` (the current safe area assumed).
    override public func size(forChildContentContainer container: UIContentContainer,
                              withParentContainerSize parentSize: CGSize) -> CGSize {
        guard container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        var next = engine.layout.container
        next.size = SheetSize(parentSize)
        let content = engine.restingFrame(in: next).content
        return CGSize(width: content.width, height: content.height)
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Larger text makes fits-content detents taller.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateDetents()
        }
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// Stops everything that runs on its own and restores the presenting view. After it, no
    /// output reaches the views (a late notification or pan event changes nothing).
    func tearDown() {
        isTornDown = true
        stopObservingEnvironment()
        displayLink.stop()
        scrollTracker?.detach()
        scrollTracker = nil
        restorePresentingView()
    }
}
#endif
