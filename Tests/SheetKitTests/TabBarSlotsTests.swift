import Testing
@testable import SheetKit

/// Where tabs sit in the bar, for the direction a switch slides (review: the More list counted
/// as the first tab, so switching to More slid backward, from it forward, and between the
/// first tab and More nothing slid while the tab bar controller was blocked for a settle).
@Suite("Tab bar slots: the More list after the tabs in the bar")
struct TabBarSlotsTests {
    @Test("Tabs in the bar", arguments: [
        // tabs, bar items, tabs in the bar
        (4, 4, 4), (5, 0, 5), (7, 5, 4), (5, 5, 5), (0, 0, 0), (-3, 2, 0), (3, -1, 3), (Int.max, 5, 4),
    ])
    func tabsInBar(tabs: Int, items: Int, expected: Int) {
        #expect(TabBarSlots(tabCount: tabs, barItemCount: items).tabsInBar == expected)
    }

    /// On the `UITab` API the bar's items are the shown tabs: compared with those, a hidden
    /// tab is not a More tab, and More is still found when the shown tabs outnumber the items.
    @Test("Tabs in the bar with tabs the bar leaves out", arguments: [
        // tabs, bar items, left out, tabs in the bar
        (4, 3, 1, 4), (6, 5, 1, 6), (8, 5, 1, 5), (8, 5, 0, 4), (3, 0, 1, 3), (4, 3, 9, 4), (4, 3, -2, 2),
    ])
    func leftOut(tabs: Int, items: Int, leftOut: Int, expected: Int) {
        #expect(TabBarSlots(tabCount: tabs, barItemCount: items, leftOutCount: leftOut).tabsInBar == expected)
    }

    @Test("Positions and directions with seven tabs in a bar of five (four tabs, then More)")
    func moreDirections() {
        let slots = TabBarSlots(tabCount: 7, barItemCount: 5)
        #expect((0..<7).map { slots.position(ofTab: $0) } == [0, 1, 2, 3, 4, 4, 4])
        #expect(slots.position(ofTab: nil) == 4)   // the More list
        #expect(slots.position(ofTab: Int.min) == 0)
        #expect(TabSwitchDirection(from: slots.position(ofTab: 2), to: slots.position(ofTab: nil)) == .forward)
        #expect(TabSwitchDirection(from: slots.position(ofTab: nil), to: slots.position(ofTab: 2)) == .backward)
        #expect(TabSwitchDirection(from: slots.position(ofTab: 0), to: slots.position(ofTab: nil)) == .forward)
        // The More list and a tab behind it share More's place: nothing slides (UIKit's switch).
        #expect(TabSwitchDirection(from: slots.position(ofTab: nil), to: slots.position(ofTab: 5)) == TabSwitchDirection.none)
        #expect((0..<7).filter(slots.isInBar) == [0, 1, 2, 3])
    }
}

/// Which tabs a swipe may switch to on iOS 18's `UITab` API (UITab.h lines 92–94: hidden tabs;
/// UITabBarController.h lines 85–88: `compactTabIdentifiers`, "display only select root-level
/// tabs when in a compact appearance"). Before, the swipe read only the item's enabled state
/// and the More slot, so it switched to a tab the user had hidden, or one the compact bar
/// leaves out, with no item selected in the bar.
@Suite("Tab bar entries: hidden and compact-filtered tabs are passed over")
struct TabBarEntryTests {
    @Test("Whether the bar shows a tab and lets the user select it", arguments: [
        // enabled, hidden, identifier, compact filter, compact bar, selectable
        (true, false, nil, nil, true, true),
        (false, false, nil, nil, true, false),
        (true, true, "b", nil, false, false),
        (true, false, "b", ["a", "c"], true, false),
        (true, false, "b", ["a", "c"], false, true),     // an iPad's regular-width bar: no filter
        (true, false, "b", ["a", "b"], true, true),
        (true, false, "b", [], true, false),             // an empty filter leaves every tab out
        (true, false, nil, ["a"], true, true),           // a classic tab: no filter names it
        (true, true, "a", ["a"], true, false),
    ] as [(Bool, Bool, String?, [String]?, Bool, Bool)])
    func selectable(enabled: Bool, hidden: Bool, identifier: String?, filter: [String]?, compact: Bool, expected: Bool) {
        let entry = TabBarEntry(isEnabled: enabled, isHidden: hidden, identifier: identifier)
        #expect(entry.isSelectable(compactTabIdentifiers: filter, showsCompactBar: compact) == expected)
    }

    @Test("The compact appearance: a phone's bar in any size class, an iPad's in compact width", arguments: [
        (true, false, true), (false, true, true), (true, true, true), (false, false, false),
    ])
    func compactBar(horizontallyCompact: Bool, phone: Bool, expected: Bool) {
        #expect(TabBarEntry.showsCompactBar(isHorizontallyCompact: horizontallyCompact, isPhone: phone) == expected)
    }

    @Test("A swipe from the first tab passes over a hidden and a compact-filtered tab to the next shown one")
    func swipePassesOver() {
        let slots = TabBarSlots(tabCount: 5, barItemCount: 0)
        let entries = [TabBarEntry(identifier: "home"), TabBarEntry(isHidden: true, identifier: "search"),
                       TabBarEntry(identifier: "library"), TabBarEntry(identifier: "radio"), TabBarEntry(identifier: "store")]
        var read: [Int] = []
        func available(compact: Bool) -> (Int) -> Bool {
            { index in
                slots.isSwitchable(index, entry: { read.append($0); return entries[$0] },
                                   compactTabIdentifiers: ["home", "search", "radio"], showsCompactBar: compact)
            }
        }
        // A leftward swipe in a left-to-right layout reveals the next tab.
        let rule = TabSwitchPanRule()
        func destination(compact: Bool) -> Int? {
            rule.destination(horizontalMotion: -40, verticalMotion: 0, layoutDirection: .leftToRight, selectedIndex: 0,
                             tabCount: 5, isTransitioning: false, hasStyle: true, isAvailable: available(compact: compact))
        }
        #expect(destination(compact: true) == 3)    // search hidden, library not in the compact bar
        #expect(destination(compact: false) == 2)   // the regular bar shows library
        // The bar's items are only the shown ones (UITabBar.h line 31: "visible UITabBarItems"):
        // four tabs, the compact bar filtered to three, three items. Counted as a More bar the
        // last two sat behind More and a swipe from home reached nothing (re-review).
        let filtered = [TabBarEntry(identifier: "home"), TabBarEntry(identifier: "search"),
                        TabBarEntry(identifier: "library"), TabBarEntry(identifier: "radio")]
        for usesTabs in [true, false] {
            let bar = TabBarSlots(tabCount: 4, barItemCount: 3, leftOutCount: usesTabs ? 1 : 0)
            let reached = rule.destination(horizontalMotion: -40, verticalMotion: 0, layoutDirection: .leftToRight, selectedIndex: 0,
                                           tabCount: 4, isTransitioning: false, hasStyle: true, isAvailable: { index in
                bar.isSwitchable(index, entry: { filtered[$0] }, compactTabIdentifiers: ["home", "library", "radio"], showsCompactBar: true)
            })
            #expect(reached == (usesTabs ? 2 : nil))
        }
        // A tab behind More is never read (its view controller may not exist yet).
        read = []
        #expect(!TabBarSlots(tabCount: 7, barItemCount: 5).isSwitchable(5, entry: { read.append($0); return TabBarEntry() },
                                                                          compactTabIdentifiers: nil, showsCompactBar: true))
        #expect(read.isEmpty)
    }
}
