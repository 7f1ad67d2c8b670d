@preconcurrency import UIKit

extension UITableView {
    /// A menu row: a headline title, a secondary subtitle on as many lines as it needs, a
    /// tinted SF Symbol and a disclosure indicator, all following the user's text size.
    /// - Parameters:
    ///   - identifier: The reuse identifier (subtitle cells are made here, not registered).
    ///   - title: The row's title.
    ///   - subtitle: What the row opens, in a sentence.
    ///   - symbolName: The SF Symbol beside the title.
    ///   - tint: The symbol's color.
    func menuCell(withIdentifier identifier: String, title: String, subtitle: String, symbolName: String,
                  tint: UIColor) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
        cell.textLabel?.text = title
        cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.text = subtitle
        cell.detailTextLabel?.font = .preferredFont(forTextStyle: .subheadline)
        cell.detailTextLabel?.adjustsFontForContentSizeCategory = true
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.detailTextLabel?.numberOfLines = 0
        cell.imageView?.image = UIImage(systemName: symbolName)
        cell.imageView?.tintColor = tint
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// A settings row: a title and a switch that sends `action` to `target` when flipped; the
    /// row itself does not highlight.
    /// - Parameters:
    ///   - identifier: The reuse identifier, registered for `UITableViewCell`.
    ///   - indexPath: The row's index path.
    ///   - title: The row's title, also the switch's accessibility label.
    ///   - symbolName: An SF Symbol beside the title, or `nil` for none.
    ///   - isOn: Whether the switch is on.
    ///   - target: The object `action` is sent to.
    ///   - action: Sent on `valueChanged`, with the switch.
    func switchCell(withIdentifier identifier: String, for indexPath: IndexPath, title: String, symbolName: String? = nil,
                    isOn: Bool, target: Any?, action: Selector) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = title
        cell.textLabel?.font = .preferredFont(forTextStyle: .body)
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.imageView?.image = symbolName.flatMap { UIImage(systemName: $0) }
        cell.selectionStyle = .none
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
        toggle.addTarget(target, action: action, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }
}

extension UIStackView {
    /// A row of SF Symbols at the large-title size, spread equally: tinted decoration (hidden
    /// from VoiceOver) that shows the presenting view's tint dim behind a card or panel.
    /// - Parameter names: The symbols' names, leading to trailing.
    static func largeSymbols(_ names: [String]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: names.map { name in
            let imageView = UIImageView(image: UIImage(systemName: name))
            imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
            imageView.contentMode = .center
            imageView.isAccessibilityElement = false
            return imageView
        })
        row.distribution = .fillEqually
        return row
    }
}
