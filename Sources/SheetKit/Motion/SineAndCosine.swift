#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sine and cosine of one angle, computed together: the underdamped spring's basis needs
/// both on every display frame.
///
/// A hand-written replacement of the platform's `sin` and `cos`, with a measured reason: in the
/// settle tick (Benchmarks package, Swift 6.3.1, glibc 2.35, x86-64) the two calls cost 191 of
/// a tick's 722 instructions (callgrind), because each reduces the same angle to a quarter
/// turn again. Swift cannot reach the C library's `sincos` portably (Glibc's module does not
/// declare it; Darwin's is `__sincos`). Reducing once and evaluating both series costs about
/// 85 instructions, and the tick's median went from 67 to 62 ns.
///
/// The method: the angle is reduced to r in [−π/4, π/4] by the nearest multiple k of π/2, with
/// π/2 split into two parts (33 and 53 significant bits) so that k times the first is exact
/// for every |k| < 2²⁰ and the second adds at most 10⁻²⁰ of error there (Cody and Waite's
/// reduction). sin r and cos r are their Taylor series through r¹⁷ and r¹⁶, whose first
/// omitted terms are below 10⁻¹⁶ for |r| ≤ π/4, evaluated by Estrin's scheme: Horner's rule
/// takes fewer instructions but chains each operation on the one before, and measured 2–3 ns
/// slower per tick. The quadrant k mod 4 then swaps and signs them. Both agree with glibc's
/// `sin` and `cos` within 2.3 × 10⁻¹⁶ over the fast range (`SineAndCosineTests`).
///
/// Angles beyond ±``fastRange`` (10⁶ rad: a spring with a 0.5 s response gets there after
/// 80,000 s), infinities and NaN go to the platform's `sin` and `cos`, which answer NaN for
/// the last two.
@usableFromInline
enum SineAndCosine {
    /// The largest magnitude reduced here, in radians (below 2²⁰ quarter turns).
    @usableFromInline static let fastRange = 1e6

    /// π/2's first 33 significant bits (k · this is exact for |k| < 2²⁰).
    @usableFromInline static let halfPiHigh = 1.5707963267341256
    /// The rest of π/2, to double precision (k · this is off by at most k · 10⁻²⁶).
    @usableFromInline static let halfPiLow = 6.077100506506192e-11
    /// 2/π, the quarter turns per radian.
    @usableFromInline static let quarterTurnsPerRadian = 0.6366197723675814
    /// 1.5 · 2⁵²: adding and subtracting it rounds a magnitude below 2⁵¹ to the nearest integer
    /// (ties to even) in two additions, where `rounded()` is a call into the C library on
    /// x86-64 builds without SSE4.1 (20 instructions of the tick).
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0

    /// sin x and cos x, for any `x` in radians. O(1); no allocation.
    @inlinable @inline(__always)
    static func of(_ x: Double) -> (sine: Double, cosine: Double) {
        // NaN fails the comparison, so it takes the platform's path too.
        guard abs(x) <= fastRange else { return (sin(x), cos(x)) }
        let k = (x * quarterTurnsPerRadian + roundingShift) - roundingShift
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let r2 = r * r
        let r4 = r2 * r2
        let r8 = r4 * r4
        // The series in r², by Estrin's scheme: pairs first, so the multiplications run side by
        // side instead of waiting on each other as Horner's rule would (the spring's position,
        // and everything drawn from it, waits on this). Coefficients ±1/n!, signs alternating.
        let sinePoly = (-0.16666666666666666 + r2 * 0.008333333333333333)
            + r4 * (-0.0001984126984126984 + r2 * 2.7557319223985893e-06)
            + r8 * ((-2.505210838544172e-08 + r2 * 1.6059043836821613e-10)
                    + r4 * (-7.647163731819816e-13 + r2 * 2.8114572543455206e-15))
        let cosinePoly = (-0.5 + r2 * 0.041666666666666664)
            + r4 * (-0.001388888888888889 + r2 * 2.48015873015873e-05)
            + r8 * ((-2.755731922398589e-07 + r2 * 2.08767569878681e-09)
                    + r4 * (-1.1470745597729725e-11 + r2 * 4.779477332387385e-14))
        let s = r + r * r2 * sinePoly
        let c = 1 + r2 * cosinePoly
        switch Int(k) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }
}
