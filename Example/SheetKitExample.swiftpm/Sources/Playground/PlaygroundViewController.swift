@preconcurrency import UIKit
import SheetKit

/// Tune a sheet and open it over the same screen: spring response and damping, one to three
/// fraction detents, grabber, corner radius, dimming and a blurred backdrop per detent, the drag behaviour hooks (where a drag
/// may begin, whether scrolling the list expands the sheet, rubber bands above and below,
/// whether the user may dismiss) and the edge and iPad style.
///
/// While the sheet is open, changes apply to it at once (on its spring, through
/// `animateChanges`); with “Undimmed Through” set, the controls stay usable behind a sheet
/// resting at or below that detent. The live readout shows the sheet's extent and progress
/// from `sheetPresentationController(_:didMoveToExtent:progress:)`.
final class PlaygroundViewController: UIViewController, SheetPresentationControllerDelegate {
    private let form = PlaygroundFormView()
    private let readoutLabel = UILabel(textStyle: .body, numberOfLines: 0)
    private weak var presentedSheet: PlaygroundSheetViewController?
    private let openButton = UIButton(type: .system)
    /// Whether the user may dismiss the open sheet (answered through `isModalInPresentation`).
    private var allowsDismissal = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playground"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        readoutLabel.font = .monospacedDigitFont(forTextStyle: .body)
        readoutLabel.accessibilityTraits = .updatesFrequently
        showReadout(extent: 0, progress: 0, detent: nil)
        openButton.setTitle("Open Sheet", for: .normal)
        openButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        openButton.titleLabel?.adjustsFontForContentSizeCategory = true
        openButton.contentHorizontalAlignment = .leading
        openButton.addTarget(self, action: #selector(openSheet), for: .touchUpInside)
        let live = FormSectionView(title: "Live", rows: [readoutLabel, openButton])

        form.onChange = { [weak self] settings in self?.apply(settings) }

        let stack = UIStackView(arrangedSubviews: [live, form])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .onDrag
        scrollView.addSubview(stack)
        view.addSubviewPinnedToEdges(scrollView)
        let content = scrollView.contentLayoutGuide
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }

    // MARK: The sheet

    @objc private func openSheet() {
        guard presentedSheet == nil else { return }
        let settings = form.settings
        let sheet = PlaygroundSheetViewController()
        sheet.show(settings)
        allowsDismissal = settings.allowsDismissal
        presentSheet(sheet, configuration: settings.configuration, prepare: { [openButton] controller in
            controller.delegate = self
            // A popover (on iPad, when chosen) points at the button that opened it.
            controller.sourceView = openButton
            controller.prefersGrabberVisible = settings.prefersGrabberVisible
            controller.grabberColor = settings.usesLargeGrabber ? .systemPurple : .tertiaryLabel
            controller.preferredCornerRadius = CGFloat(settings.cornerRadius)
            // With "Blurred Backdrop" on: a material blur, tinted for light and dark.
            controller.backdropBlurStyle = .systemUltraThinMaterial
        })
        presentedSheet = sheet
    }

    /// Applies new settings to the open sheet, if any, on its spring. The edge stays: it is
    /// chosen when the sheet opens.
    private func apply(_ settings: PlaygroundSettings) {
        guard let sheet = presentedSheet, let controller = sheet.sheetController else { return }
        var configuration = settings.configuration
        configuration.edge = controller.configuration.edge
        controller.animateChanges {
            controller.configuration = configuration
        }
        controller.prefersGrabberVisible = settings.prefersGrabberVisible
        controller.grabberColor = settings.usesLargeGrabber ? .systemPurple : .tertiaryLabel
        controller.preferredCornerRadius = CGFloat(settings.cornerRadius)
        allowsDismissal = settings.allowsDismissal
        sheet.show(settings)
    }

    private func showReadout(extent: CGFloat, progress: CGFloat, detent: Detent.Identifier?) {
        let detentText = detent.map { $0.rawValue } ?? "—"
        readoutLabel.text = String(format: "Extent %.0f pt · Progress %.2f", Double(extent), Double(progress))
            + "\nDetent: \(detentText)"
    }

    // MARK: SheetPresentationControllerDelegate

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        allowsDismissal
    }

    func sheetPresentationController(_ controller: SheetPresentationController, didMoveToExtent extent: CGFloat, progress: CGFloat) {
        // Fully hidden (a dismissal by the Done button ends here too): no detent to show.
        showReadout(extent: extent, progress: progress, detent: extent > 0 ? controller.selectedDetentIdentifier : nil)
    }

    func sheetPresentationController(_ controller: SheetPresentationController, didChangeSelectedDetentTo identifier: Detent.Identifier,
                                     cause: SheetChangeCause) {
        showReadout(extent: controller.extent, progress: controller.progress, detent: identifier)
    }

    func sheetPresentationController(_ controller: SheetPresentationController, didDismissWith cause: SheetChangeCause) {
        showReadout(extent: 0, progress: 0, detent: nil)
    }
}
