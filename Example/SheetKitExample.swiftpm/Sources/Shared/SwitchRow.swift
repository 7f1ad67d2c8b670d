@preconcurrency import UIKit

/// A title and a switch on one line, with an optional explanation below.
final class SwitchRow: UIView {
    /// The switch.
    let toggle = UISwitch()
    /// Called when the user flips the switch.
    var onChange: ((Bool) -> Void)?

    /// Creates a row.
    /// - Parameters:
    ///   - title: What the switch turns on.
    ///   - detail: A line explaining it, or `nil`.
    ///   - isOn: The initial state.
    init(title: String, detail: String? = nil, isOn: Bool) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        let titleLabel = UILabel(textStyle: .body, numberOfLines: 0)
        titleLabel.text = title
        let labels = UIStackView(arrangedSubviews: [titleLabel])
        labels.axis = .vertical
        labels.spacing = 2
        if let detail {
            let detailLabel = UILabel(textStyle: .footnote, color: .secondaryLabel, numberOfLines: 0)
            detailLabel.text = detail
            labels.addArrangedSubview(detailLabel)
        }
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
        toggle.accessibilityHint = detail
        toggle.setContentHuggingPriority(.required, for: .horizontal)
        toggle.addTarget(self, action: #selector(switchChanged), for: .valueChanged)
        labels.isAccessibilityElement = false
        labels.accessibilityElementsHidden = true

        let stack = UIStackView(arrangedSubviews: [labels, toggle])
        stack.spacing = 12
        stack.alignment = .center
        addSubviewPinnedToEdges(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Whether the switch is on.
    var isOn: Bool {
        get { toggle.isOn }
        set { toggle.isOn = newValue }
    }

    @objc private func switchChanged() {
        onChange?(toggle.isOn)
    }
}
