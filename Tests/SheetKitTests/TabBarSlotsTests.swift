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
