/// The lab's `index.html`: the summary table and every chart with its numbers, each beside
/// the animation of its screen.
struct HTMLReport {
    /// One scenario on the page: its trace and its files, relative to the page.
    struct Entry {
        /// The trace.
        var trace: Trace
        /// The chart's file.
        var chartFile: String
        /// The real-time animation's file.
        var screenFile: String
        /// The slow-motion animation's file.
        var slowScreenFile: String
    }

    /// The charts, in order.
    var entries: [Entry]

    /// The HTML document.
    var html: String {
        var page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>SheetKit lab</title>
        <style>
        body { font: 15px/1.45 -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; color: #1f2328; margin: 0; background: #f6f7f9; }
        main { max-width: 1000px; margin: 0 auto; padding: 28px 20px 60px; }
        h1 { font-size: 26px; margin: 0 0 6px; }
        h2 { font-size: 19px; margin: 0 0 4px; }
        p.lead { color: #5c6370; margin: 0 0 18px; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid #dfe2e6; margin-bottom: 10px; }
        th, td { padding: 6px 10px; border-bottom: 1px solid #eceef1; text-align: left; white-space: nowrap; }
        th { background: #f0f2f5; font-weight: 600; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
        a { color: #1c64d8; text-decoration: none; }
        section { background: #fff; border: 1px solid #dfe2e6; border-radius: 8px; padding: 6px 0; margin: 22px 0; overflow: hidden; }
        section img { width: 100%; height: auto; display: block; }
        section .pair { display: flex; align-items: flex-start; gap: 12px; padding: 0 12px; }
        section .pair .screen { flex: 0 0 240px; text-align: center; font-size: 13px; }
        section .pair .screen img { border-radius: 18px; border: 1px solid #dfe2e6; }
        section .pair .chart { flex: 1 1 auto; min-width: 0; }
        .notes { font-size: 13px; color: #5c6370; }
        </style>
        </head>
        <body>
        <main>
        <h1>SheetKit lab</h1>
        <p class="lead">Each scenario is replayed through the same <code>SheetEngine</code> the UIKit layer uses (a transition through the same <code>InteractiveTrack</code>): scripted touch samples and display-link ticks, no clock.</p>

        """
        page += summaryTable
        page += """
        <p class="notes"><b>settle</b>: from the lift (or release, or the start of an animated presentation) to the first frame at rest or dismissed.
        <b>jump</b>: over the first 3 ticks after the lift, the largest distance between the sheet and the closed-form spring continuing the lift state, in pixels at 3x (0 = no jump).
        <b>mismatch</b>: |sheet velocity − finger velocity| ÷ |finger velocity| at the lift. A release inside a rubber band legitimately differs (the sheet moved at the band's share of the finger's speed), and so does a lift after the list took the finger's last motion (the sheet stays).</p>

        """
        for entry in entries { page += section(entry) }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    private var summaryTable: String {
        var html = "<table>\n<tr>"
        for (index, column) in SummaryTable.columns.enumerated() {
            html += index < 2 ? "<th>\(escape(column))</th>" : "<th class=\"num\">\(escape(column))</th>"
        }
        html += "</tr>\n"
        for entry in entries {
            let cells = SummaryTable.cells(for: entry.trace)
            html += "<tr>"
            for (index, cell) in cells.enumerated() {
                switch index {
                case 0: html += "<td><a href=\"#\(anchor(entry))\">\(escape(cell))</a></td>"
                case 1: html += "<td>\(escape(cell))</td>"
                default: html += "<td class=\"num\">\(escape(cell))</td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</table>\n"
    }

    private func section(_ entry: Entry) -> String {
        // The chart itself carries the name, the outcome, the metrics and the description.
        let subject = entry.trace.subject
        let alt = "\(entry.trace.scenario): \(ChartStyle.outcome(entry.trace)); \(subject.says("extent", "position")), finger, \(subject.says("detents", "start and end")) and velocity over time"
        return """
        <section id="\(anchor(entry))">
        <div class="pair">
        <div class="screen"><img src="\(escape(entry.screenFile))" alt="\(escape(entry.trace.scenario)): the screen, animated in real time">
        <a href="\(escape(entry.slowScreenFile))">\(escape(slowLabel))</a></div>
        <div class="chart"><img src="\(escape(entry.chartFile))" alt="\(escape(alt))"></div>
        </div>
        </section>

        """
    }

    /// The slow-motion link's text.
    private var slowLabel: String { "\(SMILFormat.number(AnimationTiming.slowMotionFactor, digits: 2))× slower" }

    private func anchor(_ entry: Entry) -> String {
        escape(entry.chartFile.hasSuffix(".svg") ? String(entry.chartFile.dropLast(4)) : entry.chartFile)
    }

    private func escape(_ text: String) -> String { SVGCanvas.escape(text) }
}
