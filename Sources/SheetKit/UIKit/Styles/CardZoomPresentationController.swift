#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller out of a card, as the App Store's Today cards open (usually
/// created for you by ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)``
/// with ``SourcePresentationStyle/zoom(from:style:)``).
///
/// A humble adapter around a `CardZoomLifecycle`: it measures the screen (the container,
/// the card's frame now, the detail's scroll position) into a `CardZoomScene`, passes the
/// pan and VoiceOver's escape in, and renders the lifecycle's `CardZoomAppearance` on every
/// frame: the detail sits in a clipping view at the appearance's frame and corner radius, its
/// view laid out once at the detail's size and scaled. Every decision (the open, the
/// direction lock, the release, the close, where the card is) is the core's.
///
/// - The detail captures the status bar's appearance: override `prefersStatusBarHidden` in it
///   to hide the status bar while it is up.
/// - The presenting tab bar (``tabBar``) slides out as the detail opens and back as it closes.
@MainActor
public final class CardZoomPresentationController: UIPresentationController, SourcePresentationControlling,
    UIGestureRecognizerDelegate {
    /// The card's corner radius, in points; `nil` (the default) reads the card view's
    /// `layer.cornerRadius` at each frame.
    public var sourceCornerRadius: CGFloat?
    /// The detail's corner radius when presented, in points. Default 0 (square, full screen).
    public var detailCornerRadius: CGFloat = 0
    /// The detail's scroll view whose top lets a pull down dismiss. `nil` (the default): the
    /// scroll view under the finger when the pull starts.
    public weak var detailScrollView: UIScrollView?
    /// The tab bar that slides out of the way; the presenting view controller's tab bar by
    /// default; set `nil` to leave it.
    public weak var tabBar: UITabBar?

    /// Runs the lifecycle that makes every decision about this presentation.
    let runner: TransitionRunner<CardZoomLifecycle>
    private let sourceProvider: @MainActor () -> UIView?
    /// The clipping view that holds the detail.
    let frameView = SourcePresentationContainerView()
    private let panGesture = UIPanGestureRecognizer()
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
    /// The card hidden while the detail stands for it (`CardZoomLifecycle.hidesSource`), with
    /// the `alpha` it had, to give back. Hidden by its alpha, not `isHidden`: a stack view lays
    /// its arranged subviews out again when one's `isHidden` changes (UIStackView.h lines
    /// 110–112 in the iOS 26.2 SDK), which would close the card's gap and leave its frame
    /// empty for the close to land on.
    private var hiddenSource: (view: UIView, alpha: CGFloat)?
    /// The tab bar's own `isHidden` while the detail hides it (`nil` while it does not).
    private var tabBarWasHidden: Bool?
    /// The detail's own `modalPresentationCapturesStatusBarAppearance`, given back once it is gone.
    private var capturedStatusBarBefore = false
    /// The detail's safe area, kept where it lands while it moves.
    private var detailSafeArea = SafeAreaKeeper()
    /// The scroll view under the finger of the current pan.
    private weak var touchedScrollView: UIScrollView?
    /// The horizontally scrollable scroll views under the finger of the current pan,
    /// innermost first (held weakly).
    private var touchedHorizontalScrollViews: [WeakReference<UIScrollView>] = []
    /// The view the current pan touched down on, whose gestures a locked pull stops.
    private weak var touchedView: UIView?

    /// Creates a card zoom presentation.
    /// - Parameters:
    ///   - presentedViewController: The detail.
    ///   - presentingViewController: The presenting view controller.
    ///   - style: The zoom's numbers.
    ///   - sourceProvider: Returns the card view now (`nil` when it is gone).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
                style: CardZoomStyle, sourceProvider: @escaping @MainActor () -> UIView?) {
        self.sourceProvider = sourceProvider
        let unmeasured = CardZoomScene(container: SheetContainer(size: SheetSize(width: 0, height: 0)), currentSource: nil,
                                       lastKnownSource: SheetRect(x: 0, y: 0, width: 0, height: 0), sourceCornerRadius: 0)
        runner = TransitionRunner(CardZoomLifecycle(style: style, scene: unmeasured, reduceMotion: UIAccessibility.isReduceMotionEnabled),
                                  scene: nil)
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        runner.beginTransition = { [weak self] in
            self.map { $0.userDismissals.dismissForUser($0) { [weak self] in self?.dismissalRefused() } }
        }
        runner.render = { [weak self] in self?.render() }
        runner.prepare = { [weak self] container in self?.prepareTransition(in: container) }
        tabBar = presentingViewController?.tabBarController?.tabBar ?? (presentingViewController as? UITabBarController)?.tabBar
        frameView.takeInput(pan: panGesture, controller: self, action: #selector(handlePan(_:))) { [weak self] in
            self?.requestDismissal() ?? false
        }
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { frameView }

    override public var shouldRemovePresentersView: Bool { false }

    override public var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        // The detail sets the status bar while it covers the screen, from when UIKit took the
        // presentation; the app's own setting comes back when it is gone (a view controller
        // presented again another way).
        capturedStatusBarBefore = presentedViewController.modalPresentationCapturesStatusBarAppearance
        presentedViewController.modalPresentationCapturesStatusBarAppearance = true
        prepareTransition(in: containerView)
        frameView.addSubview(presentedViewController.view)
        runner.send(.sceneChanged(describeScene()))
        render()
    }

    /// A presentation that did not complete tears the lifecycle down (an open context
    /// cancelled once): `TrackTransitionEvent.presentationTransitionDidEnd(completed:)`.
    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard runner.lifecycle.ownsTransitionEnd else { return }
        defer { bridgeTransitionDidEnd?(true, completed) }
        TrackTransitionEvent.presentationTransitionDidEnd(completed: completed).forEach(runner.handle)
        if !completed { statusBarAndChromeBack() }
        showSource(hidden: runner.lifecycle.hidesSource)
    }

    /// A dismissal the user took action for tells the delegate it will dismiss
    /// (`UserDismissalReport`).
    override public func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        userDismissals.dismissalWillBegin(self)
    }

    /// A completed dismissal tears the lifecycle down
    /// (`TrackTransitionEvent.dismissalTransitionDidEnd(completed:)`).
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard runner.lifecycle.ownsTransitionEnd else { return }
        // Deferred calls run last first: the delegate and `onUserDismissal`, then the bridge.
        defer { bridgeTransitionDidEnd?(false, completed) }
        defer { userDismissals.dismissalDidEnd(completed: completed, self) }
        // Presented or gone, the detail's own view is unscaled, with its own safe area when gone.
        presentedViewController.view.transform = .identity
        if completed { detailSafeArea.restore(presentedViewController) }
        TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed).forEach(runner.handle)
        if completed {
            statusBarAndChromeBack()
        } else {
            placeTabBar(runner.lifecycle)
        }
        showSource(hidden: runner.lifecycle.hidesSource)
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        runner.send(.sceneChanged(describeScene()))
        render()
    }

    /// After the layout pass UIKit has derived the detail's safe area for its new place (a
    /// rotation): corrected again from that reading, which converges in one step.
    override public func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        keepDetailSafeArea(runner.lifecycle.scene.detailSafeAreaInsets)
    }

    // MARK: Transitions

    func animationController(for operation: PresentationOperation) -> UIViewControllerAnimatedTransitioning? { runner }

    func interactionController(for operation: PresentationOperation) -> UIViewControllerInteractiveTransitioning? {
        runner.interactionController
    }

    /// Puts the clipping view in the container and stops the detail's scroll view, whose
    /// drag the dismissal takes over.
    func prepareTransition(in container: UIView?) {
        container?.accessibilityViewIsModal = true
        container?.addSubview(frameView)
        // The pull owns the finger from here: the detail's scroll view, and every gesture of
        // the views under the finger (a carousel, a map, a canvas, a SwiftUI drag), stop,
        // so nothing inside moves while the detail shrinks. Toggling `isEnabled` cancels a
        // recognizer's gesture (UIGestureRecognizer.h, `enabled`).
        var recognizers: [UIGestureRecognizer] = [(detailScrollView ?? touchedScrollView)?.panGestureRecognizer].compactMap { $0 }
        var view = touchedView
        while let touched = view, touched !== frameView {
            recognizers += touched.gestureRecognizers ?? []
            view = touched.superview
        }
        for recognizer in recognizers where recognizer !== panGesture && recognizer.isEnabled {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
    }

    /// UIKit refused the dismissal the style asked for: the lifecycle forgets it
    /// (`TrackTransitionEvent.transitionRefused`) and what it shows now is rendered.
    private func dismissalRefused() {
        runner.handle(.transitionRefused)
        render()
    }

    /// Shows the lifecycle's appearance for the screen as it is now.
    func render() {
        let lifecycle = runner.lifecycle
        let appearance = lifecycle.appearance(in: describeScene())
        frameView.frame = CGRect(appearance.frame)
        frameView.layer.cornerRadius = CGFloat(appearance.cornerRadius)
        frameView.alpha = CGFloat(appearance.alpha)
        let detail: UIView = presentedViewController.view
        detail.bounds = CGRect(origin: .zero, size: CGSize(appearance.contentLayoutSize))
        detail.center = CGPoint(appearance.contentCenterInFrame)
        detail.transform = CGAffineTransform(scaleX: CGFloat(appearance.contentScale), y: CGFloat(appearance.contentScale))
        keepDetailSafeArea(lifecycle.scene.detailSafeAreaInsets)
        placeTabBar(lifecycle)
        showSource(hidden: lifecycle.hidesSource)
    }

    /// Keeps the detail's safe area at `insets`, where it lands (`CardZoomScene.detailSafeAreaInsets`),
    /// while it moves and scales, so its content is laid out once.
    private func keepDetailSafeArea(_ insets: SheetInsets) {
        detailSafeArea.keep(presentedViewController, desired: insets)
    }

    /// Slides the tab bar with the open and the close, and hides it at its own place, with
    /// the identity transform, while the detail is fully up (`CardZoomLifecycle.hidesTabBar`).
    private func placeTabBar(_ lifecycle: CardZoomLifecycle) {
        guard let tabBar else { return }
        if lifecycle.hidesTabBar {
            if tabBarWasHidden == nil { tabBarWasHidden = tabBar.isHidden }
            tabBar.transform = .identity
            tabBar.isHidden = true
            return
        }
        if let wasHidden = tabBarWasHidden {
            tabBar.isHidden = wasHidden
            tabBarWasHidden = nil
        }
        let height = Double(tabBar.bounds.height)
        tabBar.transform = CGAffineTransform(translationX: 0, y: CGFloat(lifecycle.tabBarTranslation(tabBarHeight: height)))
    }

    /// Hides the card now under the detail (the provider's answer may change: a reused cell),
    /// or gives the one hidden before its own `alpha` back. The alpha is set again on every
    /// render: a collection view resets a cell's alpha when it applies layout attributes
    /// (UICollectionViewLayout.h, `UICollectionViewLayoutAttributes.alpha`).
    private func showSource(hidden: Bool) {
        let source = hidden ? sourceProvider() : nil
        if let previous = hiddenSource, previous.view !== source {
            previous.view.alpha = previous.alpha
            hiddenSource = nil
        }
        guard let source else { return }
        if hiddenSource == nil { hiddenSource = (view: source, alpha: source.alpha) }
        source.alpha = 0
    }

    // MARK: Input

    /// The screen now: the container, the card's frame in it, the detail's scroll position.
    private func describeScene() -> CardZoomScene {
        let container: UIView = containerView ?? frameView
        let source = sourceProvider()
        let scrollView = detailScrollView ?? touchedScrollView
        var scene = runner.lifecycle.scene.measured(
            container: SheetContainer(container),
            sourceFrame: source.map { SheetRect($0.convert($0.bounds, to: container)) },
            sourceIsInWindow: source?.window === container.window,
            sourceCornerRadius: Double(sourceCornerRadius ?? source?.layer.cornerRadius ?? 0),
            isDetailScrolledToTop: scrollView.map { ScrollMetrics($0, along: .vertical).isAtStart } ?? true,
            horizontalScrollViews: touchedHorizontalScrollViews.compactMap { $0.object.map { ScrollMetrics($0, along: .horizontal) } })
        scene.destinationCornerRadius = Double(detailCornerRadius)
        return scene
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        for event in pan.panGestureEvents(in: containerView, time: CACurrentMediaTime()) {
            runner.send(.pan(event, describeScene()))
        }
        // The touch is over: a later close without a finger stops nothing under it.
        if pan.state == .ended || pan.state == .cancelled || pan.state == .failed {
            touchedView = nil
            touchedHorizontalScrollViews = []
        }
    }

    /// The detail is gone, or never came: the status bar is the app's again, and the chrome
    /// follows the ended lifecycle (the tab bar back at its place, shown as it was; a detail
    /// removed under something it presented ends without a last frame of its own close).
    private func statusBarAndChromeBack() {
        presentedViewController.modalPresentationCapturesStatusBarAppearance = capturedStatusBarBefore
        placeTabBar(runner.lifecycle)
    }

    /// Asks for the close (VoiceOver's escape) and returns whether a dismissal is now under
    /// way (``TransitionLifecycle/isTransitionUnderWay``); the app is asked only when the close
    /// would start, and a refusal that is the app's (modal in presentation, or the delegate
    /// said no) tells the delegate of the attempt.
    private func requestDismissal() -> Bool {
        let permitted = userDismissals.requestPermitted(wouldDismiss: runner.lifecycle.grantsTransitionRequest(permitted: true), self)
        runner.send(.dismissRequested(userMayDismiss: permitted))
        return runner.lifecycle.isTransitionUnderWay
    }

    // MARK: UIGestureRecognizerDelegate

    /// What the touch-down point `point` (in the frame view's coordinates) is on, for the
    /// direction lock: the scroll view a vertical pull shares the finger with, as a sheet picks
    /// it (the deepest one under the finger that scrolls vertically,
    /// `ScrollViewSelection.trackedIndex(in:axis:)`: a carousel or a text view that does not
    /// scroll is passed over for the list around it).
    private func touch(at point: CGPoint) {
        let chain = frameView.scrollViews(under: point)
        touchedScrollView = ScrollViewSelection.trackedIndex(in: chain.map(ScrollCandidate.init), axis: .vertical).map { chain[$0] }
        touchedHorizontalScrollViews = chain.filter(\.isScrollEnabled).map { WeakReference($0) }
        touchedView = frameView.hitTest(point, with: nil)
    }

    /// A pull may start when the lifecycle accepts one; the scroll view under the finger is
    /// the one whose top the direction lock reads. A drag the lock declined (a scroll, a swipe
    /// inside the detail, a stack's back swipe) does not begin, so the content keeps its
    /// touches (a begun pan cancels them, `cancelsTouchesInView`), and the app is not asked; a
    /// modal detail's pan does not begin, and one that locked as a pull tells the delegate of
    /// the attempt.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let lifecycle = runner.lifecycle
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let container = containerView else { return false }
        let translation = SheetPoint(pan.translation(in: container))
        let location = SheetPoint(pan.location(in: container))
        let start = SheetPoint(x: location.x - translation.x, y: location.y - translation.y)
        touch(at: frameView.convert(CGPoint(start), from: container))
        let decision = lifecycle.pullDecision(start: start, translation: translation, in: describeScene())
        let begins = userDismissals.panBegins(beginsWithoutPermission: lifecycle.mayBeginPan(userMayDismiss: false),
                                              wouldDismiss: decision != nil && decision != .declined,
                                              reportsAttempt: decision.map { if case .locked = $0 { true } else { false } } ?? false, self)
        // A pan that does not begin never reaches `handlePan`: its touch is forgotten here, so
        // a later close without a finger stops nothing under it and reads no stale scroll view.
        if !begins {
            touchedScrollView = nil
            touchedView = nil
            touchedHorizontalScrollViews = []
        }
        return begins
    }

    /// The pull waits for the back swipes of a navigation stack inside the detail, UIKit's or a
    /// `NavigationTransitionRouter`'s standing in for them (`InteractivePanBegin.presentedPullWaits(for:)`):
    /// a back swipe there goes back, and only one the pop declines may close the detail.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other.systemPop(ofStackInside: frameView).map(InteractivePanBegin.presentedPullWaits(for:)) ?? false
    }

    /// The pull shares the finger with the detail's own gestures until the direction lock
    /// decides (a declined drag leaves them alone; a locked one stops the scroll view).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
