@preconcurrency import UIKit

/// A comment: the author's avatar, name and age, the text, and a like button with its count.
final class CommentCell: UITableViewCell {
    static let reuseIdentifier = "CommentCell"

    /// Called when the user taps the like button.
    var onLike: (() -> Void)?

    private let avatar = AvatarView(diameter: 36)
    private let nameLabel = UILabel(textStyle: .footnote, weight: .semibold, color: .secondaryLabel)
    private let ageLabel = UILabel(textStyle: .footnote, color: .tertiaryLabel)
    private let bodyLabel = UILabel(textStyle: .body, numberOfLines: 0)
    private let likeButton = UIButton(type: .system)
    private let likeCountLabel = UILabel(textStyle: .caption1, color: .secondaryLabel)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        likeButton.translatesAutoresizingMaskIntoConstraints = false
        likeButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .body), forImageIn: .normal)
        likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
        likeCountLabel.textAlignment = .center

        let header = UIStackView(arrangedSubviews: [nameLabel, ageLabel])
        header.spacing = 6
        ageLabel.setContentHuggingPriority(.required, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let text = UIStackView(arrangedSubviews: [header, bodyLabel])
        text.axis = .vertical
        text.spacing = 2
        text.alignment = .leading
        let like = UIStackView(arrangedSubviews: [likeButton, likeCountLabel])
        like.axis = .vertical
        like.alignment = .center
        let row = UIStackView(arrangedSubviews: [avatar, text, like])
        row.spacing = 12
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            like.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            likeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        onLike = nil
    }

    /// Shows a comment.
    func configure(with comment: Comment) {
        avatar.configure(initials: comment.authorInitials, colorIndex: comment.avatarColorIndex)
        nameLabel.text = comment.authorName
        ageLabel.text = comment.age
        bodyLabel.text = comment.text
        likeButton.setImage(UIImage(systemName: comment.isLiked ? "heart.fill" : "heart"), for: .normal)
        likeButton.tintColor = comment.isLiked ? .systemRed : .secondaryLabel
        likeCountLabel.text = comment.likeCount.localizedCount
        // VoiceOver reads a comment as one element; liking it is a custom action.
        isAccessibilityElement = true
        accessibilityLabel = "\(comment.authorName), \(comment.age): \(comment.text)"
        accessibilityValue = comment.isLiked ? "\(comment.likeCount) likes, liked by you" : "\(comment.likeCount) likes"
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: comment.isLiked ? "Unlike" : "Like", target: self,
                                        selector: #selector(performLikeAction(_:))),
        ]
    }

    @objc private func performLikeAction(_ action: UIAccessibilityCustomAction) -> Bool {
        onLike?()
        return true
    }

    @objc private func likeTapped() {
        onLike?()
    }
}
