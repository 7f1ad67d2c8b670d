@preconcurrency import UIKit
import SheetKit

/// A mail inbox with two drawers: the mailbox menu at the leading edge (a screen-edge pan or
/// the menu button opens it) and the filters at the trailing edge.
///
/// Both use the `.drawer(edge:)` preset: 80 % of the width at most 360 pt, the presenting view
/// sliding along, a tap on the dimmed area or a flick toward the edge closing it. Leading and
/// trailing follow the layout direction, so in Arabic or Hebrew the menu opens from the right.
final class InboxViewController: UITableViewController {
    private var mailbox = Mailbox.inbox
    private var filter = MessageFilter()
    private var messages: [InboxMessage] = []
    private let emptyLabel = UILabel(textStyle: .title3, color: .secondaryLabel, numberOfLines: 0)

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.leftItemsSupplementBackButton = true
        let menuButton = UIBarButtonItem(image: UIImage(systemName: "line.horizontal.3"), style: .plain,
                                         target: self, action: #selector(showMenu))
        menuButton.accessibilityLabel = "Mailboxes"
        navigationItem.leftBarButtonItem = menuButton
        let filterButton = UIBarButtonItem(image: UIImage(systemName: "line.horizontal.3.decrease.circle"), style: .plain,
                                           target: self, action: #selector(showFilters))
        filterButton.accessibilityLabel = "Filters"
        navigationItem.rightBarButtonItem = filterButton

        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88
        emptyLabel.textAlignment = .center
        emptyLabel.translatesAutoresizingMaskIntoConstraints = true // The table sizes its background view.
        emptyLabel.text = "No Messages"
        tableView.backgroundView = emptyLabel
        reloadMessages()
        // The edge pan resolves "leading" when the finger touches down, so it follows a
        // right-to-left layout. It only presents while this screen exists.
        let menuPan = addSheetEdgePan(configuration: .drawer(edge: .leading)) { [weak self] in
            self?.makeMenu() ?? MenuViewController(selectedMailbox: .inbox)
        }
        // A swipe toward the trailing side anywhere on the inbox opens the menu too, except on
        // a row whose leading swipe actions that swipe reveals (the full-width pop's rule).
        menuPan.fullWidthPanRule = FullWidthPopPanRule()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // This screen is pushed, so the back swipe starts at the menu's edge too. The edge pan
        // yields to an enabled back swipe; here the menu should win.
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }

    // MARK: Drawers

    @objc private func showMenu() {
        presentSheet(makeMenu(), configuration: .drawer(edge: .leading))
    }

    @objc private func showFilters() {
        let filters = FiltersViewController(filter: filter)
        filters.onChange = { [weak self] filter in
            self?.filter = filter
            self?.reloadMessages()
        }
        presentSheet(filters, configuration: .drawer(edge: .trailing))
    }

    private func makeMenu() -> UIViewController {
        let menu = MenuViewController(selectedMailbox: mailbox)
        menu.onSelect = { [weak self, weak menu] mailbox in
            self?.mailbox = mailbox
            self?.reloadMessages()
            menu?.dismiss(animated: true)
        }
        return menu
    }

    private func reloadMessages() {
        title = mailbox.title
        messages = filter.apply(to: InboxMessage.messages(in: mailbox))
        navigationItem.rightBarButtonItem?.image = UIImage(
            systemName: filter.isDefault ? "line.horizontal.3.decrease.circle" : "line.horizontal.3.decrease.circle.fill")
        emptyLabel.isHidden = !messages.isEmpty
        tableView.reloadData()
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        (cell as? MessageCell)?.configure(with: messages[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// A leading swipe marks an unread message read: on unread rows the full-width menu swipe
    /// yields to it; on read rows (no leading action) the same swipe opens the menu.
    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard messages[indexPath.row].isUnread else { return nil }
        let toggle = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, done in
            self?.messages[indexPath.row].isUnread = false
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }
}
