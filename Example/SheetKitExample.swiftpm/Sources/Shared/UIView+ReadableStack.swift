@preconcurrency import UIKit

extension UIView {
    /// Adds `views` as a vertical stack that starts below the top of the safe area and spans
    /// the readable width: the layout of the demo screens that explain a sheet and open it.
    /// - Parameters:
    ///   - views: The stack's views, top to bottom.
    ///   - spacing: The space between two views, in points.
    ///   - topMargin: The space above the first view, below the safe area's top, in points.
    func addReadableStack(_ views: [UIView], spacing: CGFloat, topMargin: CGFloat = UIView.demoTopMargin) {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let readable = readableContentGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: topMargin),
            stack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        ])
    }

    /// The space between the top of the safe area and a demo screen's first view, in points.
    static let demoTopMargin: CGFloat = 24
}

extension UIButton {
    /// A system button with a headline title that follows the user's text size.
    /// - Parameters:
    ///   - title: The title.
    ///   - alignment: How the title sits in the button's width.
    ///   - target: The object `action` is sent to.
    ///   - action: Sent on a tap (`touchUpInside`).
    static func headline(_ title: String, alignment: UIControl.ContentHorizontalAlignment = .leading,
                         target: Any?, action: Selector) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.contentHorizontalAlignment = alignment
        button.addTarget(target, action: action, for: .touchUpInside)
        return button
    }
}
