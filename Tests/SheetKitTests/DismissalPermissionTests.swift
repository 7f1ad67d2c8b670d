import Testing
import SheetKit

/// The order in which a user dismissal is allowed, as UIKit asks for its sheets
/// (`UIPresentationController.h`, `presentationControllerDidAttemptToDismiss:`: prevented
/// "because the presentedViewController isModalInPresentation or
/// presentationControllerShouldDismiss: returned NO").
@Suite("Dismissal permission: the question UIKit asks")
struct DismissalPermissionTests {
    @Test("Modal or covered, then the delegate, then the closure; each asked only as far as needed", arguments: [
        // modal, covered, delegate, closure → answer, delegate asked, closure asked
        (false, false, Bool?.none, Bool?.none, true, true, true),
        (false, false, true, true, true, true, true),
        (false, false, true, false, false, true, true),
        (false, false, false, true, false, true, false),
        (false, false, nil, false, false, true, true),
        (true, false, true, true, false, false, false),
        (false, true, true, true, false, false, false),
        (true, true, nil, nil, false, false, false),
    ])
    func answer(modal: Bool, covered: Bool, delegate: Bool?, closure: Bool?,
                expected: Bool, asksDelegate: Bool, asksClosure: Bool) {
        var delegateAsked = 0
        var closureAsked = 0
        let permission = DismissalPermission.Question(isModalInPresentation: modal, presentsAnotherViewController: covered)
        let answer = permission.answer(delegate: { delegateAsked += 1; return delegate },
                                       onShouldDismiss: { closureAsked += 1; return closure })
        #expect(answer == expected)
        #expect(delegateAsked == (asksDelegate ? 1 : 0) && closureAsked == (asksClosure ? 1 : 0))
    }
}
