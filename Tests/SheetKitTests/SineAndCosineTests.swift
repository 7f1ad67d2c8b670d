import Testing
import SheetKitTestSupport
@testable import SheetKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The spring's shared sine and cosine against the platform's `sin` and `cos`.
@Suite struct SineAndCosineTests {
    /// The largest difference allowed from the platform's results: two units in the last
    /// place of a value near 1.
    static let tolerance = 2.3e-16

    /// Zero, subnormals, the reduction's edges (odd multiples of π/4), every quadrant, and the
    /// ends of the fast range.
    static let angles: [Double] = {
        let quarter = Double.pi / 4
        var angles: [Double] = [0, .leastNormalMagnitude / 4, -.leastNormalMagnitude / 4, .leastNonzeroMagnitude, 1e-8, 0.5, -0.5, 1, 2, 3, 10, 20.5, 100]
        angles += [1234.5678, -98_765.4321, 999_999.999, 1e6, -1e6]
        for multiple in -9...9 { angles += [Double(multiple) * quarter, Double(multiple) * quarter + 1e-15] }
        return angles
    }()

    @Test(arguments: angles)
    func agreesWithThePlatform(_ x: Double) {
        let (sine, cosine) = SineAndCosine.of(x)
        #expect(isClose(sine, sin(x), within: Self.tolerance), "sin \(x): \(sine) vs \(sin(x))")
        #expect(isClose(cosine, cos(x), within: Self.tolerance), "cos \(x): \(cosine) vs \(cos(x))")
    }

    /// Beyond the fast range, and for values that are not numbers, the platform answers.
    @Test(arguments: [1e6 + 1, -3e7, 1e9 * 628, 1e300, 1.7976931348623157e308, -1.7976931348623157e308])
    func farAnglesTakeThePlatformsPath(_ x: Double) {
        let (sine, cosine) = SineAndCosine.of(x)
        #expect(sine == sin(x))
        #expect(cosine == cos(x))
        #expect(abs(sine) <= 1 && abs(cosine) <= 1)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteAnglesAreNotNumbers(_ x: Double) {
        let (sine, cosine) = SineAndCosine.of(x)
        #expect(sine.isNaN && cosine.isNaN)
    }

    /// A seeded sweep over the whole fast range and over the angles a settle meets (up to a few
    /// hundred radians), including every quadrant's edges.
    @Test func seededSweep() {
        var random = SeededGenerator(seed: 20_261_127)
        var worst = 0.0
        for index in 0..<200_000 {
            let scale = index.isMultiple(of: 2) ? 400.0 : SineAndCosine.fastRange
            let x = Double.random(in: -scale...scale, using: &random)
            let (sine, cosine) = SineAndCosine.of(x)
            worst = Swift.max(worst, abs(sine - sin(x)), abs(cosine - cos(x)))
        }
        #expect(worst <= Self.tolerance, "largest difference \(worst)")
    }
}
