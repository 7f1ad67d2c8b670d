@preconcurrency import UIKit
import SheetKit

/// The persistent panel's content: a search field above the list of places. Editing the
/// field raises the panel to its large detent; scrolling the list hands the finger to the
/// panel at the list's top, as in the comment sheet.
final class PlaceSearchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
    /// Called when the user picks a place.
    var onSelect: ((Place) -> Void)?

    private static let cellIdentifier = "Place"
    private let searchBar = UISearchBar()
    /// Whether the user is typing a search.
    var isSearching: Bool { searchBar.isFirstResponder }
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var places = Place.samples
    private var searchBarTop: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        searchBar.searchBarStyle = .minimal
        searchBar.placeholder = "Search Maps"
        searchBar.delegate = self
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        tableView.backgroundColor = .clear
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        view.addSubview(tableView)
        let top = searchBar.topAnchor.constraint(equalTo: view.topAnchor)
        NSLayoutConstraint.activate([
            top,
            searchBar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        searchBarTop = top
    }

    /// Keeps the search field clear of the panel's grabber.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        searchBarTop?.constant = sheetPanelController?.grabberContentInsets.top ?? 0
    }

    // MARK: Search

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
        sheetPanelController?.moveToDetent(.large)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        places = Place.samples.filter { $0.matches(searchText) }
        tableView.reloadData()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
        self.searchBar(searchBar, textDidChange: "")
        sheetPanelController?.moveToDetent(.medium)
    }

    // MARK: List

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
        let place = places[indexPath.row]
        cell.backgroundColor = .clear
        cell.textLabel?.text = place.name
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.text = "\(place.category) · \(place.address)"
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
        cell.detailTextLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.image = UIImage(systemName: place.symbolName)
        cell.imageView?.tintColor = .systemRed
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        searchBar.resignFirstResponder()
        onSelect?(places[indexPath.row])
    }
}
