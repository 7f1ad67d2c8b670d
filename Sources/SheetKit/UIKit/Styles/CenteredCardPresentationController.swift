#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller as a card floating in the middle of the screen, dropping in
/// from the top on a position and a scale spring over a light dimming, with the presenting
/// view's tint dimmed ("Popping"); a drag down, a tap on the dimming or VoiceOver's escape
/// drops it out (usually created for you by
/// ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)`` with
/// ``SourcePresentationStyle/card``).
///
/// A humble adapter around a `CenteredCardLifecycle`: it measures the content (its
/// preferred size, or its Auto Layout height at the card's width) and the container, passes
/// the pan, the tap and the escape in, and renders the lifecycle's `CenteredCardAppearance`
/// on every frame (the card's bounds, center, transform, alpha and corners, the dimming, the
/// presenting view's tint). Every decision is the core's.
@MainActor
public final class CenteredCardPresentationController: UIPresentationController, SourcePresentationControlling,
    UIGestureRecognizerDelegate {
    /// The dimming color at full dimming (its alpha is multiplied by the style's dimming).
    /// Default black.
    public var dimmingColor: UIColor = .black {
        didSet { dimmingView.dimmingColor = dimmingColor }
    }

    /// Runs the lifecycle that makes every decision about this presentation.
    let runner: TransitionRunner<CenteredCardLifecycle>
    /// The card: it clips the presented view to its rounded corners.
    let cardView = SourcePresentationContainerView()
    private let dimmingView = SheetDimmingView()
    private let panGesture = UIPanGestureRecognizer()
    /// Spans what the keyboard covers of the container (iOS 17 and later), so a card with a
    /// text field rises above the keyboard (``CenteredCardMetrics``: the card centres in the
    /// area the keyboard leaves).
    private let keyboardProbe = SheetKeyboardProbe()
    /// What the keyboard covers of the container's bottom, in points, as last laid out.
    private var keyboardCovered = 0.0
    /// Called once a dismissal the user took action for (a pull, a tap on the dimming,
    /// VoiceOver's escape) completed, after the `delegate`'s
    /// `presentationControllerDidDismiss(_:)`; not for the app's own `dismiss(animated:)`.
    /// Like sheets, the style also calls `presentationControllerShouldDismiss(_:)`,
    /// `presentationControllerWillDismiss(_:)` and `presentationControllerDidAttemptToDismiss(_:)`.
    public var onUserDismissal: (() -> Void)? {
        get { userDismissals.onUserDismissal }
        set { userDismissals.onUserDismissal = newValue }
    }
    /// The adaptive delegate calls of the user's dismissals.
    private let userDismissals = UserDismissalRelay()
    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's: the end of each
    /// transition, `true` for the presentation, with whether it completed.
    var bridgeTransitionDidEnd: ((_ presenting: Bool, _ completed: Bool) -> Void)?
    /// The presenting view's own `tintAdjustmentMode`, kept while the card dims it and given
    /// back when it stops (an app may have set `.normal` or `.dimmed` itself).
    private var presentingTintMode: UIView.TintAdjustmentMode?

    /// Creates a centered card presentation.
    /// - Parameters:
    ///   - presentedViewController: The card's content.
    ///   - presentingViewController: The presenting view controller.
    ///   - style: The card's size rule and springs.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
                style: CenteredCardStyle) {
        runner = TransitionRunner(CenteredCardLifecycle(style: style, contentSize: SheetSize(width: 0, height: 0),
                                                        container: SheetContainer(size: SheetSize(width: 0, height: 0)),
                                                        reduceMotion: UIAccessibility.isReduceMotionEnabled), scene: nil)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        runner.beginTransition = { [weak self] in
            self.map { $0.userDismissals.dismissForUser($0) { [weak self] in self?.dismissalRefused() } }
        }
        runner.render = { [weak self] in self?.render() }
        runner.prepare = { [weak self] container in self?.prepareTransition(in: container) }
        dimmingView.dimmingColor = dimmingColor
        dimmingView.dimmingAlpha = 0
        dimmingView.onTap = { [weak self] in _ = self?.requestDismissal() }
        cardView.takeInput(pan: panGesture, controller: self, action: #selector(handlePan(_:))) { [weak self] in
            self?.requestDismissal() ?? false
        }
        // The keyboard probe reports from iOS 17 on; before, the keyboard's notifications do.
        if #unavailable(iOS 17.0) {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { cardView }

    override public var shouldRemovePresentersView: Bool { false }

    /// The card's untransformed frame by ``CenteredCardMetrics``.
    override public var frameOfPresentedViewInContainerView: CGRect {
        let value = runner.lifecycle
        return CGRect(value.card.style.metrics.frame(contentSize: value.contentSize, in: value.container))
    }

    /// The content's coming size for a size change (what its `viewWillTransition(to:with:)`
    /// hears, UIViewController.h): the card's frame by ``CenteredCardMetrics`` in a container
    /// of `parentSize` with the current safe area, not the whole screen.
    override public func size(forChildContentContainer container: UIContentContainer,
                              withParentContainerSize parentSize: CGSize) -> CGSize {
        let value = runner.lifecycle
        var next = value.container
        next.size = SheetSize(parentSize)
        let frame = value.card.style.metrics.frame(contentSize: value.contentSize, in: next)
        return CGSize(width: frame.width, height: frame.height)
    }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        prepareTransition(in: containerView)
        cardView.embed(presentedViewController.view)
        measure()
    }

    /// A presentation that did not complete tears the lifecycle down (its context cancelled
    /// once, the presenting view's tint given back): `TrackTransitionEvent.presentationTransitionDidEnd(completed:)`.
    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard runner.lifecycle.ownsTransitionEnd else { return }
        defer { bridgeTransitionDidEnd?(true, completed) }
        end(with: TrackTransitionEvent.presentationTransitionDidEnd(completed: completed))
    }

    /// A dismissal the user took action for tells the delegate it will dismiss
    /// (`UserDismissalReport`).
    override public func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        userDismissals.dismissalWillBegin(self)
    }

    /// A completed dismissal tears the lifecycle down:
    /// `TrackTransitionEvent.dismissalTransitionDidEnd(completed:)`.
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard runner.lifecycle.ownsTransitionEnd else { return }
        // Deferred calls run last first: the delegate and `onUserDismissal`, then the bridge.
        defer { bridgeTransitionDidEnd?(false, completed) }
        defer { userDismissals.dismissalDidEnd(completed: completed, self) }
        end(with: TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed))
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? dimmingView.frame
        measure()
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// The content's Auto Layout fitting size changed (UIViewController.h lines 67–73: a field
    /// that grows as the user types, a row shown): the card measures it again, as a sheet does.
    override public func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    // MARK: Transitions

    func animationController(for operation: PresentationOperation) -> UIViewControllerAnimatedTransitioning? { runner }

    func interactionController(for operation: PresentationOperation) -> UIViewControllerInteractiveTransitioning? {
        runner.interactionController
    }

    /// Puts the dimming, the card and the keyboard probe in the container.
    func prepareTransition(in container: UIView?) {
        container?.accessibilityViewIsModal = true
        dimmingView.frame = container?.bounds ?? dimmingView.frame
        container?.insertSubview(dimmingView, at: 0)
        container?.addSubview(cardView)
        if let container, keyboardProbe.superview !== container {
            keyboardProbe.pin(in: container) { [weak self] frame, _ in self?.keyboardMoved(covering: frame) }
        }
    }

    /// The keyboard moved (inside its own animation block when it shows or hides, so the card
    /// moves with it): measure again with what it covers.
    private func keyboardMoved(covering frame: CGRect) {
        let covered = Double(frame.height)
        guard covered != keyboardCovered else { return }
        keyboardCovered = covered
        measure()
    }

    /// Before iOS 17 (the probe does not report there): what the keyboard will cover at the
    /// container's bottom, from its end frame in the screen's coordinate space, by the rule a
    /// sheet's keyboard follows (`SheetInsets.covered(by:in:)`: a floating, undocked or split
    /// keyboard, or an empty frame, covers nothing), measured inside an animation with the
    /// keyboard's own duration and curve so that the card moves with it.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let container = containerView, let screen = container.window?.screen,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let bottom = SheetInsets.covered(by: SheetRect(container.convert(end, from: screen.coordinateSpace)),
                                         in: SheetSize(container.bounds.size)).bottom
        let covered = CGRect(x: 0, y: container.bounds.maxY - bottom, width: container.bounds.width, height: bottom)
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.keyboardMoved(covering: covered)
        }
    }

    /// The container as the card's rules see it, the keyboard included.
    private var describedContainer: SheetContainer? {
        containerView.map { SheetContainer($0, keyboardCovered: keyboardCovered) }
    }

    /// UIKit refused the dismissal the style asked for: the lifecycle forgets it
    /// (`TrackTransitionEvent.transitionRefused`) and what it shows now is rendered.
    private func dismissalRefused() {
        runner.handle(.transitionRefused)
        render()
    }

    /// Shows the lifecycle's appearance for the geometry now.
    func render() {
        let value = runner.lifecycle
        let appearance = value.appearance(contentSize: value.contentSize, container: describedContainer ?? value.container)
        cardView.bounds = CGRect(origin: .zero, size: CGSize(width: appearance.frame.width, height: appearance.frame.height))
        cardView.center = CGPoint(x: appearance.frame.x + appearance.frame.width / 2, y: appearance.frame.y + appearance.frame.height / 2)
        cardView.transform = CGAffineTransform(translationX: 0, y: CGFloat(appearance.translationY))
            .scaledBy(x: CGFloat(appearance.scaleX), y: CGFloat(appearance.scaleY))
        cardView.alpha = CGFloat(appearance.alpha)
        cardView.layer.cornerRadius = CGFloat(appearance.cornerRadius)
        dimmingView.dimmingAlpha = CGFloat(appearance.dimmingAlpha)
        showPresentingTint(dimmed: appearance.isPresentingTintDimmed)
    }

    /// Dims the presenting view's tint, keeping its own mode, or gives that mode back.
    private func showPresentingTint(dimmed: Bool) {
        guard let view = presentingViewController.viewIfLoaded else { return }
        if dimmed {
            if presentingTintMode == nil { presentingTintMode = view.restorableTintAdjustmentMode }
            view.tintAdjustmentMode = .dimmed
        } else if let own = presentingTintMode {
            view.tintAdjustmentMode = own
            presentingTintMode = nil
        }
    }

    // MARK: Input

    /// Measures the content and the container into the lifecycle, and shows the result.
    private func measure() {
        let container = describedContainer ?? SheetContainer(cardView)
        let preferred = presentedViewController.preferredContentSize
        let width = runner.lifecycle.card.style.metrics.width(preferred: Double(preferred.width), in: container)
        let fitted = presentedViewController.view.systemLayoutSizeFitting(
            CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let content = CenteredCardMetrics.contentSize(preferredWidth: Double(preferred.width), preferredHeight: Double(preferred.height),
                                                      fittedHeight: Double(fitted.height))
        runner.send(.geometryChanged(contentSize: content, container: container))
        render()
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        for event in pan.panGestureEvents(in: containerView, time: CACurrentMediaTime()) { runner.send(.pan(event)) }
    }

    /// Asks for the drop-out (a tap on the dimming, VoiceOver's escape) and returns whether a
    /// dismissal is now under way (``TransitionLifecycle/isTransitionUnderWay``); the app is
    /// asked only when the drop-out would start (not while the app's own dismissal runs), and a
    /// refusal that is its own tells the delegate of the attempt.
    private func requestDismissal() -> Bool {
        let permitted = userDismissals.requestPermitted(wouldDismiss: runner.lifecycle.grantsTransitionRequest(permitted: true), self)
        runner.send(.dismissRequested(userMayDismiss: permitted))
        return runner.lifecycle.isTransitionUnderWay
    }

    /// Passes the events a transition's end means, then shows the result (after a teardown,
    /// the presenting view's tint given back).
    private func end(with events: [TrackTransitionEvent]) {
        events.forEach(runner.handle)
        render()
    }

    // MARK: UIGestureRecognizerDelegate

    /// A drag may start when the lifecycle accepts one: a downward drag during the drop-in or
    /// at rest from the top of the content under the finger
    /// (`CenteredCardLifecycle.panWouldDismiss(velocity:contentAtTop:)`), any drag to catch a
    /// dismissal; the app is asked only for a drag that would dismiss, and one held back only
    /// by its refusal tells the delegate of the attempt.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let lifecycle = runner.lifecycle
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let velocity = SheetPoint(pan.velocity(in: containerView))
        let translation = pan.translation(in: cardView), location = pan.location(in: cardView)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let chain = cardView.scrollViews(under: start)
        let scrollView = ScrollViewSelection.trackedIndex(in: chain.map(ScrollCandidate.init), axis: .vertical).map { chain[$0] }
        let contentAtTop = scrollView.map { ScrollMetrics($0, along: .vertical).isAtStart } ?? true
        return userDismissals.panBegins(beginsWithoutPermission: lifecycle.mayBeginPan(userMayDismiss: false),
                                        wouldDismiss: lifecycle.panWouldDismiss(velocity: velocity, contentAtTop: contentAtTop), self)
    }

    /// A vertical scroll view in the card waits for the card's pan while it may begin
    /// (`CenteredCardLifecycle.scrollViewsWaitForPan`): a drag down from the content's top
    /// drops the card out, any other drag fails the card's pan at once and scrolls.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        guard other.isPanOfScrollView(inside: cardView), let scrollView = other.pannedScrollView,
              ScrollCandidate(scrollView).scrolls(along: .vertical) else { return false }
        return runner.lifecycle.scrollViewsWaitForPan
    }
}
#endif
