@preconcurrency import UIKit

/// A message in the inbox: an unread dot, the sender and time, the subject and a preview.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    private let unreadDot = UIView()
    private let senderLabel = UILabel(textStyle: .headline)
    private let timeLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel)
    private let subjectLabel = UILabel(textStyle: .subheadline)
    private let previewLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 2)
    private let badges = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        unreadDot.translatesAutoresizingMaskIntoConstraints = false
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        badges.translatesAutoresizingMaskIntoConstraints = false
        badges.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote)
        badges.tintColor = .secondaryLabel
        badges.setContentHuggingPriority(.required, for: .horizontal)

        let header = UIStackView(arrangedSubviews: [senderLabel, badges, timeLabel])
        header.spacing = 6
        header.alignment = .firstBaseline
        let text = UIStackView(arrangedSubviews: [header, subjectLabel, previewLabel])
        text.axis = .vertical
        text.spacing = 2
        text.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(unreadDot)
        contentView.addSubview(text)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            unreadDot.widthAnchor.constraint(equalToConstant: 10),
            unreadDot.heightAnchor.constraint(equalToConstant: 10),
            unreadDot.centerYAnchor.constraint(equalTo: senderLabel.centerYAnchor),
            unreadDot.trailingAnchor.constraint(equalTo: text.leadingAnchor, constant: -6),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 14),
            text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows a message.
    func configure(with message: InboxMessage) {
        unreadDot.isHidden = !message.isUnread
        senderLabel.text = message.sender
        timeLabel.text = message.time
        subjectLabel.text = message.subject
        previewLabel.text = message.preview
        badges.image = message.isFlagged ? UIImage(systemName: "flag.fill")
            : message.hasAttachment ? UIImage(systemName: "paperclip") : nil
        badges.tintColor = message.isFlagged ? .systemOrange : .secondaryLabel

        var parts = [message.isUnread ? "Unread" : nil, message.sender, message.subject, message.preview, message.time]
        if message.isFlagged { parts.append("Flagged") }
        if message.hasAttachment { parts.append("Has attachment") }
        accessibilityLabel = parts.compactMap { $0 }.joined(separator: ", ")
    }
}
