@preconcurrency import UIKit

/// The playground's sheet: a summary of its settings above a list to drag (the list hands the
/// finger to the sheet at its top, as in the comment sheet).
final class PlaygroundSheetViewController: UIViewController, UITableViewDataSource {
    private static let cellIdentifier = "Row"
    private let summaryLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 0)
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let title = UILabel(textStyle: .title2, weight: .bold)
        title.text = "Playground Sheet"
        title.accessibilityTraits = .header
        let doneButton = UIButton(type: .system)
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        doneButton.titleLabel?.adjustsFontForContentSizeCategory = true
        doneButton.setContentHuggingPriority(.required, for: .horizontal)
        doneButton.addTarget(self, action: #selector(done), for: .touchUpInside)
        let header = UIStackView(arrangedSubviews: [title, doneButton])
        header.alignment = .firstBaseline
        let stack = UIStackView(arrangedSubviews: [header, summaryLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self

        view.addSubview(stack)
        view.addSubview(tableView)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            // Room above for a bottom sheet's grabber.
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            tableView.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Describes the sheet's settings.
    func show(_ settings: PlaygroundSettings) {
        loadViewIfNeeded()
        let fractions = settings.detents.compactMap { detent -> String? in
            guard case .fraction(let fraction) = detent.measure else { return nil }
            return "\(Int((fraction * 100).rounded())) %"
        }
        summaryLabel.text = "Edge \(settings.edge.rawValue) · detents \(fractions.joined(separator: ", ")) · "
            + String(format: "response %.2f s · damping %.2f", settings.response, settings.dampingRatio)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        40
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        return cell
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
