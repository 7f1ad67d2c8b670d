import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Activating the grabber (VoiceOver's double tap, Switch Control's tap, Full Keyboard
/// Access) resizes the sheet, as the system sheet's grabber expands and collapses it. Before
/// the parity review of 2026-11-28 the grabber was adjustable only: UIKit then sent a tap to
/// its activation point, to the content under it (UIAccessibility.h lines 339–346: an element
/// that handles its default action implements `accessibilityActivate`, "default == NO").
@Suite("The grabber's activation cycles through the detents")
struct GrabberActivationTests {
    @Test("The step: one detent up, from the largest back to the smallest", arguments: [
        // detents (points), selected, step
        ([200.0, 400, 600], "d0", 1), ([200, 400, 600], "d1", 1), ([200, 400, 600], "d2", -2),
        ([200, 600], "d1", -1), ([300], "d0", nil),     // one detent: nothing to resize, not taken
    ] as [([Double], String, Int?)])
    func step(points: [Double], selected: String, expected: Int?) {
        let detents = points.enumerated().map { Detent.points($0.element, identifier: Detent.Identifier("d\($0.offset)")) }
        var engine = SheetEngine(configuration: SheetConfiguration(detents: detents), container: .phonePortrait)
        engine.send(.selectDetent(Detent.Identifier(selected), animated: false, time: 0))
        engine.send(.present(animated: false, time: 0))
        #expect(engine.selectedDetentIdentifier == Detent.Identifier(selected))
        #expect(engine.grabberActivationStep == expected)
    }

    @Test("Activated twice, a comment sheet goes to large and back to medium, by the user")
    func cycles() {
        var script = UIKitScript()
        script.present(animated: false)
        #expect(script.lifecycle.engine.selectedDetentIdentifier == .medium)
        script.send(.grabberActivated(time: script.now))
        script.runFrames(for: 1)
        #expect(script.lifecycle.engine.selectedDetentIdentifier == .large)
        #expect(isClose(script.lifecycle.engine.extent, CommentSheetOnPhone.large, within: 1e-6))
        script.send(.grabberActivated(time: script.now))
        script.runFrames(for: 1)
        #expect(script.lifecycle.engine.selectedDetentIdentifier == .medium)
        #expect(isClose(script.lifecycle.engine.extent, CommentSheetOnPhone.medium, within: 1e-6))
        #expect(script.violations.isEmpty && !script.displayLinkRunning)
    }
}
