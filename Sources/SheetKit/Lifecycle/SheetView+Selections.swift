// Detent moves the app asks for with a completion: run once, when the sheet rests on the
// detent (finished), or when something intervenes first (not finished).
extension SheetView {
    mutating func moveToDetent<Presence: SheetPresence>(_ identifier: Detent.Identifier, spring: MotionSpring?, time: Double,
                                                        completion: Int?, presence: inout Presence) {
        // A new move supersedes the ones still on their way.
        finishSelections(finished: false)
        if let completion { selections.append((completion, identifier)) }
        if let spring {
            drive(.moveToDetent(identifier, spring: spring, time: time), presence: &presence)
        } else {
            drive(.selectDetent(identifier, animated: false, time: time), presence: &presence)
        }
        withdrawAnsweredRequest(identifier, completion: completion)
        settleSelections(engine.output)
    }

    /// A move with a completion to a detent the layout does not resolve is answered not
    /// finished at once (``settleSelections(_:)``: the sheet rests elsewhere): the engine must
    /// not take it later, when a configuration brings that detent, on a spring the app never
    /// asked for at that moment. Only a selection without an answer waits.
    private mutating func withdrawAnsweredRequest(_ identifier: Detent.Identifier, completion: Int?) {
        guard completion != nil, engine.requestedDetentIdentifier == identifier else { return }
        engine.requestedDetentIdentifier = nil
    }

    /// Runs the completions the output decides: finished on a rest on their detent, not
    /// finished when a finger takes the sheet, it heads elsewhere, or it is going away.
    mutating func settleSelections(_ output: SheetOutput) {
        guard !selections.isEmpty else { return }
        if output.phase == .resting {
            let arrived = output.selectedDetentIdentifier
            for selection in selections { queue(.completeSelection(token: selection.token, finished: selection.detent == arrived)) }
            selections.removeAll()
            return
        }
        let interrupted = output.phase == .dragging || output.phase == .held || output.settleTarget == .hidden
            || output.phase == .dismissing || output.phase == .dismissed || output.phase == .hidden
            || selections.contains { output.selectedDetentIdentifier != $0.detent }
        if interrupted { finishSelections(finished: false) }
    }

    /// Runs every waiting completion with `finished`.
    mutating func finishSelections(finished: Bool) {
        for selection in selections { queue(.completeSelection(token: selection.token, finished: finished)) }
        selections.removeAll()
    }
}
