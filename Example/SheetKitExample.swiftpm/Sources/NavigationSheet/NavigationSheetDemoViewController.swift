@preconcurrency import UIKit
import SheetKit

/// A sheet whose content is a navigation stack: a short settings screen pushes a taller one,
/// and the sheet grows to it on its spring as it slides in; back (the button or the edge
/// swipe) brings it down again, and a back swipe that is let go halfway leaves it where it is.
///
/// The content is a ``SheetNavigationController``: its `preferredContentSize` follows the
/// screen it shows (each screen's `preferredContentSize` plus the navigation bar and, while it
/// shows, the toolbar), and the sheet's fits-content detent follows that.
final class NavigationSheetDemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet Navigation"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        let explanation = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        explanation.text = "The sheet holds a navigation stack. Push “More Settings”: the sheet grows to the taller "
            + "screen as it slides in. Go back with the button or a swipe from the edge; let a swipe go halfway "
            + "and the sheet stays. The toolbar switch adds the toolbar's height."
        let openButton = UIButton.headline("Open Settings", target: self, action: #selector(openSheet))
        view.addReadableStack([explanation, openButton], spacing: 16)
    }

    @objc private func openSheet() {
        let settings = SheetNavigationController(rootViewController: SettingsListViewController.short())
        let configuration = SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large])
        presentSheet(settings, configuration: configuration, prepare: { sheet in
            sheet.prefersGrabberVisible = true
        })
    }
}
