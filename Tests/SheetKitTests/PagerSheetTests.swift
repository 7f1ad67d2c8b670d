import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Two lists side by side in a horizontal pager inside one comment sheet (the Two Lists
/// demo; FloatingPanel #107 and #327 ask for it): each drag tracks the list under the finger,
/// and the hand-off follows that list's own offset.
@Suite("Two lists in one sheet")
struct PagerSheetTests {
    static let page = SheetSize(width: 390, height: 700)
    static let list = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 390, height: 3000), viewportSize: page)
    static let shortList = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 390, height: 1200), viewportSize: page)
    static let pager = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 780, height: 700), viewportSize: page)

    @Test("The touched page's list is tracked, not the pager around it; a touch on the pager alone tracks nothing")
    func selection() {
        #expect(ScrollViewSelection.trackedIndex(in: [Self.list, Self.pager], axis: .vertical) == 0)
        #expect(ScrollViewSelection.trackedIndex(in: [Self.shortList, Self.pager], axis: .vertical) == 0)
        #expect(ScrollViewSelection.trackedIndex(in: [Self.pager], axis: .vertical) == nil)
    }

    /// The comment sheet at its large detent, a finger down on a list scrolled to `offset`,
    /// dragging 60 pt down in 6 events: where the sheet and the list end up.
    static func dragDown(listOffset offset: Double) -> (extent: Double, scrollPin: Double?) {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(.large, animated: false, time: 0))
        var scroll = ScrollMetrics(offset: offset, contentLength: 3000, viewportLength: 700)
        engine.send(.dragBegan(time: 1))
        var output = engine.output
        for step in 1...6 {
            output = engine.send(.dragChanged(delta: -10, time: 1 + Double(step) / 120, scroll: scroll))
            if let pin = output.scrollPin { scroll.offset = pin }
        }
        return (output.extent, output.scrollPin)
    }

    @Test("A drag down on the list that is scrolled scrolls it; on the list at its top it moves the sheet")
    func handOffPerList() {
        let large = SheetEngine(configuration: .commentSheet(), container: .phonePortrait).layout.detents.largest.extent
        let scrolled = Self.dragDown(listOffset: 300)
        #expect(isClose(scrolled.extent, large))                   // the sheet stays, the list scrolls back
        let atTop = Self.dragDown(listOffset: 0)
        #expect(atTop.extent < large - 50)                         // the sheet follows the finger
    }
}
