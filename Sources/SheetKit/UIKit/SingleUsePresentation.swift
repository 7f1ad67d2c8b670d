#if canImport(UIKit)
@preconcurrency import UIKit
import ObjectiveC

/// A transitioning delegate attached to one view controller for one presentation, which the
/// view controller keeps alive until UIKit takes the presentation (UIKit holds
/// `transitioningDelegate` weakly): ``SheetTransitioningDelegate`` and
/// ``SourceTransitioningDelegate``.
@MainActor
protocol SingleUseTransitioning: AnyObject {
    /// UIKit refused the presentation: the view controller lets go of this delegate (and gets
    /// its own presentation style and transitioning delegate back), and the delegate lets go
    /// of `prepare`, which may capture the view controller. Nothing happens once the delegate
    /// vended a presentation controller (UIKit took the presentation, late).
    func detach(from viewController: UIViewController)
}

/// What a single-use delegate (``SingleUseTransitioning``) keeps of the view controller it is
/// attached to, and the attaching and detaching both delegates share: the view controller
/// keeps the delegate alive through an associated object (UIKit holds `transitioningDelegate`
/// weakly) until UIKit asks for the presentation controller or the presentation is refused.
@MainActor
struct SingleUseAttachment {
    /// The view controller's presentation style before it was attached.
    private var detachedStyle = UIModalPresentationStyle.automatic
    /// Whether UIKit asked the delegate for a presentation controller (it took the
    /// presentation): a late check then detaches nothing.
    private var hasVended = false

    /// Makes `viewController` present through `delegate`, kept alive under `key`.
    mutating func attach(_ delegate: NSObject & UIViewControllerTransitioningDelegate, to viewController: UIViewController,
                         key: UnsafeRawPointer) {
        detachedStyle = viewController.modalPresentationStyle
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = delegate
        objc_setAssociatedObject(viewController, key, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// UIKit asked for the presentation controller: the view controller lets go of the
    /// delegate kept under `key` (its presentation controller holds it from now on, or the
    /// view controller's `transitioningDelegate` reference suffices).
    mutating func vended(for viewController: UIViewController, key: UnsafeRawPointer, release: Bool) {
        hasVended = true
        if release { objc_setAssociatedObject(viewController, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// UIKit refused the presentation: `viewController` lets go of `delegate` (kept under
    /// `key`) and gets its own presentation style back. Returns whether it detached (not once
    /// the delegate vended a presentation controller).
    func detach(_ delegate: NSObject & UIViewControllerTransitioningDelegate, from viewController: UIViewController,
                key: UnsafeRawPointer) -> Bool {
        guard !hasVended else { return false }
        objc_setAssociatedObject(viewController, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if viewController.transitioningDelegate === delegate {
            viewController.transitioningDelegate = nil
            viewController.modalPresentationStyle = detachedStyle
        }
        return true
    }
}

extension UIViewController {
    /// Presents `viewController`, which `delegate` is attached to. UIKit refuses a
    /// presentation without a call-back when this view controller already presents another or
    /// a transition runs (it only logs); a check `BoundPresentation.dismissalCheckDelay` later
    /// (UIKit may take a presentation after the current Core Animation commit, later than the
    /// next turn of the main queue) finds the view controller neither presented nor being
    /// presented and detaches `delegate`, so a `prepare` that captures the view controller does
    /// not keep both alive for ever (review of 2026-11-27: a double tap leaked the whole screen
    /// each time). A delegate that vended its presentation controller meanwhile stays, and the
    /// check waits while this view controller runs a transition.
    func present(_ viewController: UIViewController, attachedTo delegate: SingleUseTransitioning, animated: Bool,
                 completion: (() -> Void)?) {
        present(viewController, animated: animated, completion: completion)
        checkPresentation(of: viewController, attachedTo: delegate)
    }

    /// The refused-presentation check, `BoundPresentation.dismissalCheckDelay` from now, and
    /// again while this view controller runs a transition (UIKit may take the presentation
    /// when it ends).
    private func checkPresentation(of viewController: UIViewController, attachedTo delegate: SingleUseTransitioning) {
        DispatchQueue.main.asyncAfter(deadline: .now() + BoundPresentation.dismissalCheckDelay) { [weak self, weak viewController, weak delegate] in
            MainActor.assumeIsolated {
                guard let viewController, let delegate, viewController.presentingViewController == nil,
                      !viewController.isBeingPresented else { return }
                if let self, self.transitionCoordinator != nil { return self.checkPresentation(of: viewController, attachedTo: delegate) }
                delegate.detach(from: viewController)
            }
        }
    }
}
#endif
