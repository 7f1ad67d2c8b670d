import SheetKit

extension Trace {
    /// The decimals trace numbers are written with (0.1 ms, 0.0001 pt).
    package static let jsonFractionDigits = 4

    /// The trace in the documented `--json` format, keys in the documented order:
    ///
    /// ```json
    /// {"scenario": "...",
    ///  "frames": [{"t": 0.0083, "extent": 0, "velocity": 0, "progress": 0, "dimming": 0,
    ///              "scrollOffset": 0, "phase": "dragging"}],
    ///  "events": [{"t": 0.41, "type": "detentChanged", "detent": 1}],
    ///  "outcome": {"phase": "idle", "detent": 1, "extent": 760.0},
    ///  "settleTime": 0.42, "releaseJump": 0.0, "velocityMismatch": 0.0}
    /// ```
    ///
    /// `phase` is one of the four names of ``tracePhase(_:)``; `t` is in seconds from the first input; `detent` indexes the resolved detents (events
    /// without one omit it; the outcome's is `null` once dismissed); `settleTime` is in
    /// seconds (`null` when the sheet did not come to rest), `releaseJump` in device pixels
    /// at 3x, `velocityMismatch` a fraction (0.25 = 25 %). See ``ReleaseMetrics``.
    ///
    /// A track scenario's trace has the same keys (``Phase/traceName``): `extent` is the
    /// position along the track, `phase` also `finished` or `cancelled`, event types
    /// `began`, `interrupted`, `finished` and `cancelled`, and the outcome's `detent` `null`.
    package var json: JSONValue {
        let frames = self.frames.map { frame -> JSONValue in
            .object([
                ("t", .number(frame.t)), ("extent", .number(frame.extent)), ("velocity", .number(frame.velocity)),
                ("progress", .number(frame.progress)), ("dimming", .number(frame.dimming)),
                ("scrollOffset", .number(frame.scrollOffset)), ("phase", .string(frame.phase.traceName)),
            ])
        }
        let events = self.events.map { event -> JSONValue in
            var members: [(key: String, value: JSONValue)] = [("t", .number(event.t)), ("type", .string(event.kind.rawValue))]
            if let detent = event.detent { members.append(("detent", .number(Double(detent)))) }
            return .object(members)
        }
        return .object([
            ("scenario", .string(scenario)),
            ("frames", .array(frames)),
            ("events", .array(events)),
            ("outcome", .object([
                ("phase", .string(outcome.phase.traceName)),
                ("detent", .optionalNumber(outcome.detent.map(Double.init))),
                ("extent", .number(outcome.extent)),
            ])),
            ("settleTime", .optionalNumber(metrics.settleTime)),
            ("releaseJump", .number(metrics.releaseJump)),
            ("velocityMismatch", .number(metrics.velocityMismatch)),
        ])
    }

    /// The phase as the trace format names it: one of `dragging`, `settling`, `idle` and
    /// `dismissed`. Presenting and dismissing are settling toward a target (DESIGN.md, "The
    /// state machine"), a sheet a finger holds is `dragging` (the finger has it), and a sheet
    /// that is hidden without ever having rested (a cancelled edge-pan presentation) is
    /// reported `dismissed`, as it is off screen for good.
    package static func tracePhase(_ phase: SheetPhase) -> String {
        switch phase {
        case .dragging, .held: return "dragging"
        case .settling, .presenting, .dismissing: return "settling"
        case .resting: return "idle"
        case .dismissed, .hidden: return "dismissed"
        }
    }

    /// The trace as JSON text, numbers rounded to ``jsonFractionDigits`` decimals.
    package var jsonText: String {
        JSONWriter(fractionDigits: Self.jsonFractionDigits).string(for: json)
    }
}
