/// Colors, sizes and words shared by the charts and the HTML report.
enum ChartStyle {
    static let sheet = "#1c64d8"
    static let finger = "#ee7b06"
    static let fingerShade = "#fff6ea"
    static let list = "#2b9348"
    static let detent = "#8a8f98"
    static let settle = "#2b9348"
    static let dismiss = "#c92a2a"
    static let grid = "#eceef1"
    static let axis = "#b8bdc6"
    static let label = "#5c6370"
    static let ink = "#1f2328"

    static let width = 960.0
    static let plotLeft = 82.0
    static let plotRight = 28.0

    /// The outcome in words: "rests on detent 1 (776.5 pt)", "dismissed", "finished (390 pt)".
    static func outcome(_ trace: Trace) -> String {
        let outcome = trace.outcome
        switch outcome.phase {
        case .sheet(.dismissed): return "dismissed"
        case .sheet(.hidden): return "hidden (presentation cancelled)"
        case .sheet(.resting):
            guard let detent = outcome.detent else { return "idle" }
            return "rests on detent \(detent) (\(points(outcome.extent)) pt)"
        case .sheet(let phase):
            return "\(phase.rawValue) when time ran out"
        case .track(let phase) where phase.isOutcome:
            return "\(phase.rawValue) (\(points(outcome.extent)) pt)"
        case .track(let phase):
            return "\(phase.rawValue) when time ran out"
        }
    }

    /// A length with at most one decimal: "776.5".
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Settle time in ms, or "—".
    static func settle(_ metrics: ReleaseMetrics) -> String {
        metrics.settleTime.map { fixed($0 * 1000, 1) } ?? "—"
    }

    /// A number with exactly `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fraction = String(Int(scaled - Double(whole) * scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// Splits `text` into lines of at most `limit` characters at spaces.
    static func wrap(_ text: String, limit: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > limit {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
