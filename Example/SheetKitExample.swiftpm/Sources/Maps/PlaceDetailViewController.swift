@preconcurrency import UIKit
import SheetKit

/// The second panel's content: the selected place, with a close button that hides the panel.
final class PlaceDetailViewController: UIViewController {
    /// Called when the user closes the place.
    var onClose: (() -> Void)?

    private let nameLabel = UILabel(textStyle: .title2, weight: .bold, numberOfLines: 0)
    private let detailLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 0)
    private let iconView = UIImageView()
    private var headerTop: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
        iconView.tintColor = .systemRed
        iconView.setContentHuggingPriority(.required, for: .horizontal)
        iconView.isAccessibilityElement = false
        let closeButton = UIButton(type: .close)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        closeButton.setContentHuggingPriority(.required, for: .horizontal)
        let titles = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        titles.axis = .vertical
        titles.spacing = 2
        let header = UIStackView(arrangedSubviews: [iconView, titles, closeButton])
        header.alignment = .top
        header.spacing = 12

        let actions = UIStackView(arrangedSubviews: [
            Self.actionButton(title: "Directions", symbol: "car.fill", filled: true),
            Self.actionButton(title: "Call", symbol: "phone.fill", filled: false),
            Self.actionButton(title: "Website", symbol: "safari.fill", filled: false),
        ])
        actions.distribution = .fillEqually
        actions.spacing = 8

        let stack = UIStackView(arrangedSubviews: [header, actions])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let top = stack.topAnchor.constraint(equalTo: view.topAnchor)
        NSLayoutConstraint.activate([
            top,
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        headerTop = top
    }

    /// Keeps the header clear of the panel's grabber.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headerTop?.constant = 12 + (sheetPanelController?.grabberContentInsets.top ?? 0)
    }

    /// Shows `place`.
    func show(_ place: Place) {
        loadViewIfNeeded()
        nameLabel.text = place.name
        detailLabel.text = "\(place.category) · \(place.address)"
        iconView.image = UIImage(systemName: place.symbolName)
    }

    private static func actionButton(title: String, symbol: String, filled: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.backgroundColor = filled ? .systemBlue : .secondarySystemFill
        button.tintColor = filled ? .white : .systemBlue
        button.layer.cornerRadius = 10
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return button
    }

    @objc private func close() {
        onClose?()
    }
}
