@preconcurrency import UIKit
import SheetKit

/// The root list: one row per demo screen, and a switch that forces a right-to-left layout.
final class DemoListViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case demos
        case layout
    }

    private static let demoCellIdentifier = "Demo"
    private static let switchCellIdentifier = "Switch"

    /// Called when the user flips the right-to-left switch.
    var onForcesRightToLeftChange: ((Bool) -> Void)?

    private let forcesRightToLeft: Bool
    /// The app's navigation transition router, kept by the root view controller.
    private weak var router: NavigationTransitionRouter?

    /// Creates the list.
    /// - Parameters:
    ///   - forcesRightToLeft: Whether the right-to-left switch starts on.
    ///   - router: The app's navigation transition router.
    init(forcesRightToLeft: Bool, router: NavigationTransitionRouter) {
        self.forcesRightToLeft = forcesRightToLeft
        self.router = router
        super.init(style: .insetGrouped)
        title = "SheetKit"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.switchCellIdentifier)
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .demos: return Demo.allCases.count
        case .layout: return 1
        case nil: return 0
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard Section(rawValue: section) == .layout else { return nil }
        return "Rebuilds the screens with a forced right-to-left layout: leading drawers open from "
            + "the right. The Right-to-Left Pseudolanguage scheme option flips the whole app."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section) {
        case .layout:
            return rightToLeftCell(for: indexPath)
        default:
            return demoCell(for: Demo.allCases[indexPath.row])
        }
    }

    private func demoCell(for demo: Demo) -> UITableViewCell {
        tableView.menuCell(withIdentifier: Self.demoCellIdentifier, title: demo.title, subtitle: demo.subtitle,
                           symbolName: demo.symbolName, tint: demo.tintColor)
    }

    private func rightToLeftCell(for indexPath: IndexPath) -> UITableViewCell {
        tableView.switchCell(withIdentifier: Self.switchCellIdentifier, for: indexPath, title: "Right-to-Left Layout",
                             symbolName: "text.alignright", isOn: forcesRightToLeft, target: self,
                             action: #selector(rightToLeftSwitchChanged(_:)))
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Section(rawValue: indexPath.section) == .demos
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .demos else { return }
        guard let router else { return }
        let demo = Demo.allCases[indexPath.row]
        navigationController?.pushViewController(demo.makeViewController(router: router), animated: true)
    }

    @objc private func rightToLeftSwitchChanged(_ sender: UISwitch) {
        onForcesRightToLeftChange?(sender.isOn)
    }
}
