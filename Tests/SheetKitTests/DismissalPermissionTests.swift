import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The dismissal permission as an input/event pair: with `.askWhenNeeded` the engine asks
/// exactly when an input would dismiss, holds that input, and applies it with the answer
/// (comment sheet: detents 506.4 and 776.48 pt).
@Suite("Dismissal permission: asked when it matters, once per gesture")
struct DismissalPermissionTests {

    /// A comment sheet that asks for the permission, resting on `detent`, a drag just begun.
    static func dragging(at detent: Detent.Identifier) -> SheetEngine {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(detent, animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        return engine
    }

    @Test("A drag event asks only when it would take the sheet below its smallest detent", arguments: [
        // (detent, delta, list offset or nil, asks)
        (Detent.Identifier.medium, -10.0, nil as Double?, true),
        (.medium, -0.4, nil, false),          // within the 0.5 pt detent tolerance
        (.medium, 10, nil, false),
        (.large, -100, nil, false),           // 676.48 is still above the smallest detent
        (.large, -300, nil, true),            // 476.48 is below it
        (.medium, -10, 100, false),           // the list scrolls back first
        (.medium, -10, 0, true),              // the list is at its top: the sheet moves
    ])
    func dragDelta(detent: Detent.Identifier, delta: Double, listOffset: Double?, asks: Bool) {
        var engine = Self.dragging(at: detent)
        let before = engine.extent
        let list = listOffset.map { ScrollMetrics(offset: $0, contentLength: 2400, viewportLength: 600) }
        let output = engine.send(.dragChanged(delta: delta, time: 1.01, scroll: list))
        #expect(output.events.contains(.needsDismissalPermission) == asks)
        // A held event moves nothing until the answer comes.
        if asks { #expect(output.extent == before && output.phase == .dragging) }
    }

    @Test("The answer applies the held drag event: free when allowed, banded when refused", arguments: [true, false])
    func answerAppliesHeldEvent(allowed: Bool) {
        var engine = Self.dragging(at: .medium)
        #expect(engine.send(.dragChanged(delta: -100, time: 1.01, scroll: nil)).events == [.needsDismissalPermission])
        let answered = engine.send(.dismissalPermission(allowed))
        if allowed {
            #expect(isClose(answered.extent, CommentSheetOnPhone.medium - 100))
            #expect(answered.events == [.willDismiss] && answered.transition == .dismissal)
        } else {
            // Rubber-banded below the smallest detent: 100 pt of finger show as f(100) =
            // (1 − 1 / (100 · 0.55 / 844 + 1)) · 844 ≈ 51.635 pt.
            #expect(isClose(answered.extent, CommentSheetOnPhone.medium - 51.635, within: 1e-3))
            #expect(answered.events.isEmpty && answered.transition == nil)
        }
        // The gesture keeps its answer: the next event below the detent does not ask again.
        #expect(!engine.send(.dragChanged(delta: -20, time: 1.02, scroll: nil)).events.contains(.needsDismissalPermission))
    }

    @Test("A release asks when it would dismiss; the answer decides between dismissal and an attempt", arguments: [true, false])
    func release(allowed: Bool) {
        var engine = Self.dragging(at: .medium)
        let flick = engine.send(.dragEnded(velocity: -600, time: 1.01))   // a flick off the last detent
        #expect(flick.events == [.needsDismissalPermission] && flick.phase == .dragging)
        let answered = engine.send(.dismissalPermission(allowed))
        #expect(answered.phase == .settling)
        #expect(answered.settleTarget == (allowed ? .hidden : .detent(0)))
        #expect(answered.events == (allowed ? [.willDismiss] : [.didAttemptToDismiss]))
    }

    @Test("Releases that would not dismiss never ask", arguments: [
        (Detent.Identifier.medium, 0.0), (.medium, 2000), (.large, -600),
    ])
    func releaseWithoutAsking(detent: Detent.Identifier, velocity: Double) {
        var engine = Self.dragging(at: detent)
        let output = engine.send(.dragEnded(velocity: velocity, time: 1.01))
        #expect(!output.events.contains(.needsDismissalPermission) && output.phase != .dragging)
    }

    @Test("An edge-pan presentation never asks: cancelling a presentation needs no permission")
    func presentationNeverAsks() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.dragBegan(time: 0))
        engine.send(.dragChanged(delta: 200, time: 0.01, scroll: nil))
        let back = engine.send(.dragChanged(delta: -150, time: 0.02, scroll: nil))
        #expect(back.events.isEmpty && isClose(back.extent, 50))
        let release = engine.send(.dragEnded(velocity: -3000, time: 0.03))
        #expect(release.events.isEmpty && release.settleTarget == .hidden && release.transition == .presentation)
    }

    @Test("A dimming tap asks when it would dismiss rather than collapse", arguments: [
        (DimmingTapAction.dismiss, Detent.Identifier.large, true),
        (.dismiss, .medium, true),
        (.collapse, .large, false),
        (.collapse, .medium, true),
        (.none, .medium, false),
    ])
    func dimmingTap(action: DimmingTapAction, detent: Detent.Identifier, asks: Bool) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = action
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        #expect(engine.send(.dimmingTapped(time: 0)).events.isEmpty)        // hidden: nothing
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(detent, animated: false, time: 0))
        let tap = engine.send(.dimmingTapped(time: 1))
        #expect(tap.events.contains(.needsDismissalPermission) == asks)
        guard asks else { return }
        #expect(engine.send(.dismissalPermission(true)).events == [.willDismiss])
    }

    @Test("An input before the answer refuses the held request: nothing dismisses without consent")
    func inputBeforeAnswer() {
        var engine = Self.dragging(at: .medium)
        engine.send(.dragChanged(delta: -100, time: 1.01, scroll: nil))
        let next = engine.send(.dragChanged(delta: -10, time: 1.02, scroll: nil))
        // The held event was applied banded, then this one too: no dismissal began.
        #expect(next.transition == nil && !next.events.contains(.willDismiss))
        #expect(next.extent < CommentSheetOnPhone.medium && next.extent > CommentSheetOnPhone.medium - 100)
        // An answer with nothing held changes nothing.
        let stray = engine.send(.dismissalPermission(true))
        #expect(stray.events.isEmpty && stray.extent == next.extent)
    }

    @Test("Allowed and denied engines never ask", arguments: [DismissalPermission.allowed, .denied])
    func fixedPermission(permission: DismissalPermission) {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: permission)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        let pull = engine.send(.dragChanged(delta: -100, time: 1.01, scroll: nil))
        let release = engine.send(.dragEnded(velocity: -600, time: 1.02))
        #expect(!pull.events.union(release.events).contains(.needsDismissalPermission))
        #expect(release.settleTarget == (permission == .allowed ? .hidden : .detent(0)))
    }
}
