@preconcurrency import UIKit
import SheetKit

/// The Navigation demo: a list of the built-in push and pop styles; each row pushes a screen
/// that proposes its style (``TransitionDetailViewController``). The app's router is the
/// navigation controller's delegate with no default style, so every other screen keeps
/// UIKit's own push, pop and back swipe.
final class NavigationDemoViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case styles
        case options
    }

    private static let styleCellIdentifier = "Style"
    private static let switchCellIdentifier = "Switch"

    /// The app's router, kept by the root view controller.
    private weak var router: NavigationTransitionRouter?

    /// Creates the demo.
    /// - Parameter router: The app's navigation transition router.
    init(router: NavigationTransitionRouter) {
        self.router = router
        super.init(style: .insetGrouped)
        title = "Navigation"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.switchCellIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section) == .styles ? TransitionStyleOption.allCases.count : 1
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .styles:
            return "Each screen pushes and pops with its style on a spring. Go back with the back button "
                + "or a swipe from the leading edge; the pop finishes or cancels from where and how fast you let go."
        case .options:
            return "Swipe right anywhere on a pushed screen to go back. A photo carousel that can still "
                + "scroll back takes the swipe first."
        case nil:
            return nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard Section(rawValue: indexPath.section) == .styles else { return fullWidthCell(for: indexPath) }
        let option = TransitionStyleOption.allCases[indexPath.row]
        return tableView.menuCell(withIdentifier: Self.styleCellIdentifier, title: option.title, subtitle: option.subtitle,
                                  symbolName: option.symbolName, tint: option.color)
    }

    private func fullWidthCell(for indexPath: IndexPath) -> UITableViewCell {
        tableView.switchCell(withIdentifier: Self.switchCellIdentifier, for: indexPath, title: "Full-Screen Back Swipe",
                             isOn: router?.fullWidthPopRule != nil, target: self, action: #selector(fullWidthChanged(_:)))
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Section(rawValue: indexPath.section) == .styles
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .styles else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        let option = TransitionStyleOption.allCases[indexPath.row]
        navigationController?.pushViewController(TransitionDetailViewController(option: option), animated: true)
    }

    /// Turns the full-screen back swipe on or off; the router reads its rule on each pan.
    @objc private func fullWidthChanged(_ sender: UISwitch) {
        router?.fullWidthPopRule = sender.isOn ? FullWidthPopPanRule() : nil
    }
}
