#if canImport(UIKit)
@preconcurrency import UIKit

/// A view controller that proposes how it is pushed and popped, and how screens pushed over
/// it arrive and leave when they have no opinion (`NavigationTransitionRoute` gives the
/// precedence: the upper screen, then the lower one, then the router's closure, then its
/// default).
///
/// ```swift
/// final class PhotoViewController: UIViewController, NavigationTransitionProposing {
///     var navigationTransitionProposal: NavigationTransitionProposal? { .style(.fadeThrough) }
/// }
/// ```
@MainActor
public protocol NavigationTransitionProposing: AnyObject {
    /// This screen's proposal: a style, ``NavigationTransitionProposal/system`` for UIKit's
    /// own transition, or `nil` for no opinion.
    var navigationTransitionProposal: NavigationTransitionProposal? { get }
}

extension NavigationOperation {
    /// UIKit's navigation operation as the core's; `nil` for `.none`.
    init?(_ operation: UINavigationController.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .none: return nil
        @unknown default: return nil
        }
    }
}

extension UIGestureRecognizer.State {
    /// Whether a recognizer in this state is recognizing a continuous gesture now.
    var isRecognizing: Bool { self == .began || self == .changed }
}
#endif
