/// Draws a trace as a self-contained SVG chart (no scripts, no external resources).
///
/// From top to bottom: the scenario's name, outcome and metrics; a legend; a strip of
/// labelled events (touches, lifts, the engine's events); the extent panel (the sheet's
/// extent on every displayed frame, the finger's track expressed as an extent, the detents
/// as labelled lines); the list's offset when there is a list; and the velocity panel (the
/// sheet's velocity, with the finger's and the sheet's velocity at each lift). Times are in
/// milliseconds since the first input; the periods the finger is on the screen are shaded.
package struct TraceChart {
    /// The trace drawn.
    package let trace: Trace

    /// Creates a chart for `trace`.
    package init(trace: Trace) { self.trace = trace }

    /// A panel of the chart.
    struct Panel {
        enum Kind { case extent, list, velocity }
        let kind: Kind
        let top: Double
        let height: Double
        var bottom: Double { top + height }
    }

    static let panelHeights: [Panel.Kind: Double] = [.extent: 300, .list: 92, .velocity: 112]
    static let panelGap = 22.0

    /// The SVG document.
    package var svg: String {
        let width = ChartStyle.width
        var canvas = SVGCanvas(width: width, height: 2000)
        var y = header(&canvas)
        y = legend(&canvas, top: y + 6)
        let labels = eventLabels()
        let rows = (labels.map(\.row).max() ?? -1) + 1
        let stripTop = y + 6
        y = stripTop + Double(rows) * 16 + 8
        var panels: [Panel] = []
        for kind in [Panel.Kind.extent, .list, .velocity] where kind != .list || trace.hasList {
            let height = Self.panelHeights[kind] ?? 100
            panels.append(Panel(kind: kind, top: y, height: height))
            y += height + Self.panelGap
        }
        let time = timeScale
        for panel in panels { shadeTouches(&canvas, panel, time) }
        for panel in panels {
            switch panel.kind {
            case .extent: drawExtent(&canvas, panel, time)
            case .list: drawList(&canvas, panel, time)
            case .velocity: drawVelocity(&canvas, panel, time)
            }
        }
        if let first = panels.first, let last = panels.last {
            drawMarkers(&canvas, top: first.top, bottom: last.bottom, time)
            drawStrip(&canvas, labels, top: stripTop, panelTop: first.top, time)
            drawTimeAxis(&canvas, panels: panels, time)
            y = last.bottom + 46
        }
        canvas.height = y
        return canvas.document(title: "\(trace.scenario): \(ChartStyle.outcome(trace))")
    }

    /// Milliseconds since the first input → x.
    var timeScale: ChartScale {
        var end = trace.frames.last?.t ?? 0
        for touch in trace.touches { end = Swift.max(end, touch.track.last?.t ?? 0) }
        for release in trace.releases { end = Swift.max(end, release.t) }
        return ChartScale(lower: 0, upper: Swift.max(end * 1000, 50),
                          range: (ChartStyle.plotLeft, ChartStyle.width - ChartStyle.plotRight)).niced(count: 10)
    }

    /// Title, metrics line and description; returns the y below them.
    private func header(_ canvas: inout SVGCanvas) -> Double {
        let left = 24.0
        canvas.text(trace.scenario, left, 34, .init(size: 20, color: ChartStyle.ink, weight: "bold"))
        let metrics = trace.metrics
        let lift = trace.lastRelease.map { $0.kind == .presentation ? "the presentation" : "the " + $0.kind.rawValue } ?? "start"
        var parts = [ChartStyle.outcome(trace)]
        if let settle = metrics.settleTime {
            parts.append("\(trace.outcome.phase.restWord) \(ChartStyle.fixed(settle * 1000, 1)) ms after \(lift)")
        } else {
            parts.append("not at rest when the simulation ended")
        }
        parts.append("release jump \(ChartStyle.fixed(metrics.releaseJump, 2)) px")
        parts.append("velocity mismatch \(ChartStyle.fixed(metrics.velocityMismatch * 100, 1)) %")
        let drops = trace.dropEvery >= 2 ? ", every \(trace.dropEvery)th dropped" : ""
        parts.append("\(trace.frames.count) frames at \(ChartStyle.points(trace.frameRate)) Hz\(drops)")
        var y = 36.0
        var line = ""
        for part in parts {
            let candidate = line.isEmpty ? part : line + "   ·   " + part
            if !line.isEmpty, SVGCanvas.textWidth(candidate, size: 13.5) > ChartStyle.width - 2 * left {
                y += 22
                canvas.text(line, left, y, .init(size: 13.5, color: ChartStyle.ink))
                line = part
            } else {
                line = candidate
            }
        }
        y += 22
        canvas.text(line, left, y, .init(size: 13.5, color: ChartStyle.ink))
        let limit = Int((ChartStyle.width - 2 * left) / (12.5 * 0.52))
        for line in ChartStyle.wrap(trace.summary, limit: limit) {
            y += 18
            canvas.text(line, left, y, .init(size: 12.5, color: ChartStyle.label))
        }
        return y + 8
    }

    /// The legend, wrapped onto as many rows as it needs; returns the y below it.
    private func legend(_ canvas: inout SVGCanvas, top: Double) -> Double {
        var x = 24.0
        var y = top + 12
        func entry(_ label: String, draw: (inout SVGCanvas, Double, Double) -> Void) {
            let width = 30 + SVGCanvas.textWidth(label, size: 12) + 22
            if x + width > ChartStyle.width - 12 {
                x = 24
                y += 20
            }
            draw(&canvas, x, y)
            canvas.text(label, x + 30, y + 4, .init(size: 12, color: ChartStyle.label))
            x += width
        }
        entry(trace.subject.says("sheet extent (a dot per frame)", "track position (a dot per frame)")) { canvas, x, y in
            canvas.line(x, y, x + 24, y, .init(stroke: ChartStyle.sheet, strokeWidth: 2.5))
            canvas.circle(x + 12, y, radius: 2, .init(fill: ChartStyle.sheet))
        }
        entry(trace.subject.says("finger, as extent", "finger, as track position")) { canvas, x, y in
            canvas.line(x, y, x + 24, y, .init(stroke: ChartStyle.finger, strokeWidth: 2, dash: "6 4"))
        }
        if trace.hasList {
            entry("list offset") { canvas, x, y in
                canvas.line(x, y, x + 24, y, .init(stroke: ChartStyle.list, strokeWidth: 2.5))
            }
        }
        entry("finger down") { canvas, x, y in
            canvas.rect(x, y - 7, 24, 14, .init(stroke: "#f3dcc0", strokeWidth: 1, fill: ChartStyle.fingerShade))
        }
        entry("lift") { canvas, x, y in
            canvas.line(x + 12, y - 8, x + 12, y + 8, .init(stroke: ChartStyle.finger, strokeWidth: 1.5))
        }
        entry(trace.subject.says("at rest / gone", "finished / cancelled")) { canvas, x, y in
            canvas.line(x + 12, y - 8, x + 12, y + 8, .init(stroke: ChartStyle.settle, strokeWidth: 1.5, dash: "4 3"))
        }
        entry(trace.subject.says("finger / sheet velocity at lift", "finger / track velocity at lift")) { canvas, x, y in
            canvas.polygon([(x + 6, y - 6), (x + 12, y), (x + 6, y + 6), (x, y)], .init(fill: ChartStyle.finger))
            canvas.circle(x + 19, y, radius: 4, .init(fill: ChartStyle.sheet))
        }
        return y + 12
    }

    /// Shades the periods a finger is on the screen.
    private func shadeTouches(_ canvas: inout SVGCanvas, _ panel: Panel, _ time: ChartScale) {
        for touch in trace.touches {
            guard let first = touch.track.first, let last = touch.track.last else { continue }
            let x1 = time.clamped(first.t * 1000), x2 = time.clamped(last.t * 1000)
            canvas.rect(x1, panel.top, Swift.max(1.5, x2 - x1), panel.height, .init(fill: ChartStyle.fingerShade))
        }
    }

    /// Vertical lines at each lift or release and at the settle frame, across all panels.
    private func drawMarkers(_ canvas: inout SVGCanvas, top: Double, bottom: Double, _ time: ChartScale) {
        for release in trace.releases where release.kind != .presentation {
            let x = time(release.t * 1000)
            canvas.line(x, top, x, bottom, .init(stroke: ChartStyle.finger, strokeWidth: 1.5, opacity: 0.9))
        }
        if let frame = trace.settledFrame {
            let x = time(frame.t * 1000)
            let color = frame.phase.isGone ? ChartStyle.dismiss : ChartStyle.settle
            canvas.line(x, top, x, bottom, .init(stroke: color, strokeWidth: 1.5, dash: "5 4"))
        }
    }

    /// The time axis under the last panel.
    private func drawTimeAxis(_ canvas: inout SVGCanvas, panels: [Panel], _ time: ChartScale) {
        guard let last = panels.last else { return }
        for tick in time.ticks(count: 10) {
            let x = time(tick)
            for panel in panels {
                canvas.line(x, panel.bottom, x, panel.bottom + 4, .init(stroke: ChartStyle.axis))
            }
            canvas.text(ChartStyle.points(tick), x, last.bottom + 17, .init(size: 11, color: ChartStyle.label, anchor: "middle"))
        }
        let center = (time.range.start + time.range.end) / 2
        canvas.text("time since the first input (ms)", center, last.bottom + 36,
                    .init(size: 12.5, color: ChartStyle.ink, anchor: "middle"))
    }
}
