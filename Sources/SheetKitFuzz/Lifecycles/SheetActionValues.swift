import SheetKit

/// The numbers a sheet's or panel's view actions carry, checked as the adapter would apply
/// them: every one finite, alphas, progresses and fractions within 0...1.
enum SheetActionValues {
    /// Throws the first broken value of `action`.
    static func check(_ action: SheetLifecycleAction) throws {
        switch action {
        case .layout(let frame):
            try requireFinite(["frame.surface.x": frame.surface.x, "frame.surface.y": frame.surface.y,
                               "frame.surface.width": frame.surface.width, "frame.surface.height": frame.surface.height,
                               "frame.content.x": frame.content.x, "frame.content.y": frame.content.y,
                               "frame.content.width": frame.content.width, "frame.content.height": frame.content.height])
        case .setDimming(let alpha):
            try require(alpha, in: 0...1, "dimming")
        case .setBackdropBlur(let fraction):
            try require(fraction, in: 0...1, "backdrop blur")
        case .applyPresentingEffect(let effect):
            try requireFinite(["presentingEffect.scale": effect.scale, "presentingEffect.translationX": effect.translationX,
                               "presentingEffect.translationY": effect.translationY, "presentingEffect.cornerRadius": effect.cornerRadius])
        case .applyStackEffect(let effect, let translation):
            try requireFinite(["stack.scale": effect.scale, "stack.lift": effect.lift, "stack.cornerRadius": effect.cornerRadius,
                               "stack.dimmingAlpha": effect.dimmingAlpha, "stack.translation.x": translation.x,
                               "stack.translation.y": translation.y])
        case .drawSurface(let surface):
            try requireFinite(["surface.cornerRadius": surface.cornerRadius, "surface.borderWidth": surface.borderWidth])
            try require(surface.glassOpacity, in: 0...1, "surface.glassOpacity")
        case .coverPresentingSheet(_, let progress):
            try require(progress, in: 0...1, "cover progress")
        case .pinScrollView(let offset, _), .stopScrollDeceleration(let offset):
            try requireFinite(["scroll offset": offset])
        case .setGrabberValue(let fraction):
            try require(fraction, in: 0...1, "grabber fraction")
        case .notify(.didMove(let extent, let progress)):
            try requireFinite(["didMove.extent": extent])
            try require(progress, in: 0...1, "didMove.progress")
        case .notify(.willEndDragging(let velocity, _)):
            try requireFinite(["willEndDragging.velocity": velocity])
        default:
            return
        }
    }

    /// The engine's output agrees with itself: the events ``SheetEvents`` allows in its phase,
    /// a finite extent and a progress in 0...1.
    static func check(_ output: SheetOutput) throws {
        try requireFinite(["extent": output.extent, "velocity": output.velocity])
        try require(output.progress, in: 0...1, "progress")
        try EngineCheck.Life().checkEvents(output) { FuzzViolation(category: $0, message: $1) }
    }
}
