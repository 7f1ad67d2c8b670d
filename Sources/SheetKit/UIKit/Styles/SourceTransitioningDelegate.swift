#if canImport(UIKit)
@preconcurrency import UIKit
import ObjectiveC

/// Vends a source presentation's controller, animator and interaction controller.
///
/// ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)`` sets one up.
/// If you present yourself, call ``attach(to:)`` before `present(_:animated:)`: it sets
/// `modalPresentationStyle = .custom` and this object as the `transitioningDelegate`, and keeps
/// it alive as long as the view controller (UIKit holds it weakly). An attached delegate
/// serves one presentation: it lets go of `prepare` once called, so a `prepare` that captures
/// the presented view controller makes no cycle. With
/// ``UIKit/UIViewController/presentFrom(_:style:animated:completion:prepare:)``, a presentation
/// UIKit refuses (the presenter already presents another) detaches it a tenth of a second
/// later.
@MainActor
public final class SourceTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, SingleUseTransitioning {
    /// The style of the presentations this delegate vends.
    public let style: SourcePresentationStyle
    /// Called with each new presentation controller before its transition starts: a
    /// ``CardZoomPresentationController``, ``CircularRevealPresentationController`` or
    /// ``CenteredCardPresentationController``; set its `delegate` or style options here.
    /// `nil` after its one call once the delegate is attached to a view controller.
    public private(set) var prepare: ((UIPresentationController) -> Void)?
    /// Whether this delegate serves one presentation (set up by ``attach(to:)``).
    private var isSingleUse = false
    /// The view controller this delegate is attached to, for one presentation.
    private var attachment = SingleUseAttachment()
    /// The presentation controller this delegate vended last, whose presentation UIKit is
    /// starting (UIKit keeps it alive).
    private weak var controller: SourcePresentationControlling?
    /// The presentation controller of the dismissal UIKit is starting: the dismissed view
    /// controller's own, not the latest vended (a delegate that is not attached serves many
    /// presentations, and one may present another: closing the lower one got the upper one's
    /// driver, or none once it was gone).
    private weak var dismissing: SourcePresentationControlling?

    /// Creates a delegate for presentations in `style`.
    /// - Parameters:
    ///   - style: The presentation style.
    ///   - prepare: Called with each presentation controller right after it is created.
    public init(style: SourcePresentationStyle, prepare: ((UIPresentationController) -> Void)? = nil) {
        self.style = style
        self.prepare = prepare
    }

    /// Makes `viewController` present through this delegate, once, and keeps the delegate
    /// alive as long as the view controller (it vends the dismissal's animator too).
    public func attach(to viewController: UIViewController) {
        isSingleUse = true
        attachment.attach(self, to: viewController, key: &sourceTransitioningDelegateKey)
    }

    /// UIKit refused the presentation ``attach(to:)`` set up (`SingleUseTransitioning`).
    func detach(from viewController: UIViewController) {
        if attachment.detach(self, from: viewController, key: &sourceTransitioningDelegateKey) { prepare = nil }
    }

    /// Creates the style's presentation controller and lets ``prepare`` configure it.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        // The view controller keeps this delegate (it vends the dismissal's animator too).
        attachment.vended(for: presented, key: &sourceTransitioningDelegateKey, release: false)
        let controller = style.makePresentationController(presented: presented, presenting: presenting ?? source)
        self.controller = controller
        let prepare = self.prepare
        self.prepare = isSingleUse ? nil : prepare
        prepare?(controller)
        return controller
    }

    /// The presentation's animator: the style's transition driver.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        controller?.animationController(for: .presentation)
    }

    /// The dismissal's animator: the style's transition driver.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // A presented view controller's `presentationController` is the one UIKit presents it
        // with (reading it creates nothing once it is presented).
        dismissing = dismissed.presentingViewController == nil ? nil : dismissed.presentationController as? SourcePresentationControlling
        return dismissing?.animationController(for: .dismissal)
    }

    /// An interaction controller while a finger starts the presentation (none of the styles
    /// does today).
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        controller?.interactionController(for: .presentation)
    }

    /// An interaction controller while a finger drives the dismissal.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        dismissing?.interactionController(for: .dismissal)
    }
}

/// The key of the associated object that keeps a source transitioning delegate alive.
nonisolated(unsafe) private var sourceTransitioningDelegateKey: UInt8 = 0
#endif
