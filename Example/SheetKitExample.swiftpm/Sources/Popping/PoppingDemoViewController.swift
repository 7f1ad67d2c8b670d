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

        let symbols = UIStackView.largeSymbols(["star.fill", "heart.fill", "hand.thumbsup.fill"])
        statusLabel.text = "The card drops in from the top and lands with a jelly wobble."
        statusLabel.textAlignment = .center

        let showButton = UIButton.headline("Rate This App", alignment: .center, target: self, action: #selector(showCard))
        view.addReadableStack([symbols, statusLabel, showButton], spacing: 24, topMargin: 40)
    }

    @objc private func showCard() {
        let card = RatingCardViewController()
        card.onRate = { [weak self] stars in self?.statusLabel.text = "You gave \(stars) of 5 stars." }
        presentFrom(card, style: .card, prepare: { controller in
            // A drag down, a tap on the dimming or VoiceOver's escape closed the card (its
            // delegate hears presentationControllerDidDismiss too); the app's own dismiss does not count.
            (controller as? CenteredCardPresentationController)?.onUserDismissal = { [weak self] in
                self?.statusLabel.text = "You closed the card without rating."
            }
        })
    }
}
