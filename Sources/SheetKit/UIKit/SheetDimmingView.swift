#if canImport(UIKit)
@preconcurrency import UIKit

/// The dimming behind a sheet: its alpha follows the engine's dimming curve; a tap on it is
/// reported; at undimmed detents touches pass through to the presenting view.
@MainActor
final class SheetDimmingView: UIView {
    /// Called when the dimmed area is tapped.
    var onTap: (() -> Void)?
    /// Whether touches go to the presenting content instead of the dimming view.
    var passesTouchesThrough = false
    /// The view that receives passed-through touches (the presenting view).
    weak var passthroughView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    @objc private func tapped() { onTap?() }

    /// At undimmed detents the hit test answers with the presenting view's own hit view, so
    /// touches reach it although the presentation's container lies above it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard passesTouchesThrough else { return super.hitTest(point, with: event) }
        return passthroughView.flatMap { $0.hitTest(convert(point, to: $0), with: event) }
    }
}
#endif
