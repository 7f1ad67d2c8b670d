import Testing
@testable import SheetKit

/// When the permission to dismiss matters: the UIKit layer asks its delegate then, and only
/// then (comment sheet: detents 506.4 and 776.48 pt).
@Suite("When the dismissal permission matters")
struct DismissalPermissionTests {
    static let medium = 506.4
    static let large = 776.48

    /// A comment sheet resting on `detent` with a drag just begun.
    static func dragging(at detent: Detent.Identifier, allowsDismissal: Bool = true) -> SheetEngine {
        var engine = presentedCommentSheet(allowsDismissal: allowsDismissal)
        engine.send(.selectDetent(detent, animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        return engine
    }

    @Test("A drag event matters only when it would take the sheet below its smallest detent", arguments: [
        // (detent, delta, list offset or nil, reaches)
        (Detent.Identifier.medium, -10.0, nil as Double?, true),
        (.medium, -0.4, nil, false),          // within the 0.5 pt detent tolerance
        (.medium, 10, nil, false),
        (.large, -100, nil, false),           // 676.48 is still above the smallest detent
        (.large, -300, nil, true),            // 476.48 is below it
        (.medium, -10, 100, false),           // the list scrolls back first
        (.medium, -10, 0, true),              // the list is at its top: the sheet moves
    ])
    func dragDelta(detent: Detent.Identifier, delta: Double, listOffset: Double?, reaches: Bool) {
        let engine = Self.dragging(at: detent)
        let list = listOffset.map { ScrollMetrics(offset: $0, contentLength: 2400, viewportLength: 600) }
        #expect(engine.dragReachesDismissal(delta: delta, scroll: list) == reaches)
    }

    @Test("A release matters when it would dismiss if allowed, whatever the current permission",
          arguments: [true, false])
    func release(allowsDismissal: Bool) {
        let atMedium = Self.dragging(at: .medium, allowsDismissal: allowsDismissal)
        #expect(atMedium.releaseReachesDismissal(velocity: -600))     // a flick off the last detent
        #expect(!atMedium.releaseReachesDismissal(velocity: 0))       // back to the detent
        #expect(!atMedium.releaseReachesDismissal(velocity: 2000))    // up
        let atLarge = Self.dragging(at: .large, allowsDismissal: allowsDismissal)
        #expect(!atLarge.releaseReachesDismissal(velocity: -600))     // down one detent only
        // Dragged to half the smallest detent and released still: the projection dismisses.
        var low = Self.dragging(at: .medium, allowsDismissal: allowsDismissal)
        low.send(.dragChanged(delta: -300, time: 1.01, scroll: nil))
        #expect(low.releaseReachesDismissal(velocity: 0))
    }

    @Test("Nothing matters outside a drag, or during an edge-pan presentation")
    func outsideADrag() {
        let resting = presentedCommentSheet()
        #expect(!resting.dragReachesDismissal(delta: -100, scroll: nil))
        #expect(!resting.releaseReachesDismissal(velocity: -3000))
        var presenting = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        presenting.send(.dragBegan(time: 0))
        presenting.send(.dragChanged(delta: 200, time: 0.01, scroll: nil))
        #expect(!presenting.dragReachesDismissal(delta: -150, scroll: nil))
        #expect(!presenting.releaseReachesDismissal(velocity: -3000))
    }

    @Test("A dimming tap matters when it would dismiss rather than collapse", arguments: [
        (DimmingTapAction.dismiss, Detent.Identifier.large, true),
        (.dismiss, .medium, true),
        (.collapse, .large, false),
        (.collapse, .medium, true),
        (.none, .medium, false),
    ])
    func dimmingTap(action: DimmingTapAction, detent: Detent.Identifier, reaches: Bool) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = action
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        #expect(!engine.dimmingTapReachesDismissal)        // hidden
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(detent, animated: false, time: 0))
        #expect(engine.dimmingTapReachesDismissal == reaches)
        // And the tap does what the answer says.
        let output = engine.send(.dimmingTapped(time: 1))
        #expect(output.events.contains(.willDismiss) == reaches)
    }
}
