@preconcurrency import UIKit
import SheetKit

/// Sheets on sheets: a button opens a sheet, and every sheet can open another one on top of
/// itself, to any depth.
///
/// Each sheet is the `.pullToDismissPanel()` preset. The first one recedes this screen like a
/// page sheet; every later one steps the sheet below it back instead (smaller, lifted 10 pt,
/// dimmed, with 10 pt corners: `SheetStackEffect`), two and three levels deep further each
/// time. Pulling the top sheet down brings the one below forward with the pull and lets it
/// step back again if the pull is let go; only presenting and dismissing move the sheets
/// below, which never change place themselves.
final class StackDemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet on Sheet"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        let explanation = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        explanation.text = "Open a sheet, then open another from it. The sheet below steps back as the new one "
            + "comes up and comes forward as you pull the top one away."
        let openButton = UIButton.headline("Open Sheet", target: self, action: #selector(openSheet))
        view.addReadableStack([explanation, openButton], spacing: 16)
    }

    @objc private func openSheet() {
        StackSheetViewController.present(depth: 1, from: self)
    }
}
