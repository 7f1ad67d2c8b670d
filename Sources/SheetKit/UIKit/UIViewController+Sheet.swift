#if canImport(UIKit)
@preconcurrency import UIKit

extension UIViewController {
    /// Presents `viewController` as a sheet.
    ///
    /// ```swift
    /// presentSheet(CommentsViewController(), configuration: .commentSheet()) { sheet in
    ///     sheet.prefersGrabberVisible = true
    /// }
    /// presentSheet(MenuViewController(), configuration: .drawer(edge: .leading))
    /// presentSheet(ArticleViewController(), configuration: .pullToDismissPanel())
    /// ```
    ///
    /// Sets `modalPresentationStyle` to `.custom` and a ``SheetTransitioningDelegate`` as the
    /// `transitioningDelegate`, which the presentation keeps alive while it lasts.
    /// - Parameters:
    ///   - viewController: The view controller to present.
    ///   - configuration: The sheet's configuration (edge, detents, springs, options).
    ///   - animated: Whether to present on the presentation spring.
    ///   - prepare: Configures the sheet's presentation controller (grabber, corners, colors,
    ///     delegate) before anything is on screen. A trailing closure is this one.
    ///   - completion: Called when the presentation completes.
    public func presentSheet(_ viewController: UIViewController, configuration: SheetConfiguration = SheetConfiguration(),
                             animated: Bool = true, prepare: ((SheetPresentationController) -> Void)? = nil,
                             completion: (() -> Void)? = nil) {
        let delegate = SheetTransitioningDelegate(configuration: configuration, prepare: prepare)
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = delegate
        present(viewController, animated: animated, completion: completion)
        // UIKit holds the transitioning delegate weakly. The presentation controller, created
        // during `present`, holds it from then on; this keeps it alive until then in any case.
        DispatchQueue.main.async { withExtendedLifetime(delegate) {} }
    }

    /// The sheet presentation controller managing this view controller, when it is presented
    /// as a SheetKit sheet; `nil` otherwise. Like UIKit's `sheetPresentationController`.
    public var sheetController: SheetPresentationController? {
        guard presentingViewController != nil, modalPresentationStyle == .custom else { return nil }
        return presentationController as? SheetPresentationController
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
