/// Which `UIAdaptivePresentationControllerDelegate` calls a presented style (the circular
/// reveal, the card zoom, the centred card) makes, as sheets make them
/// (UIPresentationController.h lines 43–60 in the iOS 26.2 SDK):
/// - `presentationControllerShouldDismiss` is asked before a user's dismissal may begin, as
///   for sheets (``DismissalPermission/Question``, without the sheet's closure);
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
/// (``userAskedToDismiss()``) before UIKit began it. The request is kept until UIKit begins a
/// dismissal, inside the style's `dismiss(animated:)` call or after it returns: UIKit may run
/// a presentation controller's transition after the current Core Animation commit, and no
/// header promises either order. A request UIKit refused (another transition ran) is
/// forgotten once a check a little later finds no dismissal under way
/// (``userDismissalRefused(request:)``), so a later dismissal of the app's is not taken for the
/// user's, and the style's lifecycle is told, so its motion stops waiting for a context. A dismissal the user cancels (the finger brought the card back) ends without
/// `didDismiss`.
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
    /// How many dismissals the style asked for: a late check names the request it checks.
    private var requests = 0

    /// A report with no dismissal under way.
    package init() {}

    /// The style asked UIKit to dismiss because of the user.
    /// - Returns: The request's number, for its ``userDismissalRefused(request:)`` check.
    @discardableResult
    package mutating func userAskedToDismiss() -> Int {
        stage = .asked
        requests &+= 1
        return requests
    }

    /// A check made a while after the style asked (``UserDismissalRelay`` waits
    /// `BoundPresentation.dismissalCheckDelay`) found no dismissal under way: UIKit refused
    /// request `request`, which is forgotten. A dismissal UIKit began meanwhile is kept, and
    /// so is a newer request (its own check comes later).
    /// - Parameter request: The number ``userAskedToDismiss()`` returned.
    /// - Returns: Whether the request was forgotten: UIKit began no dismissal since it and no
    ///   newer request was made, so the style's lifecycle hears that its transition was
    ///   refused (``TrackTransitionEvent/transitionRefused``).
    @discardableResult
    package mutating func userDismissalRefused(request: Int) -> Bool {
        guard stage == .asked, request == requests else { return false }
        stage = .none
        return true
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

    /// Whether a pan that may start a user's dismissal (the centred card's drag, the reveal's
    /// pull toward its center, the card zoom's pull) begins, and what the delegate hears.
    ///
    /// The app is asked (``DismissalPermission/Question``: modal in presentation, then
    /// `presentationControllerShouldDismiss(_:)`) only when its answer decides: not for a pan
    /// that begins without starting a dismissal (it catches one settling, or the style's own
    /// rule already knows it will not dismiss, a scroll inside a card zoom's detail), and not
    /// for one the style holds back for its own reasons (a transition runs, the drag points
    /// away from where the style dismisses), as UIKit asks only when a dismissal gesture
    /// starts. A pan held back only by the app's refusal is reported as
    /// `didAttemptToDismiss` when `reportsAttempt`, as a sheet reports a pull it held back.
    /// - Parameters:
    ///   - beginsWithoutPermission: Whether the pan begins whatever the app says.
    ///   - wouldDismiss: Whether it would begin, and may start a dismissal, were the user
    ///     permitted to dismiss.
    ///   - reportsAttempt: Whether a refusal is the user's attempt to dismiss (the card zoom's
    ///     pan only once its direction lock has locked a pull); default `true`.
    ///   - userMayDismiss: The permission question, asked at most once.
    /// - Returns: Whether the pan begins, and the delegate calls to make.
    package static func panBegins(beginsWithoutPermission: Bool, wouldDismiss: Bool, reportsAttempt: Bool = true,
                                  userMayDismiss: () -> Bool) -> (begins: Bool, calls: [AdaptiveDelegateCall]) {
        if beginsWithoutPermission { return (true, []) }
        guard wouldDismiss else { return (false, []) }
        if userMayDismiss() { return (true, []) }
        return (false, reportsAttempt ? [.didAttemptToDismiss] : [])
    }

    /// Whether a request without a gesture (a tap on the dimming, VoiceOver's escape) is
    /// permitted, and what the delegate hears: as for a pan
    /// (``panBegins(beginsWithoutPermission:wouldDismiss:reportsAttempt:userMayDismiss:)``), the
    /// app is asked only when its answer decides, and a refusal that is the app's (modal in
    /// presentation, or the delegate said no) is `didAttemptToDismiss`. A request the style
    /// turns down for its own reasons (a transition already runs: a tap while the app's own
    /// dismissal drops the card out) neither asks the app nor reports an attempt.
    /// - Parameters:
    ///   - wouldDismiss: Whether the style would start a dismissal were the user permitted.
    ///   - userMayDismiss: The permission question, asked at most once.
    /// - Returns: Whether the user may dismiss, and the delegate calls to make.
    package static func request(wouldDismiss: Bool, userMayDismiss: () -> Bool) -> (permitted: Bool, calls: [AdaptiveDelegateCall]) {
        guard wouldDismiss else { return (false, []) }
        let permitted = userMayDismiss()
        return (permitted, permitted ? [] : [.didAttemptToDismiss])
    }
}
