/// Where an embedded panel's view goes among its parent view's subviews
/// (`SheetPanelController.addPanel(toParent:at:animated:completion:)`), so several panels
/// (and the app's own floating controls) stack in the order the app chooses.
package enum PanelStackingOrder {
    /// The subview index to insert the panel's view at.
    /// - Parameters:
    ///   - requested: The index the app asked for, back to front (0 is the backmost);
    ///     `nil` for the front. Values below 0 count as 0 and values above `subviewCount` as
    ///     `subviewCount` (the front), `Int.min` and `Int.max` included.
    ///   - subviewCount: How many subviews the parent's view has before the panel's is added
    ///     (negative counts as 0).
    /// - Returns: An index in `0...subviewCount`.
    package static func insertionIndex(requested: Int?, subviewCount: Int) -> Int {
        let count = max(0, subviewCount)
        guard let requested else { return count }
        return min(max(0, requested), count)
    }
}
