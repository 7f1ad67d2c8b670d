@preconcurrency import UIKit
import SheetKit

/// A sheet whose content grows and shrinks: its fits-content detent follows the content's new
/// length on the sheet's spring, with no jump and no layout loop.
///
/// The sheet has two detents, the content's fitting height and `.large`. The content reports
/// its height through `preferredContentSize`; SheetKit measures it again, and the engine moves
/// a sheet resting on the fits-content detent to the new length on its spring (a content-size
/// change is the one container change that animates). The “Fixed Content” switch sets
/// `configuration.layout.contentResizing` to `.fixed`: the content keeps the largest detent's
/// length while the sheet moves, so a drag toward `.large` lays nothing out (the counter in the
/// sheet stops), as FloatingPanel's static content mode does.
final class GrowingContentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Growing Content"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        let explanation = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        explanation.text = "Add and remove rows in the sheet: it follows its content on its spring. "
            + "Drag it up with “Fixed Content” on and off and watch the layout counter."
        let openButton = UIButton.headline("Open Sheet", target: self, action: #selector(openSheet))
        view.addReadableStack([explanation, openButton], spacing: 16)
    }

    @objc private func openSheet() {
        let configuration = SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large])
        presentSheet(GrowingSheetViewController(), configuration: configuration, prepare: { sheet in
            sheet.prefersGrabberVisible = true
        })
    }
}
