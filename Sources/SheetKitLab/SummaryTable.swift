/// The plain-text summary table `sheetkit-lab` prints: one row per trace.
package enum SummaryTable {
    /// The column titles.
    package static let columns = ["scenario", "outcome", "settle ms", "jump px", "mismatch %", "frames"]

    /// The cells of one row: name, outcome, settle time (ms, "—" when not at rest), release
    /// jump (px at 3x), velocity mismatch (%), frame count.
    package static func cells(for trace: Trace) -> [String] {
        [
            trace.scenario,
            ChartStyle.outcome(trace),
            ChartStyle.settle(trace.metrics),
            ChartStyle.fixed(trace.metrics.releaseJump, 2),
            ChartStyle.fixed(trace.metrics.velocityMismatch * 100, 1),
            String(trace.frames.count),
        ]
    }

    /// The table as text: a header, a rule, one row per trace; numbers right-aligned.
    package static func text(for traces: [Trace]) -> String {
        let rows = [columns] + traces.map(cells(for:))
        var widths = Array(repeating: 0, count: columns.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = Swift.max(widths[index], cell.count) }
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        var lines = [line(columns), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += traces.map { line(cells(for: $0)) }
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n") + "\n"
    }
}
