/// Which way a tab switch slides, from the order of the tabs.
///
/// Tabs are laid out in reading order, so a tab with a higher index lies on the trailing
/// side: switching to it slides its screen in from the trailing side (from the right in
/// left-to-right layouts, from the left in right-to-left ones) and the current screen out
/// toward the leading side. A lower index slides the other way.
package enum TabSwitchDirection: String, Hashable, Sendable, CaseIterable {
    /// To a higher index: the new screen comes from the trailing side.
    case forward
    /// To a lower index: the new screen comes from the leading side.
    case backward
    /// To the same index: nothing slides.
    case none

    /// The direction from the tab at `fromIndex` to the tab at `toIndex` (any integers; only
    /// their order matters).
    /// - Parameters:
    ///   - fromIndex: The selected tab's index.
    ///   - toIndex: The new tab's index.
    package init(from fromIndex: Int, to toIndex: Int) {
        self = toIndex > fromIndex ? .forward : (toIndex < fromIndex ? .backward : .none)
    }

    /// The side the new screen comes from; `nil` for ``none``.
    package var incomingSide: HorizontalSide? {
        switch self {
        case .forward: return .trailing
        case .backward: return .leading
        case .none: return nil
        }
    }

    /// How a horizontal pan maps to this switch's track: the finger drags the screens
    /// toward the side opposite the incoming one (toward leading to reveal the next tab).
    /// `nil` for ``none``.
    /// - Parameter layoutDirection: The container's layout direction.
    package func trackMapping(in layoutDirection: ReadingDirection) -> HorizontalTrackMapping? {
        incomingSide.map { HorizontalTrackMapping(advancingToward: $0.opposite, layoutDirection: layoutDirection) }
    }

    /// The tab a horizontal pan switches to: the nearest available one after the selected
    /// tab (index + 1, + 2, …) for a pan toward the leading side, before it for a pan toward
    /// the trailing side; `nil` when there is none that way, the pan does not move
    /// horizontally, or there are no tabs. A tab that is not available (its item disabled, or
    /// not in the bar: behind the More tab) is passed over, as a finger passes over it.
    ///
    /// `selectedIndex` is clamped into the valid indices first, so `Int.min` and `Int.max`
    /// act as the first and last tab and no arithmetic overflows (UIKit's `NSNotFound` while
    /// the More list is selected acts as the last tab: a pan toward the trailing side goes to
    /// the last tab in the bar).
    /// - Parameters:
    ///   - horizontalMotion: The pan's translation or velocity along x, physical, positive
    ///     rightward (not finite counts as 0).
    ///   - layoutDirection: The container's layout direction.
    ///   - selectedIndex: The selected tab's index.
    ///   - tabCount: How many tabs there are (≤ 0: none).
    ///   - isAvailable: Whether the tab at an index may be switched to; default every tab.
    /// - Complexity: O(n) in the number of tabs.
    package static func panDestination(horizontalMotion: Double, layoutDirection: ReadingDirection,
                                      selectedIndex: Int, tabCount: Int, isAvailable: (Int) -> Bool = { _ in true }) -> Int? {
        guard tabCount > 0, horizontalMotion.isFinite, horizontalMotion != 0 else { return nil }
        let selected = Swift.min(Swift.max(selectedIndex, 0), tabCount - 1)
        let towardTrailing = horizontalMotion * HorizontalSide.trailing.physicalSign(in: layoutDirection) > 0
        // Walked lazily: no array of the indices is built.
        if towardTrailing { return stride(from: selected - 1, through: 0, by: -1).first(where: isAvailable) }
        return (selected + 1 ..< tabCount).first(where: isAvailable)
    }
}
