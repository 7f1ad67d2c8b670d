@preconcurrency import UIKit

/// A colored circle with a person's initials, standing in for a profile photo.
final class AvatarView: UIView {
    /// The colors avatars are drawn in; a person's color index picks one.
    static let palette: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal,
        .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemGray,
    ]

    private let initialsLabel = UILabel(textStyle: .subheadline, weight: .semibold, color: .white)

    /// Creates an avatar of a fixed diameter.
    /// - Parameter diameter: The circle's diameter, in points.
    init(diameter: CGFloat) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        clipsToBounds = true
        initialsLabel.textAlignment = .center
        initialsLabel.adjustsFontSizeToFitWidth = true
        initialsLabel.minimumScaleFactor = 0.5
        addSubview(initialsLabel)
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: diameter),
            heightAnchor.constraint(equalToConstant: diameter),
            initialsLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            initialsLabel.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.8),
        ])
        // The person's name is read next to the avatar; the initials add nothing.
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
    }

    /// Shows a person.
    /// - Parameters:
    ///   - initials: One or two letters.
    ///   - colorIndex: An index into ``palette`` (any integer; it wraps around).
    func configure(initials: String, colorIndex: Int) {
        initialsLabel.text = initials
        let count = Self.palette.count
        backgroundColor = Self.palette[((colorIndex % count) + count) % count]
    }
}
