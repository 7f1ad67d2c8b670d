import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The styles' geometry helpers are total: bounds that cross never trap.
@Suite("Style geometry: clamping between computed bounds never traps")
struct StyleGeometryTests {
    @Test("Clamping between two bounds: inside, outside, crossed (midpoint), NaN bounds and NaN values",
          arguments: [
            // (value, lower, upper, expected)
            (5.0, 0.0, 10.0, 5.0),
            (-3.0, 0.0, 10.0, 0.0),
            (12.0, 0.0, 10.0, 10.0),
            (5.0, 10.0, 0.0, 5.0),          // crossed: the midpoint of 10 and 0
            (-1e308, 40.0, 20.0, 30.0),     // crossed: the value does not matter
            (7.0, .nan, 3.0, 3.0),          // a NaN bound is the other one
            (1.0, 2.0, .nan, 2.0),
            (4.0, .nan, .nan, 4.0),         // no bounds: unchanged
            (.nan, .nan, .nan, 0.0),
            (.nan, 1.0, 9.0, 1.0),          // NaN value: the lower bound
            (0.0, .infinity, -.infinity, 0.0),
          ])
    func clampedBetween(value: Double, lower: Double, upper: Double, expected: Double) {
        let result = value.clamped(between: lower, and: upper)
        #expect(result.isFinite && result == expected)
    }

    /// A phone whose safe area is 45.8 pt at the top and 10.2 pt at the bottom: the visible
    /// area is y 45.8, height 788, and 45.8 + 788 - 788 rounds to 45.79999999999995, below
    /// 45.8. A card taller than that area used to build the range 45.8...45.79999999999995
    /// and trap.
    static let roundingContainer = SheetContainer(size: SheetSize(width: 390, height: 844),
                                                  safeAreaInsets: SheetInsets(top: 45.8, left: 0, bottom: 10.2, right: 0))

    @Test("A card taller than the visible area whose far bound rounds below its near one is clamped, not a trap")
    func roundingCrossesBounds() {
        let area = Self.roundingContainer.visibleArea
        #expect(area.maxY - area.height < area.y, "the case needs the rounding it describes")
        let target = CardZoomTarget.resolve(current: nil, lastKnown: SheetRect(x: 20, y: -100, width: 350, height: 2000),
                                            container: Self.roundingContainer)
        #expect(target.kind == .fallback && target.rect.height == area.height && target.rect.width == 350)
        #expect(isClose(target.rect.y, 45.8, within: 1e-9) && target.rect.x == 20)
        let offscreen = CardZoomTarget.resolve(current: SheetRect(x: 20, y: 3000, width: 350, height: 2000),
                                               lastKnown: SheetRect(x: 0, y: 0, width: 0, height: 0), container: Self.roundingContainer)
        #expect(isClose(offscreen.rect.y, 45.8, within: 1e-9) && offscreen.rect.height == area.height)
    }

    @Test("An area with NaN edges (no bounds) leaves the rectangle where it is instead of trapping")
    func nanArea() {
        let area = SheetRect(x: .nan, y: .nan, width: 50, height: 50)
        let rect = SheetRect(x: 10, y: 20, width: 30, height: 40).clamped(into: area)
        #expect(rect == SheetRect(x: 10, y: 20, width: 30, height: 40))
    }
}
