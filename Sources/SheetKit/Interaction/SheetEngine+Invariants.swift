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
        assert((0...1).contains(output.progress) && (0...1).contains(output.dimming), "progress or dimming out of 0...1")
        assert(output.scrollPin?.isFinite ?? true, "scroll pin \(String(describing: output.scrollPin))")
        switch state {
        case .presenting(let motion):
            assert(motion.transition == .presentation && motion.target == .selectedDetent, "presenting without its transition")
        case .dismissing(let motion):
            assert(motion.transition == .dismissal && motion.target == .hidden, "dismissing without its transition")
        case .settling(let motion):
            assert(motion.target == .selectedDetent || motion.transition != nil, "a motion toward hidden outside a transition")
        case .dragging(let drag):
            assert(drag.extent.isFinite && drag.velocity.isFinite, "non-finite drag")
        case .held(let motion, let resumes):
            assert(resumes == .presenting || resumes == .settling, "held, resuming as \(resumes)")
            assert(motion.shown.position.isFinite, "non-finite held position")
        case .hidden, .resting, .dismissed:
            break
        }
        // A spring never starts after the clock: a later frame always advances it.
        for spring in [state.motionOrHeld?.spring, obstruction?.spring].compactMap({ $0 }) {
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
