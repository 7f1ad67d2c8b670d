@preconcurrency import UIKit

/// A titled slider with a live value label: "Response ........ 0.35 s".
final class SliderRow: UIView {
    /// The slider.
    let slider = UISlider()
    /// Called on every change of the value.
    var onChange: ((Float) -> Void)?

    private let titleLabel = UILabel(textStyle: .body)
    private let valueLabel = UILabel(textStyle: .body, color: .secondaryLabel)
    private let format: (Float) -> String

    /// Creates a row.
    /// - Parameters:
    ///   - title: What the slider sets.
    ///   - range: The slider's range.
    ///   - value: The initial value.
    ///   - format: Formats a value for the value label and VoiceOver.
    init(title: String, range: ClosedRange<Float>, value: Float, format: @escaping (Float) -> String) {
        self.format = format
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = title
        valueLabel.setContentHuggingPriority(.required, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        valueLabel.font = .monospacedDigitFont(forTextStyle: .body)
        valueLabel.isAccessibilityElement = false
        slider.minimumValue = range.lowerBound
        slider.maximumValue = range.upperBound
        slider.value = value
        slider.accessibilityLabel = title
        slider.translatesAutoresizingMaskIntoConstraints = false
        slider.addTarget(self, action: #selector(sliderChanged), for: .valueChanged)

        let header = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
        header.spacing = 8
        let stack = UIStackView(arrangedSubviews: [header, slider])
        stack.axis = .vertical
        stack.spacing = 4
        addSubviewPinnedToEdges(stack)
        showValue()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The slider's value.
    var value: Float {
        get { slider.value }
        set { slider.value = newValue; showValue() }
    }

    @objc private func sliderChanged() {
        showValue()
        onChange?(slider.value)
    }

    private func showValue() {
        let text = format(slider.value)
        valueLabel.text = text
        slider.accessibilityValue = text
    }
}
