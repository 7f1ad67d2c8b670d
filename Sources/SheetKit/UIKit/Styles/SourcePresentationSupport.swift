#if canImport(UIKit)
@preconcurrency import UIKit

/// A source presentation's controller, as its transitioning delegate asks it for the
/// transition's objects.
@MainActor
protocol SourcePresentationControlling: UIPresentationController {
    /// The animator of `operation`.
    func animationController(for operation: PresentationOperation) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of `operation`, when it is to be interactive.
    func interactionController(for operation: PresentationOperation) -> UIViewControllerInteractiveTransitioning?
    /// SheetKit's own observer (the SwiftUI bridge), apart from the app's: the end of each
    /// transition, `true` for the presentation, with whether it completed; called last, after
    /// the `delegate` and `onUserDismissal`.
    var bridgeTransitionDidEnd: ((_ presenting: Bool, _ completed: Bool) -> Void)? { get set }
}

/// The view a source presentation puts the presented view in: it clips to its continuous
/// corner radius and turns VoiceOver's escape gesture into a request to dismiss (which the
/// style's core rule grants or not, and the escape reports).
@MainActor
final class SourcePresentationContainerView: UIView {
    /// Called on VoiceOver's escape; returns whether the core granted the dismissal.
    var onEscape: (() -> Bool)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerCurve = .continuous
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    // UIKit declares the escape action outside the main actor but calls it on it. Returns
    // whether the presentation is being dismissed (`false` when the core refused: modal in
    // presentation, a dismissal already under way), so VoiceOver can tell the user.
    override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { onEscape?() } ?? false
    }

    /// Takes the presentation's input: VoiceOver's escape calls `onEscape` (which returns
    /// whether the core granted the dismissal), and `pan`
    /// recognizes on this view, sends its states to `action` on `controller` and asks
    /// `controller` (its delegate) whether it may begin.
    func takeInput(pan: UIPanGestureRecognizer, controller: NSObject & UIGestureRecognizerDelegate, action: Selector,
                   onEscape: @escaping () -> Bool) {
        self.onEscape = onEscape
        pan.addTarget(controller, action: action)
        pan.delegate = controller
        addGestureRecognizer(pan)
    }

    /// Adds `content` filling this view and following its size.
    func embed(_ content: UIView) {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }
}

/// A presented style's `UIAdaptivePresentationControllerDelegate` calls and its closure, as
/// the core's `UserDismissalReport` decides them: the adapter tells it when the style asks
/// UIKit to dismiss for the user and when UIKit begins and ends a dismissal.
@MainActor
final class UserDismissalRelay {
    private var report = UserDismissalReport()
    /// Called once a dismissal the user took action for completed, after the delegate's
    /// `presentationControllerDidDismiss(_:)`.
    var onUserDismissal: (() -> Void)?

    /// Whether the user may dismiss `controller` now, asked as a sheet asks it
    /// (``DismissalPermission/Question``): not while the presented view controller or a child
    /// of it is modal in presentation or it presents another, then its delegate's
    /// `presentationControllerShouldDismiss(_:)`.
    func userMayDismiss(_ controller: UIPresentationController) -> Bool {
        let presented = controller.presentedViewController
        let question = DismissalPermission.Question(isModalInPresentation: presented.holdsModalInPresentation,
                                                    presentsAnotherViewController: presented.presentedViewController != nil)
        return question.answer(delegate: { controller.delegate?.presentationControllerShouldDismiss?(controller) },
                               onShouldDismiss: { nil })
    }

    /// The style asks UIKit to dismiss `controller` because of the user (its lifecycle's
    /// `beginTransition`); UIKit begins the dismissal inside the call or after it returns, or
    /// refuses it without a word (UIKit logs that a transition is already under way): a check a
    /// little later forgets a request that found no dismissal under way and calls `refused`,
    /// which tells the lifecycle (`TrackTransitionEvent.transitionRefused`;
    /// `UserDismissalReport.userDismissalRefused(request:)` decides).
    func dismissForUser(_ controller: UIPresentationController, refused: @escaping @MainActor () -> Void) {
        let request = report.userAskedToDismiss()
        let presented = controller.presentedViewController
        presented.dismiss(animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + BoundPresentation.dismissalCheckDelay) { [weak self, weak presented] in
            MainActor.assumeIsolated {
                guard let self, let presented, presented.presentingViewController != nil, !presented.isBeingDismissed,
                      self.report.userDismissalRefused(request: request) else { return }
                refused()
            }
        }
    }

    /// From `dismissalTransitionWillBegin()`.
    func dismissalWillBegin(_ controller: UIPresentationController) {
        perform(report.dismissalWillBegin(), on: controller)
    }

    /// From `dismissalTransitionDidEnd(_:)`.
    func dismissalDidEnd(completed: Bool, _ controller: UIPresentationController) {
        perform(report.dismissalDidEnd(completed: completed), on: controller)
    }

    /// Whether a pan that may start a user's dismissal begins
    /// (`UserDismissalReport.panBegins`): the app is asked only when its answer decides, and
    /// the delegate told of the attempt when only the app's refusal holds the pan back.
    func panBegins(beginsWithoutPermission: Bool, wouldDismiss: Bool, reportsAttempt: Bool = true,
                   _ controller: UIPresentationController) -> Bool {
        let answer = UserDismissalReport.panBegins(beginsWithoutPermission: beginsWithoutPermission, wouldDismiss: wouldDismiss,
                                                   reportsAttempt: reportsAttempt) { userMayDismiss(controller) }
        perform(answer.calls, on: controller)
        return answer.begins
    }

    /// Whether a tap on the dimming or VoiceOver's escape may dismiss `controller`
    /// (`UserDismissalReport.request(wouldDismiss:userMayDismiss:)`): the app is asked only
    /// when the style `wouldDismiss`, and told of the attempt when it refused.
    func requestPermitted(wouldDismiss: Bool, _ controller: UIPresentationController) -> Bool {
        let answer = UserDismissalReport.request(wouldDismiss: wouldDismiss) { userMayDismiss(controller) }
        perform(answer.calls, on: controller)
        return answer.permitted
    }

    private func perform(_ calls: [AdaptiveDelegateCall], on controller: UIPresentationController) {
        for call in calls {
            controller.callAdaptiveDelegate(call)
            if call == .didDismiss { onUserDismissal?() }
        }
    }
}

extension UIPresentationController {
    /// Makes `call` on the `UIAdaptivePresentationControllerDelegate`.
    func callAdaptiveDelegate(_ call: AdaptiveDelegateCall) {
        switch call {
        case .willDismiss: delegate?.presentationControllerWillDismiss?(self)
        case .didDismiss: delegate?.presentationControllerDidDismiss?(self)
        case .didAttemptToDismiss: delegate?.presentationControllerDidAttemptToDismiss?(self)
        }
    }
}

extension SheetContainer {
    /// The container as the styles see it: `view`'s size, safe area, layout direction,
    /// display scale and width class, and `keyboardCovered` points of keyboard over its
    /// bottom (no content length).
    @MainActor
    init(_ view: UIView, keyboardCovered: Double = 0) {
        self.init(size: SheetSize(view.bounds.size), safeAreaInsets: SheetInsets(view.safeAreaInsets),
                  obstructionInsets: SheetInsets(top: 0, left: 0, bottom: keyboardCovered, right: 0),
                  layoutDirection: ReadingDirection(view.effectiveUserInterfaceLayoutDirection),
                  displayScale: Double(view.traitCollection.displayScale),
                  widthClass: WidthClass(view.traitCollection.horizontalSizeClass))
    }
}

extension SheetPoint {
    /// A `CGPoint` as a core point.
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// The core point as a `CGPoint`.
    init(_ point: SheetPoint) {
        self.init(x: point.x, y: point.y)
    }
}

extension CGSize {
    /// The core size as a `CGSize`.
    init(_ size: SheetSize) {
        self.init(width: size.width, height: size.height)
    }
}

extension UIPanGestureRecognizer {
    /// The pan's current state as the style lifecycles' events, in `view`'s coordinates: a
    /// begin is the touch-down point (location − translation) and the first translation, an
    /// end the last translation and the velocity.
    /// - Parameters:
    ///   - view: The coordinate space (the transition's container).
    ///   - time: The event's time, in seconds (`CACurrentMediaTime()`).
    func panGestureEvents(in view: UIView, time: Double) -> [PanGestureEvent] {
        let translation = translation(in: view)
        let moved = PanGestureEvent.changed(translation: SheetPoint(translation), time: time)
        switch state {
        case .began:
            let location = location(in: view)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            return [.began(location: SheetPoint(start), time: time), moved]
        case .changed: return [moved]
        case .ended: return [moved, .ended(velocity: SheetPoint(velocity(in: view)), time: time)]
        case .cancelled, .failed: return [.cancelled(time: time)]
        case .possible: return []
        @unknown default: return []
        }
    }
}
#endif
