#if canImport(UIKit)
@preconcurrency import UIKit

/// A navigation controller whose `preferredContentSize` follows the view controller it
/// shows, so a sheet's fits-content detent follows a push or a pop on the sheet's spring.
///
/// Present it (or embed it in a ``SheetPanelController``) with a ``Detent/fitsContent(identifier:)``
/// detent, and give each screen a `preferredContentSize` (or Auto Layout constraints from the
/// top of its safe area to the bottom, which SheetKit measures instead):
///
/// ```swift
/// let settings = SheetNavigationController(rootViewController: ShortSettingsViewController())
/// presentSheet(settings, configuration: SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large]))
/// // Later, in ShortSettingsViewController: the sheet grows to the taller screen as it slides in.
/// navigationController?.pushViewController(TallSettingsViewController(), animated: true)
/// ```
///
/// Its size is the top view controller's preferred length along the sheet's axis (else its
/// Auto Layout fitting length without its safe area), plus the navigation bar and the toolbar
/// while they show. A push, a pop and `setViewControllers(_:animated:)` change it as the
/// transition begins; an interactive pop changes it when the finger lifts and the pop goes on,
/// not while the finger decides, so a cancelled pop leaves the sheet where it is. A pop that a
/// ``NavigationTransitionRouter`` styles stays interactive until it lands (the finger may catch
/// it again while it settles, so UIKit hears its end only then), and changes the size when it
/// lands. A screen that
/// changes its own `preferredContentSize`, and bars that show or hide, change it too. Setting
/// `preferredContentSize` yourself lasts until the next of these. The navigation bar counts at
/// the height it has when the size is taken: with large titles that collapse as the content
/// scrolls, the sheet would follow the bar, so give such stacks `largeTitleDisplayMode = .never`
/// (as the Sheet Navigation demo does) or a fixed detent.
///
/// How SheetKit hears of a push, with the app keeping the navigation controller's `delegate`
/// and nothing swizzled (iOS 17.4 and 26.2 SDK headers):
/// - UIKit tells a presentation controller and a parent when a child's `preferredContentSize`
///   changes (`preferredContentSizeDidChangeForChildContentContainer:`, UIContentContainer in
///   UIViewController.h), but a push changes no one's preferred size: the navigation
///   controller's own stays what it was (UINavigationController.h documents no relation to its
///   top's), so neither a sheet nor a panel hears anything.
/// - `systemLayoutFittingSizeDidChangeForChildContentContainer:` is only sent for a child's
///   Auto Layout fitting size, not for a new child; `showViewController:sender:` is
///   "interpreted as pushViewController:animated:" (UINavigationController.h) and reaches the
///   navigation controller, not the sheet; the navigation controller's delegate
///   (`willShowViewController:`) belongs to the app.
/// - So this subclass (UINavigationController.h: "Most clients will not need to subclass";
///   it may be subclassed) overrides the stack's documented entry points (push, the pops,
///   `setViewControllers(_:animated:)`) and reads each transition through its
///   `transitionCoordinator` (UIViewControllerTransitionCoordinator.h: the `to` and `from`
///   view controllers, `notifyWhenInteractionChanges` with `isCancelled` for an interactive
///   pop, the completion of `animate(alongsideTransition:completion:)`); a transition it did
///   not see begin (the interactive pop gesture's) it picks up at its next layout pass. It then
///   sets its own `preferredContentSize`, and UIKit's documented notification above does the
///   rest: the sheet or panel measures again and moves on its spring
///   (``SheetConfiguration/spring``), the path any content-size change takes.
///
/// Which view controller it follows at each moment is `NavigationStackSize`'s rule, tested on
/// any platform. Override the stack methods only with a call to `super`.
@MainActor
open class SheetNavigationController: UINavigationController {
    /// What the size was last computed from (nothing is measured again while it stays).
    private struct Followed: Hashable {
        let controller: ObjectIdentifier
        let preferredSize: SheetSize
        let navigationBarHeight: Double
        let toolbarHeight: Double
        let lengthAcrossAxis: Double
        let axis: SheetAxis
        /// The text size: a fitted screen is measured again when Dynamic Type changes it.
        let contentSizeCategory: UIContentSizeCategory
    }

    private var followed: Followed?
    /// The size the stack prefers, as last computed (or set).
    private var stackPreferredContentSize: CGSize = .zero
    /// The transition whose moments are being followed (UIKit releases it when it ends).
    private weak var observedCoordinator: AnyObject?

    /// The size the stack prefers: the shown view controller's, with the bars (see the type).
    /// Setting it lasts until the stack or its top's size changes.
    override open var preferredContentSize: CGSize {
        get { stackPreferredContentSize }
        set {
            // UIKit's setter tells the presentation controller or the parent; they measure on
            // their next layout pass, after this value is stored.
            super.preferredContentSize = newValue
            stackPreferredContentSize = newValue
        }
    }

    /// Loads the stack's view and takes the root screen's size.
    override open func viewDidLoad() {
        super.viewDidLoad()
        followStack()
    }

    /// Lays out the bars and the shown screen, then follows what changed (a bar shown or
    /// hidden, a new width, a transition seen for the first time).
    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        followStack()
    }

    /// Pushes `viewController`; the stack takes its size as it slides in.
    override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
        followStack()
    }

    /// Pops the top screen; the stack takes the size of the one beneath as it shows (an
    /// interactive pop's once the finger lifts and the pop goes on).
    override open func popViewController(animated: Bool) -> UIViewController? {
        let popped = super.popViewController(animated: animated)
        followStack()
        return popped
    }

    /// Pops to `viewController`; the stack takes its size as it shows.
    override open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        followStack()
        return popped
    }

    /// Pops to the root screen; the stack takes its size as it shows.
    override open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        followStack()
        return popped
    }

    /// Replaces the stack; its size follows the new top screen.
    override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        followStack()
    }

    /// Shows or hides the navigation bar; the stack's size adds or drops its height.
    override open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        super.setNavigationBarHidden(hidden, animated: animated)
        followStack()
    }

    /// Shows or hides the toolbar; the stack's size adds or drops its height.
    override open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        super.setToolbarHidden(hidden, animated: animated)
        followStack()
    }

    /// A screen changed its preferred size: the stack's follows when it is the one shown (a
    /// pushed screen that sets it in `viewWillAppear(_:)` too).
    override open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let coordinator = transitionCoordinator {
            reach(Self.moment(of: coordinator), in: coordinator)
        } else {
            follow(topViewController)
        }
    }

    /// A screen's Auto Layout fitting size changed (its content grew or shrank): measured again.
    override open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        followed = nil
        followStack()
    }

    // MARK: Following

    /// Follows the running transition's moments, or the top view controller when none runs.
    private func followStack() {
        if let coordinator = transitionCoordinator {
            observe(coordinator)
        } else {
            follow(topViewController)
        }
    }

    /// Follows `coordinator`'s transition once: its beginning now, then the finger lifting and the end.
    private func observe(_ coordinator: UIViewControllerTransitionCoordinator) {
        guard observedCoordinator !== coordinator else { return }
        observedCoordinator = coordinator
        reach(coordinator.isInteractive ? .beganInteractively : .began, in: coordinator)
        coordinator.notifyWhenInteractionChanges { [weak self] context in self?.reach(Self.moment(of: context), in: context) }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in self?.reach(.completed, in: context) }
    }

    /// Where a running transition is: under a finger, going back after one, or going on.
    private static func moment(of context: UIViewControllerTransitionCoordinatorContext) -> NavigationStackSize.Moment {
        NavigationStackSize.Moment(isInteractive: context.isInteractive, isCancelled: context.isCancelled)
    }

    /// Follows the view controller `NavigationStackSize` names for `moment`.
    private func reach(_ moment: NavigationStackSize.Moment, in context: UIViewControllerTransitionCoordinatorContext) {
        switch NavigationStackSize.followed(at: moment) {
        case .destination: follow(context.viewController(forKey: .to))
        case .source: follow(context.viewController(forKey: .from))
        case .top: follow(topViewController)
        case nil: break
        }
    }

    /// Sets the stack's preferred size from `controller`'s (the top view controller when
    /// `controller` is not one of this stack's, as in the sheet's own presentation).
    private func follow(_ controller: UIViewController?) {
        guard let shown = controller?.parent === self ? controller : topViewController, isViewLoaded else { return }
        // A screen that sets its preferred size in `viewDidLoad()` has it before it is read.
        shown.loadViewIfNeeded()
        let axis = sheetAxis
        var stack = NavigationStackSize(topPreferredSize: SheetSize(shown.preferredContentSize),
                                        navigationBarHeight: isNavigationBarHidden ? 0 : Double(navigationBar.frame.height),
                                        toolbarHeight: isToolbarHidden ? 0 : Double(toolbar.frame.height))
        let key = Followed(controller: ObjectIdentifier(shown), preferredSize: stack.topPreferredSize,
                           navigationBarHeight: stack.navigationBarHeight, toolbarHeight: stack.toolbarHeight,
                           lengthAcrossAxis: SheetSize(view.bounds.size).length(across: axis), axis: axis,
                           contentSizeCategory: traitCollection.preferredContentSizeCategory)
        guard key != followed else { return }
        followed = key
        if stack.needsFittingLength(along: axis) { stack.topFittingLength = fittingLength(of: shown, along: axis) }
        let size = stack.preferredContentSize(along: axis)
        let preferred = CGSize(width: size.width, height: size.height)
        if preferred != preferredContentSize { preferredContentSize = preferred }
    }

    /// The axis of the sheet or panel showing this stack; vertical before it shows. The panel
    /// it is the content of comes first: `sheetController` reads the nearest presented view
    /// controller, a sheet the panel may itself sit in.
    private var sheetAxis: SheetAxis {
        let edge = sheetPanelController?.configuration.edge ?? sheetController?.configuration.edge ?? .bottom
        return edge.resolved(for: .leftToRight).axis
    }

    /// Auto Layout's fitting length of `controller`'s view along `axis` at this stack's length
    /// across it, without the view's safe area (the bars and the sheet's edge add theirs).
    private func fittingLength(of controller: UIViewController, along axis: SheetAxis) -> Double {
        guard let content = controller.view else { return 0 }
        let fitted = content.fittingSize(along: axis, across: SheetSize(view.bounds.size).length(across: axis))
        let insets = content.safeAreaInsets
        return axis.along(x: Double(fitted.width - insets.left - insets.right), y: Double(fitted.height - insets.top - insets.bottom))
    }
}
#endif
