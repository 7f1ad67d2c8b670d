import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The rules the pan handlers of pops, tab switches and the circular reveal ask, and what a
/// container transition removes when it ends: decided in the core, translated by UIKit.
@Suite("Pan begin rules and a container transition's end")
struct PanBeginRuleTests {
    static let horizontal = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight)
    static let vertical = PopPanStart(horizontalMotion: 0, verticalMotion: 10, layoutDirection: .leftToRight)
    static let nothingToPop = PopPanStart(horizontalMotion: 10, verticalMotion: 0, layoutDirection: .leftToRight, canPop: false)
    static let fullWidth = InteractivePopGesture(activation: .fullWidthPan(FullWidthPopPanRule()))

    @Test("A pop pan: a catch always begins; otherwise the gesture's decision, and none without a gesture",
          arguments: [
            (true, false, 1, true),     // catching: even a vertical pan, even without a gesture
            (true, true, 1, true),
            (false, false, 0, true),    // the full-width gesture decides: a horizontal pan pops
            (false, false, 1, false),   // a vertical one does not
            (false, false, 2, false),   // nothing to pop
            (false, true, 0, false),    // the catch-only pan starts nothing
          ])
    func popPan(canCatch: Bool, catchOnly: Bool, startIndex: Int, begins: Bool) {
        let start = [Self.horizontal, Self.vertical, Self.nothingToPop][startIndex]
        #expect(InteractivePanBegin.popPan(canCatch: canCatch, gesture: catchOnly ? nil : Self.fullWidth, start: start) == begins)
    }

    @Test("A tab pan: a catch always begins; otherwise only with a destination",
          arguments: [(true, nil, true), (true, 2, true), (false, 0, true), (false, nil, false)] as [(Bool, Int?, Bool)])
    func tabPan(canCatch: Bool, destination: Int?, begins: Bool) {
        #expect(InteractivePanBegin.tabPan(canCatch: canCatch, destination: destination) == begins)
    }

    @Test("A reveal's dismissal pan: the dismissal may begin and the pan heads for the center, both",
          arguments: [(true, SheetPoint(x: 400, y: 917), true),      // toward the button at the bottom right
                      (false, SheetPoint(x: 400, y: 917), false),    // modal, presenting, or a transition runs
                      (true, SheetPoint(x: -400, y: -917), false),   // away from the button
                      (true, SheetPoint(x: .nan, y: 900), false)])
    func revealPan(mayBegin: Bool, velocity: SheetPoint, begins: Bool) {
        #expect(CircularReveal.dismissalPanMayBegin(mayBegin: mayBegin, velocity: velocity, center: RevealTrackMappingTests.button,
                                                    containerSize: RevealTrackMappingTests.size) == begins)
    }

    @Test("A cancelled container transition takes the arriving view out; a completed one leaves UIKit to it")
    func removedAtEnd() {
        #expect(TransitionAppearance.removedAtEnd(completed: false) == [.to])
        #expect(TransitionAppearance.removedAtEnd(completed: true).isEmpty)
    }
}
