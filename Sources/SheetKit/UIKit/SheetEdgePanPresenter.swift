#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a sheet interactively from a screen-edge pan on the presenting view, as a drawer
/// opens: the sheet follows the finger; at release the engine's decision finishes the
/// presentation on the release spring or cancels it.
///
/// Create it with ``UIKit/UIViewController/addSheetEdgePan(configuration:prepare:makeViewController:)``.
/// The view owns the gesture recognizer and the recognizer owns the presenter, so the pair
/// lives exactly as long as the view (or until ``remove()``).
@MainActor
public final class SheetEdgePanPresenter: NSObject, UIGestureRecognizerDelegate {
    /// A screen-edge pan that keeps its presenter alive.
    private final class Recognizer: UIScreenEdgePanGestureRecognizer {
        var presenter: SheetEdgePanPresenter?
    }

    /// The screen-edge pan gesture on the presenting view; `nil` once removed.
    public var gestureRecognizer: UIScreenEdgePanGestureRecognizer? { recognizer }

    private weak var recognizer: Recognizer?
    private weak var presentingViewController: UIViewController?
    private weak var presentedViewController: UIViewController?
    private let configuration: SheetConfiguration
    private let prepare: ((SheetPresentationController) -> Void)?
    private let makeViewController: @MainActor () -> UIViewController

    init(presenting: UIViewController, configuration: SheetConfiguration,
         prepare: ((SheetPresentationController) -> Void)?,
         makeViewController: @escaping @MainActor () -> UIViewController) {
        self.presentingViewController = presenting
        self.configuration = configuration
        self.prepare = prepare
        self.makeViewController = makeViewController
        super.init()
        let recognizer = Recognizer()
        recognizer.presenter = self
        recognizer.addTarget(self, action: #selector(handle(_:)))
        recognizer.delegate = self
        // Both ends of the axis: which one is the sheet's depends on the layout direction when
        // the finger touches down (see gestureRecognizerShouldBegin).
        let axis = configuration.edge.resolved(for: .leftToRight).axis
        recognizer.edges = axis == .horizontal ? [.left, .right] : [.top, .bottom]
        presenting.view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
    }

    /// Removes the gesture from the presenting view.
    public func remove() {
        guard let recognizer else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.presenter = nil
    }

    /// The sheet's edge in the view's current layout direction.
    private func resolvedEdge(in view: UIView) -> ResolvedEdge {
        configuration.edge.resolved(for: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    /// Begins only from the screen edge the sheet is attached to, and only when nothing is
    /// presented yet.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view, presentingViewController?.presentedViewController == nil else { return false }
        let edge = resolvedEdge(in: view)
        let location = gestureRecognizer.location(in: view)
        return edge.isOnAttachedHalf(coordinate: edge.axis.along(x: Double(location.x), y: Double(location.y)),
                                     containerLength: SheetSize(view.bounds.size).length(along: edge.axis))
    }

    /// Yields to the navigation controller's back swipe, which starts at the same edge (unless
    /// the app turned the back swipe off on this screen).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other.isEnabled && other === presentingViewController?.navigationController?.interactivePopGestureRecognizer
    }

    @objc private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let edge = resolvedEdge(in: view)
        let translation = edge.extentDelta(for: pan.translation(in: view))
        switch pan.state {
        case .began:
            guard let presenting = presentingViewController else { return }
            let sheet = makeViewController()
            let delegate = SheetTransitioningDelegate(configuration: configuration, prepare: prepare)
            delegate.presentsInteractively = true
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            presenting.present(sheet, animated: true)
            presentedViewController = sheet
            controller?.followPresentingPan(translation: translation, releaseVelocity: nil)
        case .changed:
            controller?.followPresentingPan(translation: translation, releaseVelocity: nil)
        case .ended:
            controller?.followPresentingPan(translation: translation, releaseVelocity: edge.extentDelta(for: pan.velocity(in: view)))
            presentedViewController = nil
        case .cancelled, .failed:
            controller?.followPresentingPan(translation: translation, releaseVelocity: 0)
            presentedViewController = nil
        default:
            break
        }
    }

    private var controller: SheetPresentationController? {
        presentedViewController?.presentationController as? SheetPresentationController
    }
}
#endif
