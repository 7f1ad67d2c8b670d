@preconcurrency import UIKit
import SheetKit

/// A notification-style panel: an app icon, a title, a message and two buttons.
///
/// Presented with `.topPanel()`, whose detent fits the content: the view's height comes from
/// Auto Layout alone (the stack is pinned to the top safe area and to the bottom), so a longer
/// message or a larger text size makes a taller panel.
final class NotificationPanelViewController: UIViewController {
    /// Called when the user taps “Reply”.
    var onReply: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        let icon = UIImageView(image: UIImage(systemName: "bubble.left.and.bubble.right.fill"))
        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        icon.contentMode = .center
        icon.tintColor = .white
        icon.backgroundColor = .systemGreen
        icon.layer.cornerRadius = 12
        icon.layer.cornerCurve = .continuous
        icon.isAccessibilityElement = false

        let appName = UILabel(textStyle: .footnote, weight: .semibold, color: .secondaryLabel)
        appName.text = "MESSAGES · now"
        let title = UILabel(textStyle: .headline, numberOfLines: 0)
        title.text = "Maya Park"
        let message = UILabel(textStyle: .body, numberOfLines: 0)
        message.text = "The top panel dropped in on a bouncy spring. Flick it up to dismiss it, "
            + "or tap the dimmed area below."
        let text = UIStackView(arrangedSubviews: [appName, title, message])
        text.axis = .vertical
        text.spacing = 2
        text.isAccessibilityElement = true
        text.accessibilityLabel = "Message from Maya Park: \(message.text ?? "")"

        let content = UIStackView(arrangedSubviews: [icon, text])
        content.spacing = 12
        content.alignment = .top

        let replyButton = makeButton(title: "Reply", action: #selector(reply), isPrimary: true)
        let dismissButton = makeButton(title: "Dismiss", action: #selector(close), isPrimary: false)
        let buttons = UIStackView(arrangedSubviews: [dismissButton, replyButton])
        buttons.spacing = 12
        buttons.distribution = .fillEqually

        let stack = UIStackView(arrangedSubviews: [content, buttons])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 44),
            icon.heightAnchor.constraint(equalToConstant: 44),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            // The panel's height: its content, then the grabber's clearance at the bottom
            // edge, plus 13 pt of air.
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -(CGFloat(GrabberLayout.standard.clearance) + 13)),
        ])
    }

    private func makeButton(title: String, action: Selector, isPrimary: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.backgroundColor = isPrimary ? .systemGreen : .tertiarySystemFill
        button.setTitleColor(isPrimary ? .white : .label, for: .normal)
        button.layer.cornerRadius = 10
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    @objc private func reply() {
        onReply?()
        dismiss(animated: true)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
