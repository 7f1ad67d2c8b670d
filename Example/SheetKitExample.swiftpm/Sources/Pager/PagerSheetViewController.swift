@preconcurrency import UIKit

/// Two lists in one sheet: a segmented control over a horizontally paging scroll view whose
/// pages are table views.
final class PagerSheetViewController: UIViewController, UIScrollViewDelegate {
    /// The pages' titles and how many rows each list has.
    private static let pages: [(title: String, rows: Int)] = [("Comments", 60), ("Reposts", 25)]
    /// The space above the segmented control, in points (the grabber sits there).
    private static let topMargin: CGFloat = 20

    private let segments = UISegmentedControl(items: PagerSheetViewController.pages.map(\.title))
    private let pager = UIScrollView()
    private let lists = PagerSheetViewController.pages.map { PageList(title: $0.title, rows: $0.rows) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: #selector(segmentChanged), for: .valueChanged)
        segments.translatesAutoresizingMaskIntoConstraints = false
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.delegate = self
        pager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(segments)
        view.addSubview(pager)
        let pages = UIStackView(arrangedSubviews: lists.map(\.tableView))
        pages.axis = .horizontal
        pages.distribution = .fillEqually
        pages.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(pages)
        NSLayoutConstraint.activate([
            segments.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.topMargin),
            segments.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pager.topAnchor.constraint(equalTo: segments.bottomAnchor, constant: 8),
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pages.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            pages.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
            pages.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
            pages.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
            pages.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor, multiplier: CGFloat(lists.count)),
        ])
    }

    @objc private func segmentChanged() {
        let page = CGFloat(segments.selectedSegmentIndex)
        pager.setContentOffset(CGPoint(x: page * pager.bounds.width, y: 0), animated: true)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        segments.selectedSegmentIndex = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}

/// One page: a plain list of numbered rows.
private final class PageList: NSObject, UITableViewDataSource {
    private static let cellIdentifier = "Row"
    let tableView = UITableView(frame: .zero, style: .plain)
    private let title: String
    private let rows: Int

    init(title: String, rows: Int) {
        self.title = title
        self.rows = rows
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "\(title.dropLast()) \(indexPath.row + 1)"
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        return cell
    }
}
