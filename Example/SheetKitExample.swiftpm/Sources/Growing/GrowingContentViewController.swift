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
        let openButton = UIButton(type: .system)
        openButton.setTitle("Open Sheet", for: .normal)
        openButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        openButton.titleLabel?.adjustsFontForContentSizeCategory = true
        openButton.contentHorizontalAlignment = .leading
        openButton.addTarget(self, action: #selector(openSheet), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [explanation, openButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }

    @objc private func openSheet() {
        let configuration = SheetConfiguration(edge: .bottom, detents: [.fitsContent(), .large])
        presentSheet(GrowingSheetViewController(), configuration: configuration) { sheet in
            sheet.prefersGrabberVisible = true
        }
    }
}
