#if canImport(UIKit)
@preconcurrency import UIKit

extension UIViewController {
    /// Presents `viewController` growing out of something on screen: a card that zooms into
    /// it, a circle that reveals it, or a card that drops into the middle of the screen.
    ///
    /// ```swift
    /// presentFrom(ArticleViewController(), style: .zoom(from: cardView))
    /// presentFrom(ComposeViewController(), style: .circularReveal(from: composeButton))
    /// presentFrom(RatingViewController(), style: .card, prepare: { controller in
    ///     controller.delegate = self
    /// })
    /// ```
    ///
    /// Like ``presentSheet(_:configuration:animated:completion:prepare:)``, it sets
    /// `modalPresentationStyle` to `.custom` and a ``SourceTransitioningDelegate`` that the
    /// view controller keeps alive. A view controller whose iOS 18 `preferredTransition` you
    /// set is presented with that transition instead, untouched (`SourcePresentationRoute`
    /// says when to use which).
    /// - Parameters:
    ///   - viewController: The view controller to present.
    ///   - style: Where it grows from, and how.
    ///   - animated: Whether to animate (`false` shows it presented at once).
    ///   - completion: Called when the presentation completes. A trailing closure is this one,
    ///     as with UIKit's `present(_:animated:completion:)`.
    ///   - prepare: Configures the presentation controller before anything is on screen (a
    ///     ``CardZoomPresentationController``, ``CircularRevealPresentationController`` or
    ///     ``CenteredCardPresentationController``); write it with its label.
    public func presentFrom(_ viewController: UIViewController, style: SourcePresentationStyle, animated: Bool = true,
                            completion: (() -> Void)? = nil, prepare: ((UIPresentationController) -> Void)? = nil) {
        switch SourcePresentationRoute.resolve(hasSystemTransition: viewController.hasPreferredTransition) {
        case .system:
            present(viewController, animated: animated, completion: completion)
        case .sheetKit:
            let delegate = SourceTransitioningDelegate(style: style, prepare: prepare)
            delegate.attach(to: viewController)
            present(viewController, attachedTo: delegate, animated: animated, completion: completion)
        }
    }

    /// Whether the app set this view controller's iOS 18 `preferredTransition`. The check
    /// compiles with SDKs that have it (UIKit 8000, iOS 18, and later).
    var hasPreferredTransition: Bool {
        #if compiler(>=6.0) && canImport(UIKit, _version: 8000)
        if #available(iOS 18.0, *) { return preferredTransition != nil }
        #endif
        return false
    }
}
#endif
