/// One tab as the tab bar shows it: what decides, besides its slot (``TabBarSlots``), whether
/// a swipe may switch to it.
///
/// On iOS 18's `UITab` API a tab can sit among the controller's tabs and still be missing from
/// the bar the user sees:
/// - hidden (`UITab.isHidden`, set by the app or by the user customizing the bar; UITab.h
///   lines 92–94, iOS 26.2 SDK: "Determines if the tab is currently hidden … Hidden tabs
///   cannot be accessed from the sidebar");
/// - left out of the compact bar (`UITabBarController.compactTabIdentifiers`,
///   UITabBarController.h lines 85–88: "An optional filter to display only select root-level
///   tabs when in a compact appearance"; `nil` shows every tab).
///
/// A swipe that switched to such a tab would show a screen whose item the user cannot see or
/// tap, with no item selected in the bar. A tab whose item is disabled (`tabBarItem.isEnabled`,
/// iOS 18.4's `UITab.isEnabled`: "cannot be selected by the user") is passed over too.
package struct TabBarEntry: Hashable, Sendable {
    /// Whether the user may select the tab (its item is enabled).
    package var isEnabled: Bool
    /// Whether the tab is hidden (`UITab.isHidden`; always `false` for a classic tab).
    package var isHidden: Bool
    /// The tab's identifier (`UITab.identifier`), `nil` for a classic tab, which no compact
    /// filter names and none leaves out.
    package var identifier: String?

    /// An entry; by default an enabled classic tab.
    package init(isEnabled: Bool = true, isHidden: Bool = false, identifier: String? = nil) {
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.identifier = identifier
    }

    /// Whether the bar shows the tab and lets the user select it.
    /// - Parameters:
    ///   - compactTabIdentifiers: The controller's compact filter (`compactTabIdentifiers`);
    ///     `nil` for none, which shows every tab.
    ///   - showsCompactBar: Whether the bar is in its compact appearance, where the filter
    ///     applies: the bottom tab bar, not an iPad's regular-width top bar or sidebar.
    /// - Complexity: O(n) in the number of compact identifiers.
    package func isSelectable(compactTabIdentifiers: [String]?, showsCompactBar: Bool) -> Bool {
        isEnabled && isShown(compactTabIdentifiers: compactTabIdentifiers, showsCompactBar: showsCompactBar)
    }

    /// Whether the bar shows the tab at all (enabled or not): not hidden, and not left out of
    /// the compact bar. See ``isSelectable(compactTabIdentifiers:showsCompactBar:)``.
    package func isShown(compactTabIdentifiers: [String]?, showsCompactBar: Bool) -> Bool {
        guard !isHidden else { return false }
        guard showsCompactBar, let compactTabIdentifiers, let identifier else { return true }
        return compactTabIdentifiers.contains(identifier)
    }

    /// Whether the bar is in its compact appearance, where `compactTabIdentifiers` applies:
    /// the bottom tab bar, which a phone shows in every size class and an iPad in compact
    /// width (iOS 18's floating top bar and its sidebar are an iPad's, in regular width).
    /// - Parameters:
    ///   - isHorizontallyCompact: Whether the controller's horizontal size class is compact.
    ///   - isPhone: Whether the device is a phone (`userInterfaceIdiom`).
    package static func showsCompactBar(isHorizontallyCompact: Bool, isPhone: Bool) -> Bool {
        isHorizontallyCompact || isPhone
    }
}
