/// Which configuration a SwiftUI update hands to the sheet it presents: the modifier's, only
/// when it changed since the one it last handed over.
///
/// SwiftUI passes the modifier's configuration again on every update of the view. Applying it
/// each time would undo what the app set on the sheet itself in between — in `prepare`, or
/// later through ``SheetControlling`` — on the next unrelated update (a keystroke in a text
/// field, say). Comparing with the last one handed over instead of the sheet's own keeps those
/// writes until the modifier's configuration really changes, and then the modifier's wins, as
/// a new value of a binding does.
package struct BoundConfiguration: Sendable {
    /// The configuration last handed to the sheet, `nil` before the first.
    private var handedOver: SheetConfiguration?

    package init() {}

    /// The sheet was presented with `configuration`: later updates compare with it.
    package mutating func presented(with configuration: SheetConfiguration) {
        handedOver = configuration
    }

    /// The configuration to apply for an update whose modifier holds `configuration`: it
    /// when it is not equivalent to the last one handed over (``SheetConfiguration/isEquivalent(to:)``),
    /// `nil` when nothing changed.
    /// - Complexity: O(n) in the number of detents and dimming values.
    package mutating func update(_ configuration: SheetConfiguration) -> SheetConfiguration? {
        if let handedOver, handedOver.isEquivalent(to: configuration) { return nil }
        handedOver = configuration
        return configuration
    }
}
