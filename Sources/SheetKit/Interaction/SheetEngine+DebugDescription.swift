/// Readable descriptions for the debugger and for test failure messages: `po engine` shows
/// the state and what moves the sheet, `po output` one frame's values, in points, points per
/// second and seconds.

extension SheetEngine: CustomDebugStringConvertible {
    /// The engine's state, the selection, and what is pending.
    ///
    /// For example `SheetEngine(settling toward "large": 420 pt at -1500 pt/s, cause user,
    /// at rest from 1.84 s)`.
    public var debugDescription: String {
        var parts = [stateDescription]
        if heldInput != nil { parts.append("waiting for the dismissal permission") }
        if obstruction != nil { parts.append("keyboard moving") }
        return "SheetEngine(\(parts.joined(separator: ", ")))"
    }

    private var stateDescription: String {
        let selected = "\"\(selectedDetentIdentifier)\""
        switch motion.state {
        case .resting(.hidden): return "hidden, presents to \(selected)"
        case .resting(.onDetent): return "resting on \(selected): \(debugPoints(extent)) pt"
        case .resting(.dismissed): return "dismissed"
        case .dragging(let drag, let grip):
            let mover = grip.mover.map { ", \($0) moved last" } ?? ""
            return "dragging from \"\(origin)\": \(debugPoints(drag.shown)) pt at "
                + "\(debugPoints(drag.velocity)) pt/s\(mover)"
        case .held(let settle, let move):
            return "held at \(debugPoints(settle.shown.position)) pt, resumes \(move.kind == .presenting ? "presenting" : "settling")"
        case .settling(let settle, let move):
            return "\(phase) toward \(move.heading == .hidden ? "hidden" : selected): \(debugPoints(settle.shown.position)) pt at "
                + "\(debugPoints(settle.shown.velocity)) pt/s, cause \(move.cause), at rest from \(debugPoints(settle.settleTime)) s"
        }
    }
}

extension SheetOutput: CustomDebugStringConvertible {
    /// The phase, the extent and its velocity, the selection, and whatever else this frame
    /// carries (events, cause, transition, list pin, backdrop blur).
    ///
    /// For example `SheetOutput(resting, 506.4 pt at 0 pt/s, progress 1, dimming 1,
    /// selected "medium" (0), events [settled, presented])`.
    public var debugDescription: String {
        var parts = [
            "\(phase)", "\(debugPoints(extent)) pt at \(debugPoints(velocity)) pt/s",
            "progress \(debugPoints(progress))", "dimming \(debugPoints(dimming))",
            "selected \"\(selectedDetentIdentifier)\" (\(selectedDetentIndex))",
        ]
        if !events.isEmpty { parts.append("events \(events)") }
        if let cause { parts.append("cause \(cause)") }
        if let transition { parts.append("transition \(transition)") }
        if let scrollPin { parts.append("list pinned at \(debugPoints(scrollPin)) pt") }
        if backdropBlur > 0 { parts.append("blur \(debugPoints(backdropBlur))") }
        return "SheetOutput(\(parts.joined(separator: ", ")))"
    }
}

extension SheetEvents: CustomStringConvertible {
    /// The events' names in declaration order, for example `[willDismiss, dismissed]`.
    package var description: String {
        let names: [(SheetEvents, String)] = [
            (.detentChanged, "detentChanged"), (.settled, "settled"), (.willDismiss, "willDismiss"),
            (.dismissalCancelled, "dismissalCancelled"), (.didAttemptToDismiss, "didAttemptToDismiss"),
            (.dismissed, "dismissed"), (.interrupted, "interrupted"), (.targetDetentChanged, "targetDetentChanged"),
            (.presented, "presented"), (.presentationCancelled, "presentationCancelled"),
            (.needsDismissalPermission, "needsDismissalPermission"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// `value` rounded to hundredths for reading (−0 shows as 0).
func debugPoints(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.isFinite, rounded != 0 else { return rounded.isFinite ? "0" : "\(value)" }
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? "\(Int(rounded))" : "\(rounded)"
}
