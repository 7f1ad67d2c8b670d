@preconcurrency import UIKit

/// The leading drawer: the account at the top and the list of mailboxes.
final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Called when the user picks a mailbox.
    var onSelect: ((Mailbox) -> Void)?

    private static let cellIdentifier = "Mailbox"
    private let selectedMailbox: Mailbox
    private let tableView = UITableView(frame: .zero, style: .plain)

    /// Creates the menu.
    /// - Parameter selectedMailbox: The mailbox shown behind the drawer, marked with a checkmark.
    init(selectedMailbox: Mailbox) {
        self.selectedMailbox = selectedMailbox
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        let avatar = AvatarView(diameter: 56)
        avatar.configure(initials: "JA", colorIndex: 5)
        let name = UILabel(textStyle: .title2, weight: .bold)
        name.text = "Jordan Appleseed"
        let email = UILabel(textStyle: .subheadline, color: .secondaryLabel)
        email.text = "jordan@example.com"
        let account = UIStackView(arrangedSubviews: [avatar, name, email])
        account.axis = .vertical
        account.alignment = .leading
        account.spacing = 4
        account.setCustomSpacing(12, after: avatar)
        account.translatesAutoresizingMaskIntoConstraints = false
        account.isAccessibilityElement = true
        account.accessibilityLabel = "Jordan Appleseed, jordan@example.com"

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.backgroundColor = .clear
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = UIView()

        view.addSubview(account)
        view.addSubview(tableView)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            account.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            account.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            account.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor, constant: -20),
            tableView.topAnchor.constraint(equalTo: account.bottomAnchor, constant: 16),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Mailbox.allCases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let mailbox = Mailbox.allCases[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.backgroundColor = .clear
        cell.textLabel?.text = mailbox.title
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.imageView?.image = UIImage(systemName: mailbox.symbolName)
        cell.accessoryType = mailbox == selectedMailbox ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(Mailbox.allCases[indexPath.row])
    }
}
