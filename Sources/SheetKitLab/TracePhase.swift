import SheetKit

extension Trace {
    /// What a scenario moved: a sheet through ``SheetEngine``, or an interactive transition
    /// through ``InteractiveTrack``. The chart, the metrics and the trace format are shared;
    /// the subject supplies the words and the reference lines.
    package enum Subject: Hashable, Sendable {
        /// A sheet: frames hold its extent, the reference lines are its detents.
        case sheet
        /// An interactive transition: frames hold the position along the track (0 = the
        /// transition's start), the reference lines are `guides` (its ends, and for a card
        /// zoom where the pull is full and where the close ends).
        case track(transition: String, guides: [Guide])
    }

    /// A labelled reference line of a track's position panel.
    package struct Guide: Hashable, Sendable {
        /// What the line marks ("start", "full pull").
        package var name: String
        /// Where, in points along the track.
        package var value: Double

        /// Creates a guide.
        /// - Parameters:
        ///   - name: What the line marks.
        ///   - value: Where, in points.
        package init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The subject's phase on one frame, in its own engine's terms.
    package enum Phase: Hashable, Sendable {
        /// A sheet's phase.
        case sheet(SheetPhase)
        /// A track's phase.
        case track(TrackPhase)

        /// The phase as the trace format names it: a sheet's as ``Trace/tracePhase(_:)``
        /// says; a track's `dragging` (tracking), `settling`, `idle`, `finished` or
        /// `cancelled`.
        package var traceName: String {
            switch self {
            case .sheet(let phase): return Trace.tracePhase(phase)
            case .track(.tracking): return "dragging"
            case .track(let phase): return phase.rawValue
            }
        }

        /// Whether a finger moves the subject.
        package var isDragging: Bool { self == .sheet(.dragging) || self == .track(.tracking) }

        /// Whether the subject has come to rest after a release: a sheet resting, dismissed,
        /// or hidden again (an edge pan's presentation pushed back), a transition finished or
        /// cancelled.
        package var isSettled: Bool {
            switch self {
            case .sheet(let phase): return phase == .resting || phase == .dismissed || phase == .hidden
            case .track(let phase): return phase.isOutcome
            }
        }

        /// The word for the settle in the chart's header: "at rest", "gone" (a dismissed
        /// sheet), "finished" or "cancelled" (a transition).
        var restWord: String {
            switch self {
            case .sheet(.dismissed): return "gone"
            case .sheet(.hidden): return "hidden"
            case .track(let phase) where phase.isOutcome: return phase.rawValue
            case .sheet, .track: return "at rest"
            }
        }

        /// Whether the subject left for good (a dismissed sheet, a cancelled transition):
        /// the chart marks that moment in red rather than green.
        package var isGone: Bool { self == .sheet(.dismissed) || self == .track(.cancelled) }
    }
}

extension Trace {
    /// The reference lines of the position panel, with their labels: the detents
    /// ("detent 1 · 776.5 pt"), or a track's guides ("start · 0 pt", "end · 390 pt").
    var guides: [(label: String, value: Double)] {
        switch subject {
        case .sheet:
            return detents.enumerated().map { index, detent in
                ("detent \(index) · \(ChartStyle.points(detent.extent)) pt", detent.extent)
            }
        case .track(_, let guides):
            return guides.map { ("\($0.name) · \(ChartStyle.points($0.value)) pt", $0.value) }
        }
    }
}

extension Trace.Subject {
    /// The chart's and the report's words for this subject: `sheet` for a sheet ("extent"),
    /// `track` for a transition ("position").
    func says(_ sheet: String, _ track: String) -> String { self == .sheet ? sheet : track }
}
