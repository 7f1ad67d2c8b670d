import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Edges and detent resolution")
struct EdgeAndDetentTests {
    @Test("Edges resolve to an axis and a sign once", arguments: [
        (SheetEdge.bottom, ReadingDirection.leftToRight, ResolvedEdge.bottom),
        (.bottom, .rightToLeft, .bottom),
        (.top, .leftToRight, .top),
        (.top, .rightToLeft, .top),
        (.left, .leftToRight, .left),
        (.left, .rightToLeft, .left),
        (.right, .leftToRight, .right),
        (.right, .rightToLeft, .right),
        (.leading, .leftToRight, .left),
        (.leading, .rightToLeft, .right),
        (.trailing, .leftToRight, .right),
        (.trailing, .rightToLeft, .left),
    ])
    func resolution(edge: SheetEdge, direction: ReadingDirection, expected: ResolvedEdge) {
        #expect(edge.resolved(for: direction) == expected)
    }

    @Test("Finger motion maps to extent by the edge's sign")
    func extentDeltas() {
        // A finger moving up (−y) expands a bottom sheet and collapses a top panel.
        #expect(ResolvedEdge.bottom.extentDelta(forCoordinateDelta: -10) == 10)
        #expect(ResolvedEdge.top.extentDelta(forCoordinateDelta: -10) == -10)
        #expect(ResolvedEdge.left.extentDelta(forCoordinateDelta: 10) == 10)
        #expect(ResolvedEdge.right.extentDelta(forCoordinateDelta: 10) == -10)
        #expect(ResolvedEdge.bottom.innerCorners == [.minXMinY, .maxXMinY])
        #expect(ResolvedEdge.top.innerCorners == [.minXMaxY, .maxXMaxY])
        #expect(ResolvedEdge.left.innerCorners == [.maxXMinY, .maxXMaxY])
        #expect(ResolvedEdge.right.innerCorners == [.minXMinY, .minXMaxY])
    }

    static let landscape = SheetContainer(
        size: SheetSize(width: 844, height: 390),
        safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47),
        contentFittingLength: 200)

    static let portrait = SheetContainer(
        size: SheetSize(width: 390, height: 844),
        safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0),
        contentFittingLength: 420)

    /// (edge, container, detent, expected extent or nil when left out, expected maximum extent)
    @Test("Every kind resolves on every edge", arguments: [
        // Bottom: max = 844 − 47 (top safe area) − 10 (reveal) = 787; content measures add 34.
        (SheetEdge.bottom, portrait, Detent.fraction(0.5), 422.0, 787.0),
        (.bottom, portrait, .fraction(0.6), 506.4, 787.0),
        (.bottom, portrait, .fraction(1), 787.0, 787.0),
        (.bottom, portrait, .points(320), 354.0, 787.0),
        (.bottom, portrait, .fitsContent(), 454.0, 787.0),
        (.bottom, portrait, .custom(identifier: "c") { $0.maximumDetentValue / 2 }, (787.0 - 34) / 2 + 34, 787.0),
        // Top: max = 844 − 34 − 10 = 800; content measures add the top inset 47.
        (.top, portrait, .points(320), 367.0, 800.0),
        (.top, portrait, .fraction(2), 800.0, 800.0),
        (.top, portrait, .fitsContent(), 467.0, 800.0),
        // Drawers in landscape: length 844, max = 844 − 47 − 10 = 787; content adds 47.
        (.left, landscape, .points(300), 347.0, 787.0),
        (.right, landscape, .points(300), 347.0, 787.0),
        (.leading, landscape, .fraction(0.5), 422.0, 787.0),
        (.trailing, landscape, .fitsContent(), 247.0, 787.0),
        // Drawers in portrait: length 390, max 380, no side safe area.
        (.left, portrait, .points(300), 300.0, 380.0),
        (.right, portrait, .fraction(0.8), 312.0, 380.0),
    ] as [(SheetEdge, SheetContainer, Detent, Double, Double)])
    func kinds(edge: SheetEdge, container: SheetContainer, detent: Detent, expected: Double, maximum: Double) {
        let layout = SheetLayout(edge: edge, detents: [detent], container: container)
        #expect(isClose(layout.context.maximumExtent, maximum, within: 1e-9))
        #expect(layout.detents.count == 1)
        #expect(isClose(layout.detents[0].extent, expected, within: 1e-9))
        #expect(layout.detents[0].identifier == detent.identifier)
    }

    @Test("Invalid measures are left out", arguments: [
        Detent.fraction(.nan), .fraction(-0.5), .fraction(0), .fraction(.infinity),
        .points(.nan), .points(-10), .points(0), .points(-.infinity),
        .custom(identifier: "nil") { _ in nil }, .custom(identifier: "nan") { _ in .nan },
        .custom(identifier: "neg") { _ in -1 },
    ])
    func invalidMeasures(detent: Detent) {
        let layout = SheetLayout(edge: .bottom, detents: [detent, .points(200, identifier: "ok")], container: .phonePortrait)
        #expect(layout.detents.map(\.identifier) == ["ok"])
    }

    @Test("Fits-content without a fitting length is left out; nothing left falls back to large")
    func fallback() {
        let layout = SheetLayout(edge: .bottom, detents: [.fitsContent(), .points(.nan)], container: .phonePortrait)
        #expect(layout.detents.map(\.identifier) == [.large])
        #expect(layout.detents.smallest.extent == 787)
        #expect(SheetLayout(edge: .bottom, detents: [], container: .phonePortrait).detents.count == 1)
    }

    @Test("Resolution sorts, merges near-equal extents and drops repeated identifiers")
    func sortAndMerge() {
        let layout = SheetLayout(edge: .bottom, detents: [
            .fraction(1, identifier: "full"),
            .points(300, identifier: "small"),
            .fraction(0.99, identifier: "almostFull"),    // 835.56 → clamped to 787: merges into "full"? sorted first
            .points(320, identifier: "small"),            // repeated identifier: dropped
            .points(300.2, identifier: "twin"),           // within 0.5 pt of "small": merged
        ], container: .phonePortrait)
        #expect(layout.detents.map(\.extent) == [334, 787])
        #expect(layout.detents.map(\.identifier) == ["small", "full"])
        #expect(layout.detents.index(for: "twin") == 0)
        #expect(layout.detents.index(for: "almostFull") == 1)
        #expect(layout.detents.index(for: "missing") == nil)
    }

    @Test("A zero-size container still yields a positive extent and finite progress")
    func zeroContainer() {
        let container = SheetContainer(size: SheetSize(width: 0, height: .nan))
        let layout = SheetLayout(edge: .bottom, detents: [.medium, .large], container: container)
        #expect(layout.detents.count == 1)
        #expect(layout.detents.smallest.extent == ResolvedDetents.minimumExtent)
        #expect(layout.progress(forExtent: 0.5) == 0.5)
        #expect(layout.frame(forExtent: .nan).content.height.isFinite)
    }

    @Test("Queries: nearest, above, below")
    func queries() {
        let layout = SheetLayout(edge: .bottom, detents: [.points(100), .points(300), .points(500)],
                                 container: SheetContainer(size: SheetSize(width: 400, height: 800)))
        let detents = layout.detents
        #expect(detents.nearestIndex(to: 180) == 0)
        #expect(detents.nearestIndex(to: 200) == 0)   // tie → smaller
        #expect(detents.nearestIndex(to: 201) == 1)
        #expect(detents.nearestIndex(to: .nan) == 0)
        #expect(detents.nearestIndex(to: 10_000) == 2)
        // Extents far beyond the largest detent, where distances round into a tie (claims
        // review of 2026-11-28: these gave the smallest detent).
        for huge in [1e17, 1e300, Double.greatestFiniteMagnitude, .infinity] {
            #expect(detents.nearestIndex(to: huge) == 2)
            #expect(detents.nearestIndex(to: -huge) == 0)
        }
        #expect(ReleasePolicy().decide(extent: .infinity, velocity: 0, detents: detents, allowsDismissal: true)
                == detents.largest.identifier)
        #expect(detents.firstIndex(above: 300) == 2)
        #expect(detents.firstIndex(above: 299) == 1)
        #expect(detents.firstIndex(above: 500) == nil)
        #expect(detents.lastIndex(below: 300) == 0)
        #expect(detents.lastIndex(below: 100) == nil)
    }

    @Test("Sanitized containers")
    func containerSanitizing() {
        let container = SheetContainer(size: SheetSize(width: -1, height: .infinity),
                                       safeAreaInsets: SheetInsets(top: .nan, left: -3, bottom: 10, right: 0),
                                       displayScale: .nan, contentFittingLength: -4)
        #expect(container.size == SheetSize(width: 0, height: 0))
        #expect(container.safeAreaInsets == SheetInsets(top: 0, left: 0, bottom: 10, right: 0))
        #expect(container.displayScale == 3)
        #expect(container.contentFittingLength == nil)
    }
}
