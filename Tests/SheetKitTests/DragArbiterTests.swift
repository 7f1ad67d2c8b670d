import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Drag arbitration")
struct DragArbiterTests {
    /// The comment sheet on an iPhone: detents 506.4 and 776.48 pt, container length 844.
    static let layout = SheetLayout(edge: .bottom, detents: SheetConfiguration.commentSheet().detents, container: .phonePortrait)
    static let large = CommentSheetOnPhone.large
    static let small = 506.4
    static func list(_ offset: Double, content: Double = 2400) -> ScrollMetrics {
        ScrollMetrics(offset: offset, contentLength: content, viewportLength: 600)
    }
    static let band = RubberBand(dimension: 844)

    /// (delta, extent, list offset or nil, expected extent, expected offset or nil, mover)
    @Test("Arbitration table", arguments: [
        // List scrolled down, finger down: the list scrolls, the sheet stays.
        (-20.0, large, 300.0 as Double?, large, 280.0 as Double?, DragMover.scrollView as DragMover?),
        // List at its top, finger down: the sheet moves, the list stays pinned at its top.
        (-20, large, 0, large - 20, 0, .sheet),
        // List bounced above its top, finger down: the sheet moves, the list is pinned at its start.
        (-20, large, -12, large - 20, 0, .sheet),
        // Finger up below the largest detent: the sheet moves, the list is held.
        (50, small, 0, small + 50, 0, .sheet),
        (50, small, 300, small + 50, 300, .sheet),
        // One delta split at the largest detent: 6.48 pt to the sheet, 13.52 pt to the list.
        (20, large - 6.48, 0, large, 13.52, .scrollView),
        // One delta split toward hiding: 5 pt to the list, 15 pt to the sheet.
        (-20, large, 5, large - 15, 0, .sheet),
        // At the largest detent the list scrolls.
        (40, large, 100, large, 140, .scrollView),
        // The list's end: the list is rubber-banded over its viewport (600 pt).
        (100, large, 1800, large, 1800 + RubberBand(dimension: 600)(100), .scrollView),
        // No movement.
        (0, small, 0, small, 0, nil),
        // Non-finite delta counts as 0.
        (.nan, small, 0, small, 0, nil),
    ] as [(Double, Double, Double?, Double, Double?, DragMover?)])
    func table(delta: Double, extent: Double, offset: Double?, expectedExtent: Double, expectedOffset: Double?, mover: DragMover?) {
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true)
        let step = arbiter.step(delta: delta, extent: extent, scroll: offset.map { Self.list($0) })
        #expect(isClose(step.extent, expectedExtent, within: 1e-9))
        if let expectedOffset {
            #expect(step.scrollOffset != nil)
            #expect(isClose(step.scrollOffset ?? .nan, expectedOffset, within: 1e-9))
        } else {
            #expect(step.scrollOffset == nil)
        }
        #expect(step.mover == mover)
    }

    @Test("Without a scrollable list the sheet takes everything, banded beyond the largest detent")
    func noList() {
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true)
        #expect(arbiter.step(delta: 100, extent: CommentSheetOnPhone.large, scroll: nil).extent == CommentSheetOnPhone.large + Self.band(100))
        // A list whose content fits is no list, and is held where it is.
        let fitting = arbiter.step(delta: 100, extent: CommentSheetOnPhone.large, scroll: Self.list(0, content: 300))
        #expect(fitting.extent == CommentSheetOnPhone.large + Self.band(100))
        #expect(fitting.scrollOffset == 0)
        // Below 0 the sheet stops at hidden.
        #expect(arbiter.step(delta: -900, extent: 100, scroll: nil).extent == 0)
    }

    @Test("When dismissal is not allowed, the sheet is banded below its smallest detent")
    func modal() {
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: false)
        let step = arbiter.step(delta: -300, extent: Self.small, scroll: nil)
        #expect(isClose(step.extent, (Self.small - Self.band(300)), within: 1e-9))
        // Continuing from the banded position maps back through the inverse: no jump.
        let back = arbiter.step(delta: 300, extent: step.extent, scroll: nil)
        #expect(isClose(back.extent, Self.small, within: 1e-9))
        #expect(isClose(arbiter.visibleSlope(atVisible: step.extent, velocity: -1), Self.band.slope(at: 300), within: 1e-9))
        #expect(arbiter.visibleSlope(atVisible: 600, velocity: -1) == 1)
    }

    /// The detent at which a band starts.
    enum BandStart { case smallest, largest }
    /// Where the finger moves the sheet: into the band, or freely (slope 1).
    enum Slope { case band, free }

    @Test("At the edge of a band the slope is one-sided, by the finger's direction", arguments: [
        // (allows dismissal, the detent the sheet is at, velocity, expected slope)
        (true, BandStart.largest, 1.0, Slope.band), (true, .largest, -1.0, .free), (true, .largest, 0.0, .free),
        (true, .smallest, -1.0, .free), (false, .smallest, -1.0, .band), (false, .smallest, 1.0, .free),
    ])
    func oneSidedSlope(allowsDismissal: Bool, at start: BandStart, velocity: Double, expected: Slope) {
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: allowsDismissal)
        let visible = start == .largest ? CommentSheetOnPhone.large : Self.small
        let slope = arbiter.visibleSlope(atVisible: visible, velocity: velocity)
        // The band's slope at its start is its coefficient: f'(0) = c.
        #expect(isClose(slope, expected == .band ? Self.band.slope(at: 0) : 1, within: 1e-12))
        #expect(isClose(Self.band.slope(at: 0), 0.55, within: 1e-12))
    }

    @Test("Reversal mid-gesture hands off both ways, with no lost points")
    func reversal() {
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true)
        var extent = Self.small
        var offset = 0.0
        var fingerTotal = 0.0
        // Up 300: 270.08 to the sheet, the rest to the list; down 100: the list first, then
        // the sheet; up 50: the sheet (below the largest detent), list held at its top.
        for (delta, expectedExtent, expectedOffset) in [
            (300.0, CommentSheetOnPhone.large, 300 - (CommentSheetOnPhone.large - Self.small)),
            (-100, CommentSheetOnPhone.large - (100 - (300 - (CommentSheetOnPhone.large - Self.small))), 0),
            (50, CommentSheetOnPhone.large - (100 - (300 - (CommentSheetOnPhone.large - Self.small))) + 50, 0),
        ] {
            let step = arbiter.step(delta: delta, extent: extent, scroll: Self.list(offset))
            extent = step.extent
            offset = step.scrollOffset ?? .nan
            fingerTotal += delta
            #expect(isClose(extent, expectedExtent, within: 1e-9))
            #expect(isClose(offset, expectedOffset, within: 1e-9))
        }
        // No lost points: the sheet's motion plus the list's equals the finger's.
        #expect(isClose((extent - Self.small) + offset, fingerTotal, within: 1e-9))
    }

    @Test("A top panel's list hands off at its end")
    func topPanel() {
        let layout = SheetLayout(edge: .top, detents: [.fraction(0.4), .fraction(0.8)], container: .phonePortrait)
        let arbiter = DragArbiter(layout: layout, allowsDismissal: true)
        let large = layout.detents.largest.extent
        // Finger up (toward hiding a top panel) scrolls the list toward its end...
        let scrolls = arbiter.step(delta: -20, extent: large, scroll: Self.list(1000))
        #expect(scrolls.extent == large && scrolls.scrollOffset == 1020)
        // ...and once the list is at its end, the panel moves.
        let moves = arbiter.step(delta: -20, extent: large, scroll: Self.list(1800))
        #expect(moves.extent == large - 20 && moves.scrollOffset == 1800)
        // Finger down below the largest detent grows the panel; at it, the list scrolls back.
        let grows = arbiter.step(delta: 20, extent: large - 20, scroll: Self.list(1800))
        #expect(grows.extent == large && grows.scrollOffset == 1800)
        let back = arbiter.step(delta: 20, extent: large, scroll: Self.list(1800))
        #expect(back.extent == large && back.scrollOffset == 1780)
    }

    @Test("Direction cone", arguments: [
        (10.0, 0.0, true), (10, 9.9, true), (10, 10, true), (10, 10.1, false), (0, 10, false), (-10, 3, true), (0, 0, false), (.nan, 0, false),
    ])
    func cone(along: Double, across: Double, inside: Bool) {
        #expect(DirectionCone().contains(along: along, across: across) == inside)
    }

    @Test("Direction cone sanitizes its angle")
    func coneAngle() {
        #expect(DirectionCone(halfAngle: .nan).halfAngle == DirectionCone.defaultHalfAngle)
        #expect(DirectionCone(halfAngle: 9).halfAngle == Double.pi / 2)
        #expect(DirectionCone(halfAngle: 0.2).contains(along: 10, across: 3) == false)
    }

    @Test("The deepest scroll view along the sheet's axis is tracked")
    func selection() {
        let page = SheetSize(width: 390, height: 600)
        let verticalList = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 390, height: 2400), viewportSize: page)
        let horizontalPager = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 1170, height: 600), viewportSize: page)
        let carousel = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 900, height: 120), viewportSize: SheetSize(width: 390, height: 120))
        let disabled = ScrollCandidate(isScrollEnabled: false, scrollableSize: SheetSize(width: 390, height: 2400), viewportSize: page)
        let bouncing = ScrollCandidate(isScrollEnabled: true, scrollableSize: page, viewportSize: page, alwaysBouncesVertically: true)
        #expect(ScrollViewSelection.trackedIndex(in: [verticalList, horizontalPager], axis: .vertical) == 0)
        #expect(ScrollViewSelection.trackedIndex(in: [carousel, verticalList], axis: .vertical) == 1)
        #expect(ScrollViewSelection.trackedIndex(in: [disabled, horizontalPager], axis: .vertical) == nil)
        #expect(ScrollViewSelection.trackedIndex(in: [bouncing], axis: .vertical) == 0)
        #expect(ScrollViewSelection.trackedIndex(in: [verticalList, horizontalPager], axis: .horizontal) == 1)
        #expect(ScrollViewSelection.trackedIndex(in: [], axis: .vertical) == nil)
    }

    /// The app's `trackedScrollView` shares a drag that starts on it, whether or not it would
    /// have been found, and no drag that starts elsewhere: a drag on the header of a sheet
    /// whose list is scrolled moves the sheet, it does not scroll the list.
    @Test("A named scroll view is tracked only when the drag starts on it", arguments: [
        (NamedScrollView.none, 1 as Int?), (.underTouch(at: 0), 0), (.underTouch(at: 1), 1),
        (.elsewhere, nil), (.underTouch(at: 7), nil),
    ])
    func namedSelection(named: NamedScrollView, expected: Int?) {
        let page = SheetSize(width: 390, height: 600)
        let carousel = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 900, height: 120), viewportSize: SheetSize(width: 390, height: 120))
        let verticalList = ScrollCandidate(isScrollEnabled: true, scrollableSize: SheetSize(width: 390, height: 2400), viewportSize: page)
        #expect(ScrollViewSelection.trackedIndex(in: [carousel, verticalList], axis: .vertical, named: named) == expected)
    }

    @Test("Scroll metrics bounds")
    func metrics() {
        let metrics = ScrollMetrics(offset: -47, contentLength: 2400, viewportLength: 600, startInset: 47, endInset: 34)
        #expect(metrics.minimumOffset == -47)
        #expect(metrics.maximumOffset == 1834)
        #expect(metrics.isAtStart && metrics.isScrollable)
        let bad = ScrollMetrics(offset: .nan, contentLength: -5, viewportLength: .infinity)
        #expect(bad.offset == 0 && bad.contentLength == 0 && bad.viewportLength == 0 && !bad.isScrollable)
    }

    @Test("With a scroll view the app named, only its pan shares the finger; without, any along the axis", arguments: [
        (Bool?.some(true), false, false), (true, true, true), (false, true, false), (false, false, false),
        (nil, true, true), (nil, false, false),
    ])
    func sharesFinger(isTheNamedOne: Bool?, scrollsAlongAxis: Bool, shares: Bool) {
        #expect(ScrollViewSelection.sharesFinger(isTheNamedOne: isTheNamedOne, scrollsAlongAxis: scrollsAlongAxis) == shares)
    }
}
