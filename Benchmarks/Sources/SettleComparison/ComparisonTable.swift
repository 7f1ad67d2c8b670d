/// The Markdown tables of the comparison: for each scenario and each ``FramePacing``,
/// SheetKit's closed form and frame-stepped Euler, both measured on the frames of that pacing.
public enum ComparisonTable {
    /// One table row.
    public struct Row: Sendable {
        /// The frame pacing.
        public let pacing: FramePacing
        /// The method.
        public let method: String
        /// The run.
        public let run: SettleRun
    }

    /// The name of SheetKit's method in the table.
    public static let closedFormMethod = "Closed form (SheetKit `SpringMotion`)"
    /// The name of the frame-stepped method in the table.
    public static let eulerMethod = "Semi-implicit Euler"

    /// The rows for `scenario`: for each of `pacings`, the closed form and then Euler.
    public static func rows(for scenario: SettleScenario, pacings: [FramePacing] = FramePacing.compared) -> [Row] {
        pacings.flatMap { pacing in
            [Row(pacing: pacing, method: closedFormMethod, run: SettleRun.closedForm(scenario, pacing: pacing)),
             Row(pacing: pacing, method: eulerMethod, run: SettleRun.euler(scenario, pacing: pacing))]
        }
    }

    /// The Markdown for every scenario in `scenarios`.
    public static func markdown(_ scenarios: [SettleScenario] = SettleScenario.all) -> String {
        var lines: [String] = []
        for scenario in scenarios {
            lines.append("**\(scenario.name)**")
            lines.append("")
            lines.append("| Frame pacing | Method | Max error vs exact (pt) | Settle frame (ms) | Exact solution's distance to target then (pt) |")
            lines.append("|---|---|---:|---:|---:|")
            for row in rows(for: scenario) {
                lines.append("| \(row.pacing.label) | \(row.method) | \(format(row.run.maximumError)) | \(format(row.run.settleTime * 1000, digits: 1)) | \(format(row.run.exactDistanceAtSettle)) |")
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
