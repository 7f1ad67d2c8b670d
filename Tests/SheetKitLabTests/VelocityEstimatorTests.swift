import Testing
import SheetKitTestSupport
@testable import SheetKitLab

@Suite("Velocity estimator")
struct VelocityEstimatorTests {
    @Test("Velocity estimator fits a line by least squares")
    func velocity() {
        var estimator = VelocityEstimator()
        #expect(estimator.velocity == 0)
        for i in 0..<20 {
            let t = Double(i) / 120
            estimator.add(position: 400 - 1500 * t, time: t)
        }
        #expect(abs(estimator.velocity + 1500) < 1e-6)
    }

    @Test("Velocity estimator reports a flick's final speed, not its average")
    func velocityFlick() {
        // 100 ms flick sampled at 120 Hz: 4 samples accelerating (position ∝ t²) to 1440
        // pt/s, then 8 samples at that speed. A 100 ms fit reports ≈ 1282 pt/s.
        var estimator = VelocityEstimator()
        var samples: [(t: Double, x: Double)] = [(0, 0)]
        for i in 1...4 { samples.append((Double(i) / 120, 24 * Double(i * i) / 16)) }
        for i in 1...8 { samples.append(((4 + Double(i)) / 120, 24 + 12 * Double(i))) }
        for sample in samples { estimator.add(position: sample.x, time: sample.t) }
        #expect(isClose(estimator.velocity, 1440, within: 1e-6))
        var long = VelocityEstimator(window: 0.1)
        for sample in samples { long.add(position: sample.x, time: sample.t) }
        #expect(long.velocity < 1400)
    }

    @Test("Velocity estimator uses only the recent window")
    func velocityWindow() {
        var estimator = VelocityEstimator(window: 0.05)
        // Fast motion, then a pause held longer than the window: the estimate is ~0.
        for i in 0..<30 { estimator.add(position: Double(i) * 20, time: Double(i) / 120) }
        for i in 30..<40 { estimator.add(position: 580, time: Double(i) / 120) }
        #expect(abs(estimator.velocity) < 1e-9)
    }

    @Test("Velocity estimator ignores bad samples and restarts on time going back")
    func velocityBadInput() {
        var estimator = VelocityEstimator(window: .nan)
        #expect(estimator.window == VelocityEstimator.defaultWindow)
        estimator.add(position: 0, time: 0)
        estimator.add(position: .nan, time: 0.01)
        estimator.add(position: 10, time: 0.01)
        #expect(isClose(estimator.velocity, 1000, within: 1e-9))
        estimator.add(position: 50, time: 0.005)   // back in time: restart
        #expect(estimator.velocity == 0)
        estimator.add(position: 50, time: 0.005)   // same time: no slope
        #expect(estimator.velocity == 0)
    }
}
