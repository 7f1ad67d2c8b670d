@preconcurrency import UIKit
import SheetKit

/// A button that opens a comment-style sheet holding two lists side by side in a horizontal
/// pager (Comments and Reposts): a drag on either list hands the finger between that list and
/// the sheet, and a sideways swipe changes the page. Nothing here picks the list: SheetKit
/// tracks the scroll view under the finger that scrolls along the sheet's axis (the deepest
/// one, so the visible page's list, not the horizontal pager around it).
final class PagerDemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Two Lists"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground
        let message = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        message.text = "Open the sheet, drag either list: each hands the finger to the sheet at its top. Swipe sideways to change lists."
        message.textAlignment = .center
        let open = UIButton.headline("Show Comments and Reposts", alignment: .center, target: self, action: #selector(showSheet))
        view.addReadableStack([message, open], spacing: 24, topMargin: 40)
    }

    @objc private func showSheet() {
        presentSheet(PagerSheetViewController(), configuration: .commentSheet(), prepare: { sheet in
            sheet.prefersGrabberVisible = true
        })
    }
}
