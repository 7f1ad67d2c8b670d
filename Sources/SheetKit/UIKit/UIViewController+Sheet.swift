#if canImport(UIKit)
@preconcurrency import UIKit

extension UIViewController {
    /// Presents `viewController` as a sheet.
    ///
    /// ```swift
    /// presentSheet(CommentsViewController(), configuration: .commentSheet(),
    ///              prepare: { sheet in
    ///     sheet.prefersGrabberVisible = true
    /// })
    /// presentSheet(MenuViewController(), configuration: .drawer(edge: .leading))
    /// presentSheet(ArticleViewController(), configuration: .pullToDismissPanel())
    /// ```
    ///
    /// Sets `modalPresentationStyle` to `.custom` and a ``SheetTransitioningDelegate`` as the
    /// `transitioningDelegate`, which `viewController` keeps alive (UIKit holds it weakly and
    /// may present a turn later, after a transition under way).
    /// - Parameters:
    ///   - viewController: The view controller to present.
    ///   - configuration: The sheet's configuration (edge, detents, springs, options).
    ///   - animated: Whether to present on the presentation spring.
    ///   - completion: Called when the presentation completes. A trailing closure is this one,
    ///     as with UIKit's `present(_:animated:completion:)`.
    ///   - prepare: Configures the sheet's presentation controller (grabber, corners, colors,
    ///     delegate) before anything is on screen; write it with its label.
    public func presentSheet(_ viewController: UIViewController, configuration: SheetConfiguration = SheetConfiguration(),
                             animated: Bool = true, completion: (() -> Void)? = nil,
                             prepare: ((SheetPresentationController) -> Void)? = nil) {
        let delegate = SheetTransitioningDelegate(configuration: configuration, prepare: prepare)
        delegate.attach(to: viewController)
        present(viewController, attachedTo: delegate, animated: animated, completion: completion)
    }

    /// The sheet presentation controller managing this view controller, when it or the
    /// nearest presented view controller holding it (the navigation controller whose top
    /// screen this is, say) is presented as a SheetKit sheet; `nil` otherwise. Like UIKit's
    /// `sheetPresentationController`, which reads the nearest presentation controller.
    /// - Complexity: O(d) in the depth of the view controller below the presented one.
    public var sheetController: SheetPresentationController? {
        // The nearest presented one: its presenter presents it. Asking a view controller that
        // is not presented for its presentation controller would make UIKit create one.
        let presented = sequence(first: self, next: \.parent).first { $0.presentingViewController?.presentedViewController === $0 }
        guard let presented, presented.transitioningDelegate is SheetTransitioningDelegate else { return nil }
        return presented.presentationController as? SheetPresentationController
    }

    /// The embedded panel showing this view controller, when it is a
    /// ``SheetPanelController``'s content; `nil` otherwise.
    public var sheetPanelController: SheetPanelController? {
        parent as? SheetPanelController
    }

    /// Lets the user pull a sheet in from the screen edge its configuration attaches it to
    /// (a drawer's leading edge, say): the sheet follows the finger and a release finishes or
    /// cancels the presentation with the finger's velocity.
    ///
    /// The pan yields to a navigation controller's back swipe (which starts at the same edge on
    /// pushed screens), and resolves leading and trailing when the finger touches down.
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - prepare: Configures each presentation controller before anything is on screen.
    ///   - makeViewController: Creates the view controller to present when a pan begins. It
    ///     lives as long as the view: capture `self` weakly in it.
    /// - Returns: The presenter; the view keeps it alive through its gesture recognizers.
    @discardableResult
    public func addSheetEdgePan(configuration: SheetConfiguration,
                                prepare: ((SheetPresentationController) -> Void)? = nil,
                                makeViewController: @escaping @MainActor () -> UIViewController) -> SheetEdgePanPresenter {
        SheetEdgePanPresenter(presenting: self, configuration: configuration, prepare: prepare, makeViewController: makeViewController)
    }
}
#endif
