@preconcurrency import UIKit

/// A story's picture with its category and title over it: the whole Today card, and the top
/// of the story's page, laid out the same way so that the card zooms into the page seamlessly.
final class TodayStoryHeaderView: UIView {
    init(story: TodayStory) {
        super.init(frame: .zero)
        let artwork = ArtworkView(color: story.article.color, symbolName: story.article.symbolName, pointSize: 120,
                                  accessibilityLabel: story.article.title)
        addSubviewPinnedToEdges(artwork)
        let category = UILabel(textStyle: .subheadline, weight: .semibold, color: UIColor.white.withAlphaComponent(0.8))
        category.text = story.category
        let title = UILabel(textStyle: .largeTitle, weight: .bold, color: .white, numberOfLines: 0)
        title.text = story.article.title
        let stack = UIStackView(arrangedSubviews: [category, title])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
        ])
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = "\(story.category), \(story.article.title)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
