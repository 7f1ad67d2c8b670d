@preconcurrency import UIKit
import SheetKit

/// An article in a full-height panel: a header picture, the title and long text in a scroll
/// view, and a bar with a “Prevent Dismiss” switch and a close button.
///
/// The switch sets `isModalInPresentation`, as a view controller with unsaved changes would.
/// Then a pull rubber-bands and springs back, and the sheet tells its delegate, like UIKit's
/// sheets: this controller asks whether to discard the changes.
final class ArticleViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let article: Article
    private let preventDismissRow = SwitchRow(title: "Prevent Dismiss", isOn: false)

    /// Creates the panel's content.
    init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let scrollView = addScrollView()
        let bar = makeBar()
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: bar.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        confirmDiscard()
    }

    // MARK: Actions

    private func confirmDiscard() {
        let alert = UIAlertController(
            title: "Discard Changes?",
            message: "“Prevent Dismiss” stands in for unsaved changes. Discard them and close the article?",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(alert, animated: true)
    }

    private func setPreventsDismissal(_ isOn: Bool) {
        isModalInPresentation = isOn
    }

    @objc private func close() {
        if isModalInPresentation {
            confirmDiscard()
        } else {
            dismiss(animated: true)
        }
    }

    // MARK: Views

    private func makeBar() -> UIView {
        preventDismissRow.onChange = { [weak self] isOn in self?.setPreventsDismissal(isOn) }
        let closeButton = UIButton(type: .system)
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2), forImageIn: .normal)
        closeButton.tintColor = .tertiaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        closeButton.setContentHuggingPriority(.required, for: .horizontal)

        let row = UIStackView(arrangedSubviews: [preventDismissRow, closeButton])
        row.spacing = 16
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        let separator = HairlineView()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .systemBackground
        bar.addSubview(row)
        bar.addSubview(separator)
        NSLayoutConstraint.activate([
            // Clear of the sheet's grabber (the library's clearance), plus 5 pt of air.
            row.topAnchor.constraint(equalTo: bar.topAnchor, constant: CGFloat(GrabberLayout.standard.clearance) + 5),
            row.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
            closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            separator.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
            separator.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        return bar
    }

    /// Adds the article's scroll view to the view (its text follows the readable content guide).
    private func addScrollView() -> UIScrollView {
        let header = ArtworkView(color: article.color, symbolName: article.symbolName, pointSize: 64,
                                 accessibilityLabel: "Header picture")
        let title = UILabel(textStyle: .largeTitle, weight: .bold, numberOfLines: 0)
        title.text = article.title
        title.accessibilityTraits = .header
        let byline = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 0)
        byline.text = article.byline
        let paragraphs = article.paragraphs.map { paragraph -> UILabel in
            let label = UILabel(textStyle: .body, numberOfLines: 0)
            label.text = paragraph
            return label
        }
        let text = UIStackView(arrangedSubviews: [title, byline] + paragraphs)
        text.axis = .vertical
        text.spacing = 16
        text.setCustomSpacing(4, after: title)
        text.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        scrollView.addSubview(text)
        view.addSubview(scrollView)
        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            header.topAnchor.constraint(equalTo: content.topAnchor),
            header.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 240),
            text.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -32),
        ])
        return scrollView
    }
}
