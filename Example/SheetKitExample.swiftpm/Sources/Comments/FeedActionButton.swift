@preconcurrency import UIKit

/// A feed's side button: a large symbol above a count, in white over the video.
final class FeedActionButton: UIControl {
    private let imageView = UIImageView()
    private let countLabel = UILabel(textStyle: .caption1, weight: .semibold, color: .white)

    /// Creates a button.
    /// - Parameters:
    ///   - symbolName: The SF Symbol.
    ///   - accessibilityLabel: What the button does.
    init(symbolName: String, accessibilityLabel: String) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
        imageView.tintColor = .white
        countLabel.textAlignment = .center
        setSymbol(symbolName)

        let stack = UIStackView(arrangedSubviews: [imageView, countLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.isUserInteractionEnabled = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            widthAnchor.constraint(greaterThanOrEqualToConstant: 48),
        ])
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 4
        layer.shadowOffset = .zero

        isAccessibilityElement = true
        accessibilityTraits = .button
        self.accessibilityLabel = accessibilityLabel
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The symbol's color. Default white.
    var symbolColor: UIColor = .white {
        didSet { imageView.tintColor = symbolColor }
    }

    /// Changes the symbol.
    func setSymbol(_ symbolName: String) {
        imageView.image = UIImage(systemName: symbolName)
    }

    /// Shows a count below the symbol, or nothing.
    func setCount(_ count: Int?) {
        countLabel.text = count?.localizedCount
        accessibilityValue = count?.localizedCount
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
}
