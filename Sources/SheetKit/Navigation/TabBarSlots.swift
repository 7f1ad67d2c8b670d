/// Where a tab bar controller's tabs sit in its bar: all of them, or, with more tabs than the
/// bar shows, the first ones and a last item, More, behind which the rest sit
/// (UITabBarController.h lines 135–139, iOS 26.2 SDK: "If the number of view controllers is
/// greater than the number displayable by a tab bar, a 'More' navigation controller will
/// automatically be shown"; it "will not be returned by -viewControllers, but it may be
/// returned by -selectedViewController").
///
/// A switch slides in the direction of the bar's order, so the More list and the tabs behind
/// it sit at More's position, after every tab in the bar.
package struct TabBarSlots: Hashable, Sendable {
    /// How many tabs there are (`viewControllers.count`; negative counts as 0).
    package let tabCount: Int
    /// How many items the bar shows (`tabBar.items.count`); 0 when it lists none, which holds
    /// every tab.
    package let barItemCount: Int

    /// The slots of `tabCount` tabs in a bar of `barItemCount` items, `leftOutCount` of the
    /// tabs not shown in the bar at all.
    ///
    /// On iOS 18's `UITab` API a tab can be hidden or left out of the compact bar
    /// (``TabBarEntry``), and the bar's items are only the tabs it shows (UITabBar.h line 31:
    /// "visible UITabBarItems"): the items are compared with the tabs the bar shows, so a
    /// hidden tab does not make the bar look short. Before, the tabs after a hidden or filtered
    /// one counted as behind More, and no swipe reached them (re-review of 2026-11-28). With
    /// more shown tabs than items, More holds the last of them; the left-out tabs are counted
    /// among the slots before it, since where they sit in the order is not known here.
    /// - Parameters:
    ///   - tabCount: `viewControllers.count`.
    ///   - barItemCount: `tabBar.items.count`.
    ///   - leftOutCount: How many of the tabs the bar does not show (0 on the classic API).
    package init(tabCount: Int, barItemCount: Int, leftOutCount: Int = 0) {
        self.tabCount = max(0, tabCount)
        let items = max(0, barItemCount)
        let leftOut = min(max(0, leftOutCount), self.tabCount)
        self.barItemCount = items == 0 || items >= self.tabCount - leftOut ? 0 : items + leftOut
    }

    /// How many tabs show in the bar itself: all of them, or all but those behind More.
    package var tabsInBar: Int {
        barItemCount == 0 || barItemCount >= tabCount ? tabCount : barItemCount - 1
    }

    /// The position in the bar of the tab at `index`, or of the More list (`nil`: the
    /// controller is not one of the tabs, as the More navigation controller is not): a tab in
    /// the bar is at its index, the More list and the tabs behind it at More's position, after
    /// the tabs in the bar.
    /// - Parameter index: The tab's index in `viewControllers`, `nil` for the More list.
    package func position(ofTab index: Int?) -> Int {
        min(max(0, index ?? tabsInBar), tabsInBar)
    }

    /// Whether the tab at `index` shows in the bar (not behind More).
    package func isInBar(_ index: Int) -> Bool {
        index >= 0 && index < tabsInBar
    }

    /// Whether a swipe may switch to the tab at `index`: it is in the bar (not behind More)
    /// and the bar shows it and lets the user select it (``TabBarEntry``).
    /// - Parameters:
    ///   - index: The tab's index in `viewControllers`.
    ///   - entry: What the bar shows of that tab; read only for a tab in the bar (reading a
    ///     `UITab`'s view controller may create it, UITab.h).
    ///   - compactTabIdentifiers: The controller's compact filter; `nil` for none.
    ///   - showsCompactBar: Whether the bar is in its compact appearance.
    package func isSwitchable(_ index: Int, entry: (Int) -> TabBarEntry, compactTabIdentifiers: [String]?,
                              showsCompactBar: Bool) -> Bool {
        isInBar(index) && entry(index).isSelectable(compactTabIdentifiers: compactTabIdentifiers, showsCompactBar: showsCompactBar)
    }
}
