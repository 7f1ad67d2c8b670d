import Foundation

extension Int {
    /// The number with the user's locale's grouping separators ("12,345").
    var localizedCount: String {
        NumberFormatter.localizedString(from: NSNumber(value: self), number: .decimal)
    }
}
