@preconcurrency import UIKit

/// A titled group of form rows on a rounded, grouped background, like a section of an
/// inset-grouped table.
final class FormSectionView: UIView {
    private let rows = UIStackView()

    /// Creates a section.
    /// - Parameters:
    ///   - title: The section's header, or `nil`.
    ///   - rows: The rows, top to bottom.
    init(title: String?, rows: [UIView]) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false

        let header = UILabel(textStyle: .footnote, weight: .semibold, color: .secondaryLabel, numberOfLines: 0)
        header.text = title?.uppercased()
        header.accessibilityTraits = .header
        let headerContainer = UIView()
        headerContainer.isHidden = title == nil
        headerContainer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        headerContainer.addSubview(header)

        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        self.rows.axis = .vertical
        self.rows.spacing = 16
        self.rows.translatesAutoresizingMaskIntoConstraints = false
        rows.forEach(self.rows.addArrangedSubview)
        card.addSubview(self.rows)

        let stack = UIStackView(arrangedSubviews: [headerContainer, card])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: headerContainer.layoutMarginsGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: headerContainer.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: headerContainer.layoutMarginsGuide.trailingAnchor),
            header.bottomAnchor.constraint(equalTo: headerContainer.layoutMarginsGuide.bottomAnchor),
            self.rows.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            self.rows.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            self.rows.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            self.rows.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
