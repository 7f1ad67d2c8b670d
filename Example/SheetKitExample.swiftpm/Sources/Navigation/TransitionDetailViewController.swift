@preconcurrency import UIKit
import SheetKit

/// A pushed screen that proposes its own transition: its push and its pop (by the back
/// button, the leading-edge swipe or, when on, a swipe anywhere) use `option`'s style.
final class TransitionDetailViewController: UIViewController, NavigationTransitionProposing {
    private let option: TransitionStyleOption

    /// Creates the screen for `option`.
    init(option: TransitionStyleOption) {
        self.option = option
        super.init(nibName: nil, bundle: nil)
        title = option.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The router reads this for the push that shows the screen and the pop that hides it.
    var navigationTransitionProposal: NavigationTransitionProposal? { .style(option.style) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        let artwork = ArtworkView(color: option.color, symbolName: option.symbolName, pointSize: 64,
                                  accessibilityLabel: option.title)
        artwork.layer.cornerRadius = 20
        artwork.layer.cornerCurve = .continuous
        artwork.clipsToBounds = true
        let summary = UILabel(textStyle: .body, numberOfLines: 0)
        summary.text = option.subtitle + "."
        let hint = UILabel(textStyle: .footnote, color: .secondaryLabel, numberOfLines: 0)
        hint.text = "Swipe from the leading edge to go back: the screen follows your finger, and when you let go "
            + "it carries on with your finger's speed. Touch it again while it settles to catch it."
        let carouselTitle = UILabel(textStyle: .headline)
        carouselTitle.text = "Photos"
        let carousel = CarouselView(color: option.color)
        let pushNext = UIButton(type: .system)
        pushNext.setTitle("Push \(option.next.title)", for: .normal)
        pushNext.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        pushNext.titleLabel?.adjustsFontForContentSizeCategory = true
        pushNext.addTarget(self, action: #selector(pushNextStyle), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [artwork, summary, hint, carouselTitle, carousel, pushNext])
        stack.axis = .vertical
        stack.spacing = 16
        stack.setCustomSpacing(8, after: carouselTitle)
        stack.translatesAutoresizingMaskIntoConstraints = false
        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = true
        scrollView.addSubview(stack)
        view.addSubviewPinnedToEdges(scrollView)
        let margins = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor, multiplier: 0.6),
        ])
    }

    @objc private func pushNextStyle() {
        navigationController?.pushViewController(TransitionDetailViewController(option: option.next), animated: true)
    }
}
