@preconcurrency import UIKit

extension UILabel {
    /// A label in a Dynamic Type text style that follows the user's text size, with natural
    /// alignment (leading in both layout directions).
    /// - Parameters:
    ///   - textStyle: The text style.
    ///   - weight: A weight for the style's size, or `nil` for the style's own font.
    ///   - color: The text color.
    ///   - numberOfLines: The number of lines; 0 for as many as needed.
    convenience init(textStyle: UIFont.TextStyle, weight: UIFont.Weight? = nil,
                     color: UIColor = .label, numberOfLines: Int = 1) {
        self.init()
        font = UIFont.preferredFont(forTextStyle: textStyle, weight: weight)
        adjustsFontForContentSizeCategory = true
        textColor = color
        textAlignment = .natural
        self.numberOfLines = numberOfLines
        translatesAutoresizingMaskIntoConstraints = false
    }
}

extension UIFont {
    /// The font of a Dynamic Type text style, optionally at another weight, scaled like the style.
    static func preferredFont(forTextStyle textStyle: UIFont.TextStyle, weight: UIFont.Weight?) -> UIFont {
        let base = UIFont.preferredFont(forTextStyle: textStyle)
        guard let weight else { return base }
        let sized = UIFont.systemFont(ofSize: base.pointSize, weight: weight)
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: sized)
    }

    /// A font with fixed-width digits at the size of a Dynamic Type text style, scaled like it
    /// (for numbers that change while you look at them).
    static func monospacedDigitFont(forTextStyle textStyle: UIFont.TextStyle) -> UIFont {
        let base = UIFont.preferredFont(forTextStyle: textStyle)
        let monospaced = UIFont.monospacedDigitSystemFont(ofSize: base.pointSize, weight: .regular)
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: monospaced)
    }
}
