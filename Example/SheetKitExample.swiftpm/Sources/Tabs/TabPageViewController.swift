@preconcurrency import UIKit

/// One tab of the Tabs demo: a list of rows in the tab's color (a vertical list keeps its
/// scrolling under the horizontal tab swipe), under an optional header (the Search tab's is a
/// carousel: a sideways swipe on it scrolls it, and switches tabs only at its ends). A row
/// pushes its detail inside the tab's own navigation stack.
final class TabPageViewController: UITableViewController {
    private static let cellIdentifier = "Row"
    private let color: UIColor
    private let header: UIView?

    /// Creates a tab.
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - symbolName: The tab's SF Symbol.
    ///   - color: The rows' tint.
    ///   - header: A view shown above the rows, or `nil`.
    init(title: String, symbolName: String, color: UIColor, header: UIView? = nil) {
        self.color = color
        self.header = header
        super.init(style: .insetGrouped)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbolName), selectedImage: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.tableHeaderView = header.map(Self.sizedHeader)
    }

    /// The smallest table header, in points.
    private static let minimumHeaderHeight: CGFloat = 96
    /// The space above and below a header's view, in points in all.
    private static let headerPadding: CGFloat = 24

    /// `view` in a container sized for a table header.
    private static func sizedHeader(_ view: UIView) -> UIView {
        let height = max(minimumHeaderHeight, view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height + headerPadding)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor, constant: -8),
            view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        return container
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        24
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "\(title ?? "Item") \(indexPath.row + 1)"
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.imageView?.image = UIImage(systemName: "circle.fill")
        cell.imageView?.tintColor = color
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let row = tableView.cellForRow(at: indexPath)?.textLabel?.text ?? title ?? ""
        navigationController?.pushViewController(TabDetailViewController(title: row, color: color), animated: true)
    }
}
