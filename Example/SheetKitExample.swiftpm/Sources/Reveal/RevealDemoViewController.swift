@preconcurrency import UIKit
import SheetKit

/// A screen with a floating compose button: the compose screen appears through a circle
/// growing from the button (`.circularReveal(from:)`) and goes back into it, by its Close
/// button or a pan toward the button.
final class RevealDemoViewController: UIViewController {
    private let composeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Circular Reveal"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground

        let message = UILabel(textStyle: .body, color: .secondaryLabel, numberOfLines: 0)
        message.text = "Tap the button: the compose screen grows out of it until it covers the farthest corner. "
            + "Close it, or drag it back toward the button; rotate the device at any time."
        message.textAlignment = .center
        message.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(message)

        composeButton.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
        composeButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2), forImageIn: .normal)
        composeButton.tintColor = .white
        composeButton.backgroundColor = .systemIndigo
        composeButton.layer.cornerRadius = 28
        composeButton.accessibilityLabel = "Compose"
        composeButton.translatesAutoresizingMaskIntoConstraints = false
        composeButton.addTarget(self, action: #selector(compose), for: .touchUpInside)
        view.addSubview(composeButton)

        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            message.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
            message.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            composeButton.widthAnchor.constraint(equalToConstant: 56),
            composeButton.heightAnchor.constraint(equalToConstant: 56),
            composeButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24),
            composeButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -24),
        ])
    }

    @objc private func compose() {
        presentFrom(UINavigationController(rootViewController: ComposeViewController()), style: .circularReveal(from: composeButton))
    }
}
