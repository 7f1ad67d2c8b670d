#if canImport(UIKit)
@preconcurrency import UIKit

/// What a ``SheetViewDriver`` needs from the controller that owns it: a presented sheet's
/// ``SheetPresentationController`` or an embedded ``SheetPanelController``.
@MainActor
protocol SheetViewDriverOwner: AnyObject {
    /// The engine as it is now (the presented sheet's, or the panel's).
    var engine: SheetEngine { get }
    /// The selected detent as the lifecycle reports it (``SheetEventHandling/selectedDetentIdentifier``:
    /// a hidden panel's is the detent it shows at next).
    var selection: Detent.Identifier { get }
    /// Whether the sheet is on its way out (``SheetEventHandling/isLeaving``).
    var isLeaving: Bool { get }
    /// Whether the sheet's pan may begin (``SheetEventHandling/panMayBegin(atX:y:motionX:motionY:)``).
    func panMayBegin(atX x: Double, y: Double, motionX: Double, motionY: Double,
                     appAllows: ((SheetDragStart) -> Bool)?) -> Bool
    /// The view the core's frames are in (the presentation's container view, the panel's container).
    var sheetContainerView: UIView? { get }
    /// The view VoiceOver keeps to while what is behind the sheet is dimmed: a view whose
    /// siblings hold that content (`accessibilityViewIsModal` hides a modal view's siblings).
    var accessibilityModalView: UIView? { get }
    /// The view controller the sheet shows.
    var sheetContent: UIViewController { get }
    /// Lays the container out again soon, so the driver describes it anew
    /// (``SheetViewDriver/containerWillLayout()``).
    func setNeedsContainerDescription()
    /// The container as the core sees it.
    func describeContainer() -> SheetContainer
    /// Tells the owner's delegate (the driver calls the closures itself).
    func notifyDelegate(_ notification: SheetNotification)
    /// The delegate's answer to where the user's release goes.
    func delegateTarget(velocity: CGFloat, proposed: Detent.Identifier) -> Detent.Identifier
}

/// The UIKit calls a presentation makes that an embedded panel has no use for (a panel has
/// no UIKit transition: ``PanelLifecycle`` never asks for them).
@MainActor
protocol SheetPresentationActions: AnyObject {
    /// ``SheetLifecycleAction/applyPresentingEffect(_:)``.
    func applyPresentingEffect(_ effect: PresentingViewEffect)
    /// ``SheetLifecycleAction/restorePresentingView``.
    func restorePresentingView()
    /// ``SheetLifecycleAction/hidePresentingContentFromAccessibility(_:)``.
    func hidePresentingContentFromAccessibility(_ hidden: Bool)
    /// ``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``.
    func coverPresentingSheet(depth: Int, progress: Double)
    /// ``SheetLifecycleAction/beginDismissal`` (animated) and
    /// ``SheetLifecycleAction/dismissWithoutAnimation``.
    func beginDismissal(animated: Bool)
    /// ``SheetLifecycleAction/askDismissalPermission``: answers with
    /// ``SheetLifecycleEvent/dismissalPermission(_:)``.
    func answerDismissalPermission()
    /// ``SheetLifecycleAction/callAdaptiveDelegate(_:)``.
    func callAdaptiveDelegate(_ call: AdaptiveDelegateCall)
}

/// The views, gestures, display link and observers a sheet's adapters share: everything a
/// presented sheet and an embedded panel do alike. It turns touches, frames and
/// notifications into ``SheetLifecycleEvent``s for its owner, and performs the lifecycle's
/// view actions (frames, dimming, the scroll view, the display link, notifications,
/// completions); a presentation's UIKit calls go to ``presentation``. Decides nothing.
@MainActor
final class SheetViewDriver: NSObject {
    /// The controller that owns this driver and its core.
    weak var owner: SheetViewDriverOwner?
    /// The presentation's own UIKit calls; `nil` for a panel.
    weak var presentation: SheetPresentationActions?
    /// Passes one event to the owner's runner, which performs what the lifecycle queues (the
    /// views' part back here). Set by the owner when it attaches the driver.
    var send: (SheetLifecycleEvent) -> Void = { _ in }

    /// The app's configuration (the lifecycle gets it with the system's settings applied).
    /// Changing it re-resolves the detents; inside ``animateChanges(spring:_:)`` the sheet
    /// moves on the spring. A configuration with a fits-content detent gets the container
    /// described anew first, so the content is measured for it (along its edge's axis, at its
    /// width), not left with the last description's length, or none (review).
    var configuration: SheetConfiguration {
        didSet {
            if configuration.needsContentFittingLength, let owner, owner.sheetContainerView?.window != nil {
                send(.containerChanged(owner.describeContainer(), time: CACurrentMediaTime()))
            }
            send(.configurationChanged(effectiveConfiguration, animated: changeAnimation != nil, spring: changeAnimation?.appSpring,
                                       time: CACurrentMediaTime()))
        }
    }
    /// The spring of the ``animateChanges(spring:_:)`` call under way.
    var changeAnimation: ChangeAnimation?

    /// How the changes of the `animateChanges` call under way move.
    enum ChangeAnimation {
        /// On the sheet's own spring: the configuration's as each change finds it (a block
        /// that sets a new spring with new detents moves on the new one).
        case sheetSpring
        /// On the spring the app gave.
        case spring(MotionSpring)

        /// The app's spring, if it gave one.
        var appSpring: MotionSpring? {
            if case .spring(let spring) = self { spring } else { nil }
        }
    }

    let surface = SheetSurfaceView()
    let dimmingView = SheetDimmingView()
    let panGesture = UIPanGestureRecognizer()
    let touchRecognizer = UILongPressGestureRecognizer()
    let haptics = UISelectionFeedbackGenerator()
    /// Reports the display's corner radius on iOS 26 (see `displayCornerRadius()`); the owner
    /// puts it in its container, behind everything.
    let cornerProbe = UIView()
    /// The content's fitting length, measured again only when what it depends on changes
    /// (``ContentMeasure``) or ``invalidateDetents()`` says the content changed.
    var contentLengths = MeasurementCache<ContentMeasure, Double>()
    /// The app's calls, held while SwiftUI updates (``holdAppNotifications()``).
    var appNotifications = DeferredDelivery<AppCall>()
    /// How many times the content's own layout was reported changed (``contentLayoutChanged()``,
    /// ``ContentMeasure/contentRevision``).
    var contentRevision = 0
    /// The display's corner radius, measured again only when the container's size changes.
    var displayCornerRadii = MeasurementCache<SheetSize, Double?>()
    /// Follows the keyboard frame by frame (iOS 17 and later), pinned in the container.
    let keyboardProbe = SheetKeyboardProbe()

    /// Pins the keyboard probe in the owner's container, reporting to the lifecycle.
    func pinKeyboardProbe(in container: UIView) {
        keyboardProbe.pin(in: container) { [weak self] frame, inAnimation in self?.keyboardGuideMoved(frame, inAnimation: inAnimation) }
    }

    /// The view that shares the finger with the sheet; `nil` finds one under the finger.
    weak var trackedScrollView: UIScrollView?
    /// The scroll view the current drag shares the finger with.
    var scrollTracker: SheetScrollTracker?
    /// Where the finger went down on the sheet, in the container's coordinates.
    var touchDownLocation: CGPoint?
    /// The pan's translation along the axis at its previous event, in points.
    var lastPanTranslation: Double = 0
    /// Completions waiting for ``SheetLifecycleAction/completeSelection(token:finished:)``, by token.
    var completions: [Int: (Bool) -> Void] = [:]
    /// The content's safe area at its attached edge, kept where the core wants it; its own
    /// `additionalSafeAreaInsets` are given back when the sheet is gone.
    var contentSafeArea = SafeAreaKeeper()
    /// The content's safe area inset the core wants at the attached edge for the frame last
    /// laid out (``SheetFrame/contentAttachedSafeAreaInset``), corrected for again when UIKit
    /// changes the surface's safe area after the frame write.
    var desiredContentAttachedInset: Double?
    private var lastToken = 0

    /// The app's observer of everything that happens.
    var onNotification: ((SheetNotification) -> Void)?
    /// The app's rule for detent changes asked in code (``SheetControlling/shouldChangeSelectedDetent``).
    var shouldChangeSelectedDetent: ((Detent.Identifier) -> Detent.Identifier?)?
    /// The app's veto on a drag SheetKit allows (``SheetControlling/shouldBeginDrag``).
    var shouldBeginDrag: ((SheetDragStart) -> Bool)?
    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's.
    var bridgeObserver: ((SheetNotification) -> Void)?
    /// The app's redirect of the user's release.
    var onWillEndDragging: ((_ velocity: CGFloat, _ proposed: Detent.Identifier) -> Detent.Identifier)?

    /// Whether the grabber shows.
    var prefersGrabberVisible = false {
        didSet {
            surface.grabber.isHidden = !prefersGrabberVisible
            // Content pinned with the grabber's insets lays out again, and fits anew once it has
            // (its own `viewWillLayoutSubviews` applies the insets; Auto Layout's fitting size
            // does not run it): a turn later, after this layout pass.
            owner?.sheetContent.viewIfLoaded?.setNeedsLayout()
            guard prefersGrabberVisible != oldValue else { return }
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.contentLayoutChanged() } }
        }
    }
    /// The opacity of the default dimming color, black: 0.4, about what a system sheet dims
    /// the screen with at its largest detent (the core's dimming alpha scales it from 0).
    static let defaultDimmingOpacity: CGFloat = 0.4

    /// The dimming color at full dimming.
    var dimmingColor: UIColor = UIColor.black.withAlphaComponent(defaultDimmingOpacity) {
        didSet { dimmingView.dimmingColor = dimmingColor }
    }

    init(configuration: SheetConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Connects the driver to its owner: views, gestures and the environment's notifications.
    func attach(to owner: SheetViewDriverOwner) {
        self.owner = owner
        surface.onEscape = { [weak self] in
            self?.send(.escape(time: CACurrentMediaTime()))
            // Refused (a resisting panel, a delegate that says no): VoiceOver passes the escape on.
            return self?.owner?.isLeaving ?? false
        }
        surface.grabber.onAdjust = { [weak self] step in self?.send(.grabberAdjusted(step: step, time: CACurrentMediaTime())) }
        surface.grabber.onActivate = { [weak self] in self?.send(.grabberActivated(time: CACurrentMediaTime())) }
        dimmingView.dimmingColor = dimmingColor
        dimmingView.onTap = { [weak self] in self?.send(.dimmingTapped(time: CACurrentMediaTime())) }
        cornerProbe.isUserInteractionEnabled = false
        cornerProbe.isAccessibilityElement = false
        surface.contentView.onSafeAreaChange = { [weak self] in
            guard let self, let owner = self.owner else { return }
            self.correctContentSafeArea(owner: owner)
        }
        configureGestures()
        observeEnvironment()
    }

    /// The configuration with the system's accessibility settings applied.
    var effectiveConfiguration: SheetConfiguration {
        var effective = configuration
        effective.reduceMotion = UIAccessibility.isReduceMotionEnabled
        return effective
    }

    /// Insets that keep content clear of the grabber while it shows (see
    /// ``GrabberLayout/contentInsets(for:)``).
    var grabberContentInsets: UIEdgeInsets {
        UIEdgeInsets(prefersGrabberVisible ? configuration.layout.grabber.contentInsets(for: owner?.engine.layout.edge ?? .bottom) : .zero)
    }

    // MARK: Commands

    /// Remembers `completion` and returns the token the lifecycle answers it with.
    func token(for completion: ((Bool) -> Void)?) -> Int {
        lastToken += 1
        completions[lastToken] = completion
        return lastToken
    }

    /// Moves to a detent, on the configuration's spring unless another is given, at once when
    /// not animated; `completion` runs once with whether the sheet arrived.
    func moveToDetent(_ identifier: Detent.Identifier, animated: Bool, spring: MotionSpring?, completion: ((Bool) -> Void)?) {
        guard let target = ProgrammaticDetentChange.target(requested: identifier, rule: shouldChangeSelectedDetent) else {
            completion?(false)
            return
        }
        send(.moveToDetent(target, spring: animated ? spring ?? configuration.spring : nil, time: CACurrentMediaTime(),
                           completion: token(for: completion)))
    }

    /// Selects a detent: on the spring of the ``animateChanges(spring:_:)`` under way, at once otherwise.
    func select(_ identifier: Detent.Identifier) {
        guard let target = ProgrammaticDetentChange.target(requested: identifier, rule: shouldChangeSelectedDetent) else { return }
        send(.moveToDetent(target, spring: changeAnimation.map { $0.appSpring ?? configuration.spring }, time: CACurrentMediaTime(),
                           completion: nil))
    }

    /// Runs `changes` with `spring` as the spring of the detent and configuration changes they
    /// make (`nil`: the sheet's own).
    func animateChanges(spring: MotionSpring?, _ changes: () -> Void) {
        changeAnimation = spring.map { .spring($0) } ?? .sheetSpring
        defer { changeAnimation = nil }
        changes()
    }

    /// Resolves the detents again: fits-content detents measure anew, custom resolvers run again.
    func invalidateDetents() {
        contentLengths.invalidate()
        owner.map { send(.containerChanged($0.describeContainer(), time: CACurrentMediaTime())) }
        send(.detentsInvalidated(animated: changeAnimation != nil, spring: changeAnimation?.appSpring, time: CACurrentMediaTime()))
    }

    /// The container view lays out: the dimming covers it and the core hears the container's
    /// new geometry (the corners the style rounds come back with
    /// ``SheetLifecycleAction/drawSurface(_:)``).
    func containerWillLayout() {
        dimmingView.frame = owner?.sheetContainerView?.bounds ?? dimmingView.frame
        owner.map { send(.containerChanged($0.describeContainer(), time: CACurrentMediaTime())) }
    }
}
/// A call to the app a ``SheetViewDriver`` makes, which waits while SwiftUI updates.
enum AppCall: Sendable {
    /// A notification to the delegate and `onNotification`.
    case notification(SheetNotification)
    /// A selection's completion (`moveToDetent(_:animated:spring:completion:)`), by token.
    case selectionCompleted(token: Int, finished: Bool)
}
#endif
