// A debug-only check after every input, in the manner of swift-collections'
// `_checkInvariants()`: the state's own consistency, and the relation between an output's
// events and its phase that ``SheetEvents`` documents.
extension SheetEngine {
    /// Checks the engine's invariants against `output`, the output of the input just handled.
    /// Compiled only in debug builds; a violation is a bug in the engine, never a bad input.
    func checkInvariants(_ output: SheetOutput) {
        #if DEBUG
        assert(layout.detents.index(for: selectedDetentIdentifier) != nil,
               "the selection \(selectedDetentIdentifier) does not resolve in the layout")
        let bound = layout.detents.largest.extent + layout.context.containerLength
        assert(output.extent.isFinite && output.extent >= 0 && output.extent <= bound, "extent \(output.extent) out of 0...\(bound)")
        assert(output.velocity.isFinite, "velocity \(output.velocity)")
        assert((0...1).contains(output.progress) && (0...1).contains(output.dimming) && (0...1).contains(output.backdropBlur),
               "progress, dimming or blur out of 0...1")
        assert(output.scrollPin?.isFinite ?? true, "scroll pin \(String(describing: output.scrollPin))")
        switch motion.state {
        case .settling(let settle, let move):
            switch move.kind {
            case .presenting: assert(move.transition == .presentation && move.heading != .hidden, "presenting without its transition")
            case .dismissing: assert(move.transition == .dismissal && move.heading == .hidden, "dismissing without its transition")
            case .settling: assert(move.heading != .hidden || move.transition != nil, "a motion toward hidden outside a transition")
            }
            assert(settle.stop == stop(move.heading), "a settle toward \(settle.stop), not the stop it heads for")
        case .dragging(let drag, _):
            assert(drag.shown.isFinite && drag.finger.isFinite && drag.velocity.isFinite, "non-finite drag")
        case .held(let settle, let move):
            assert(move.kind != .dismissing, "a programmatic dismissal held")
            assert(settle.shown.position.isFinite, "non-finite held position")
        case .resting:
            break
        }
        // A spring never starts after the clock: a later frame always advances it.
        for spring in [motion.settle?.spring, obstruction?.spring].compactMap({ $0 }) {
            assert(spring.startTime <= now, "a spring starting at \(spring.startTime), after the clock's \(now)")
        }
        assert(!output.events.contains(.needsDismissalPermission) || heldInput != nil, "a permission request without a held input")
        let phase = output.phase
        let events = output.events
        let moving = phase == .settling || phase == .resting
        assert(events.isDisjoint(with: [.settled, .detentChanged]) || phase == .resting, "a rest reported in phase \(phase)")
        assert(events.isDisjoint(with: [.presented, .dismissalCancelled]) || moving, "a completion reported in phase \(phase)")
        assert(!events.contains(.willDismiss) || (phase != .hidden && phase != .presenting && phase != .resting),
               "willDismiss reported in phase \(phase)")
        assert(!events.contains(.dismissed) || phase == .dismissed, "dismissed reported in phase \(phase)")
        assert(!events.contains(.presentationCancelled) || phase == .hidden, "presentationCancelled reported in phase \(phase)")
        assert(!events.contains(.interrupted) || phase == .dragging || phase == .held, "interrupted reported in phase \(phase)")
        #endif
    }
}
