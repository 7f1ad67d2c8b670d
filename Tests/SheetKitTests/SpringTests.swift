import Testing
import SheetKitTestSupport
@testable import SheetKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The textbook solutions of ẍ = −k(x − target) − c·ẋ, written independently of the
/// library's unified form, to check it against.
private func textbook(_ spring: MotionSpring, x0: Double, v0: Double, target: Double, t: Double) -> (x: Double, v: Double) {
    let w0 = 2 * Double.pi / spring.response
    let zeta = spring.dampingRatio
    let d0 = x0 - target
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = d0, b = (v0 + zeta * w0 * d0) / wd
        let e = exp(-zeta * w0 * t)
        let x = e * (a * cos(wd * t) + b * sin(wd * t))
        let v = e * ((b * wd - zeta * w0 * a) * cos(wd * t) - (a * wd + zeta * w0 * b) * sin(wd * t))
        return (target + x, v)
    } else if zeta == 1 {
        let a = d0, b = v0 + w0 * d0
        let e = exp(-w0 * t)
        return (target + (a + b * t) * e, (b - w0 * (a + b * t)) * e)
    } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * d0) / (r2 - r1), c1 = d0 - c2
        return (target + c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
}

@Suite("Spring")
struct SpringTests {
    @Test("Parameters follow k = (2π/response)², c = 4πζ/response")
    func parameters() {
        let spring = MotionSpring(response: 0.5, dampingRatio: 0.7)
        #expect(isClose(spring.stiffness, pow(2 * Double.pi / 0.5, 2), within: 1e-12))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, within: 1e-12))
        // c = 2ζ√k for unit mass.
        #expect(isClose(spring.damping, 2 * 0.7 * spring.stiffness.squareRoot(), within: 1e-9))
    }

    @Test("Bad parameters are sanitized", arguments: [
        (Double.nan, 0.8, MotionSpring.defaultResponse, 0.8),
        (-1, 0.8, MotionSpring.minimumResponse, 0.8),
        (0, 0.8, MotionSpring.minimumResponse, 0.8),
        (.infinity, 0.8, MotionSpring.maximumResponse, 0.8),
        (0.3, .nan, 0.3, 1),
        (0.3, 0, 0.3, MotionSpring.minimumDampingRatio),
        (0.3, -2, 0.3, MotionSpring.minimumDampingRatio),
        (0.3, .infinity, 0.3, MotionSpring.maximumDampingRatio),
    ])
    func sanitizing(response: Double, damping: Double, expectedResponse: Double, expectedDamping: Double) {
        let spring = MotionSpring(response: response, dampingRatio: damping)
        #expect(spring.response == expectedResponse)
        #expect(spring.dampingRatio == expectedDamping)
    }

    @Test("Reduce Motion makes underdamped springs critical")
    func reduceMotion() {
        #expect(MotionSpring.bouncy.adjusted(forReduceMotion: true).dampingRatio == 1)
        #expect(MotionSpring.bouncy.adjusted(forReduceMotion: true).response == MotionSpring.bouncy.response)
        #expect(MotionSpring.bouncy.adjusted(forReduceMotion: false) == .bouncy)
        let overdamped = MotionSpring(response: 0.3, dampingRatio: 1.5)
        #expect(overdamped.adjusted(forReduceMotion: true) == overdamped)
    }

    @Test("Closed form matches the textbook solution in every regime (relative error < 1e-9)", arguments: [
        (0.35, 0.3, 0.0, 0.0, 500.0),      // underdamped, from rest
        (0.35, 0.86, 300.0, -2500.0, 760.0),
        (0.5, 0.6, 0.0, 1200.0, 420.0),
        (0.35, 0.999_999, 100.0, 0.0, 700.0), // nearly critical from below
        (0.35, 1.0, 800.0, 0.0, 0.0),       // critical
        (0.2, 1.0, 0.0, 4000.0, 300.0),
        (0.35, 1.000_001, 100.0, 0.0, 700.0), // nearly critical from above
        (0.35, 1.5, 600.0, -1500.0, 300.0), // overdamped
        (1.0, 4.0, 0.0, 0.0, 1000.0),
    ])
    func closedForm(response: Double, damping: Double, x0: Double, v0: Double, target: Double) {
        let spring = MotionSpring(response: response, dampingRatio: damping)
        let motion = SpringMotion(spring: spring, from: x0, velocity: v0, to: target, at: 2.0)
        let scale = max(abs(x0 - target), abs(v0) * response, 1)
        for step in 0...400 {
            let t = Double(step) * 0.005
            let exact = textbook(spring, x0: x0, v0: v0, target: target, t: t)
            let state = motion.state(at: 2.0 + t)
            // Compare displacements relative to the motion's scale, as the position's own
            // magnitude would hide errors near a large target.
            #expect(isClose(state.position, exact.x, within: 1e-9 * scale), "x at t=\(t)")
            #expect(isClose(state.velocity, exact.v, within: 1e-9 * scale / response), "v at t=\(t)")
        }
    }

    @Test("Start state is exact and times before the start evaluate as the start")
    func startState() {
        let motion = SpringMotion(spring: .default, from: 300, velocity: -1800, to: 700, at: 10)
        #expect(motion.state(at: 10) == SpringMotion.State(position: 300, velocity: -1800))
        #expect(motion.state(at: 3) == SpringMotion.State(position: 300, velocity: -1800))
    }

    @Test("Retargeting keeps position and velocity continuous")
    func retarget() {
        let motion = SpringMotion(spring: .default, from: 0, velocity: 0, to: 700, at: 0)
        let before = motion.state(at: 0.12)
        let retargeted = motion.retargeted(to: 300, at: 0.12)
        #expect(retargeted.state(at: 0.12) == before)
        #expect(retargeted.target == 300)
        // Just after the switch the new motion is near the old one (same velocity).
        let dt = 1e-5
        #expect(isClose(retargeted.position(at: 0.12 + dt), motion.position(at: 0.12 + dt), within: 1e-3))
    }

    @Test("Non-finite inputs are sanitized")
    func nonFinite() {
        let motion = SpringMotion(spring: .default, from: .nan, velocity: .infinity, to: 400, at: .nan)
        #expect(motion.initialPosition == 400)
        #expect(motion.initialVelocity == 0)
        #expect(motion.startTime == 0)
        #expect(motion.state(at: .nan).position == 400)
        let noTarget = SpringMotion(spring: .default, from: 10, velocity: 0, to: .nan, at: 0)
        #expect(noTarget.target == 0)
        #expect(noTarget.position(at: 0.1).isFinite)
    }

    @Test("Huge finite inputs are limited, and the settle time stays finite and positive",
          arguments: [0.05, 0.86, 1.0, 3.0])
    func hugeInputs(damping: Double) {
        let spring = MotionSpring(response: 0.35, dampingRatio: damping)
        let motion = SpringMotion(spring: spring, from: -1e306, velocity: 1e306, to: 1e300, at: 0)
        #expect(motion.initialPosition == -1e9 && motion.initialVelocity == 1e9 && motion.target == 1e9)
        let settle = motion.settleTime(displayScale: 3)
        #expect(settle.isFinite && settle > 1)
        // At the settle time it is within half a pixel of its target, as the envelope says.
        #expect(isClose(motion.position(at: settle), 1e9, within: 0.5 / 3 + 1e-6))
        // Ordinary inputs are untouched.
        let ordinary = SpringMotion(spring: spring, from: 300, velocity: -2500, to: 760, at: 2)
        #expect(ordinary.initialPosition == 300 && ordinary.initialVelocity == -2500 && ordinary.target == 760)
    }

    @Test("Large times never overflow into NaN", arguments: [0.05, 0.86, 1.0, 3.0, 100.0])
    func largeTimes(damping: Double) {
        let motion = SpringMotion(spring: MotionSpring(response: 0.35, dampingRatio: damping), from: 0, velocity: 5000, to: 600, at: 0)
        for t in [1.0, 10.0, 100.0, 1e4, 1e8] {
            let state = motion.state(at: t)
            #expect(state.position.isFinite && state.velocity.isFinite)
        }
    }
}
