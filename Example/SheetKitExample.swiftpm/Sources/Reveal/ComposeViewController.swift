@preconcurrency import UIKit

/// A full-screen compose page in the button's color, revealed by a growing circle inside a
/// navigation controller: its bar (a material, Liquid Glass on iOS 26) renders right once the
/// circle covers the screen, because the reveal takes its mask off then.
final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        navigationItem.title = "Compose"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeCompose))

        let title = UILabel(textStyle: .title1, weight: .bold, color: .white)
        title.text = "New Note"
        let hint = UILabel(textStyle: .footnote, color: UIColor.white.withAlphaComponent(0.8), numberOfLines: 0)
        hint.text = "Drag toward the button's corner to close."
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = UIColor.white.withAlphaComponent(0.15)
        textView.textColor = .white
        textView.layer.cornerRadius = 12
        textView.text = "A circle grows from the button to the farthest corner of the screen."
        textView.accessibilityLabel = "Note"
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        close.tintColor = .white
        close.addTarget(self, action: #selector(closeCompose), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, hint, textView, close])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            textView.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    @objc private func closeCompose() {
        dismiss(animated: true)
    }
}
