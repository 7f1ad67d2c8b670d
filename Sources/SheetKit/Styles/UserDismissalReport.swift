/// Which `UIAdaptivePresentationControllerDelegate` calls a presented style (the circular
/// reveal, the card zoom, the centred card) makes, as sheets make them
/// (UIPresentationController.h lines 43–60 in the iOS 26.2 SDK):
/// - `presentationControllerShouldDismiss` is asked before a user's dismissal may begin
///   (``userMayDismiss(isModalInPresentation:delegateAllows:)``);
/// - `presentationControllerWillDismiss` "when the user has taken action to dismiss the
///   presentation, before interaction or animations begin", and
///   `presentationControllerDidDismiss` "after all animations are finished", both "not
///   called if the presentation is dismissed programatically";
/// - `presentationControllerDidAttemptToDismiss` when "user-initiated dismissal is prevented
///   because the presentedViewController isModalInPresentation or
///   presentationControllerShouldDismiss: returned NO".
///
/// A style asks UIKit for its dismissal only for the user (a pan, a tap on the dimming,
/// VoiceOver's escape), so a dismissal is the user's when the style asked for it
/// (``userAskedToDismiss()``) before UIKit began it. A dismissal the user cancels (the
/// finger brought the card back) ends without `didDismiss`.
package struct UserDismissalReport: Hashable, Sendable {
    /// Where the user's dismissal is.
    private enum Stage: Hashable, Sendable {
        /// No dismissal of the user's is asked for or running.
        case none
        /// The style asked UIKit to dismiss for the user; UIKit has not begun yet.
        case asked
        /// UIKit began the user's dismissal.
        case running
    }

    private var stage = Stage.none

    /// A report with no dismissal under way.
    package init() {}

    /// Whether the user may dismiss now: the presented view controller is not modal in
    /// presentation and the delegate's `presentationControllerShouldDismiss` did not return
    /// false.
    /// - Parameters:
    ///   - isModalInPresentation: The presented view controller's `isModalInPresentation`.
    ///   - delegateAllows: What `presentationControllerShouldDismiss` returned; `nil` when the
    ///     delegate does not implement it (or there is none). Asked only when not modal.
    package static func userMayDismiss(isModalInPresentation: Bool, delegateAllows: () -> Bool?) -> Bool {
        !isModalInPresentation && delegateAllows() != false
    }

    /// The style asked UIKit to dismiss because of the user.
    package mutating func userAskedToDismiss() {
        stage = .asked
    }

    /// The style's `dismiss(animated:)` call returned. UIKit begins a dismissal inside that
    /// call; when it did not (it refused: another transition ran), the request is forgotten,
    /// so a later dismissal of the app's is not taken for the user's.
    package mutating func dismissCallReturned() {
        if stage == .asked { stage = .none }
    }

    /// UIKit begins a dismissal (`dismissalTransitionWillBegin`): the calls to make now,
    /// `willDismiss` when the user asked for it.
    package mutating func dismissalWillBegin() -> [AdaptiveDelegateCall] {
        guard stage == .asked else {
            stage = .none
            return []
        }
        stage = .running
        return [.willDismiss]
    }

    /// A dismissal ended (`dismissalTransitionDidEnd(_:)`): `didDismiss` when it was the
    /// user's and it completed.
    /// - Parameter completed: Whether the dismissal completed (`false`: cancelled).
    package mutating func dismissalDidEnd(completed: Bool) -> [AdaptiveDelegateCall] {
        defer { stage = .none }
        return stage == .running && completed ? [.didDismiss] : []
    }

    /// The user tried to dismiss (a tap on the dimming, VoiceOver's escape) and the style
    /// refused: `didAttemptToDismiss` when the refusal is the app's (modal in presentation,
    /// or the delegate said no), none when the style refused for its own reasons (a
    /// transition already runs).
    /// - Parameter userMayDismiss: ``userMayDismiss(isModalInPresentation:delegateAllows:)``.
    package static func refusal(userMayDismiss: Bool) -> [AdaptiveDelegateCall] {
        userMayDismiss ? [] : [.didAttemptToDismiss]
    }
}
