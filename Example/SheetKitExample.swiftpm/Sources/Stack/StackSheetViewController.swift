@preconcurrency import UIKit
import SheetKit

/// One sheet of the stack: its depth, a button that opens the next sheet on top of this one,
/// and a close button.
final class StackSheetViewController: UIViewController {
    /// The sheets' symbols and colors, one per depth (repeating).
    private static let looks: [(symbol: String, color: UIColor)] = [
        ("1.circle.fill", .systemIndigo), ("2.circle.fill", .systemTeal), ("3.circle.fill", .systemOrange),
        ("4.circle.fill", .systemPink), ("5.circle.fill", .systemGreen),
    ]
    /// The space around the content, in points.
    private static let padding: CGFloat = 20

    private let depth: Int

    /// Presents the sheet at `depth` (1 for the first) from `presenter`.
    static func present(depth: Int, from presenter: UIViewController) {
        presenter.presentSheet(StackSheetViewController(depth: depth), configuration: .pullToDismissPanel(), prepare: { sheet in
            sheet.prefersGrabberVisible = true
        })
    }

    private init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Clear: the sheet draws its own background (Liquid Glass where it floats).
        view.backgroundColor = .clear
        let look = Self.looks[(depth - 1) % Self.looks.count]

        let symbol = UIImageView(image: UIImage(systemName: look.symbol))
        symbol.tintColor = look.color
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        symbol.setContentHuggingPriority(.required, for: .horizontal)
        let title = UILabel(textStyle: .title1, weight: .bold)
        title.text = "Sheet \(depth)"
        title.accessibilityTraits = .header
        let header = UIStackView(arrangedSubviews: [symbol, title])
        header.spacing = 12
        header.alignment = .center

        let detail = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        detail.text = depth == 1
            ? "The screen behind recedes. Open another sheet: this one steps back behind it."
            : "Sheet \(depth - 1) stepped back as this one came up. Pull this one down slowly: the sheet "
                + "below comes forward with your finger, and steps back again if you let go."

        let stack = UIStackView(arrangedSubviews: [header, detail, UIButton.headline("Open Another Sheet", alignment: .center, target: self, action: #selector(openNext)),
                                                   UIButton.headline("Close", alignment: .center, target: self, action: #selector(close))])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .leading
        stack.setCustomSpacing(28, after: detail)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.padding + 16),
            stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: Self.padding),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -Self.padding),
        ])
    }

    @objc private func openNext() {
        Self.present(depth: depth + 1, from: self)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
