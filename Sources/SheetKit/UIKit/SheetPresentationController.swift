#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller as a sheet attached to an edge of the screen.
///
/// A humble adapter around a ``SheetLifecycle``: each UIKit callback, pan, display-link frame
/// and notification becomes one ``SheetLifecycleEvent``, and every ``SheetLifecycleAction``
/// that comes back is performed as it says (frames, dimming, the presenting view, the scroll
/// view, `finish`/`cancel`/`completeTransition`, delegate calls). It decides nothing itself:
/// every decision is in the lifecycle and its ``SheetEngine``, tested on any platform. Its
/// views, gestures and observers are shared with ``SheetPanelController``, the embedded
/// panel. Its API follows `UISheetPresentationController`:
///
/// ```swift
/// present(comments, configuration: .commentSheet())
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
    /// A configuration equivalent to the current one changes nothing
    /// (``SheetConfiguration/isEquivalent(to:)``).
    public var configuration: SheetConfiguration {
        get { driver.configuration }
        set { driver.configuration = newValue }
    }

    /// The detents the sheet rests at.
    public var detents: [Detent] {
        get { configuration.detents }
        set { configuration.detents = newValue }
    }

    /// The identifier of the selected detent. Setting it moves the sheet there, on the spring
    /// inside ``animateChanges(_:)`` and at once otherwise; before the presentation it is the
    /// detent the sheet presents at. Setting `nil` changes nothing.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { lifecycle.engine.selectedDetentIdentifier }
        set { newValue.map(driver.select) }
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
    public var trackedScrollView: UIScrollView? {
        get { driver.trackedScrollView }
        set { driver.trackedScrollView = newValue }
    }

    /// Whether the sheet shows a grabber on its inner edge. Default `false`.
    public var prefersGrabberVisible: Bool {
        get { driver.prefersGrabberVisible }
        set { driver.prefersGrabberVisible = newValue }
    }

    /// Insets that keep the presented content clear of the grabber: 15 pt on the sheet's
    /// inner side (top for a bottom sheet, bottom for a top panel, the side away from a
    /// drawer's edge) while ``prefersGrabberVisible``, zero otherwise. Like UIKit's, the
    /// grabber floats over the content; pin what must not sit under it with these, in
    /// `viewWillLayoutSubviews` (the presented view lays out again when they change).
    public var grabberContentInsets: UIEdgeInsets { driver.grabberContentInsets }

    /// The radius of the sheet's corners, in points. Default 16.
    public var preferredCornerRadius: CGFloat {
        get { driver.surface.cornerRadius }
        set { driver.surface.cornerRadius = newValue }
    }

    /// Whether the sheet casts a shadow. Default `false` (the dimming separates it).
    public var showsShadow: Bool {
        get { driver.surface.showsShadow }
        set { driver.surface.showsShadow = newValue }
    }

    /// The sheet's background color. Default `.systemBackground`.
    public var backgroundColor: UIColor? {
        get { driver.surface.contentView.backgroundColor }
        set { driver.surface.contentView.backgroundColor = newValue }
    }

    /// The dimming color at full dimming. Default black at 40 % opacity.
    public var dimmingColor: UIColor {
        get { driver.dimmingColor }
        set { driver.dimmingColor = newValue }
    }

    /// The view a popover points at, when the configuration's adaptation shows the sheet as
    /// a popover (``SheetAdaptiveStyle/popover``); ``sourceRect`` in it, or its bounds.
    /// Without a source the popover style shows a form sheet.
    public weak var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates a popover points at; `nil` (the default)
    /// points at the view's bounds.
    public var sourceRect: CGRect?
    /// The bar button item a popover points at (iOS 17 and later, where UIKit tells its frame);
    /// it takes precedence over ``sourceView``.
    public weak var barButtonItem: UIBarButtonItem?

    // MARK: Observation

    /// Called with everything that happens to the sheet, whoever caused it: detent changes,
    /// motion, drags, the phase, dismissals (programmatic ones too), the user's attempts to
    /// dismiss and a cancelled presentation. The delegate hears the same through its methods.
    public var onNotification: ((SheetNotification) -> Void)? {
        get { driver.onNotification }
        set { driver.onNotification = newValue }
    }

    /// Asked whether the user may dismiss the sheet now, after `isModalInPresentation` and the
    /// adaptive delegate's `presentationControllerShouldDismiss(_:)` allowed it (the closure
    /// form of that delegate method). `nil` allows it.
    public var onShouldDismiss: (() -> Bool)?

    /// Called when the user's release sends the sheet somewhere, with where and the sheet's
    /// velocity (points per second): return another target to send it there instead (the
    /// settle retargets from where it is), or the proposed one to keep it. The delegate's
    /// ``SheetPresentationControllerDelegate/sheetPresentationController(_:willEndDraggingWithVelocity:targetDetent:)``
    /// is asked first, then this.
    public var onWillEndDragging: ((_ velocity: CGFloat, _ proposed: ReleaseTarget) -> ReleaseTarget)? {
        get { driver.onWillEndDragging }
        set { driver.onWillEndDragging = newValue }
    }

    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's.
    var bridgeObserver: ((SheetNotification) -> Void)? {
        get { driver.bridgeObserver }
        set { driver.bridgeObserver = newValue }
    }

    // MARK: Commands

    /// Changes properties with the sheet's spring instead of at once, like
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        animateChanges(spring: configuration.spring, changes)
    }

    /// Changes properties on `spring` instead of at once: a detent change then moves with the
    /// app's own motion (its response and damping ratio). Reduce Motion makes it critically
    /// damped.
    public func animateChanges(spring: Spring, _ changes: () -> Void) {
        driver.animateChanges(spring: spring, changes)
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
        driver.moveToDetent(identifier, animated: animated, spring: spring, completion: completion)
    }

    /// Resolves the detents again, like `UISheetPresentationController.invalidateDetents()`:
    /// fits-content detents are measured anew and custom resolvers are called again. Call it
    /// when what a custom detent depends on changed.
    public func invalidateDetents() {
        driver.invalidateDetents()
    }

    // MARK: State

    /// The sheet's extent: how far it protrudes from its edge, in points.
    public var extent: CGFloat { CGFloat(lifecycle.output.extent) }

    /// The presentation progress, 0 (hidden) … 1 (at or above the smallest detent).
    public var progress: CGFloat { CGFloat(lifecycle.output.progress) }

    /// The sheet's phase.
    public var phase: SheetPhase { lifecycle.engine.phase }

    /// How the sheet is shown in its container now (attached, floating panel, form sheet,
    /// popover; see ``SheetLayoutOptions/adaptation``).
    public var adaptiveStyle: SheetAdaptiveStyle { lifecycle.engine.layout.style }

    /// Every decision about this presentation.
    var lifecycle: SheetLifecycle
    /// The views, gestures and observers shared with embedded panels.
    let driver: SheetViewDriver
    /// UIKit's context of the transition in flight.
    var transitionContext: UIViewControllerContextTransitioning?
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
        let driver = SheetViewDriver(configuration: configuration)
        self.driver = driver
        self.lifecycle = SheetLifecycle(configuration: driver.effectiveConfiguration, presentsInteractively: presentsInteractively)
        self.transitioningDelegateHolder = transitioningDelegate
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        driver.presentation = self
        driver.attach(to: self)
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { driver.surface }

    override public var shouldRemovePresentersView: Bool { false }

    override public var frameOfPresentedViewInContainerView: CGRect { CGRect(lifecycle.output.frame.surface) }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        driver.dimmingView.frame = containerView.bounds
        driver.dimmingView.passthroughView = presentingViewController.view
        containerView.insertSubview(driver.dimmingView, at: 0)
        containerView.addSubview(driver.surface)
        driver.surface.contentView.addSubview(presentedViewController.view)
        originalAdditionalSafeAreaInsets = presentedViewController.additionalSafeAreaInsets
        handle(.presentationWillBegin(container: describeContainer(), time: CACurrentMediaTime()))
        driver.roundCorners()
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
        driver.containerWillLayout()
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
        // Larger text makes fits-content detents taller, and size classes choose the style:
        // the container description measures again.
        containerView?.setNeedsLayout()
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }
}
#endif
