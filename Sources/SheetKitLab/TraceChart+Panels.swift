// The three panels of a trace chart: extent, list offset, velocity.
extension TraceChart {
    /// Draws the grid lines, tick labels, axes and rotated axis title of a panel over
    /// `values` (0 always included, with `headroom` × their span above, and below when some
    /// are negative), and returns its value scale.
    func drawFrame(_ canvas: inout SVGCanvas, _ panel: Panel, values: [Double], headroom: Double, ticks: Int, title: String,
                   _ time: ChartScale) -> ChartScale {
        let finite = values.filter(\.isFinite)
        let lower = Swift.min(0, finite.min() ?? 0), upper = Swift.max(0, finite.max() ?? 0)
        let span = Swift.max(upper - lower, 1)
        let scale = ChartScale(lower: lower < 0 ? lower - span * headroom : 0, upper: upper + span * headroom, range: (panel.bottom, panel.top))
        let left = time.range.start, right = time.range.end
        for tick in scale.ticks(count: ticks) {
            let y = scale(tick)
            canvas.line(left, y, right, y, .init(stroke: tick == 0 ? ChartStyle.axis : ChartStyle.grid, strokeWidth: 1))
            canvas.text(ChartStyle.points(tick), left - 8, y + 4, .init(size: 11, color: ChartStyle.label, anchor: "end"))
        }
        canvas.line(left, panel.top, left, panel.bottom, .init(stroke: ChartStyle.axis))
        canvas.line(left, panel.bottom, right, panel.bottom, .init(stroke: ChartStyle.axis))
        canvas.text(title, 22, (panel.top + panel.bottom) / 2, .init(size: 12.5, color: ChartStyle.ink, anchor: "middle"), rotation: -90)
        return scale
    }

    /// The sheet's extent (a track's position), the finger's tracks, the detents (the
    /// track's start and end) and the hand-offs.
    func drawExtent(_ canvas: inout SVGCanvas, _ panel: Panel, _ time: ChartScale) {
        var values = trace.frames.map(\.extent) + trace.guides.map(\.value)
        for touch in trace.touches { values += touch.track.map(\.extent) }
        let scale = drawFrame(&canvas, panel, values: values, headroom: 0.07, ticks: 6, title: trace.subject.says("extent (pt)", "position along the track (pt)"), time)
        let sheet: [ChartPoint] = trace.frames.map { ChartPoint(x: time($0.t * 1000), y: scale($0.extent)) }
        var tracks: [[ChartPoint]] = []
        for touch in trace.touches {
            tracks.append(touch.track.map { ChartPoint(x: time($0.t * 1000), y: scale($0.extent)) })
        }
        var placer = LabelPlacer(polylines: [sheet] + tracks)
        // Hand-off labels first (they matter more), then detent labels around them.
        let bounds = (time.range.start + 2, time.range.end - 2)
        var handOffLabels: [(text: String, box: ChartPoint)] = []
        for handOff in trace.handOffs {
            let point = sheet[handOff.frame]
            let text = handOff.direction == .listToSheet ? "list at top → sheet follows" : "sheet at detent → list scrolls"
            let width = SVGCanvas.textWidth(text, size: 11.5) + 8
            var candidates: [ChartPoint] = []
            for y in [point.y + 10, point.y - 26] {
                for x in [point.x - width / 2, point.x - width - 8, point.x + 8] {
                    candidates.append(ChartPoint(x: Swift.min(Swift.max(x, bounds.0), bounds.1 - width), y: y))
                }
            }
            handOffLabels.append((text, placer.place(width: width, height: 16, candidates: candidates)))
        }
        for guide in trace.guides {
            let y = scale(guide.value)
            canvas.line(time.range.start, y, time.range.end, y, .init(stroke: ChartStyle.detent, strokeWidth: 1.2, dash: "7 5"))
            let label = guide.label
            let width = SVGCanvas.textWidth(label, size: 11.5) + 8
            let left = time.range.start + 6, right = time.range.end - 6 - width
            let box = placer.place(width: width, height: 15, candidates: [
                ChartPoint(x: left, y: y - 17), ChartPoint(x: right, y: y - 17),
                ChartPoint(x: left, y: y + 3), ChartPoint(x: right, y: y + 3),
            ])
            canvas.rect(box.x, box.y, width, 15, .init(fill: "#ffffff", opacity: 0.85), radius: 3)
            canvas.text(label, box.x + 4, box.y + 12, .init(size: 11.5, color: ChartStyle.label, weight: "bold"))
        }
        for (touch, track) in zip(trace.touches, tracks) {
            let opacity = touch.engaged ? 1.0 : 0.5
            canvas.polyline(track.map { ($0.x, $0.y) }, .init(stroke: ChartStyle.finger, strokeWidth: 2, dash: "6 4", opacity: opacity))
            if let first = track.first {
                canvas.circle(first.x, first.y, radius: 3.5, .init(stroke: ChartStyle.finger, strokeWidth: 1.5, fill: "#ffffff"))
            }
            if let last = track.last { canvas.circle(last.x, last.y, radius: 3.5, .init(fill: ChartStyle.finger)) }
        }
        canvas.polyline(sheet.map { ($0.x, $0.y) }, .init(stroke: ChartStyle.sheet, strokeWidth: 2.5))
        for point in sheet { canvas.circle(point.x, point.y, radius: 1.6, .init(fill: ChartStyle.sheet)) }
        for (handOff, label) in zip(trace.handOffs, handOffLabels) {
            let point = sheet[handOff.frame]
            canvas.circle(point.x, point.y, radius: 5.5, .init(stroke: ChartStyle.ink, strokeWidth: 1.6))
            canvas.text(label.text, label.box.x + 4, label.box.y + 12, .init(size: 11.5, color: ChartStyle.ink, weight: "bold"))
        }
    }

    /// The list's content offset.
    func drawList(_ canvas: inout SVGCanvas, _ panel: Panel, _ time: ChartScale) {
        let scale = drawFrame(&canvas, panel, values: trace.frames.map(\.scrollOffset), headroom: 0.1, ticks: 3, title: "list offset (pt)", time)
        canvas.text("0 = the list's top", time.range.start + 6, scale(0) - 5, .init(size: 11, color: ChartStyle.label, italic: true))
        let points = trace.frames.map { (time($0.t * 1000), scale($0.scrollOffset)) }
        canvas.polyline(points, .init(stroke: ChartStyle.list, strokeWidth: 2.5))
    }

    /// The sheet's velocity, and the finger's and sheet's velocities at each lift.
    func drawVelocity(_ canvas: inout SVGCanvas, _ panel: Panel, _ time: ChartScale) {
        let lifts = trace.releases.filter { $0.kind != .presentation }
        let values = trace.frames.map(\.velocity) + lifts.map(\.fingerVelocity) + lifts.map(\.sheetVelocity)
        let scale = drawFrame(&canvas, panel, values: values, headroom: 0.12, ticks: 4, title: "velocity (pt/s)", time)
        let points = trace.frames.map { (time($0.t * 1000), scale($0.velocity)) }
        canvas.polyline(points, .init(stroke: ChartStyle.sheet, strokeWidth: 1.8))
        for lift in lifts { drawLiftVelocity(&canvas, lift, panel, scale, time) }
    }

    /// The finger's velocity (diamond) and the sheet's (dot) at one lift; the event strip
    /// labels them.
    func drawLiftVelocity(_ canvas: inout SVGCanvas, _ lift: Trace.ReleaseMoment, _ panel: Panel, _ scale: ChartScale, _ time: ChartScale) {
        let x = time(lift.t * 1000)
        let fingerY = scale(lift.fingerVelocity)
        let sheetY = scale(lift.sheetVelocity)
        let diamond = [(x, fingerY - 6), (x + 6, fingerY), (x, fingerY + 6), (x - 6, fingerY)]
        canvas.polygon(diamond, .init(stroke: "#ffffff", strokeWidth: 1, fill: ChartStyle.finger))
        canvas.circle(x, sheetY, radius: 4, .init(stroke: "#ffffff", strokeWidth: 1, fill: ChartStyle.sheet))
    }
}
