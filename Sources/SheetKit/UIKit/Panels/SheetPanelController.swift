#if canImport(UIKit)
@preconcurrency import UIKit

/// A panel that lives in a parent view controller, over its content, instead of being
/// presented: a Maps-like card, a music player, a route sheet.
///
/// It is a child view controller whose view covers the parent's and takes no touch of its
/// own: touches outside the panel reach the parent's content at every detent that is not
/// dimmed. Everything else is a presented sheet's: the same `SheetLifecycle` and
/// ``SheetEngine`` (driven by a `PanelLifecycle`: the presented sheet's view half with the
/// panel's show and hide requests in place of UIKit's transitions), the same
/// detents, springs, drag behaviour, list hand-off, catch on touch-down, dimming options,
/// adaptive styles and notifications, the same views and gestures, and the same API
/// (``SheetControlling``: configuration, appearance, observation, state, detent moves). Add
/// several: each has its own engine. A panel's presenting effect is ignored: it never changes
/// its parent's view.
///
/// ```swift
/// let places = SheetPanelController(contentViewController: PlacesViewController())
/// places.prefersGrabberVisible = true
/// places.addPanel(toParent: self, animated: true)
/// places.moveToDetent(.tip)
/// ```
///
/// Hiding keeps it in its parent (``hide(animated:completion:)``, ``show(animated:completion:)``);
/// ``removePanelFromParent(animated:completion:)`` takes it out. The content gets
/// `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)`
/// as the panel shows and hides, and as the screen it floats over appears and disappears: it
/// is on screen only while both are (a user's hide pulled back is told as UIKit tells a
/// cancelled transition).
@MainActor
public final class SheetPanelController: UIViewController, SheetControlling {
    // MARK: Configuration

    /// The view controller the panel shows.
    public let contentViewController: UIViewController

    /// Where the panel attaches in its parent's view: at the view's edge (under a tab bar,
    /// the default), at the safe area's edge (above a tab bar or toolbar), or at an inset.
    public var attachment: PanelAttachment = .edge {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the user may hide the panel by dragging it below its smallest detent, tapping
    /// the dimmed area or VoiceOver's escape gesture. Default `false`: the panel resists and
    /// reports the attempt (``SheetPanelControllerDelegate/sheetPanelDidAttemptToHide(_:)``).
    public var allowsUserHiding: Bool {
        get { lifecycle.allowsUserHiding }
        set { runner.update { $0.allowsUserHiding = newValue } }
    }

    /// The panel's delegate (``SheetControlling/onNotification`` hears the same).
    public weak var delegate: SheetPanelControllerDelegate?

    /// Whether the panel is hidden, showing, shown or hiding.
    public var visibility: PanelVisibility { lifecycle.visibility }

    /// The views, gestures and core the panel runs on (shared with presented sheets).
    public var sheetViews: SheetViews { SheetViews(driver: driver) }

    /// Runs the lifecycle that makes every decision about this panel.
    let runner: Runner<PanelLifecycle>
    /// Every decision about this panel.
    var lifecycle: PanelLifecycle { runner.lifecycle }
    /// The views, gestures and observers shared with presented sheets.
    let driver: SheetViewDriver
    /// The panel's container in its view: the parent's bounds less the attachment.
    let panelContainer = SheetPassthroughView()
    /// What the content was told of its appearance: the panel forwards it itself.
    private var contentAppearance = PanelContentAppearance()

    /// Creates a panel.
    /// - Parameters:
    ///   - contentViewController: The view controller the panel shows.
    ///   - configuration: The panel's configuration. Default
    ///     ``SheetConfiguration/persistentPanel(detents:initialDetentIdentifier:)``.
    public init(contentViewController: UIViewController, configuration: SheetConfiguration = .persistentPanel()) {
        self.contentViewController = contentViewController
        let driver = SheetViewDriver(configuration: configuration)
        self.driver = driver
        self.runner = Runner(PanelLifecycle(configuration: driver.effectiveConfiguration), log: SheetTrace.panel) { [weak driver] action in
            driver?.perform(action)
        }
        super.init(nibName: nil, bundle: nil)
        driver.send = { [weak runner] event in runner?.send(event) }
        driver.attach(to: self)
        runner.didPerformActions = { [weak self] in self?.syncSurfaceVisibility() }
        driver.surface.showsShadow = true
        // Nothing dims before the panel first shows: touches reach the parent.
        driver.dimmingView.passesTouchesThrough = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override public func loadView() {
        view = SheetPassthroughView()
        // Nothing of the panel shows past its attach line: its surface reaches
        // `SheetLayout`'s overshoot allowance (100 pt) beyond it, which covered a bar of the
        // app's own under an `.inset` attachment (the Tabs demo's tab bar, review of
        // 2026-11-27). The container reaches the parent's other edges, so only that side is cut.
        panelContainer.clipsToBounds = true
        view.addSubview(panelContainer)
        panelContainer.addSubview(driver.cornerProbe)
        driver.pinKeyboardProbe(in: panelContainer)
        panelContainer.addSubview(driver.dimmingView)
        panelContainer.addSubview(driver.surface)
        addChild(contentViewController)
        driver.surface.contentView.addSubview(contentViewController.view)
        contentViewController.didMove(toParent: self)
    }

    /// The panel tells its content of its appearance itself (`PanelContentAppearance`): it
    /// stays a child while hidden, so UIKit's forwarding would tell it only of the parent.
    override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardAppearance(contentAppearance.hostChanged(to: .appearing), animated: animated)
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardAppearance(contentAppearance.hostChanged(to: .appeared), animated: animated)
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardAppearance(contentAppearance.hostChanged(to: .disappearing), animated: animated)
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardAppearance(contentAppearance.hostChanged(to: .disappeared), animated: animated)
    }

    /// Makes the appearance calls the core decided on the content.
    private func forwardAppearance(_ calls: [PanelContentAppearance.Call], animated: Bool) {
        for call in calls {
            switch call {
            case .begin(let appearing): contentViewController.beginAppearanceTransition(appearing, animated: animated)
            case .end: contentViewController.endAppearanceTransition()
            }
        }
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        panelContainer.frame = CGRect(attachment.containerFrame(in: SheetSize(view.bounds.size),
                                                                safeAreaInsets: SheetInsets(view.safeAreaInsets), edge: resolvedEdge))
        driver.containerWillLayout()
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Larger text makes fits-content detents taller, and size classes choose the style.
        viewIfLoaded?.setNeedsLayout()
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The content's Auto Layout fitting size changed (UIViewController.h lines 67–73): a
    /// fits-content detent measures it again.
    override public func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        driver.contentLayoutChanged()
    }

    /// The configuration's edge in the view's layout direction.
    private var resolvedEdge: ResolvedEdge {
        configuration.edge.resolved(for: ReadingDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    // MARK: Commands

    /// Adds the panel to `parent` as a child view controller, its view over the parent's
    /// whole view, and shows it.
    /// - Parameters:
    ///   - parent: The view controller whose content the panel floats over.
    ///   - viewIndex: Where the panel's view goes among `parent.view`'s subviews, back to
    ///     front (0 is the backmost), so several panels and the app's own floating controls
    ///     stack as the app wants; `nil` (the default) puts it in front. Out-of-range values
    ///     are clamped into the subviews.
    ///   - animated: Whether the panel comes in on its presentation spring.
    ///   - completion: Called once with whether the panel arrived shown: on the frame it
    ///     first reaches its detent (its spring may still settle there), as
    ///     `sheetPanelDidShow(_:)` is sent.
    public func addPanel(toParent parent: UIViewController, at viewIndex: Int? = nil, animated: Bool = false,
                         completion: ((Bool) -> Void)? = nil) {
        parent.addChild(self)
        view.frame = parent.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.insertSubview(view, at: PanelStackingOrder.insertionIndex(requested: viewIndex,
                                                                              subviewCount: parent.view.subviews.count))
        didMove(toParent: parent)
        show(animated: animated, completion: completion)
    }

    /// Hides the panel, then takes it out of its parent and stops everything it runs. When a
    /// ``show(animated:completion:)`` replaces the hide, or waits for it and shows the panel
    /// again as it lands, the panel stays, and `completion` is not called.
    /// - Parameters:
    ///   - animated: Whether the panel leaves on its spring.
    ///   - completion: Called once the panel is out of its parent.
    public func removePanelFromParent(animated: Bool, completion: (() -> Void)? = nil) {
        hide(animated: animated) { [weak self] finished in
            guard finished, self?.lifecycle.removalApplies == true else { return }
            self?.willMove(toParent: nil)
            self?.viewIfLoaded?.removeFromSuperview()
            self?.removeFromParent()
            self?.update { $0.tearDown() }
            completion?()
        }
    }

    /// Shows the panel at the detent selected while it was hidden or hiding
    /// (``SheetControlling/selectedDetentIdentifier``, ``SheetControlling/moveToDetent(_:animated:spring:completion:)``),
    /// or else at its configuration's initial detent (see `PanelLifecycle` for a panel on its
    /// way).
    /// - Parameters:
    ///   - animated: Whether it comes in on the presentation spring.
    ///   - completion: Called once: `true` when it arrives shown (on the frame it first
    ///     reaches its detent, as `sheetPanelDidShow(_:)` is sent; its spring may still
    ///     settle there), `false` when it came to rest hidden first or a later request
    ///     replaced this one.
    public func show(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        view.layoutIfNeeded()
        let token = driver.token(for: completion)
        let container = describeContainer()
        update { $0.show(in: container, animated: animated, time: CACurrentMediaTime(), completion: token) }
    }

    /// Hides the panel, which stays in its parent, ready to show again.
    /// - Parameters:
    ///   - animated: Whether it leaves on its spring.
    ///   - completion: Called once: `true` when it is hidden, `false` when a later request
    ///     replaced this one.
    public func hide(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        let token = driver.token(for: completion)
        update { $0.hide(animated: animated, time: CACurrentMediaTime(), completion: token) }
    }

    /// Applies `change` to the lifecycle and performs the actions it queues.
    private func update(_ change: (inout PanelLifecycle) -> Void) {
        runner.update(change)
    }

    /// A hidden panel's surface is hidden too: its shadow would show at the edge, and a new
    /// container (a rotation) does not lay out a panel whose lifecycle has ended. The content
    /// hears the panel showing and hiding (`PanelContentAppearance`). Synced after every
    /// drain of the runner.
    private func syncSurfaceVisibility() {
        driver.surface.isHidden = lifecycle.visibility == .hidden
        forwardAppearance(contentAppearance.panelChanged(to: lifecycle.visibility), animated: true)
    }
}

// The panel's side of the driver.
extension SheetPanelController: SheetViewDriverOwner {
    var engine: SheetEngine { lifecycle.engine }

    var selection: Detent.Identifier { lifecycle.selectedDetentIdentifier }

    var isLeaving: Bool { lifecycle.isLeaving }

    func panMayBegin(atX x: Double, y: Double, motionX: Double, motionY: Double,
                     appAllows: ((SheetDragStart) -> Bool)?) -> Bool {
        lifecycle.panMayBegin(atX: x, y: y, motionX: motionX, motionY: motionY, appAllows: appAllows)
    }

    var sheetContainerView: UIView? { panelContainer }

    func setNeedsContainerDescription() {
        viewIfLoaded?.setNeedsLayout()
    }

    /// The panel's own view: its siblings are the parent's content.
    var accessibilityModalView: UIView? { viewIfLoaded }

    var sheetContent: UIViewController { contentViewController }

    /// The panel's container as the core sees it: its size, and the parent's safe area less
    /// what the attachment leaves out.
    func describeContainer() -> SheetContainer {
        let safeArea = attachment.containerSafeAreaInsets(in: SheetSize(view.bounds.size), safeAreaInsets: SheetInsets(view.safeAreaInsets),
                                                          edge: resolvedEdge)
        return driver.describeContainer(size: panelContainer.bounds.size, safeAreaInsets: safeArea, traits: traitCollection, sourceRect: nil)
    }

    func notifyDelegate(_ notification: SheetNotification) {
        delegate?.sheetPanel(self, didReceive: notification)
    }

    func delegateTarget(velocity: CGFloat, proposed: Detent.Identifier) -> Detent.Identifier {
        var target = proposed
        delegate?.sheetPanel(self, willEndDraggingWithVelocity: velocity, targetDetent: &target)
        return target
    }
}
#endif
