import SheetKit

/// The invariants of the style values' outputs, shared by the lifecycle and style fuzzers:
/// every number finite, alphas and scales in their ranges, and events that agree with the phase.
enum StyleInvariants {
    /// A press: a finite scale within the press's range, `fired` only when fired, `cancelled`
    /// only when cancelled.
    static func check(_ output: CardPressOutput) throws {
        try requireFinite(["press.scale": output.scale])
        try require(output.scale, in: CardPressFeedback.minimumPressedScale...1, "press.scale")
        if let time = output.fireTime { try requireFinite(["press.fireTime": time]) }
        if output.events.contains(.fired), output.phase != .fired {
            throw FuzzViolation(category: "event contradicts phase", message: "fired in phase \(output.phase)")
        }
        if output.events.contains(.cancelled), output.phase != .cancelled {
            throw FuzzViolation(category: "event contradicts phase", message: "cancelled in phase \(output.phase)")
        }
    }

    /// A card zoom's dismissal: a finite appearance, `finished` only when dismissed,
    /// `cancelled` only back at rest, `interrupted` only under a finger.
    static func check(_ output: CardZoomDismissalOutput) throws {
        let shown = output.appearance
        try requireFinite(["frame.x": shown.frame.x, "frame.y": shown.frame.y, "frame.width": shown.frame.width,
                           "frame.height": shown.frame.height, "cornerRadius": shown.cornerRadius, "contentScale": shown.contentScale,
                           "contentFrame.width": shown.contentFrame.width, "contentFrame.height": shown.contentFrame.height,
                           "alpha": shown.alpha])
        try require(shown.alpha, in: 0...1, "alpha")
        let rules: [(TrackEvents, Set<CardZoomDismissalPhase>, String)] = [
            (.finished, [.dismissed], "finished"), (.cancelled, [.idle], "cancelled"), (.interrupted, [.pulling], "interrupted"),
        ]
        for (event, phases, name) in rules where output.events.contains(event) && !phases.contains(output.phase) {
            throw FuzzViolation(category: "event contradicts phase", message: "event \(name) in phase \(output.phase)")
        }
    }

    /// A centred card's appearance: every number finite, its alpha and dimming in 0...1 (the
    /// lifecycle fuzzer checks the same appearance as the lifecycle renders it).
    static func check(_ shown: CenteredCardAppearance) throws {
        try requireFinite(["frame.x": shown.frame.x, "frame.y": shown.frame.y, "frame.width": shown.frame.width,
                           "frame.height": shown.frame.height, "translationY": shown.translationY, "scaleX": shown.scaleX,
                           "scaleY": shown.scaleY, "alpha": shown.alpha, "cornerRadius": shown.cornerRadius,
                           "dimmingAlpha": shown.dimmingAlpha])
        try require(shown.alpha, in: 0...1, "alpha")
        try require(shown.dimmingAlpha, in: 0...1, "dimmingAlpha")
    }

    /// A centred card: a finite appearance with alphas in 0...1, its dismissal track's own
    /// invariants, `presented` only once presented, `dismissed` only with the card gone,
    /// `dismissed` and `dismissalCancelled` never together.
    static func check(_ output: CenteredCardOutput, card: CenteredCardTransition) throws {
        try check(output.appearance)
        if let dismissal = output.dismissal { try TrackInvariants.check(dismissal) }
        if output.events.contains(.presented), !card.isPresented {
            throw FuzzViolation(category: "event contradicts phase", message: "presented while not presented")
        }
        if output.events.contains(.dismissed), !card.isDismissed {
            throw FuzzViolation(category: "event contradicts phase", message: "dismissed while not dismissed")
        }
        if output.events.contains(.dismissed), output.events.contains(.dismissalCancelled) {
            throw FuzzViolation(category: "event contradicts phase", message: "dismissed and cancelled at once")
        }
        if output.events.contains(.dismissalCancelled), card.isDismissed {
            throw FuzzViolation(category: "event contradicts phase", message: "dismissal cancelled once dismissed")
        }
    }
}
