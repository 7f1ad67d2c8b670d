@preconcurrency import UIKit

/// The bar at the bottom of the comment sheet: the user's avatar, a text field and a send
/// button, above a hairline.
final class CommentComposerView: UIView, UITextFieldDelegate {
    /// Called with the text when the user sends a comment; the field is cleared afterwards.
    var onSend: ((String) -> Void)?

    private let textField = UITextField()
    /// Whether the user is typing a comment (the keyboard is up for it).
    var isEditing: Bool { textField.isEditing }
    private let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        // Clear: the sheet's own background (glass or opaque) shows through.
        backgroundColor = .clear

        let avatar = AvatarView(diameter: 32)
        avatar.configure(initials: "You", colorIndex: 6)

        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.placeholder = "Add a comment…"
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .natural
        textField.borderStyle = .roundedRect
        textField.returnKeyType = .send
        textField.enablesReturnKeyAutomatically = true
        textField.accessibilityLabel = "Comment"
        textField.delegate = self
        textField.addTarget(self, action: #selector(textChanged), for: .editingChanged)

        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
        sendButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title3), forImageIn: .normal)
        sendButton.accessibilityLabel = "Send"
        sendButton.isEnabled = false
        sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)

        let separator = HairlineView()

        let row = UIStackView(arrangedSubviews: [avatar, textField, sendButton])
        row.spacing = 10
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(separator)
        addSubview(row)
        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.topAnchor.constraint(equalTo: separator.bottomAnchor, constant: 8),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            sendButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            sendButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        send()
        return false
    }

    @objc private func textChanged() {
        sendButton.isEnabled = !(textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    @objc private func send() {
        let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        onSend?(text)
        textField.text = nil
        textChanged()
    }
}
