@preconcurrency import UIKit

/// A row's detail, pushed inside its tab's own navigation stack: the mini-player stays above
/// the tab bar over it, as over every tab. The tab's navigation bar is hidden (the demo's own
/// bar is above the tabs), so the detail has its own Back button.
final class TabDetailViewController: UIViewController {
    private let color: UIColor

    /// Creates the detail of a row.
    /// - Parameters:
    ///   - title: The row's title.
    ///   - color: The tab's color.
    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let back = UIButton.headline("Back", target: self, action: #selector(goBack))
        let titleLabel = UILabel(textStyle: .largeTitle)
        titleLabel.text = title
        let detail = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        detail.text = "Pushed inside the tab. The mini-player is still above the tab bar: it is "
            + "embedded in the screen that holds the tab bar controller, so pushes and tab "
            + "switches happen under it."
        let swatch = UIView()
        swatch.backgroundColor = color
        swatch.layer.cornerRadius = 12
        swatch.heightAnchor.constraint(equalToConstant: 120).isActive = true
        view.addReadableStack([back, titleLabel, swatch, detail], spacing: 16)
    }

    @objc private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}
