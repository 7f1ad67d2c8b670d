@preconcurrency import UIKit

/// A small rating card: five stars, a comment field, Submit and Not Now. Typing a comment
/// brings up the keyboard, and the card rises to stay centred above it.
final class RatingCardViewController: UIViewController {
    /// Called with the number of stars when the user submits.
    var onRate: ((Int) -> Void)?
    private var stars = 4
    private var starButtons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemGroupedBackground
        preferredContentSize = CGSize(width: 320, height: 310)

        let title = UILabel(textStyle: .title2, weight: .bold)
        title.text = "Enjoying SheetKit?"
        title.textAlignment = .center
        let message = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 0)
        message.text = "Tap a star to rate it. Drag the card down to dismiss."
        message.textAlignment = .center
        starButtons = (1...5).map { index in
            let button = UIButton(type: .system)
            button.tag = index
            button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title1), forImageIn: .normal)
            button.tintColor = .systemYellow
            button.accessibilityLabel = "\(index) stars"
            button.addTarget(self, action: #selector(rate(_:)), for: .touchUpInside)
            return button
        }
        let starRow = UIStackView(arrangedSubviews: starButtons)
        starRow.distribution = .fillEqually
        let comment = UITextField()
        comment.placeholder = "Add a comment (optional)"
        comment.borderStyle = .roundedRect
        comment.font = .preferredFont(forTextStyle: .body)
        comment.adjustsFontForContentSizeCategory = true
        comment.returnKeyType = .done
        comment.addTarget(comment, action: #selector(UIResponder.resignFirstResponder), for: .editingDidEndOnExit)
        let submit = UIButton(type: .system)
        submit.setTitle("Submit", for: .normal)
        submit.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        submit.addTarget(self, action: #selector(submitRating), for: .touchUpInside)
        let later = UIButton(type: .system)
        later.setTitle("Not Now", for: .normal)
        later.addTarget(self, action: #selector(notNow), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, message, starRow, comment, submit, later])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        showStars()
    }

    private func showStars() {
        for button in starButtons {
            button.setImage(UIImage(systemName: button.tag <= stars ? "star.fill" : "star"), for: .normal)
            button.accessibilityTraits = button.tag <= stars ? [.button, .selected] : .button
        }
    }

    @objc private func rate(_ sender: UIButton) {
        stars = sender.tag
        showStars()
    }

    @objc private func submitRating() {
        onRate?(stars)
        dismiss(animated: true)
    }

    @objc private func notNow() {
        dismiss(animated: true)
    }
}
