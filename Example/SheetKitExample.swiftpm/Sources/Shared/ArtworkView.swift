@preconcurrency import UIKit

/// A colored placeholder with a large SF Symbol in its center, standing in for a photo or a
/// video frame.
final class ArtworkView: UIView {
    /// The symbol in the center.
    let symbolView = UIImageView()

    /// Creates a placeholder.
    /// - Parameters:
    ///   - color: The background color.
    ///   - symbolName: The SF Symbol shown in the center.
    ///   - pointSize: The symbol's size, in points.
    ///   - accessibilityLabel: What the picture shows, for VoiceOver.
    init(color: UIColor, symbolName: String, pointSize: CGFloat, accessibilityLabel: String) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = color
        symbolView.translatesAutoresizingMaskIntoConstraints = false
        symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: pointSize, weight: .regular)
        symbolView.image = UIImage(systemName: symbolName)
        symbolView.tintColor = UIColor.white.withAlphaComponent(0.85)
        addSubview(symbolView)
        NSLayoutConstraint.activate([
            symbolView.centerXAnchor.constraint(equalTo: centerXAnchor),
            symbolView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        isAccessibilityElement = true
        accessibilityTraits = .image
        self.accessibilityLabel = accessibilityLabel
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
