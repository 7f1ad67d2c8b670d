import Testing
@testable import SheetKit

/// Where `addPanel(toParent:at:animated:completion:)` inserts a panel's view.
@Suite("Panel stacking order")
struct PanelStackingOrderTests {
    @Test("Requested indices are clamped into the subviews; none means the front", arguments: [
        (Int?.none, 3, 3), (0, 3, 0), (2, 3, 2), (3, 3, 3), (7, 3, 3), (-1, 3, 0),
        (Int.max, 3, 3), (Int.min, 3, 0), (nil, 0, 0), (5, 0, 0), (2, -4, 0), (nil, Int.max, Int.max),
    ])
    func index(requested: Int?, count: Int, expected: Int) {
        #expect(PanelStackingOrder.insertionIndex(requested: requested, subviewCount: count) == expected)
    }
}
