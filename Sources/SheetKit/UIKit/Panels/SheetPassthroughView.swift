#if canImport(UIKit)
@preconcurrency import UIKit

/// A view that takes no touch itself: a touch that lands on it and on none of its subviews
/// goes on to the views behind it (an embedded panel's view and container, over the parent's
/// content).
@MainActor
final class SheetPassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
