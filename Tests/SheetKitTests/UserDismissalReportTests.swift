import Testing
@testable import SheetKit

/// The adaptive delegate calls of the presented styles, driven by scripts of UIKit's order:
/// the style's `dismiss(animated:)` call, inside it `dismissalTransitionWillBegin`, later
/// `dismissalTransitionDidEnd(_:)` (UIPresentationController.h lines 43–60, iOS 26.2 SDK:
/// will/did "not called if the presentation is dismissed programatically").
@Suite("Presented styles: the user's dismissals reach the adaptive delegate")
struct UserDismissalReportTests {
    /// One step of a script.
    enum Step: Sendable {
        /// The style asks UIKit to dismiss for the user: `began` says whether UIKit begins the
        /// dismissal inside the call.
        case userDismiss(began: Bool)
        /// The app's own `dismiss(animated:)`, which UIKit begins.
        case appDismiss
        /// `dismissalTransitionDidEnd(_:)`.
        case didEnd(completed: Bool)
    }

    static func run(_ steps: [Step]) -> [AdaptiveDelegateCall] {
        var report = UserDismissalReport()
        var calls: [AdaptiveDelegateCall] = []
        for step in steps {
            switch step {
            case .userDismiss(let began):
                report.userAskedToDismiss()
                if began { calls += report.dismissalWillBegin() }
                report.dismissCallReturned()
            case .appDismiss:
                calls += report.dismissalWillBegin()
            case .didEnd(let completed):
                calls += report.dismissalDidEnd(completed: completed)
            }
        }
        return calls
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
        // UIKit refused the user's dismiss call; the app's later one is not the user's.
        ([.userDismiss(began: false), .appDismiss, .didEnd(completed: true)], []),
        // Two pulls: the first cancelled, the second completes.
        ([.userDismiss(began: true), .didEnd(completed: false), .userDismiss(began: true), .didEnd(completed: true)],
         [.willDismiss, .willDismiss, .didDismiss]),
    ])
    func scripts(steps: [Step], expected: [AdaptiveDelegateCall]) {
        #expect(Self.run(steps) == expected)
    }

    @Test("The user may dismiss unless modal or the delegate says no; the delegate is not asked when modal",
          arguments: [(true, Bool?.none, false, 0), (true, true, false, 0), (false, nil, true, 1), (false, true, true, 1),
                      (false, false, false, 1)])
    func userMayDismiss(isModal: Bool, delegate: Bool?, may: Bool, asked: Int) {
        var askedCount = 0
        let result = UserDismissalReport.userMayDismiss(isModalInPresentation: isModal) {
            askedCount += 1
            return delegate
        }
        #expect(result == may && askedCount == asked)
    }

    @Test("A refused tap or escape tells the delegate of the attempt only when the refusal is the app's")
    func refusal() {
        #expect(UserDismissalReport.refusal(userMayDismiss: false) == [.didAttemptToDismiss])
        #expect(UserDismissalReport.refusal(userMayDismiss: true).isEmpty)
    }
}
