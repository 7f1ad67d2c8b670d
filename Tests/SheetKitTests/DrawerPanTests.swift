import Testing
@testable import SheetKit

/// The full-width drawer pan (`SheetEdgePanPresenter.fullWidthPanRule`): the pop's rule,
/// toward the side the drawer opens.
@Suite("Full-width drawer pan")
struct DrawerPanTests {
    @Test("The side a drawer opens toward, in reading terms", arguments: [
        (ResolvedEdge.left, ReadingDirection.leftToRight, HorizontalSide?.some(.trailing)),
        (.right, .leftToRight, .leading),
        (.left, .rightToLeft, .leading),      // rightward is toward leading in RTL
        (.right, .rightToLeft, .trailing),
        (.bottom, .leftToRight, nil), (.top, .rightToLeft, nil),
    ])
    func openingSide(edge: ResolvedEdge, direction: ReadingDirection, side: HorizontalSide?) {
        #expect(HorizontalSide(openingDrawerAt: edge, in: direction) == side)
    }

    /// A carousel 390 pt wide with 1,200 pt of content, at `offset` along x.
    static func carousel(at offset: Double) -> ScrollMetrics {
        ScrollMetrics(offset: offset, contentLength: 1_200, viewportLength: 390)
    }

    /// (physical x motion, scroll views, swipe actions) → decision, for a trailing drawer in LTR.
    static let trailingTable: [(dx: Double, scroll: [ScrollMetrics], swipe: SwipeActionsUnderFinger, decision: PopPanDecision)] = [
        (-10, [], [], .begin),                                    // leftward in LTR
        (10, [], [], .decline(.towardLeading)),                   // away from the side it opens toward
        (-10, [carousel(at: 200)], [], .decline(.scrollViewCanScroll)),
        (-10, [carousel(at: 810)], [], .begin),                   // at its end: the drawer wins
        (-10, [], [.trailing], .decline(.swipeActions)),          // the move would reveal trailing actions
        (-10, [], [.leading], .begin),
        (-10, [], [.revealed], .decline(.swipeActions)),
    ]

    @Test("A trailing drawer opens toward leading, yielding to carousels and to trailing swipe actions", arguments: trailingTable)
    func trailingDrawer(dx: Double, scroll: [ScrollMetrics], swipe: SwipeActionsUnderFinger, decision: PopPanDecision) {
        let start = PopPanStart(horizontalMotion: dx, verticalMotion: 0, layoutDirection: .leftToRight,
                                horizontalScrollViews: scroll, swipeActions: swipe)
        #expect(FullWidthPopPanRule().decide(start, toward: .leading) == decision)
    }

    @Test("Nothing to open (a sheet is already presented) declines; a leading drawer decides as a pop does")
    func sameAsPop() {
        let start = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight, canPop: false)
        #expect(FullWidthPopPanRule().decide(start, toward: .trailing) == .decline(.nothingToPop))
        let open = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight, swipeActions: [.leading])
        #expect(FullWidthPopPanRule().decide(open, toward: .trailing) == FullWidthPopPanRule().decide(open))
    }
}
