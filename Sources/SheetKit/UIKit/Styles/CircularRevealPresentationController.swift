#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a view controller through a circle growing from a point (a floating button's
/// center) until it covers the farthest corner, and dismisses it back into the point; a pan
/// toward the point drives the dismissal, its progress the circle's radius (usually created
/// for you by ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)`` with
/// `.circularReveal(from:)`).
///
/// A reveal is one track whose length is the covering radius, so each transition runs on a
/// `TrackTransitionDriver` with its `TrackTransitionLifecycle`; this controller measures
/// the center and the container, translates the pan with `CircularReveal`'s mapping, and
/// renders `CircularReveal.appearance(presentedFraction:center:containerSize:reduceMotion:)`
/// as a circular mask, put on only while the circle covers less than the screen. A rotation relays the running track out to the new radius (its
/// progress kept) and renders the same fraction in the new geometry.
@MainActor
public final class CircularRevealPresentationController: UIPresentationController, SourcePresentationControlling,
    UIGestureRecognizerDelegate {
    /// The settle spring.
    public let spring: MotionSpring
    private let origin: RevealOrigin
    /// The circle's center last shown, kept while its source cannot be measured.
    private var lastRevealCenter: SheetPoint?
    private let reduceMotion = UIAccessibility.isReduceMotionEnabled
    /// The masked view that holds the presented view.
    let revealView = SourcePresentationContainerView()
    private let maskLayer = CAShapeLayer()
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
    /// The presented fraction last shown (rendered again in new geometry on a relayout).
    private var shownFraction = 0.0
    private lazy var presentationDriver = makeDriver(for: .presentation)
    /// The next (or running) dismissal; replaced by a fresh one when one ends.
    private lazy var dismissalDriver = makeDriver(for: .dismissal)

    /// Creates a circular reveal presentation.
    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, origin: RevealOrigin,
         spring: MotionSpring) {
        self.origin = origin
        self.spring = spring
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        revealView.takeInput(pan: panGesture, controller: self, action: #selector(handlePan(_:))) { [weak self] in
            self?.escape() ?? false
        }
    }

    // MARK: UIPresentationController

    override public var presentedView: UIView? { revealView }

    override public var shouldRemovePresentersView: Bool { false }

    override public var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override public func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        prepareTransition(in: containerView)
        revealView.embed(presentedViewController.view)
        render(presentedFraction: 0)
    }

    /// A presentation that did not complete tears both lifecycles down (an open context
    /// cancelled once): `TrackTransitionEvent.presentationTransitionDidEnd(completed:)`.
    override public func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard presentationDriver.lifecycle.ownsTransitionEnd else { return }
        defer { bridgeTransitionDidEnd?(true, completed) }
        tearDown(with: TrackTransitionEvent.presentationTransitionDidEnd(completed: completed))
    }

    /// A dismissal the user took action for tells the delegate it will dismiss
    /// (`UserDismissalReport`).
    override public func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        userDismissals.dismissalWillBegin(self)
    }

    /// A completed dismissal tears both lifecycles down
    /// (`TrackTransitionEvent.dismissalTransitionDidEnd(completed:)`).
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard dismissalDriver.lifecycle.ownsTransitionEnd else { return }
        // Deferred calls run last first: the delegate and `onUserDismissal`, then the bridge.
        defer { bridgeTransitionDidEnd?(false, completed) }
        defer { userDismissals.dismissalDidEnd(completed: completed, self) }
        tearDown(with: TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed))
    }

    private func tearDown(with events: [TrackTransitionEvent]) {
        events.forEach(presentationDriver.handle)
        events.forEach(dismissalDriver.handle)
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        revealView.frame = containerView?.bounds ?? revealView.frame
        let length = CircularReveal.trackLength(center: measureRevealCenter(), containerSize: containerSize)
        presentationDriver.handle(.lengthChanged(length))
        dismissalDriver.handle(.lengthChanged(length))
        render(presentedFraction: shownFraction)
    }

    // MARK: Transitions

    func animationController(for operation: PresentationOperation) -> UIViewControllerAnimatedTransitioning? {
        driver(for: operation)
    }

    func interactionController(for operation: PresentationOperation) -> UIViewControllerInteractiveTransitioning? {
        driver(for: operation).interactionController
    }

    private func driver(for operation: PresentationOperation) -> TrackTransitionDriver {
        switch operation {
        case .presentation: return presentationDriver
        case .dismissal: return dismissalDriver
        }
    }

    private func makeDriver(for operation: PresentationOperation) -> TrackTransitionDriver {
        let configuration = CircularReveal.trackConfiguration(spring: spring, displayScale: Double(traitCollection.displayScale),
                                                              reduceMotion: reduceMotion)
        let driver = TrackTransitionDriver(scene: CircularRevealTransitionScene(controller: self, operation: operation),
                                           configuration: configuration)
        driver.beginTransition = { [weak self, weak driver] in
            self.map { $0.userDismissals.dismissForUser($0) { driver?.handle(.transitionRefused) } }
        }
        driver.didComplete = { [weak self] _ in self?.renewDismissalDriver() }
        return driver
    }

    /// A dismissal's lifecycle is one transition long: after one ends, the next gets its own.
    private func renewDismissalDriver() {
        dismissalDriver = makeDriver(for: .dismissal)
    }

    /// Puts the masked view in the container.
    func prepareTransition(in container: UIView?) {
        container?.accessibilityViewIsModal = true
        container?.addSubview(revealView)
        revealView.frame = container?.bounds ?? revealView.frame
    }

    /// The circle's radius now: the track's length.
    func trackLength() -> Double {
        CircularReveal.trackLength(center: measureRevealCenter(), containerSize: containerSize)
    }

    /// Shows the reveal `presentedFraction` presented, for the geometry now.
    func render(presentedFraction: Double) {
        shownFraction = presentedFraction
        let appearance = CircularReveal.appearance(presentedFraction: presentedFraction, center: measureRevealCenter(),
                                                   containerSize: containerSize, reduceMotion: reduceMotion)
        let radius = CGFloat(appearance.radius)
        let center = CGPoint(appearance.center)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // The mask only while the circle covers less than the screen (`masksView`).
        revealView.layer.mask = appearance.masksView ? maskLayer : nil
        maskLayer.frame = revealView.bounds
        maskLayer.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        CATransaction.commit()
        revealView.alpha = CGFloat(appearance.alpha)
    }

    // MARK: Input

    private var containerSize: SheetSize { SheetSize(containerView?.bounds.size ?? revealView.bounds.size) }

    /// Measures the circle's center now, in the container's coordinates, and keeps it as the
    /// last known one (`lastRevealCenter`, used while the source cannot be measured).
    private func measureRevealCenter() -> SheetPoint {
        let container: UIView = containerView ?? revealView
        let center = CircularReveal.center(origin.center(in: container, presentingView: presentingViewController.viewIfLoaded),
                                           lastKnown: lastRevealCenter, containerSize: containerSize)
        lastRevealCenter = center
        return center
    }

    /// Whether the user may start dismissing now (the direction of a pan aside), given
    /// `userMayDismiss` (``UserDismissalRelay/userMayDismiss(_:)``, asked once per gesture:
    /// it asks the app's delegate).
    private func userMayStartDismissal(userMayDismiss: Bool) -> Bool {
        CircularReveal.dismissalMayBegin(isPresented: presentationDriver.isEnded, acceptsPan: dismissalDriver.acceptsPan,
                                         userMayDismiss: userMayDismiss)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        let center = measureRevealCenter()
        let delta = CircularReveal.trackDelta(for: SheetPoint(pan.translation(in: containerView)), operation: .dismissal,
                                              center: center, containerSize: containerSize)
        let velocity = CircularReveal.trackDelta(for: SheetPoint(pan.velocity(in: containerView)), operation: .dismissal,
                                                 center: center, containerSize: containerSize)
        pan.setTranslation(.zero, in: containerView)
        dismissalDriver.follow(pan.state, delta: delta, velocity: velocity)
    }

    /// VoiceOver's escape asks for the dismissal; the lifecycle begins it when the user may
    /// start one (``TrackTransitionEvent/transitionRequested(permitted:)``), and the escape
    /// returns whether it did; the app is asked only when the reveal would start one, and a
    /// refusal that is the app's tells the delegate of the attempt.
    private func escape() -> Bool {
        let wouldDismiss = userMayStartDismissal(userMayDismiss: true) && dismissalDriver.lifecycle.grantsTransitionRequest(permitted: true)
        let permitted = userDismissals.requestPermitted(wouldDismiss: wouldDismiss, self)
        return dismissalDriver.requestTransition(permitted: permitted)
    }

    // MARK: UIGestureRecognizerDelegate

    /// A pan may start a dismissal when the user may dismiss and it moves back toward the
    /// circle's center (`CircularReveal.dismissalPanMayBegin(mayBegin:velocity:center:containerSize:cone:)`);
    /// one held back only by the app's refusal tells the delegate of the attempt. A touch that
    /// catches the dismissal's settle begins without asking (it starts no dismissal).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let velocity = (gestureRecognizer as? UIPanGestureRecognizer)?.velocity(in: containerView) ?? .zero
        func begins(userMayDismiss: Bool) -> Bool {
            CircularReveal.dismissalPanMayBegin(mayBegin: userMayStartDismissal(userMayDismiss: userMayDismiss),
                                                velocity: SheetPoint(velocity), center: measureRevealCenter(), containerSize: containerSize)
        }
        return userDismissals.panBegins(beginsWithoutPermission: dismissalDriver.canCatch,
                                        wouldDismiss: begins(userMayDismiss: true), self)
    }

    /// The pull waits for the back swipes of a navigation stack inside the revealed screen,
    /// UIKit's or a `NavigationTransitionRouter`'s standing in for them, as the card zoom's
    /// does (`InteractivePanBegin.presentedPullWaits(for:)`): its cone around the direction
    /// to the centre takes a back swipe that drifts toward it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other.systemPop(ofStackInside: revealView).map(InteractivePanBegin.presentedPullWaits(for:)) ?? false
    }
}

/// The reveal's views for ``TrackTransitionDriver``: the track is the covering radius and
/// every frame renders the mask for the operation's presented fraction.
@MainActor
final class CircularRevealTransitionScene: TrackTransitionScene {
    private weak var controller: CircularRevealPresentationController?
    private let operation: PresentationOperation

    init(controller: CircularRevealPresentationController, operation: PresentationOperation) {
        self.controller = controller
        self.operation = operation
    }

    func trackLength(in context: UIViewControllerContextTransitioning) -> Double {
        controller?.trackLength() ?? 0
    }

    func prepare(in context: UIViewControllerContextTransitioning) {
        controller?.prepareTransition(in: context.containerView)
    }

    func apply(progress: Double, in context: UIViewControllerContextTransitioning) {
        controller?.render(presentedFraction: operation.presentedFraction(progress: progress))
    }

    func finish(completed: Bool, in context: UIViewControllerContextTransitioning) {}
}
#endif
