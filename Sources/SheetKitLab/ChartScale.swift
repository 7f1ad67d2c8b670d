/// A linear map from data values to chart coordinates, with round-numbered ticks.
struct ChartScale {
    /// The data interval shown, lower bound first.
    let domain: (lower: Double, upper: Double)
    /// The coordinates it maps to (`lower` maps to `range.start`).
    let range: (start: Double, end: Double)

    /// A scale over `lower...upper`, widened when empty or not finite so it never divides by 0.
    init(lower: Double, upper: Double, range: (Double, Double)) {
        var lower = lower.isFinite ? lower : 0
        var upper = upper.isFinite ? upper : 1
        if upper - lower < 1e-9 {
            lower -= 0.5
            upper += 0.5
        }
        self.domain = (lower, upper)
        self.range = (range.0, range.1)
    }

    /// The coordinate of `value` (values outside the domain map outside the range).
    func callAsFunction(_ value: Double) -> Double {
        let fraction = (value - domain.lower) / (domain.upper - domain.lower)
        return range.start + fraction * (range.end - range.start)
    }

    /// The coordinate of `value` clamped into the range.
    func clamped(_ value: Double) -> Double {
        let low = Swift.min(range.start, range.end), high = Swift.max(range.start, range.end)
        return Swift.min(Swift.max(self(value), low), high)
    }

    /// Round tick values within the domain: steps of 1, 2, 2.5 or 5 × 10ⁿ, about `count` of them.
    func ticks(count: Int) -> [Double] {
        let step = Self.niceStep(span: domain.upper - domain.lower, count: count)
        var ticks: [Double] = []
        var value = (domain.lower / step).rounded(.up) * step
        while value <= domain.upper + step * 1e-9, ticks.count < 100 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    /// The same domain extended outward to whole tick steps, so the axis ends on a tick.
    func niced(count: Int) -> ChartScale {
        let step = Self.niceStep(span: domain.upper - domain.lower, count: count)
        return ChartScale(lower: (domain.lower / step).rounded(.down) * step,
                          upper: (domain.upper / step).rounded(.up) * step,
                          range: (range.start, range.end))
    }

    /// A round step that divides `span` into about `count` parts.
    static func niceStep(span: Double, count: Int) -> Double {
        guard span.isFinite, span > 0 else { return 1 }
        let raw = span / Double(Swift.max(1, count))
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= raw {
            return factor * magnitude
        }
        return 10 * magnitude
    }
}
