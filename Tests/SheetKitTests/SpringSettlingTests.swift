import Testing
import SheetKitTestSupport
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
            let motion = SpringMotion(spring: MotionSpring(response: response, dampingRatio: damping), from: x0, velocity: v0, to: 500, at: 0)
            let settle = motion.settleDuration(threshold: epsilon)
            #expect(settle.isFinite && settle >= 0)
            // Dense sampling over five settle times after the settle instant.
            for step in 0...5000 {
                let t = settle + Double(step) / 5000 * max(5 * settle, 0.5)
                #expect(isClose(motion.position(at: t), 500, within: epsilon * (1 + 1e-9)), "t=\(t)")
            }
        }
    }

    @Test("The underdamped settle time is where the amplitude envelope meets the threshold")
    func underdampedEnvelope() {
        let spring = MotionSpring(response: 0.35, dampingRatio: 0.5)
        let motion = SpringMotion(spring: spring, from: 0, velocity: 0, to: 600, at: 0)
        let lambda = 0.5 * spring.angularFrequency
        let wd = spring.angularFrequency * (1 - 0.25).squareRoot()
        let amplitude = (600.0 * 600.0 + pow(lambda * -600 / wd, 2)).squareRoot()
        let expected = log(amplitude / (0.5 / 3)) / lambda
        #expect(isClose(motion.settleDuration(threshold: 0.5 / 3), expected, within: 1e-9))
    }

    @Test("The critical settle time solves (|d0| + |w0|t)·e^(−ω0 t) = ε exactly")
    func criticalEnvelope() {
        let spring = MotionSpring(response: 0.35, dampingRatio: 1)
        let motion = SpringMotion(spring: spring, from: 100, velocity: 2000, to: 700, at: 0)
        let w = spring.angularFrequency
        let t = motion.settleDuration(threshold: 0.25)
        let d0 = 100.0 - 700, w0 = 2000 + w * d0
        #expect(isClose((abs(d0) + abs(w0) * t) * exp(-w * t), 0.25, within: 1e-9))
    }

    @Test("A motion already at rest settles at once")
    func alreadyAtRest() {
        let motion = SpringMotion(spring: .default, from: 420, velocity: 0, to: 420, at: 3)
        #expect(motion.settleDuration(threshold: 0.1) == 0)
        #expect(motion.settleTime(displayScale: 3) == 3)
    }

    /// Drives the engine's settle (a release from 420 pt at 1500 pt/s back to the 506.4 pt
    /// detent on the bouncy spring, ζ = 0.6: it passes its target at speed and overshoots by
    /// tens of points, where "close and slow this frame" would misfire) at 60 Hz, 120 Hz and
    /// 120 Hz with every 7th frame dropped.
    /// Pins, per rate: the settle frame is exactly the first delivered frame whose target time
    /// is at or after the envelope's settle instant (computed from the frame grid, not from
    /// the run), every earlier frame shows the closed-form spring, and the runs agree with
    /// each other at their common instants to < 0.01 pt.
    @Test("Settling is reported on the same instant whatever the frame rate")
    func frameRateIndependentSettle() {
        let release = 0.025
        func run(rate: Double, drop: Int) -> (ticks: [(tick: FrameTick, output: SheetOutput)], lift: SheetOutput) {
            var configuration = SheetConfiguration.commentSheet()
            configuration.spring = .bouncy
            var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
            engine.send(.present(animated: false, time: 0))
            engine.drag([-30, -30, -26.4], from: 0)
            let lift = engine.send(.dragEnded(velocity: 1500, time: release))
            return (engine.runTicks(from: release, frameRate: rate, dropEvery: drop), lift)
        }
        let reference = run(rate: 120, drop: 0).lift
        #expect(isClose(reference.extent, 420, within: 1e-9) && reference.velocity == 1500 && reference.settleDetentIndex == 0)
        let motion = SpringMotion(spring: .bouncy, from: reference.extent, velocity: 1500, to: 506.4, at: release)
        let settleTime = motion.settleTime(displayScale: 3)
        // It overshoots past the detent at speed: a naive "near and slow" test would differ by rate.
        // Analytically: d(t) = e^(−7.54 t)(−86.4 cos 10.05t + 84.4 sin 10.05t), zero at t ≈ 0.079 s,
        // then about +26 pt near t ≈ 0.18 s.
        #expect(motion.position(at: release + 0.079) > 506.4 - 1 && motion.position(at: release + 0.079) < 506.4 + 1)
        #expect(motion.position(at: release + 0.18) > 506.4 + 20)

        var byFrame: [[Int: Double]] = []
        for (rate, drop) in [(60.0, 0), (120.0, 0), (120.0, 7)] {
            let (ticks, _) = run(rate: rate, drop: drop)
            // Frame n is shown at release + n / rate; the settle frame is the first delivered n
            // with that time at or after the settle instant.
            var expectedFrame = max(1, Int(((settleTime - release) * rate).rounded(.down)) - 1)
            while release + Double(expectedFrame) / rate < settleTime || (drop >= 2 && expectedFrame % drop == 0) {
                expectedFrame += 1
            }
            let settled = ticks.filter { $0.output.events.contains(.settled) }
            #expect(settled.count == 1, "rate \(rate) drop \(drop)")
            guard let last = ticks.last, settled.count == 1 else { continue }
            #expect(last.output.events.contains(.settled) && last.output.extent == 506.4)
            #expect(isClose(last.tick.targetTimestamp, (release + Double(expectedFrame) / rate), within: 1e-9), "rate \(rate) drop \(drop)")
            #expect(last.tick.targetTimestamp >= settleTime)
            #expect(ticks.dropLast().allSatisfy { $0.tick.targetTimestamp < settleTime })
            var extents: [Int: Double] = [:]
            for (tick, output) in ticks.dropLast() {
                #expect(isClose(output.extent, motion.position(at: tick.targetTimestamp), within: 1e-9))
                // Keyed by the 120 Hz frame index so that common instants line up exactly.
                extents[Int(((tick.targetTimestamp - release) * 120).rounded())] = output.extent
            }
            byFrame.append(extents)
        }
        guard byFrame.count == 3 else { return }
        // 60 Hz and the dropped-frame run against the 120 Hz run.
        for other in [byFrame[0], byFrame[2]] {
            var compared = 0
            for (frame, extent) in other {
                guard let reference = byFrame[1][frame] else { continue }
                #expect(isClose(extent, reference, within: 0.01))
                compared += 1
            }
            #expect(compared >= 20)
        }
    }
}
