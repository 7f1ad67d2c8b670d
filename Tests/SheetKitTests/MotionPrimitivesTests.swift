import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Projection, rubber band, ticks")
struct MotionPrimitivesTests {
    @Test("Projection follows UIScrollView's deceleration", arguments: [
        (1000.0, 0.998, 499.0),
        (-1000.0, 0.998, -499.0),
        (1000.0, 0.99, 99.0),
        (2500.0, 0.99, 247.5),
        (0.0, 0.998, 0.0),
        (Double.nan, 0.998, 0.0),
        (Double.infinity, 0.99, 0.0),
        // Finite extremes at the slowest rate: clamped to the longest length, not infinity
        // (claims review of 2026-11-28: 1e308 projected inf).
        (1e308, DecelerationRate.maximumRate, InputLimits.maximumLength),
        (-Double.greatestFiniteMagnitude, DecelerationRate.maximumRate, -InputLimits.maximumLength),
        (1e8, 0.998, InputLimits.maximumLength),
    ])
    func projection(velocity: Double, rate: Double, expected: Double) {
        let distance = DecelerationRate(rate).projectedDistance(velocity: velocity)
        #expect(isClose(distance, expected, within: 1e-9))
    }

    @Test("Named rates and sanitizing")
    func rates() {
        #expect(DecelerationRate.normal.rate == 0.998)
        #expect(DecelerationRate.fast.rate == 0.99)
        #expect(DecelerationRate(.nan).rate == 0.998)
        #expect(DecelerationRate(1.5).rate == DecelerationRate.maximumRate)
        #expect(DecelerationRate(-1).rate == 0)
        #expect(isClose(DecelerationRate.normal.project(300, velocity: 1000), 799, within: 1e-9))
        #expect(DecelerationRate(DecelerationRate.maximumRate).project(1e308, velocity: 1e308).isFinite)
    }

    @Test("Rubber band matches its formula", arguments: [0.0, 1.0, 50.0, 200.0, 844.0, 5000.0])
    func rubberBandFormula(excess: Double) {
        let band = RubberBand(dimension: 844)
        let expected = (1 - 1 / (excess * 0.55 / 844 + 1)) * 844
        #expect(isClose(band(excess), expected, within: 1e-12))
        #expect(abs(band(-excess) + expected) < 1e-12)
        #expect(band(excess) < 844)
    }

    @Test("Rubber band inverse round-trips (< 1e-9)")
    func rubberBandRoundTrip() {
        for dimension in [100.0, 390.0, 844.0, 1366.0] {
            let band = RubberBand(dimension: dimension)
            for step in -400...400 {
                let excess = Double(step) * 2.5
                #expect(isClose(band.inverse(band(excess)), excess, within: 1e-9))
            }
            for step in 0..<100 {
                let visible = Double(step) / 100 * dimension * 0.99
                #expect(isClose(band(band.inverse(visible)), visible, within: 1e-9))
            }
        }
    }

    @Test("Rubber band slope is its derivative")
    func rubberBandSlope() {
        let band = RubberBand(dimension: 600)
        #expect(isClose(band.slope(at: 0), 0.55, within: 1e-12))
        for x in [10.0, 100.0, 400.0] {
            let h = 1e-4
            let numeric = (band(x + h) - band(x - h)) / (2 * h)
            #expect(isClose(band.slope(at: x), numeric, within: 1e-7))
        }
    }

    @Test("Rubber band sanitizes its inputs")
    func rubberBandBadInput() {
        #expect(RubberBand(dimension: .nan)(100) == 0)
        #expect(RubberBand(dimension: -5)(100) == 0)
        #expect(RubberBand(dimension: 0).inverse(10) == 0)
        #expect(RubberBand(dimension: 500)(.nan) == 0)
        #expect(RubberBand(dimension: 500)(.infinity) == 500)
        #expect(RubberBand(dimension: 500, coefficient: .nan).coefficient == 0.55)
        let band = RubberBand(dimension: 500)
        #expect(band.inverse(500).isFinite)
        #expect(band.inverse(9000).isFinite)
        #expect(band.inverse(.nan) == 0)
    }

    @Test("Tick sequences: rate, drops, sanitizing")
    func ticks() {
        let ticks = FrameTick.sequence(frameRate: 120, from: 1, duration: 1)
        #expect(ticks.count == 120)
        #expect(isClose(ticks[0].targetTimestamp, 1 + 1.0 / 120, within: 1e-12))
        #expect(isClose(ticks[0].duration, 1.0 / 120, within: 1e-12))
        let dropped = FrameTick.sequence(frameRate: 120, from: 0, duration: 1, dropEvery: 7)
        #expect(dropped.count == 120 - 17)
        // After a dropped frame the tick spans two frame durations.
        #expect(isClose(dropped[6].duration, 2.0 / 120, within: 1e-12))
        #expect(FrameTick.sequence(frameRate: .nan, from: 0, duration: 1).count == 60)
        #expect(FrameTick.sequence(frameRate: 60, from: 0, duration: -1).isEmpty)
        // Huge rates are limited to 1000 Hz rather than overflowing the tick count.
        #expect(FrameTick.sequence(frameRate: 1e300, from: 0, duration: 0.5).count == 500)
        #expect(FrameTick.sequence(frameRate: 2_000, from: 0, duration: 0.01).count == 10)
        let bad = FrameTick(timestamp: 5, targetTimestamp: 4)
        #expect(bad.targetTimestamp == 5)
        #expect(FrameTick(timestamp: .nan, targetTimestamp: .nan) == FrameTick(timestamp: 0, targetTimestamp: 0))
    }
}
