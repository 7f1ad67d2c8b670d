extension SheetConfiguration {
    /// Whether `other` describes the same sheet: every property is equal, detents compared by
    /// identifier and measure in order. A custom detent's resolver is a closure, which cannot
    /// be compared: two custom detents with the same identifier count as the same (give a
    /// detent a new identifier when its rule changes, or ask the sheet to resolve its detents
    /// again).
    ///
    /// The lifecycle ignores a configuration equivalent to the current one
    /// (`SheetLifecycleEvent.configurationChanged(_:animated:time:)`): SwiftUI hands the
    /// same configuration over on every update, and a change that changes nothing must not
    /// reset a drag in progress.
    /// - Complexity: O(n) in the number of detents and dimming values.
    public func isEquivalent(to other: SheetConfiguration) -> Bool {
        edge == other.edge && detents.count == other.detents.count
            && zip(detents, other.detents).allSatisfy { $0.isEquivalent(to: $1) }
            && initialDetentIdentifier == other.initialDetentIdentifier && spring == other.spring
            && presentationSpring == other.presentationSpring && release == other.release && dimming == other.dimming
            && layout == other.layout && dimmingTapAction == other.dimmingTapAction && directionCone == other.directionCone
            && drag == other.drag && presentingEffect == other.presentingEffect && surface == other.surface
            && keyboardDetentIdentifier == other.keyboardDetentIdentifier && avoidsKeyboard == other.avoidsKeyboard
            && reduceMotion == other.reduceMotion && prefersHapticFeedback == other.prefersHapticFeedback
    }
}

extension Detent {
    /// Whether `other` has the same identifier and measure; custom resolvers compare by the
    /// identifier alone (see ``SheetConfiguration/isEquivalent(to:)``).
    func isEquivalent(to other: Detent) -> Bool {
        guard identifier == other.identifier else { return false }
        switch (measure, other.measure) {
        case (.fraction(let a), .fraction(let b)), (.points(let a), .points(let b)):
            // NaN equals NaN here: both leave the detent out.
            return a == b || (a.isNaN && b.isNaN)
        case (.fitsContent, .fitsContent), (.custom, .custom):
            return true
        case (.fraction, _), (.points, _), (.fitsContent, _), (.custom, _):
            return false
        }
    }
}
