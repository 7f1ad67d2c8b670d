extension DismissalPermission {
    /// Whether the user may dismiss a sheet now, asked the way UIKit asks for its own sheets (the
    /// answer to `SheetLifecycleAction.askDismissalPermission`).
    ///
    /// `UIPresentationController.h` says a user dismissal is prevented "because the
    /// presentedViewController isModalInPresentation or presentationControllerShouldDismiss:
    /// returned NO", and `UIViewController.h` that `modalInPresentation` "will prevent
    /// interactive dismiss". SheetKit adds two rules of its own: a sheet that presents another view
    /// controller (an alert, a nested sheet) stays while that one is up, and the app's
    /// `onShouldDismiss` closure has the last word after the delegate.
    ///
    /// The answers are asked in order and only as far as needed: the delegate is not asked when
    /// the sheet is modal or covered, the closure not when the delegate refuses.
    public struct Question: Hashable, Sendable {
        /// Whether the presented view controller, or one of its children (a form inside a
        /// navigation controller, say), is modal in presentation.
        public var isModalInPresentation: Bool
        /// Whether the presented view controller presents another one itself.
        public var presentsAnotherViewController: Bool

        /// A question about a sheet in this state.
        /// - Parameters:
        ///   - isModalInPresentation: Whether the content or a child of it is modal in presentation.
        ///   - presentsAnotherViewController: Whether the content presents a view controller.
        public init(isModalInPresentation: Bool, presentsAnotherViewController: Bool) {
            self.isModalInPresentation = isModalInPresentation
            self.presentsAnotherViewController = presentsAnotherViewController
        }

        /// The answer: `false` when the sheet is modal or covered, else `false` when the delegate
        /// refuses, else what the app's closure says; an absent delegate method or closure (`nil`)
        /// agrees.
        /// - Parameters:
        ///   - delegate: Asks the delegate's `presentationControllerShouldDismiss(_:)`; `nil` when
        ///     it does not implement it. Called at most once.
        ///   - onShouldDismiss: Asks the app's closure; `nil` when there is none. Called at most
        ///     once, and only when the delegate agreed.
        public func answer(delegate: () -> Bool?, onShouldDismiss: () -> Bool?) -> Bool {
            guard !isModalInPresentation, !presentsAnotherViewController, delegate() ?? true else { return false }
            return onShouldDismiss() ?? true
        }
    }
}
