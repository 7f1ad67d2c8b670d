@preconcurrency import UIKit
import SheetKit

/// Tinted content and a button that drops a rating card into the middle of the screen
/// (`.card`): a position and a scale spring, the background dimmed to 0.2 and the tint
/// colors dimmed behind it; a drag down, a tap outside or the card's buttons drop it out.
final class PoppingDemoViewController: UIViewController {
    private let statusLabel = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Centered Card"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground

        let symbols = UIStackView(arrangedSubviews: ["star.fill", "heart.fill", "hand.thumbsup.fill"].map { name in
            let imageView = UIImageView(image: UIImage(systemName: name))
            imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
            imageView.contentMode = .center
            imageView.isAccessibilityElement = false
            return imageView
        })
        symbols.distribution = .fillEqually
        statusLabel.text = "The card drops in from the top and lands with a jelly wobble."
        statusLabel.textAlignment = .center

        let showButton = UIButton(type: .system)
        showButton.setTitle("Rate This App", for: .normal)
        showButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        showButton.titleLabel?.adjustsFontForContentSizeCategory = true
        showButton.addTarget(self, action: #selector(showCard), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [symbols, statusLabel, showButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }

    @objc private func showCard() {
        let card = RatingCardViewController()
        card.onRate = { [weak self] stars in self?.statusLabel.text = "You gave \(stars) of 5 stars." }
        presentFrom(card, style: .card)
    }
}
