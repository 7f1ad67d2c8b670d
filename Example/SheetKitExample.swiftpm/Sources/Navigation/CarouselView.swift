@preconcurrency import UIKit

/// A horizontally paging row of colored cards: a full-screen back swipe that starts on it
/// lets it scroll back first, and pops only once it shows its first card.
final class CarouselView: UIScrollView {
    /// The cards' height, in points.
    static let height: CGFloat = 140
    private static let cardCount = 5
    private static let spacing: CGFloat = 12

    private let stack = UIStackView()

    /// Creates a carousel of cards tinted from `color`.
    init(color: UIColor) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        showsHorizontalScrollIndicator = false
        clipsToBounds = false
        stack.axis = .horizontal
        stack.spacing = Self.spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        for index in 0..<Self.cardCount {
            let card = ArtworkView(color: color.withAlphaComponent(1 - CGFloat(index) * 0.15), symbolName: "photo",
                                   pointSize: 36, accessibilityLabel: "Photo \(index + 1) of \(Self.cardCount)")
            card.layer.cornerRadius = 14
            card.layer.cornerCurve = .continuous
            card.clipsToBounds = true
            stack.addArrangedSubview(card)
            card.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor, multiplier: 0.8).isActive = true
        }
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor),
            heightAnchor.constraint(equalToConstant: Self.height),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
