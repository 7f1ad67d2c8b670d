/// Where an embedded panel attaches within its parent's view: the line along its edge that it
/// rises from, in front of or behind the bars at that edge (a tab bar, a toolbar, the home
/// indicator).
///
/// A parent inside a tab bar controller reports the tab bar in its view's safe area (UIKit
/// extends a child's view under a translucent bar and insets its safe area instead), so
/// "above the tab bar" is the safe area's edge and "below the tab bar" is the view's edge.
public enum PanelAttachment: Hashable, Sendable {
    /// At the parent view's edge: the panel extends under the bars there and keeps its
    /// content clear of them through its safe area (detents that measure content add the
    /// inset), as a presented sheet does with the home indicator. The bars stay in front.
    case edge
    /// At the parent's safe area edge: above a tab bar or a toolbar at the bottom, below a
    /// navigation bar at the top. The panel's container ends there, so it has no safe-area
    /// inset at that edge.
    case safeArea
    /// `points` from the parent view's edge, whatever the safe area: above a bar of your own.
    /// A value that is not finite or is negative counts as 0; one beyond the view's length
    /// along the panel's axis counts as that length.
    case inset(Double)

    /// The panel's container within its parent's view, in the view's coordinates: the view's
    /// bounds less the attachment's inset at the panel's attached side.
    /// - Parameters:
    ///   - size: The parent view's size, in points.
    ///   - safeAreaInsets: The parent view's safe-area insets, in points.
    ///   - edge: The panel's resolved edge.
    /// - Returns: A rectangle inside `size` (empty along the axis at most, never negative).
    /// - Complexity: O(1).
    public func containerFrame(in size: SheetSize, safeAreaInsets: SheetInsets, edge: ResolvedEdge) -> SheetRect {
        let axis = edge.axis
        let length = size.length(along: axis)
        let inset: Double
        switch self {
        case .edge: inset = 0
        case .safeArea: inset = edge.attachedInset(of: safeAreaInsets)
        case .inset(let points): inset = points.isFinite ? points : 0
        }
        let kept = Swift.max(0, length - inset.clamped(to: 0...length))
        let origin = edge.isAttachedAtMinimum ? length - kept : 0
        return SheetRect(axis: axis, along: (origin, kept), across: (0, size.length(across: axis)))
    }

    /// The container's safe-area insets: the parent view's, less the part of the parent the
    /// container leaves out (UIKit's rule for a subview's safe area), so a panel attached at
    /// the safe area has none at its attached side.
    /// - Parameters:
    ///   - size: The parent view's size, in points.
    ///   - safeAreaInsets: The parent view's safe-area insets, in points.
    ///   - edge: The panel's resolved edge.
    /// - Complexity: O(1).
    public func containerSafeAreaInsets(in size: SheetSize, safeAreaInsets: SheetInsets, edge: ResolvedEdge) -> SheetInsets {
        let frame = containerFrame(in: size, safeAreaInsets: safeAreaInsets, edge: edge)
        // SheetInsets turns what a cut leaves negative into 0.
        return SheetInsets(top: safeAreaInsets.top - frame.y, left: safeAreaInsets.left - frame.x,
                           bottom: safeAreaInsets.bottom - (size.height - frame.maxY),
                           right: safeAreaInsets.right - (size.width - frame.maxX))
    }
}
