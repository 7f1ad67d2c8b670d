import Testing
@testable import SheetKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

@Suite("Spring settling")
struct SpringSettlingTests {
    @Test("Rest threshold is half a device pixel")
    func threshold() {
        #expect(SpringMotion.restThreshold(displayScale: 3) == 0.5 / 3)
        #expect(SpringMotion.restThreshold(displayScale: 2) == 0.25)
        #expect(SpringMotion.restThreshold(displayScale: .nan) == 0.5 / 3)
        #expect(SpringMotion.restThreshold(displayScale: 0) == 0.5 / 3)
    }

    @Test("After the settle time the motion never leaves the threshold again", arguments: [
        (0.35, 0.2), (0.35, 0.6), (0.35, 0.86), (0.5, 0.999), (0.35, 1.0), (0.35, 1.001), (0.35, 2.0), (0.3, 8.0),
    ])
    func envelopeHolds(response: Double, damping: Double) {
        let epsilon = SpringMotion.restThreshold(displayScale: 3)
        for (x0, v0) in [(0.0, 0.0), (300.0, -3000.0), (900.0, 4000.0), (500.0, 0.0)] {
            let motion = SpringMotion(spring: Spring(response: response, dampingRatio: damping), from: x0, velocity: v0, to: 500, at: 0)
            let settle = motion.settleDuration(threshold: epsilon)
            #expect(settle.isFinite && settle >= 0)
            // Dense sampling over five settle times after the settle instant.
            for step in 0...5000 {
                let t = settle + Double(step) / 5000 * max(5 * settle, 0.5)
                #expect(abs(motion.position(at: t) - 500) <= epsilon * (1 + 1e-9), "t=\(t)")
            }
        }
    }

    @Test("The underdamped settle time is where the amplitude envelope meets the threshold")
    func underdampedEnvelope() {
        let spring = Spring(response: 0.35, dampingRatio: 0.5)
        let motion = SpringMotion(spring: spring, from: 0, velocity: 0, to: 600, at: 0)
        let lambda = 0.5 * spring.angularFrequency
        let wd = spring.angularFrequency * (1 - 0.25).squareRoot()
        let amplitude = (600.0 * 600.0 + pow(lambda * -600 / wd, 2)).squareRoot()
        let expected = log(amplitude / (0.5 / 3)) / lambda
        #expect(abs(motion.settleDuration(threshold: 0.5 / 3) - expected) < 1e-9)
    }

    @Test("The critical settle time solves (|d0| + |w0|t)·e^(−ω0 t) = ε exactly")
    func criticalEnvelope() {
        let spring = Spring(response: 0.35, dampingRatio: 1)
        let motion = SpringMotion(spring: spring, from: 100, velocity: 2000, to: 700, at: 0)
        let w = spring.angularFrequency
        let t = motion.settleDuration(threshold: 0.25)
        let d0 = 100.0 - 700, w0 = 2000 + w * d0
        #expect(abs((abs(d0) + abs(w0) * t) * exp(-w * t) - 0.25) < 1e-9)
    }

    @Test("A motion already at rest settles at once")
    func alreadyAtRest() {
        let motion = SpringMotion(spring: .default, from: 420, velocity: 0, to: 420, at: 3)
        #expect(motion.settleDuration(threshold: 0.1) == 0)
        #expect(motion.settleTime(displayScale: 3) == 3)
    }

    @Test("Settling is reported on the same instant whatever the frame rate")
    func frameRateIndependentSettle() {
        let motion = SpringMotion(spring: .default, from: 420, velocity: -1500, to: 760, at: 0)
        let settleTime = motion.settleTime(displayScale: 3)
        // The settle frame is the first frame shown at or after the settle time.
        for (rate, drop) in [(60.0, 0), (120.0, 0), (120.0, 7)] {
            let ticks = FrameTick.sequence(frameRate: rate, from: 0, duration: 2, dropEvery: drop)
            let frame = ticks.first { $0.targetTimestamp >= settleTime }
            #expect(frame != nil)
            if let frame {
                #expect(frame.targetTimestamp - settleTime < 1.0 / rate + 1e-12)
            }
        }
    }
}
