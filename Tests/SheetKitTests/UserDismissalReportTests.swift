import Testing
@testable import SheetKit

/// The adaptive delegate calls of the presented styles, driven by scripts of UIKit's order:
/// the style's `dismiss(animated:)` call, `dismissalTransitionWillBegin` inside it or after it
/// returns (UIKit may run the transition after the Core Animation commit; no header orders
/// it), later `dismissalTransitionDidEnd(_:)` (UIPresentationController.h lines 43–60, iOS
/// 26.2 SDK: will/did "not called if the presentation is dismissed programatically").
@Suite("Presented styles: the user's dismissals reach the adaptive delegate")
struct UserDismissalReportTests {
    /// One step of a script.
    enum Step: Sendable {
        /// The style asks UIKit to dismiss for the user: `began` says whether UIKit begins the
        /// dismissal inside the call.
        case userDismiss(began: Bool)
        /// UIKit begins a dismissal it put off past the style's call.
        case deferredWillBegin
        /// The check a little later finds no dismissal under way: UIKit refused the call
        /// (`back` requests ago: 0 for the latest).
        case refusedCheck(back: Int = 0)
        /// The app's own `dismiss(animated:)`, which UIKit begins.
        case appDismiss
        /// `dismissalTransitionDidEnd(_:)`.
        case didEnd(completed: Bool)
    }

    /// Plays `steps`; returns the delegate calls made and how many checks told the lifecycle
    /// that UIKit refused its transition.
    static func run(_ steps: [Step]) -> (calls: [AdaptiveDelegateCall], refusals: Int) {
        var report = UserDismissalReport()
        var calls: [AdaptiveDelegateCall] = []
        var refusals = 0
        var latest = 0
        for step in steps {
            switch step {
            case .userDismiss(let began):
                latest = report.userAskedToDismiss()
                if began { calls += report.dismissalWillBegin() }
            case .refusedCheck(let back):
                let refused = report.userDismissalRefused(request: latest - back)
                refusals += refused ? 1 : 0
            case .deferredWillBegin, .appDismiss:
                calls += report.dismissalWillBegin()
            case .didEnd(let completed):
                calls += report.dismissalDidEnd(completed: completed)
            }
        }
        return (calls, refusals)
    }

    @Test("Scripts of UIKit's order", arguments: [
        // A pull (or a tap, an escape) that dismisses: will, then did after the end.
        ([Step.userDismiss(began: true), .didEnd(completed: true)], [AdaptiveDelegateCall.willDismiss, .didDismiss]),
        // The finger brings the card back: will, no did.
        ([.userDismiss(began: true), .didEnd(completed: false)], [.willDismiss]),
        // The app dismisses: nothing.
        ([.appDismiss, .didEnd(completed: true)], []),
        // A cancelled pull, then the app's dismissal: only the pull's will.
        ([.userDismiss(began: true), .didEnd(completed: false), .appDismiss, .didEnd(completed: true)], [.willDismiss]),
        // UIKit begins the user's dismissal after the style's call returned: still the user's.
        ([.userDismiss(began: false), .deferredWillBegin, .didEnd(completed: true)], [.willDismiss, .didDismiss]),
        // The same, cancelled by the finger, then the app's dismissal: only the pull's will.
        ([.userDismiss(began: false), .deferredWillBegin, .didEnd(completed: false), .appDismiss, .didEnd(completed: true)],
         [.willDismiss]),
        // UIKit refused the user's dismiss call: forgotten at the check, the app's later one
        // is not the user's.
        ([.userDismiss(began: false), .refusedCheck(), .appDismiss, .didEnd(completed: true)], []),
        // The first request's late check comes after a second request, which UIKit begins
        // after the Core Animation commit: the second stays the user's.
        ([.userDismiss(began: false), .userDismiss(began: false), .refusedCheck(back: 1), .deferredWillBegin,
          .didEnd(completed: true)], [.willDismiss, .didDismiss]),
        // The check comes while the dismissal runs: it is kept.
        ([.userDismiss(began: true), .refusedCheck(), .didEnd(completed: true)], [.willDismiss, .didDismiss]),
        // Two pulls: the first cancelled, the second completes.
        ([.userDismiss(began: true), .didEnd(completed: false), .userDismiss(began: true), .didEnd(completed: true)],
         [.willDismiss, .willDismiss, .didDismiss]),
    ])
    func scripts(steps: [Step], expected: [AdaptiveDelegateCall]) {
        #expect(Self.run(steps).calls == expected)
    }

    /// A refused request left the style's motion waiting for a context UIKit would never hand
    /// over (the centred card stuck, undraggable); the check now tells the lifecycle, but only
    /// of the request it checks, and only when UIKit began nothing since.
    @Test("A check tells the style's lifecycle of a refusal only for the latest request UIKit never began", arguments: [
        ([Step.userDismiss(began: false), .refusedCheck()], 1),
        ([.userDismiss(began: true), .refusedCheck()], 0),                                 // UIKit began it
        ([.userDismiss(began: false), .deferredWillBegin, .refusedCheck()], 0),            // began after the call
        ([.userDismiss(began: false), .userDismiss(began: false), .refusedCheck(back: 1)], 0),  // a newer request waits
        ([.userDismiss(began: false), .refusedCheck(), .refusedCheck()], 1),               // told once
        ([.userDismiss(began: false), .appDismiss, .refusedCheck()], 0),                   // the app's dismissal began
    ])
    func refusalReachesTheLifecycle(steps: [Step], refusals: Int) {
        #expect(Self.run(steps).refusals == refusals)
    }

    /// Review of 2026-11-27: a tap on the dimming while the app's own dismissal dropped a modal
    /// card out asked the app and reported an attempt (an alert on a card that was leaving).
    @Test("A tap or escape asks the app only when the style would dismiss; only the app's refusal is an attempt", arguments: [
        // would dismiss, app allows → permitted, asked, calls
        (true, true, true, true, [AdaptiveDelegateCall]()),
        (true, false, false, true, [.didAttemptToDismiss]),
        (false, true, false, false, []),      // a transition already runs
        (false, false, false, false, []),
    ])
    func request(wouldDismiss: Bool, allows: Bool, permitted: Bool, asked: Bool, calls: [AdaptiveDelegateCall]) {
        var questions = 0
        let answer = UserDismissalReport.request(wouldDismiss: wouldDismiss) { questions += 1; return allows }
        #expect(answer.permitted == permitted && answer.calls == calls && questions == (asked ? 1 : 0))
    }

    /// Review: every pan asked the app's `presentationControllerShouldDismiss`, scrolls and
    /// catches included; UIKit asks only when a dismissal gesture starts.
    @Test("A pan asks the app only when its answer decides; one held back only by the refusal is an attempt", arguments: [
        // begins without permission, would dismiss, reports attempt, app allows → begins, asked, calls
        (true, true, true, false, true, false, [AdaptiveDelegateCall]()),    // catching a settle: not asked
        (true, false, true, false, true, false, []),                         // a scroll a card zoom's lock declined
        (false, false, true, false, false, false, []),                       // the style's own reasons (a transition, the direction)
        (false, true, true, true, true, true, []),                           // allowed
        (false, true, true, false, false, true, [.didAttemptToDismiss]),     // modal, or the delegate said no
        (false, true, false, false, false, true, []),                        // refused before a card zoom's lock locked
    ])
    func panBegins(withoutPermission: Bool, wouldDismiss: Bool, reportsAttempt: Bool, allows: Bool,
                   begins: Bool, asked: Bool, calls: [AdaptiveDelegateCall]) {
        var questions = 0
        let answer = UserDismissalReport.panBegins(beginsWithoutPermission: withoutPermission, wouldDismiss: wouldDismiss,
                                                   reportsAttempt: reportsAttempt) { questions += 1; return allows }
        #expect(answer.begins == begins)
        #expect(answer.calls == calls)
        #expect(questions == (asked ? 1 : 0))
    }
}
