@preconcurrency import UIKit
import SheetKit

/// A screen full of tinted controls and a button that drops a notification panel from the top.
///
/// The `.topPanel()` preset presents on a bouncy spring and dims the presenting view's tint
/// (`tintAdjustmentMode = .dimmed`), so the blue buttons and symbols here turn gray while the
/// panel is down, as they do behind a system alert.
final class TopPanelDemoViewController: UIViewController {
    private let statusLabel = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Top Panel"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground

        let symbols = UIStackView.largeSymbols(["bell.fill", "star.fill", "heart.fill", "bookmark.fill"])

        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 0
        segmented.accessibilityLabel = "Period"
        let slider = UISlider()
        slider.value = 0.6
        slider.accessibilityLabel = "Volume"
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4

        statusLabel.text = "Tinted symbols and controls dim while the panel is down."
        statusLabel.textAlignment = .center

        let showButton = UIButton.headline("Show Notification", alignment: .center, target: self, action: #selector(showNotification))
        showButton.setImage(UIImage(systemName: "bell.fill"), for: .normal)

        let tinted = FormSectionView(title: "Tinted Content", rows: [symbols, segmented, slider, progress])
        view.addReadableStack([tinted, statusLabel, showButton], spacing: 24)
    }

    @objc private func showNotification() {
        let panel = NotificationPanelViewController()
        panel.onReply = { [weak self] in self?.statusLabel.text = "You tapped Reply." }
        presentSheet(panel, configuration: .topPanel(), prepare: { sheet in
            sheet.prefersGrabberVisible = true
        })
    }
}
