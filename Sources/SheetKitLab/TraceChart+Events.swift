// The strip of labelled events above the panels.
extension TraceChart {
    /// One label in the event strip.
    struct EventLabel {
        let t: Double
        let text: String
        let color: String
        var row = 0
        /// Whether the text ends at the marker (near the right edge) instead of starting there.
        var endsAtMarker = false
    }

    /// The labels: touch downs and lifts, scripted releases, the presentation, and the
    /// engine's events, assigned to rows so that they do not overlap.
    func eventLabels() -> [EventLabel] {
        var labels: [EventLabel] = []
        for touch in trace.touches {
            guard let first = touch.track.first else { continue }
            labels.append(EventLabel(t: first.t, text: touch.engaged ? "down" : "down (ignored)", color: ChartStyle.finger))
        }
        for release in trace.releases {
            let sheet = ChartStyle.fixed(release.sheetVelocity, 0), finger = ChartStyle.fixed(release.fingerVelocity, 0)
            let text: String
            switch release.kind {
            case .presentation: text = "present"
            case .lift where sheet == finger: text = "lift at \(sheet) pt/s"
            case .lift: text = "lift: finger \(finger), \(trace.subject.says("sheet", "track")) \(sheet) pt/s"
            case .release: text = "release at \(sheet) pt/s"
            }
            labels.append(EventLabel(t: release.t, text: text, color: ChartStyle.finger))
        }
        for event in trace.events {
            let color: String
            switch event.kind {
            case .settled, .detentChanged, .dismissalCancelled, .finished: color = ChartStyle.settle
            case .dismissed, .willDismiss, .cancelled: color = ChartStyle.dismiss
            case .interrupted, .didAttemptToDismiss, .began: color = ChartStyle.ink
            }
            let detent = event.detent.map { " (\($0))" } ?? ""
            labels.append(EventLabel(t: event.t, text: event.kind.rawValue + detent, color: color))
        }
        let time = timeScale
        func span(_ label: EventLabel) -> (start: Double, end: Double) {
            let x = time(label.t * 1000), width = SVGCanvas.textWidth(label.text, size: 11) + 8
            return label.endsAtMarker ? (x - width, x) : (x, x + width)
        }
        for index in labels.indices {
            let x = time(labels[index].t * 1000)
            labels[index].endsAtMarker = x + SVGCanvas.textWidth(labels[index].text, size: 11) + 8 > ChartStyle.width - 4
        }
        labels.sort { span($0).start < span($1).start }
        var rowEnds: [Double] = []
        for index in labels.indices {
            let extent = span(labels[index])
            if let row = rowEnds.firstIndex(where: { $0 + 4 <= extent.start }) {
                labels[index].row = row
                rowEnds[row] = extent.end
            } else {
                labels[index].row = rowEnds.count
                rowEnds.append(extent.end)
            }
        }
        return labels
    }

    /// Draws the labels, each with a leader down to the first panel.
    func drawStrip(_ canvas: inout SVGCanvas, _ labels: [EventLabel], top: Double, panelTop: Double, _ time: ChartScale) {
        for label in labels {
            let x = time(label.t * 1000)
            let y = top + Double(label.row) * 16 + 11
            canvas.line(x, y - 9, x, panelTop, .init(stroke: label.color, strokeWidth: 0.8, opacity: 0.45))
            canvas.circle(x, y - 4, radius: 2.2, .init(fill: label.color))
            canvas.text(label.text, label.endsAtMarker ? x - 5 : x + 5, y,
                        .init(size: 11, color: label.color, anchor: label.endsAtMarker ? "end" : "start"))
        }
    }
}
