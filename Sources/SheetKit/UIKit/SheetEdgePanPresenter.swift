#if canImport(UIKit)
@preconcurrency import UIKit

/// Presents a sheet interactively from a screen-edge pan on the presenting view, as a drawer
/// opens: the sheet follows the finger; at release the engine's decision finishes the
/// presentation on the release spring or cancels it.
///
/// Create it with ``UIKit/UIViewController/addSheetEdgePan(configuration:makeViewController:)``.
@MainActor
public final class SheetEdgePanPresenter: NSObject {
    /// A screen-edge pan that keeps its presenter alive (the view owns the recognizer).
    private final class Recognizer: UIScreenEdgePanGestureRecognizer {
        var presenter: SheetEdgePanPresenter?
    }

    /// The screen-edge pan gesture, installed on the presenting view controller's view.
    public var gestureRecognizer: UIScreenEdgePanGestureRecognizer { recognizer }

    private let recognizer = Recognizer()
    private weak var presentingViewController: UIViewController?
    private weak var presentedViewController: UIViewController?
    private let configuration: SheetConfiguration
    private let makeViewController: @MainActor () -> UIViewController

    init(presenting: UIViewController, configuration: SheetConfiguration,
         makeViewController: @escaping @MainActor () -> UIViewController) {
        self.presentingViewController = presenting
        self.configuration = configuration
        self.makeViewController = makeViewController
        super.init()
        recognizer.presenter = self
        recognizer.addTarget(self, action: #selector(handle(_:)))
        let direction = LayoutDirection(presenting.view.effectiveUserInterfaceLayoutDirection)
        recognizer.edges = configuration.edge.resolved(for: direction).screenEdge
        presenting.view.addGestureRecognizer(recognizer)
    }

    /// Removes the gesture from the presenting view.
    public func remove() {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.presenter = nil
    }

    @objc private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let direction = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        let edge = configuration.edge.resolved(for: direction)
        let translation = edge.extentDelta(for: pan.translation(in: view))
        switch pan.state {
        case .began:
            guard let presenting = presentingViewController, presenting.presentedViewController == nil else { return }
            let sheet = makeViewController()
            let delegate = SheetTransitioningDelegate(configuration: configuration)
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
