@preconcurrency import UIKit
import SheetKit

/// A list of articles; picking one presents it as a full-height panel that a pull dismisses
/// (the `.pullToDismissPanel()` preset: one large detent, the list behind receding like a
/// page sheet's).
final class ArticleListViewController: UITableViewController {
    private static let cellIdentifier = "Article"

    init() {
        super.init(style: .insetGrouped)
        title = "Articles"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Article.samples.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Pull an article down to dismiss it. Turn on “Prevent Dismiss” in the article: the panel "
            + "rubber-bands, springs back and asks whether to discard your changes."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let article = Article.samples[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
        cell.textLabel?.text = article.title
        cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.text = article.byline
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .subheadline)
        cell.detailTextLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.image = UIImage(systemName: article.symbolName)
        cell.imageView?.tintColor = article.color
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let article = ArticleViewController(article: Article.samples[indexPath.row])
        presentSheet(article, configuration: .pullToDismissPanel(), prepare: { sheet in
            sheet.prefersGrabberVisible = true
            // Hear about attempts to dismiss while `isModalInPresentation` is on.
            sheet.delegate = article
        })
    }
}
