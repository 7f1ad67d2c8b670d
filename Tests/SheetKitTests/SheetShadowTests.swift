import Testing
@testable import SheetKit

/// The shadow value apps set on a sheet or panel (issue 22: styling as values).
@Suite("Sheet shadow")
struct SheetShadowTests {
    @Test("Values are kept in range; bad ones fall back to the documented defaults", arguments: [
        (0.3, 24.0, 0.0, -2.0, 0.3, 24.0, 0.0, -2.0),
        (-1, -5, .nan, .infinity, 0, 16, 0, 0),            // opacity clamped, radius default, offsets 0
        (.nan, .infinity, 1e308, -1e308, 0.18, 16, 10_000, -10_000),
        (7, 2e4, 3, 4, 1, 10_000, 3, 4),
    ])
    func sanitizing(opacity: Double, radius: Double, x: Double, y: Double,
                    expectedOpacity: Double, expectedRadius: Double, expectedX: Double, expectedY: Double) {
        let shadow = SheetShadow(opacity: opacity, radius: radius, offsetX: x, offsetY: y)
        #expect(shadow.opacity == expectedOpacity && shadow.radius == expectedRadius)
        #expect(shadow.offsetX == expectedX && shadow.offsetY == expectedY)
        var assigned = SheetShadow.standard
        (assigned.opacity, assigned.radius, assigned.offsetX, assigned.offsetY) = (opacity, radius, x, y)
        #expect(assigned == shadow)
    }

    @Test("The standard shadow is the panel's former fixed one")
    func standard() {
        #expect(SheetShadow.standard == SheetShadow(opacity: 0.18, radius: 16))
    }
}
