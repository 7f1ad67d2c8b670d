@preconcurrency import UIKit

/// The playground's sheet: a summary of its settings above a list to drag (the list hands the
/// finger to the sheet at its top, as in the comment sheet).
final class PlaygroundSheetViewController: UIViewController, UITableViewDataSource {
    private static let cellIdentifier = "Row"
    private let summaryLabel = UILabel(textStyle: .subheadline, color: .secondaryLabel, numberOfLines: 0)
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The space around the header, in points.
    private static let padding: CGFloat = 16
    private var headerTop: NSLayoutConstraint?
    private var headerLeading: NSLayoutConstraint?
    private var headerTrailing: NSLayoutConstraint?
    private var listBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Clear, like its list and cells: the sheet draws its own background, Liquid Glass
        // where it floats on iOS 26 (see the playground's surface picker).
        view.backgroundColor = .clear

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
        tableView.backgroundColor = .clear

        view.addSubview(stack)
        view.addSubview(tableView)
        let safeArea = view.safeAreaLayoutGuide
        let headerTop = stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.padding)
        let headerLeading = stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: Self.padding)
        let headerTrailing = stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -Self.padding)
        let listBottom = tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            headerTop, headerLeading, headerTrailing, listBottom,
            tableView.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        (self.headerTop, self.headerLeading, self.headerTrailing, self.listBottom) = (headerTop, headerLeading, headerTrailing, listBottom)
    }

    /// Keeps the header and the list clear of the grabber, on whichever side the sheet's edge
    /// puts it (the playground opens sheets on any edge, with or without a grabber).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let clearance = sheetController?.grabberContentInsets ?? .zero
        headerTop?.constant = Self.padding + clearance.top
        headerLeading?.constant = Self.padding + clearance.left
        headerTrailing?.constant = -(Self.padding + clearance.right)
        listBottom?.constant = -clearance.bottom
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
            + " · surface \(PlaygroundSettings.surfaceStyles[settings.surfaceStyleIndex].rawValue)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        40
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.backgroundColor = .clear
        return cell
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
