import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Popover side and frame for sources near each edge of an iPad in portrait (820 × 1180, safe
/// area 24 top / 20 bottom) with the default metrics: 10 pt margin, 13 pt arrow, 26 pt base,
/// 16 pt corners, 320 × 480 content. The bounds are 10, 34, 800 × 1116 (maxX 810, maxY 1150);
/// the arrow keeps 16 + 13 = 29 pt from the frame's corners.
@Suite("Popover placement")
struct PopoverPlacementTests {
    static let pad = SheetContainer(size: SheetSize(width: 820, height: 1180),
                                    safeAreaInsets: SheetInsets(top: 24, left: 0, bottom: 20, right: 0), widthClass: .regular)

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let source: SheetRect
        let direction: ReadingDirection
        let arrow: PopoverArrowDirection
        let frame: SheetRect
        let arrowPosition: Double
        init(_ name: String, _ source: [Double], _ arrow: PopoverArrowDirection, _ frame: [Double], _ arrowPosition: Double,
             direction: ReadingDirection = .leftToRight) {
            self.name = name
            self.source = SheetRect(x: source[0], y: source[1], width: source[2], height: source[3])
            self.direction = direction
            self.arrow = arrow
            self.frame = SheetRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
            self.arrowPosition = arrowPosition
        }
        var testDescription: String { name }
    }

    @Test("Sources near each edge", arguments: [
        // Near the top: below it, arrow up; 410 − 160 = 250.
        Row("top", [390, 40, 40, 30], .up, [250, 83, 320, 480], 410),
        // Near the bottom: no room below (1150 − 1140 − 13 < 480), so above, arrow down.
        Row("bottom", [390, 1100, 40, 40], .down, [250, 607, 320, 480], 410),
        // A tall source at the left edge: no room above or below, room on the right (trailing).
        Row("left", [10, 300, 40, 600], .left, [63, 360, 320, 480], 600),
        // The same at the right edge: the trailing side is full, so the leading (left) side.
        Row("right", [770, 300, 40, 600], .right, [437, 360, 320, 480], 600),
        // Centered and tall: the trailing side first, which is the left in right-to-left layouts.
        Row("middle LTR", [390, 300, 40, 600], .left, [443, 360, 320, 480], 600),
        Row("middle RTL", [390, 300, 40, 600], .right, [57, 360, 320, 480], 600, direction: .rightToLeft),
        // In the top-left corner: below, slid right into the bounds, arrow kept off the corner.
        Row("top-left corner", [0, 0, 44, 44], .up, [10, 57, 320, 480], 39),
        // Outside the container: clamped to its bottom-right corner, above, slid left.
        Row("outside", [2000, 2000, 10, 10], .down, [490, 687, 320, 480], 781),
        // Not finite: an empty source at the container's center (410, 590).
        Row("NaN", [.nan, 0, 10, 10], .up, [250, 603, 320, 480], 410),
        // A negative size is normalized: the same as [390, 40, 40, 30].
        Row("negative size", [430, 70, -40, -30], .up, [250, 83, 320, 480], 410),
    ])
    func placement(row: Row) {
        var container = Self.pad
        container.layoutDirection = row.direction
        let placement = PopoverMetrics().placement(sourceRect: row.source, contentSize: nil, in: container)
        #expect(placement.arrowDirection == row.arrow)
        #expect(placement.frame == row.frame)
        #expect(placement.arrowPosition ≈ row.arrowPosition)
    }

    @Test("When the content fits nowhere, the side with the largest share of it, shortened")
    func fitsNowhere() {
        // 400 × 300 without insets: bounds 10, 10, 380 × 280. Rooms: below and above 117 of 480
        // (0.24), right and left 157 of 320 (0.49): the trailing (right) side, 157 wide.
        let small = SheetContainer(size: SheetSize(width: 400, height: 300))
        let placement = PopoverMetrics().placement(sourceRect: SheetRect(x: 180, y: 140, width: 40, height: 20),
                                                   contentSize: nil, in: small)
        #expect(placement.arrowDirection == .left)
        #expect(placement.frame == SheetRect(x: 233, y: 10, width: 157, height: 280))
        #expect(placement.arrowPosition ≈ 150)
    }

    @Test("A frame too short for the arrow's clearance puts it in the middle")
    func shortFrame() {
        let placement = PopoverMetrics().placement(sourceRect: SheetRect(x: 100, y: 100, width: 10, height: 10),
                                                   contentSize: SheetSize(width: 40, height: 40), in: Self.pad)
        #expect(placement.arrowDirection == .up)
        #expect(placement.frame == SheetRect(x: 85, y: 123, width: 40, height: 40))
        #expect(placement.arrowPosition ≈ 105)
    }

    @Test("Extreme inputs give finite placements", arguments: [0.0, Subnormal.tiny, 1e308, -1e308, .nan, .infinity])
    func extremes(value: Double) {
        let containers = [Self.pad, SheetContainer(size: SheetSize(width: value, height: value),
                                                   safeAreaInsets: SheetInsets(top: value, left: value, bottom: value, right: value))]
        let metrics = PopoverMetrics(margin: value, arrowLength: value, arrowBase: value, cornerRadius: value,
                                     defaultContentSize: SheetSize(width: value, height: value))
        for container in containers {
            for source in [SheetRect(x: value, y: value, width: value, height: value), SheetRect(x: 1e308, y: -1e308, width: 1e308, height: 1e308)] {
                let placement = metrics.placement(sourceRect: source, contentSize: SheetSize(width: value, height: value), in: container)
                let frame = placement.frame
                let finite = [frame.x, frame.y, frame.width, frame.height, placement.arrowPosition].allSatisfy { $0.isFinite }
                #expect(finite)
                #expect(frame.width >= 0 && frame.height >= 0)
            }
        }
    }

    /// Probe of 2026-11-27: with no room on any side the frame went next to the source, up to
    /// 10 000 pt outside its container.
    @Test("With no room on any side, the frame stays inside the container", arguments: [
        (SheetSize(width: 20, height: 20), PopoverMetrics(), SheetRect(x: 10, y: 10, width: 0, height: 0)),
        (SheetSize(width: 390, height: 844), PopoverMetrics(margin: 10_000, arrowLength: 10_000), SheetRect(x: 0, y: 0, width: 0, height: 0)),
        (SheetSize(width: 60, height: 40), PopoverMetrics(arrowLength: 50), SheetRect(x: 30, y: 20, width: 5, height: 5)),
    ])
    func noRoom(size: SheetSize, metrics: PopoverMetrics, source: SheetRect) {
        let frame = metrics.placement(sourceRect: source, contentSize: nil, in: SheetContainer(size: size)).frame
        #expect(frame.x >= 0 && frame.maxX <= size.width && frame.y >= 0 && frame.maxY <= size.height, "\(frame)")
    }
}
