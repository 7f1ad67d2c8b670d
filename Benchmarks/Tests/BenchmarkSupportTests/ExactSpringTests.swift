import SettleComparison
import SheetKit
import Testing

@Suite("Exact reference solution")
struct ExactSpringTests {
    /// Integrates x″ = −k(x − target) − c·x′ with classic Runge–Kutta at 10 µs steps.
    static func rungeKutta(response: Double, dampingRatio: Double, position: Double, velocity: Double,
                           target: Double, until end: Double) -> (position: Double, velocity: Double) {
        let omega = 2 * Double.pi / response
        let k = omega * omega
        let c = 4 * Double.pi * dampingRatio / response
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - target) - c * v }
        let steps = Int((end / 1e-5).rounded())
        let h = end / Double(steps)
        var (x, v) = (position, velocity)
        for _ in 0..<steps {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test("The textbook solution matches a fine Runge–Kutta integration in every regime",
          arguments: [0.6, 0.86, 1.0, 1.7])
    func matchesRungeKutta(dampingRatio: Double) {
        for end in [0.05, 0.2, 0.6] {
            let exact = ExactSpring(response: 0.4, dampingRatio: dampingRatio, position: 420, velocity: -1500, target: 760)
                .state(at: end)
            let reference = Self.rungeKutta(response: 0.4, dampingRatio: dampingRatio, position: 420, velocity: -1500,
                                            target: 760, until: end)
            #expect(abs(exact.position - reference.position) < 1e-6)
            #expect(abs(exact.velocity - reference.velocity) < 1e-5)
        }
    }

    @Test("It starts at the release state and ends at the target")
    func endpoints() {
        for scenario in SettleScenario.all {
            let exact = ExactSpring(scenario)
            #expect(exact.state(at: 0).position == scenario.position)
            #expect(abs(exact.state(at: 0).velocity - scenario.velocity) < 1e-9)
            #expect(abs(exact.state(at: 5).position - scenario.target) < 1e-6)
        }
    }
}
