@preconcurrency import UIKit

/// A story's page: its header (the card, full width) and its text. It hides the status bar
/// (the zoom makes it capture the status bar's appearance), and closes by its button, a pull
/// down from the top, or a swipe from the leading edge.
final class StoryViewController: UIViewController {
    private let story: TodayStory
    let scrollView = UIScrollView()

    init(story: TodayStory) {
        self.story = story
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = true
        view.addSubviewPinnedToEdges(scrollView)

        let header = TodayStoryHeaderView(story: story)
        header.translatesAutoresizingMaskIntoConstraints = false
        let paragraphs = story.article.paragraphs.map { text -> UILabel in
            let label = UILabel(textStyle: .body, numberOfLines: 0)
            label.text = text
            return label
        }
        let byline = UILabel(textStyle: .subheadline, color: .secondaryLabel)
        byline.text = story.article.byline
        let body = UIStackView(arrangedSubviews: [byline] + paragraphs)
        body.axis = .vertical
        body.spacing = 16
        body.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        scrollView.addSubview(body)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: content.topAnchor),
            header.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            header.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: TodayStory.aspectRatio),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            body.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 24),
            body.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -24),
            body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -40),
        ])

        let close = UIButton(type: .system)
        close.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        close.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        close.tintColor = UIColor.white.withAlphaComponent(0.9)
        close.accessibilityLabel = "Close"
        close.translatesAutoresizingMaskIntoConstraints = false
        close.addTarget(self, action: #selector(closeStory), for: .touchUpInside)
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            close.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    @objc private func closeStory() {
        dismiss(animated: true)
    }
}
