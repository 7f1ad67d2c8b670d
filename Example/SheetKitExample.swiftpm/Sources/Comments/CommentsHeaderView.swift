@preconcurrency import UIKit
import SheetKit

/// The comment sheet's header: the comment count in the middle and a close button at the
/// trailing side, above a hairline.
final class CommentsHeaderView: UIView {
    /// Called when the user taps the close button.
    var onClose: (() -> Void)?

    private let titleLabel = UILabel(textStyle: .headline)
    private let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header

        closeButton.translatesAutoresizingMaskIntoConstraints = false
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2), forImageIn: .normal)
        closeButton.tintColor = .tertiaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        let separator = HairlineView()

        addSubview(titleLabel)
        addSubview(closeButton)
        addSubview(separator)
        NSLayoutConstraint.activate([
            // Clear of the sheet's grabber (the library's clearance), plus 5 pt of air.
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: CGFloat(GrabberLayout.standard.clearance) + 5),
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: closeButton.leadingAnchor, constant: -8),
            closeButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            closeButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            separator.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows the number of comments.
    func setCommentCount(_ count: Int) {
        titleLabel.text = count == 1 ? "1 comment" : "\(count.localizedCount) comments"
    }

    @objc private func closeTapped() {
        onClose?()
    }
}
