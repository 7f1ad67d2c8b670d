@preconcurrency import UIKit
import SheetKit

/// An App Store–like "Today" screen: cards that shrink while pressed (``CardPressControl``)
/// and zoom into their story (`.zoom(from:)`); a pull down or a swipe from the leading edge
/// closes the story back into its card.
final class TodayViewController: UIViewController {
    /// A scroll view in which a scroll cancels a card's press, as it does a button's.
    private final class CardScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    private let scrollView = CardScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground
        view.addSubviewPinnedToEdges(scrollView)
        // The press shows at touch-down; a scroll still cancels it (`touchesShouldCancel`).
        scrollView.delaysContentTouches = false

        let date = UILabel(textStyle: .footnote, weight: .semibold, color: .secondaryLabel)
        date.text = DateFormatter.localizedString(from: Date(), dateStyle: .full, timeStyle: .none).uppercased()
        let hint = UILabel(textStyle: .footnote, color: .secondaryLabel, numberOfLines: 0)
        hint.text = "Press a card: it shrinks, then opens. Close a story with ✕, a pull down, or a swipe from the edge."
        let cards = TodayStory.samples.map { story -> TodayCardView in
            let card = TodayCardView(story: story)
            card.addTarget(self, action: #selector(open(_:)), for: .primaryActionTriggered)
            return card
        }
        let stack = UIStackView(arrangedSubviews: [date, hint] + cards)
        stack.axis = .vertical
        stack.spacing = 24
        stack.setCustomSpacing(8, after: date)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
            stack.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
        ])
    }

    @objc private func open(_ card: TodayCardView) {
        let story = StoryViewController(story: card.story)
        presentFrom(story, style: .zoom(from: card), prepare: { controller in
            (controller as? CardZoomPresentationController)?.detailScrollView = story.scrollView
        })
    }
}
