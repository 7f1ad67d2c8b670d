@preconcurrency import UIKit

/// One screen of the settings stack: rows of a fixed height, an optional row that pushes the
/// next screen, and an optional toolbar switch. It tells the stack its height through
/// `preferredContentSize` (the rows and the padding; the navigation controller adds its bars).
final class SettingsListViewController: UIViewController {
    /// The height of one row, in points.
    private static let rowHeight: CGFloat = 50
    /// The space between two rows, in points.
    private static let rowSpacing: CGFloat = 8
    /// The space above the first row and below the last, in points.
    private static let padding: CGFloat = 16

    private let rowTitles: [String]
    private let makeNext: (() -> UIViewController)?
    private let offersToolbar: Bool

    /// The first screen: three rows and one that pushes ``tall()``.
    static func short() -> SettingsListViewController {
        SettingsListViewController(title: "Short", rows: ["Wi-Fi", "Bluetooth", "Cellular"], next: { tall() })
    }

    /// The pushed screen: nine rows and the toolbar switch.
    static func tall() -> SettingsListViewController {
        SettingsListViewController(title: "Tall", rows: ["Notifications", "Sounds & Haptics", "Focus", "Screen Time",
                                                         "General", "Control Center", "Display & Brightness",
                                                         "Home Screen", "Accessibility"],
                                   next: nil, offersToolbar: true)
    }

    /// Creates a screen.
    /// - Parameters:
    ///   - title: The navigation bar's title.
    ///   - rows: The rows' titles, top to bottom.
    ///   - next: Makes the screen the last row pushes; `nil` for no such row.
    ///   - offersToolbar: Whether a switch shows and hides the toolbar.
    init(title: String, rows: [String], next: (() -> UIViewController)?, offersToolbar: Bool = false) {
        rowTitles = rows
        makeNext = next
        self.offersToolbar = offersToolbar
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.largeTitleDisplayMode = .never
        let count = CGFloat(rows.count + (next == nil ? 0 : 1) + (offersToolbar ? 1 : 0))
        preferredContentSize = CGSize(width: 0, height: 2 * Self.padding + count * Self.rowHeight + (count - 1) * Self.rowSpacing)
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(title: "Toolbar", style: .plain, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Clear: the sheet draws its own background (Liquid Glass where it floats).
        view.backgroundColor = .clear
        var rows: [UIView] = rowTitles.map(Self.makeRow)
        if makeNext != nil {
            let more = UIButton(type: .system)
            more.setTitle("More Settings", for: .normal)
            more.titleLabel?.font = .preferredFont(forTextStyle: .headline)
            more.contentHorizontalAlignment = .leading
            more.addTarget(self, action: #selector(pushNext), for: .touchUpInside)
            rows.append(Self.framed(more))
        }
        if offersToolbar {
            let toolbarRow = SwitchRow(title: "Show Toolbar", isOn: !(navigationController?.isToolbarHidden ?? true))
            toolbarRow.onChange = { [weak self] isOn in self?.navigationController?.setToolbarHidden(!isOn, animated: true) }
            rows.append(Self.framed(toolbarRow))
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = Self.rowSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        // In a scroll view: where the screen is shorter than the rows (the tall screen with the
        // toolbar on a 667 pt phone) they scroll, and the sheet shares the finger with them.
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        // Pinned to the view's top and bottom (the scroll view insets its content for the bars
        // itself) and to its safe area at the sides.
        let content = scrollView.contentLayoutGuide, safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: Self.padding),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -Self.padding),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.padding),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -Self.padding),
        ])
    }

    @objc private func pushNext() {
        guard let next = makeNext?() else { return }
        navigationController?.pushViewController(next, animated: true)
    }

    /// A row with a title.
    private static func makeRow(title: String) -> UIView {
        let label = UILabel(textStyle: .body)
        label.text = title
        return framed(label)
    }

    /// `content` in a rounded row of ``rowHeight``.
    private static func framed(_ content: UIView) -> UIView {
        let row = UIView()
        row.backgroundColor = .secondarySystemGroupedBackground
        row.layer.cornerRadius = 10
        row.layer.cornerCurve = .continuous
        content.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(content)
        NSLayoutConstraint.activate([
            row.heightAnchor.constraint(equalToConstant: rowHeight),
            content.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            content.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 14),
            content.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -14),
        ])
        return row
    }
}
