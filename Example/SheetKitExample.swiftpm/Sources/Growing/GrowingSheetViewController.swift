@preconcurrency import UIKit
import SheetKit

/// The growing sheet's content: buttons that add and remove rows, the “Fixed Content” switch,
/// a counter of the content's layout passes, and the rows. It tells the sheet its height
/// through `preferredContentSize` whenever the rows change.
final class GrowingSheetViewController: UIViewController {
    /// The space around the content, in points.
    private static let padding: CGFloat = 20
    /// The height of one row, in points.
    private static let rowHeight: CGFloat = 44
    /// The most rows the buttons add.
    private static let maximumRows = 12
    /// The row colors, repeating.
    private static let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen]

    private let content = UIStackView()
    private let rows = UIStackView()
    private let layoutLabel = UILabel(textStyle: .footnote, color: .secondaryLabel)
    private let fixedRow = SwitchRow(title: "Fixed Content", detail: "Keeps the content's length while the sheet moves",
                                     isOn: false)
    private var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Clear: the sheet draws its own background (Liquid Glass where it floats).
        view.backgroundColor = .clear
        let addButton = UIButton.headline("Add Row", alignment: .center, target: self, action: #selector(addRow))
        let removeButton = UIButton.headline("Remove Row", alignment: .center, target: self, action: #selector(removeRow))
        let buttons = UIStackView(arrangedSubviews: [addButton, removeButton])
        buttons.spacing = 24
        fixedRow.onChange = { [weak self] isOn in
            self?.sheetController?.configuration.layout.contentResizing = isOn ? .fixed : .followsSheet
        }
        layoutLabel.font = .monospacedDigitFont(forTextStyle: .footnote)
        rows.axis = .vertical
        rows.spacing = 8
        content.addArrangedSubview(buttons)
        content.addArrangedSubview(fixedRow)
        content.addArrangedSubview(layoutLabel)
        content.addArrangedSubview(rows)
        content.axis = .vertical
        content.spacing = 16
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            // Pinned to the top (the sheet's inner edge): with fixed content the far part lies
            // past the screen's edge below the large detent.
            content.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.padding + 12),
            content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: Self.padding),
            content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -Self.padding),
        ])
        for _ in 0..<3 { rows.addArrangedSubview(makeRow(number: rows.arrangedSubviews.count + 1)) }
        reportHeight()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        layoutLabel.text = "Layout passes: \(layoutPasses)"
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.reportHeight() })
    }

    private func makeRow(number: Int) -> UIView {
        let label = UILabel(textStyle: .body, weight: .semibold, color: .white)
        label.text = "Row \(number)"
        let row = UIView()
        row.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        row.layer.cornerRadius = 10
        row.layer.cornerCurve = .continuous
        row.addSubview(label)
        NSLayoutConstraint.activate([
            row.heightAnchor.constraint(equalToConstant: Self.rowHeight),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 14),
        ])
        return row
    }

    /// Tells the sheet the content's height (without the safe area): the fits-content detent
    /// follows it on the sheet's spring.
    private func reportHeight() {
        let width = max(view.bounds.width - 2 * Self.padding, 0)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        preferredContentSize = CGSize(width: 0, height: fitted.height + 2 * Self.padding + 12)
    }

    @objc private func addRow() {
        guard rows.arrangedSubviews.count < Self.maximumRows else { return }
        rows.addArrangedSubview(makeRow(number: rows.arrangedSubviews.count + 1))
        reportHeight()
    }

    @objc private func removeRow() {
        guard let last = rows.arrangedSubviews.last else { return }
        last.removeFromSuperview()
        reportHeight()
    }
}
