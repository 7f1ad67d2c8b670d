#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller as a sheet attached to an edge of the screen.
///
/// A humble adapter around a `SheetLifecycle`: each UIKit callback, pan, display-link frame
/// and notification becomes one `SheetLifecycleEvent`, and every `SheetLifecycleAction`
/// that comes back is performed as it says (frames, dimming, the presenting view, the scroll
/// view, `finish`/`cancel`/`completeTransition`, delegate calls). It decides nothing itself:
/// every decision is in the lifecycle and its ``SheetEngine``, tested on any platform. Its
/// views, gestures and observers are shared with ``SheetPanelController``, the embedded
/// panel, and so is its API (``SheetControlling``: configuration, appearance, observation,
/// state, commands), which follows `UISheetPresentationController`:
///
/// ```swift
/// presentSheet(comments, configuration: .commentSheet())
/// comments.sheetController?.animateChanges {
///     comments.sheetController?.selectedDetentIdentifier = .large
/// }
/// ```
///
/// Usually created for you by ``UIKit/UIViewController/presentSheet(_:configuration:animated:completion:prepare:)``.
@MainActor
public final class SheetPresentationController: UIPresentationController, SheetControlling {
    // MARK: Popover source

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

    /// Asked whether the user may dismiss the sheet now, after `isModalInPresentation` and the
    /// adaptive delegate's `presentationControllerShouldDismiss(_:)` allowed it (the closure
    /// form of that delegate method). `nil` allows it.
    public var onShouldDismiss: (() -> Bool)?

    /// The views, gestures and core the sheet runs on (shared with embedded panels).
    public var sheetViews: SheetViews { SheetViews(driver: driver) }

    /// Runs the lifecycle that makes every decision about this presentation, with UIKit's
    /// transition context and the animations alongside it.
    let runner: Runner<SheetLifecycle>
    /// Every decision about this presentation.
    var lifecycle: SheetLifecycle { runner.lifecycle }
    /// The views, gestures and observers shared with embedded panels.
    let driver: SheetViewDriver
    /// The presenting view as it was before the sheet changed it.
    var presentingViewState: PresentingViewState?
    /// The presenting view's own `accessibilityElementsHidden` while the sheet hides it from
    /// VoiceOver (`nil` while it does not).
    var presentingViewWasHiddenFromAccessibility: Bool?
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
        self.runner = Runner(SheetLifecycle(configuration: driver.effectiveConfiguration, presentsInteractively: presentsInteractively),
                             log: SheetTrace.sheet) { [weak driver] action in driver?.perform(action) }
        self.transitioningDelegateHolder = transitioningDelegate
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        driver.presentation = self
        driver.send = { [weak runner] event in runner?.send(event) }
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
        containerView.insertSubview(driver.cornerProbe, at: 0)
        driver.pinKeyboardProbe(in: containerView)
        containerView.addSubview(driver.surface)
        driver.surface.contentView.addSubview(presentedViewController.view)
        handle(.presentedOverSheet(presentingSheet != nil))
        handle(.presentationWillBegin(container: describeContainer(), time: CACurrentMediaTime()))
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        handle(.presentationDidEnd(completed: completed))
        // Measured as the presentation began, before the content's own first layouts
        // (`viewWillLayoutSubviews`, `viewWillAppear`): fits-content measures it again.
        if completed { driver.contentLayoutChanged() }
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

    /// The content's Auto Layout fitting size changed (UIViewController.h lines 67–73): a
    /// fits-content detent measures it again.
    override public func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        driver.contentLayoutChanged()
    }
}
#endif
