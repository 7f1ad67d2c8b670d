@preconcurrency import UIKit

/// A title above a segmented control.
final class SegmentedRow: UIView {
    /// The segmented control.
    let control: UISegmentedControl
    /// Called with the selected index when the user picks a segment.
    var onChange: ((Int) -> Void)?

    /// Creates a row.
    /// - Parameters:
    ///   - title: What the control chooses.
    ///   - segments: The segments' titles.
    ///   - selectedIndex: The initially selected segment.
    init(title: String, segments: [String], selectedIndex: Int) {
        control = UISegmentedControl(items: segments)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        let titleLabel = UILabel(textStyle: .body)
        titleLabel.text = title
        titleLabel.isAccessibilityElement = false
        control.selectedSegmentIndex = selectedIndex
        control.accessibilityLabel = title
        control.addTarget(self, action: #selector(selectionChanged), for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [titleLabel, control])
        stack.axis = .vertical
        stack.spacing = 8
        addSubviewPinnedToEdges(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The selected segment.
    var selectedIndex: Int {
        get { control.selectedSegmentIndex }
        set { control.selectedSegmentIndex = newValue }
    }

    @objc private func selectionChanged() {
        onChange?(control.selectedSegmentIndex)
    }
}
