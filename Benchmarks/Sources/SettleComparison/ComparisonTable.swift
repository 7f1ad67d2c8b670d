/// The Markdown tables of the comparison: for each scenario, SheetKit's closed form against
/// frame-stepped Euler at each ``FramePacing``.
public enum ComparisonTable {
    /// One table row.
    public struct Row: Sendable {
        /// The method and the frame pacing.
        public let method: String
        /// The run.
        public let run: SettleRun
    }

    /// The rows for `scenario`: the closed form (its error is the largest over every pacing),
    /// then Euler at each of `pacings`.
    public static func rows(for scenario: SettleScenario, pacings: [FramePacing] = FramePacing.compared) -> [Row] {
        let closedRuns = pacings.map { SettleRun.closedForm(scenario, pacing: $0) }
        let closed = SettleRun(
            maximumError: closedRuns.map(\.maximumError).max() ?? 0,
            settleTime: closedRuns.first?.settleTime ?? 0,
            framesBeforeSettling: SettleRun.closedForm(scenario, pacing: .steady(rate: 120)).framesBeforeSettling,
            exactDistanceAtSettle: closedRuns.first?.exactDistanceAtSettle ?? 0)
        return [Row(method: "Closed form (SheetKit `SpringMotion`), any pacing", run: closed)]
            + pacings.map { Row(method: "Semi-implicit Euler, \($0.label)", run: SettleRun.euler(scenario, pacing: $0)) }
    }

    /// The Markdown for every scenario in `scenarios`.
    public static func markdown(_ scenarios: [SettleScenario] = SettleScenario.all) -> String {
        var lines: [String] = []
        for scenario in scenarios {
            lines.append("**\(scenario.name)**")
            lines.append("")
            lines.append("| Method | Max error vs exact (pt) | Settle time (ms) | Exact solution's distance to target then (pt) |")
            lines.append("|---|---:|---:|---:|")
            for row in rows(for: scenario) {
                lines.append("| \(row.method) | \(format(row.run.maximumError)) | \(format(row.run.settleTime * 1000, digits: 1)) | \(format(row.run.exactDistanceAtSettle)) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `value` with `digits` decimals, or in scientific notation when it is tiny.
    static func format(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "never" }
        if value != 0, abs(value) < 0.005 {
            var exponent = 0
            var mantissa = abs(value)
            while mantissa < 1 { mantissa *= 10; exponent -= 1 }
            return "\(fixed(mantissa, digits: 1))e\(exponent)"
        }
        return fixed(value, digits: digits)
    }

    /// `value` rounded to `digits` decimals, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - fractionText.count))\(fractionText)"
    }
}
