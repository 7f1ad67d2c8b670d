@preconcurrency import UIKit

/// The trailing drawer: filter switches and the sort order. Changes apply to the inbox behind
/// it at once.
final class FiltersViewController: UIViewController {
    /// Called with the new filter on every change.
    var onChange: ((MessageFilter) -> Void)?

    private var filter: MessageFilter
    private let unreadRow: SwitchRow
    private let attachmentsRow: SwitchRow
    private let flaggedRow: SwitchRow
    private let orderRow: SegmentedRow

    /// Creates the drawer's content.
    /// - Parameter filter: The filter in effect.
    init(filter: MessageFilter) {
        self.filter = filter
        unreadRow = SwitchRow(title: "Unread", isOn: filter.unreadOnly)
        attachmentsRow = SwitchRow(title: "With Attachments", isOn: filter.withAttachmentsOnly)
        flaggedRow = SwitchRow(title: "Flagged", isOn: filter.flaggedOnly)
        orderRow = SegmentedRow(title: "Order", segments: ["Newest First", "Oldest First"],
                                selectedIndex: filter.order.rawValue)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(textStyle: .largeTitle, weight: .bold)
        title.text = "Filters"
        title.accessibilityTraits = .header
        let doneButton = UIButton(type: .system)
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        doneButton.titleLabel?.adjustsFontForContentSizeCategory = true
        doneButton.addTarget(self, action: #selector(done), for: .touchUpInside)
        doneButton.setContentHuggingPriority(.required, for: .horizontal)
        let header = UIStackView(arrangedSubviews: [title, doneButton])
        header.alignment = .firstBaseline

        unreadRow.onChange = { [weak self] isOn in self?.update { $0.unreadOnly = isOn } }
        attachmentsRow.onChange = { [weak self] isOn in self?.update { $0.withAttachmentsOnly = isOn } }
        flaggedRow.onChange = { [weak self] isOn in self?.update { $0.flaggedOnly = isOn } }
        orderRow.onChange = { [weak self] index in
            self?.update { $0.order = MessageFilter.Order(rawValue: index) ?? .newestFirst }
        }
        let show = FormSectionView(title: "Show Only", rows: [unreadRow, attachmentsRow, flaggedRow])
        let sort = FormSectionView(title: "Sort", rows: [orderRow])

        let resetButton = UIButton(type: .system)
        resetButton.setTitle("Reset Filters", for: .normal)
        resetButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        resetButton.titleLabel?.adjustsFontForContentSizeCategory = true
        resetButton.setTitleColor(.systemRed, for: .normal)
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [header, show, sort, resetButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.addSubview(stack)
        view.addSubviewPinnedToEdges(scrollView)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        ])
    }

    private func update(_ change: (inout MessageFilter) -> Void) {
        change(&filter)
        onChange?(filter)
    }

    @objc private func reset() {
        filter = MessageFilter()
        unreadRow.isOn = false
        attachmentsRow.isOn = false
        flaggedRow.isOn = false
        orderRow.selectedIndex = MessageFilter.Order.newestFirst.rawValue
        onChange?(filter)
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
