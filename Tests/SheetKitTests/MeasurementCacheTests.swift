import Testing
@testable import SheetKit

@Suite("Measurement cache (review B12)")
struct MeasurementCacheTests {
    @Test("Measures once per key, again for a new key or after invalidation")
    func measuresOnChange() {
        var cache = MeasurementCache<SheetSize, Double>()
        var measured = 0
        func length(_ size: SheetSize) -> Double {
            cache.value(for: size) {
                measured += 1
                return size.height / 2
            }
        }
        let phone = SheetSize(width: 390, height: 844)
        #expect(length(phone) == 422 && length(phone) == 422 && measured == 1)   // a rubber band's layout passes
        #expect(length(SheetSize(width: 844, height: 390)) == 195 && measured == 2)   // rotated
        #expect(length(phone) == 422 && measured == 3)
        cache.invalidate()
        #expect(length(phone) == 422 && measured == 4)
    }
}
