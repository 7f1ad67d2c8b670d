#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The UIKit side of ``SwiftUI/View/sheetKit(isPresented:configuration:selectedDetent:prepare:onDismiss:content:)``:
/// a view controller with an empty view, placed behind the modified view, that presents the
/// sheet from itself. ``BoundPresentation`` decides what to do on every binding change and
/// transition end; this class only carries it out.
@available(iOS 13.0, *)
@MainActor
final class SheetKitAnchorViewController<Content: View>: UIViewController, SheetPresentationControllerDelegate {
    private var presentation = BoundPresentation()
    /// The latest description from SwiftUI (bindings, configuration, content).
    private var presenter: SheetKitPresenter<Content>?
    /// The sheet's content, while presented.
    private var hosting: UIHostingController<Content>?

    override func loadView() {
        view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
    }

    /// Whether UIKit can present from here now.
    private var canPresent: Bool { viewIfLoaded?.window != nil && presentedViewController == nil }

    /// Takes SwiftUI's latest description and brings the sheet in line with it.
    func update(with presenter: SheetKitPresenter<Content>) {
        self.presenter = presenter
        if let hosting {
            hosting.rootView = presenter.content()
            if let wanted = presenter.selectedDetent, let controller = hosting.sheetController,
               controller.selectedDetentIdentifier != wanted {
                controller.animateChanges { controller.selectedDetentIdentifier = wanted }
            }
        }
        perform(presentation.request(presented: presenter.isPresented, canPresent: canPresent))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A sheet asked for before this view reached a window presents now.
        if let presenter { perform(presentation.request(presented: presenter.isPresented, canPresent: canPresent)) }
    }

    /// The modified view left the hierarchy: its sheet goes with it.
    func dismissSheetForGood() {
        presenter = nil
        hosting?.presentingViewController?.dismiss(animated: false)
    }

    private func perform(_ action: BoundPresentation.Action) {
        switch action {
        case .none:
            break
        case .present:
            startPresentation()
        case .dismiss:
            guard let hosting, hosting.presentingViewController != nil else {
                return finishDismissal(byUser: false)
            }
            hosting.dismiss(animated: true) { [weak self] in self?.finishDismissal(byUser: false) }
        case .clearBinding:
            presenter?.isPresented = false
        }
    }

    private func startPresentation() {
        guard let presenter else { return }
        let hosting = UIHostingController(rootView: presenter.content())
        self.hosting = hosting
        let prepare = presenter.prepare
        let selected = presenter.selectedDetent
        presentSheet(hosting, configuration: presenter.configuration, animated: true, prepare: { [weak self] controller in
            controller.delegate = self
            if let selected { controller.selectedDetentIdentifier = selected }
            prepare?(controller)
        }, completion: { [weak self, weak hosting] in
            // UIKit also calls this after a presentation the user pushed back out.
            let completed = hosting?.presentingViewController != nil
            self?.finishPresentation(completed: completed)
        })
    }

    /// Reported by the presentation's completion and, when the user pushed the sheet back
    /// out, by the delegate too; only the first report counts.
    private func finishPresentation(completed: Bool) {
        guard presentation.phase == .presenting else { return }
        let action = presentation.presentationEnded(completed: completed)
        if !completed {
            releaseSheet()
            presenter?.onDismiss?()
        }
        perform(action)
    }

    private func finishDismissal(byUser: Bool) {
        guard presentation.phase != .hidden else { return }
        releaseSheet()
        let action = presentation.dismissalEnded(byUser: byUser)
        presenter?.onDismiss?()
        perform(action)
    }

    private func releaseSheet() {
        hosting = nil
    }

    // MARK: SheetPresentationControllerDelegate

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finishDismissal(byUser: true)
    }

    func sheetPresentationControllerDidCancelPresentation(_ controller: SheetPresentationController) {
        finishPresentation(completed: false)
    }

    /// Written at the release, not only at rest, so that a SwiftUI update in between does
    /// not send the sheet back to the detent it is leaving.
    func sheetPresentationController(_ controller: SheetPresentationController, willChangeSelectedDetentTo identifier: Detent.Identifier) {
        presenter?.selectedDetent = identifier
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {
        presenter?.selectedDetent = controller.selectedDetentIdentifier
    }
}
#endif
