@preconcurrency import UIKit
import SheetKit

/// A Today card: the story's header, laid out at the screen's width and scaled down to the
/// card (as the story's page is scaled up from it during the zoom, so both show the same
/// thing), with SheetKit's press feedback.
final class TodayCardView: CardPressControl {
    let story: TodayStory
    private let header: TodayStoryHeaderView

    init(story: TodayStory) {
        self.story = story
        header = TodayStoryHeaderView(story: story)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        clipsToBounds = true
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        addSubview(header)
        heightAnchor.constraint(equalTo: widthAnchor, multiplier: TodayStory.aspectRatio).isActive = true
        accessibilityLabel = "\(story.category), \(story.article.title)"
        accessibilityHint = "Opens the story."
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The width the story's page is laid out at: the window's.
    private var pageWidth: CGFloat { window?.bounds.width ?? bounds.width }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(pageWidth, 1)
        let scale = bounds.width / width
        header.transform = .identity
        header.bounds = CGRect(x: 0, y: 0, width: width, height: width * TodayStory.aspectRatio)
        header.center = CGPoint(x: bounds.midX, y: width * TodayStory.aspectRatio * scale / 2)
        header.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
}
