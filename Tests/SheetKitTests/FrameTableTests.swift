import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Extent-to-frame tables for every edge in both layout directions, against the rule
/// documented on ``SheetLayout/frame(forExtent:)`` and ``SheetFrame``:
///
/// - content length = max(extent, smallest detent); its inner side (facing into the
///   container) is `extent` points from the attached edge, so below the smallest detent the
///   sheet keeps that length and slides off the edge;
/// - the surface is the content plus the 100 pt overshoot allowance past the attached edge;
/// - across the axis the sheet spans the container (compact width);
/// - a non-finite extent is treated as 0;
/// - safe areas do not inset the frame: the content's attached side is the container's edge
///   (the content keeps the system's safe area), content-measured detents add the attached
///   inset, and the largest extent stops at the opposite inset + the 10 pt reveal.
///
/// `left`/`right` never flip with the layout direction; `leading`/`trailing` do.
@Suite("Extent to frame tables")
struct FrameTableTests {
    enum Side: String, Sendable { case bottom, top, left, right }

    /// Every edge in both directions, with the physical side it must occupy.
    static let edges: [(SheetEdge, ReadingDirection, Side)] = [
        (.bottom, .leftToRight, .bottom), (.bottom, .rightToLeft, .bottom),
        (.top, .leftToRight, .top), (.top, .rightToLeft, .top),
        (.left, .leftToRight, .left), (.left, .rightToLeft, .left),
        (.right, .leftToRight, .right), (.right, .rightToLeft, .right),
        (.leading, .leftToRight, .left), (.leading, .rightToLeft, .right),
        (.trailing, .leftToRight, .right), (.trailing, .rightToLeft, .left),
    ]

    /// One expected frame: (extent, content x y w h, surface x y w h).
    struct Row: Sendable, CustomTestStringConvertible {
        let edge: SheetEdge
        let direction: ReadingDirection
        let extent: Double
        let content: SheetRect
        let surface: SheetRect
        var testDescription: String { "\(edge) \(direction) extent \(extent)" }
    }

    static func rect(_ values: [Double]) -> SheetRect {
        SheetRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func rows(_ table: [Side: [(Double, [Double], [Double])]]) -> [Row] {
        edges.flatMap { edge, direction, side in
            table[side]!.map { Row(edge: edge, direction: direction, extent: $0.0, content: rect($0.1), surface: rect($0.2)) }
        }
    }

    // MARK: No safe area

    /// 400 × 800 without insets; detents at 0.25 and 0.75 of the length: 200 / 600 pt
    /// vertically, 100 / 300 pt horizontally. Extents: 0, half the smallest detent, the
    /// smallest, between, the largest, above it; NaN and ±infinity are treated as 0.
    static let plain: [Side: [(Double, [Double], [Double])]] = [
        .bottom: [
            (0, [0, 800, 400, 200], [0, 800, 400, 300]),
            (100, [0, 700, 400, 200], [0, 700, 400, 300]),
            (200, [0, 600, 400, 200], [0, 600, 400, 300]),
            (400, [0, 400, 400, 400], [0, 400, 400, 500]),
            (600, [0, 200, 400, 600], [0, 200, 400, 700]),
            (700, [0, 100, 400, 700], [0, 100, 400, 800]),
            (.nan, [0, 800, 400, 200], [0, 800, 400, 300]),
            (.infinity, [0, 800, 400, 200], [0, 800, 400, 300]),
            (-.infinity, [0, 800, 400, 200], [0, 800, 400, 300]),
        ],
        .top: [
            (0, [0, -200, 400, 200], [0, -300, 400, 300]),
            (100, [0, -100, 400, 200], [0, -200, 400, 300]),
            (200, [0, 0, 400, 200], [0, -100, 400, 300]),
            (400, [0, 0, 400, 400], [0, -100, 400, 500]),
            (600, [0, 0, 400, 600], [0, -100, 400, 700]),
            (700, [0, 0, 400, 700], [0, -100, 400, 800]),
            (.nan, [0, -200, 400, 200], [0, -300, 400, 300]),
            (.infinity, [0, -200, 400, 200], [0, -300, 400, 300]),
            (-.infinity, [0, -200, 400, 200], [0, -300, 400, 300]),
        ],
        .left: [
            (0, [-100, 0, 100, 800], [-200, 0, 200, 800]),
            (50, [-50, 0, 100, 800], [-150, 0, 200, 800]),
            (100, [0, 0, 100, 800], [-100, 0, 200, 800]),
            (250, [0, 0, 250, 800], [-100, 0, 350, 800]),
            (300, [0, 0, 300, 800], [-100, 0, 400, 800]),
            (350, [0, 0, 350, 800], [-100, 0, 450, 800]),
            (.nan, [-100, 0, 100, 800], [-200, 0, 200, 800]),
            (.infinity, [-100, 0, 100, 800], [-200, 0, 200, 800]),
            (-.infinity, [-100, 0, 100, 800], [-200, 0, 200, 800]),
        ],
        .right: [
            (0, [400, 0, 100, 800], [400, 0, 200, 800]),
            (50, [350, 0, 100, 800], [350, 0, 200, 800]),
            (100, [300, 0, 100, 800], [300, 0, 200, 800]),
            (250, [150, 0, 250, 800], [150, 0, 350, 800]),
            (300, [100, 0, 300, 800], [100, 0, 400, 800]),
            (350, [50, 0, 350, 800], [50, 0, 450, 800]),
            (.nan, [400, 0, 100, 800], [400, 0, 200, 800]),
            (.infinity, [400, 0, 100, 800], [400, 0, 200, 800]),
            (-.infinity, [400, 0, 100, 800], [400, 0, 200, 800]),
        ],
    ]

    @Test("Frames for every edge in both layout directions", arguments: rows(plain))
    func plainFrames(row: Row) {
        let container = SheetContainer(size: SheetSize(width: 400, height: 800), layoutDirection: row.direction)
        let layout = SheetLayout(edge: row.edge, detents: [.fraction(0.25), .fraction(0.75)], container: container)
        let frame = layout.frame(forExtent: row.extent)
        #expect(frame.content == row.content)
        #expect(frame.surface == row.surface)
    }

    // MARK: Safe-area insets

    /// 400 × 800 with insets top 40, left 30, bottom 20, right 50; detents `points(100)` and
    /// `fraction(1)`. Smallest = 100 + attached inset; largest = length − opposite inset − 10:
    ///
    /// | side   | attached | opposite | smallest | largest          |
    /// |--------|----------|----------|----------|------------------|
    /// | bottom | 20       | 40       | 120      | 800 − 40 − 10 = 750 |
    /// | top    | 40       | 20       | 140      | 800 − 20 − 10 = 770 |
    /// | left   | 30       | 50       | 130      | 400 − 50 − 10 = 340 |
    /// | right  | 50       | 30       | 150      | 400 − 30 − 10 = 360 |
    ///
    /// Extents: half the smallest detent, the smallest, the largest. The content's attached
    /// side is flush with the container edge at and above the smallest detent; at the largest
    /// its inner side is (opposite inset + 10) from the opposite edge. Across, a bottom or top
    /// sheet spans the safe-area width (x 30, width 400 − 30 − 50 = 320), as an edge-attached
    /// `UISheetPresentationController` (UISheetPresentationController.h lines 115–116); a
    /// side drawer spans the whole height.
    static let inset: [Side: [(Double, [Double], [Double])]] = [
        .bottom: [
            (60, [30, 740, 320, 120], [30, 740, 320, 220]),
            (120, [30, 680, 320, 120], [30, 680, 320, 220]),
            (750, [30, 50, 320, 750], [30, 50, 320, 850]),
        ],
        .top: [
            (70, [30, -70, 320, 140], [30, -170, 320, 240]),
            (140, [30, 0, 320, 140], [30, -100, 320, 240]),
            (770, [30, 0, 320, 770], [30, -100, 320, 870]),
        ],
        .left: [
            (65, [-65, 0, 130, 800], [-165, 0, 230, 800]),
            (130, [0, 0, 130, 800], [-100, 0, 230, 800]),
            (340, [0, 0, 340, 800], [-100, 0, 440, 800]),
        ],
        .right: [
            (75, [325, 0, 150, 800], [325, 0, 250, 800]),
            (150, [250, 0, 150, 800], [250, 0, 250, 800]),
            (360, [40, 0, 360, 800], [40, 0, 460, 800]),
        ],
    ]

    static let insetDetents: [Side: [Double]] = [
        .bottom: [120, 750], .top: [140, 770], .left: [130, 340], .right: [150, 360],
    ]

    static func insetLayout(_ edge: SheetEdge, _ direction: ReadingDirection) -> SheetLayout {
        let container = SheetContainer(size: SheetSize(width: 400, height: 800),
                                       safeAreaInsets: SheetInsets(top: 40, left: 30, bottom: 20, right: 50),
                                       layoutDirection: direction)
        return SheetLayout(edge: edge, detents: [.points(100, identifier: "small"), .fraction(1, identifier: "full")],
                           container: container)
    }

    @Test("Safe-area insets on every edge: detents add the attached inset, frames reach the edge", arguments: rows(inset))
    func insetFrames(row: Row) {
        let frame = Self.insetLayout(row.edge, row.direction).frame(forExtent: row.extent)
        #expect(frame.content == row.content)
        #expect(frame.surface == row.surface)
    }

    /// A bottom sheet's span across: the safe-area width (UISheetPresentationController.h
    /// lines 115–116), at most the regular-width limit centred in it; the whole width when the
    /// insets leave none. Before the parity review of 2026-11-28 it was always the whole width,
    /// under a landscape phone's sensor housing.
    @Test("Across: the safe-area width, the regular-width limit centred in it", arguments: [
        // width, left, right, width class, x, width
        (844.0, 47.0, 47.0, WidthClass.compact, 47.0, 750.0),       // iPhone landscape
        (932, 59, 59, .regular, 146, 640),                           // Pro Max landscape: 59 + (814 − 640) / 2
        (1024, 0, 0, .regular, 192, 640),                            // iPad
        (390, 0, 0, .compact, 0, 390),                               // portrait
        (400, 300, 300, .compact, 0, 400),                           // insets that leave nothing
        (400, 1e308, 0, .compact, 0, 400),
    ])
    func acrossSafeArea(width: Double, left: Double, right: Double, widthClass: WidthClass, x: Double, spanned: Double) {
        let container = SheetContainer(size: SheetSize(width: width, height: 400),
                                       safeAreaInsets: SheetInsets(top: 0, left: left, bottom: 21, right: right), widthClass: widthClass)
        let frame = SheetLayout(edge: .bottom, detents: [.fraction(0.5)], container: container).frame(forExtent: 200)
        #expect(isClose(frame.content.x, x, within: 1e-9) && isClose(frame.content.width, spanned, within: 1e-9))
        #expect(frame.surface.x == frame.content.x && frame.surface.width == frame.content.width)
    }

    @Test("Safe-area insets on every edge: the detents the inset frames use", arguments: SheetEdge.allCases, ReadingDirection.allCases)
    func insetDetentExtents(edge: SheetEdge, direction: ReadingDirection) {
        let side = Self.edges.first { $0.0 == edge && $0.1 == direction }!.2
        let layout = Self.insetLayout(edge, direction)
        #expect(layout.detents.map(\.extent) == Self.insetDetents[side]!)
        #expect(layout.detents.map(\.identifier) == ["small", "full"])
    }
}
