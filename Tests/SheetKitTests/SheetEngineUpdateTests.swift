import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Sheet engine: programmatic changes, taps, keyboard and layout")
struct SheetEngineUpdateTests {
    @Test("Programmatic detent changes use the same spring and report the change on rest")
    func programmaticSelection() {
        var engine = presentedCommentSheet()
        let start = engine.send(.selectDetent(.large, animated: true, time: 1))
        #expect(start.phase == .settling && start.settleDetentIndex == 1 && start.selectedDetentIndex == 1)
        let spring = SpringMotion(spring: .default, from: CommentSheetOnPhone.medium, velocity: 0, to: CommentSheetOnPhone.large, at: 1)
        let run = engine.runTicks(from: 1)
        #expect(isClose(run[0].output.extent, spring.position(at: run[0].tick.targetTimestamp), within: 1e-9))
        #expect(run.last!.output.events == [.settled, .detentChanged])
        #expect(engine.send(.selectDetent("unknown", animated: true, time: 3)).phase == .resting)
        let jump = engine.send(.selectDetent(.medium, animated: false, time: 3))
        #expect(jump.extent == CommentSheetOnPhone.medium && jump.events == [.targetDetentChanged, .settled, .detentChanged])
        // Accessibility steps: up, then nothing beyond the ends.
        #expect(engine.send(.stepDetent(by: 1, time: 4)).settleDetentIndex == 1)
        engine.runTicks(from: 4)
        #expect(engine.send(.stepDetent(by: 1, time: 6)).phase == .resting)
        #expect(engine.send(.stepDetent(by: -5, time: 6)).settleDetentIndex == 0)
    }

    @Test("Dimming taps: dismiss, collapse, or report an attempt")
    func dimmingTaps() {
        var dismissing = presentedCommentSheet()
        let tap = dismissing.send(.dimmingTapped(time: 0))
        #expect(tap.phase == .dismissing && tap.events == [.willDismiss])
        #expect(dismissing.canBeginDrag == false)
        #expect(dismissing.send(.dragBegan(time: 0.01)).phase == .dismissing)
        #expect(dismissing.runTicks(from: 0).last!.output.events == [.dismissed])

        var modal = presentedCommentSheet(allowsDismissal: false)
        #expect(modal.send(.dimmingTapped(time: 0)).events == [.didAttemptToDismiss])
        #expect(modal.send(.requestDismissal(time: 0)).events == [.didAttemptToDismiss])
        #expect(modal.send(.dismiss(animated: false, time: 0)).events == [.willDismiss, .dismissed])

        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = .collapse
        var collapsing = SheetEngine(configuration: configuration, container: .phonePortrait)
        collapsing.send(.present(animated: false, time: 0))
        collapsing.send(.selectDetent(.large, animated: false, time: 0))
        #expect(collapsing.send(.dimmingTapped(time: 0)).settleDetentIndex == 0)
        collapsing.runTicks(from: 0)
        #expect(collapsing.send(.dimmingTapped(time: 2)).phase == .dismissing)

        configuration.dimmingTapAction = .none
        var inert = SheetEngine(configuration: configuration, container: .phonePortrait)
        inert.send(.present(animated: false, time: 0))
        #expect(inert.send(.dimmingTapped(time: 0)).phase == .resting)
    }

    @Test("Rotation keeps the selected detent; the keyboard raises the sheet to its detent")
    func relayout() {
        var engine = presentedCommentSheet()
        let landscape = SheetContainer(size: SheetSize(width: 844, height: 390),
                                       safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47))
        let rotated = engine.send(.updateContainer(landscape))
        // 0.6 × 390 = 234 and 0.92 × 390 = 358.8, max = 390 − 10 = 380.
        #expect(isClose(rotated.extent, 234, within: 1e-9) && rotated.selectedDetentIndex == 0 && rotated.phase == .resting)
        let back = engine.send(.updateContainer(.phonePortrait))
        #expect(back.extent == CommentSheetOnPhone.medium)

        var keyboard = SheetContainer.phonePortrait
        keyboard.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        let raised = engine.send(.updateContainer(keyboard))
        // Max extent 844 − 336 − 47 − 10 = 451: both detents clamp and merge into one. The
        // keyboard detent, large, lay above medium before the keyboard, so it is selected
        // (by the system) though nothing more moves; the resting sheet moves at once.
        #expect(raised.phase == .resting && raised.selectedDetentIndex == 0)
        #expect(raised.selectedDetentIdentifier == .large && raised.cause == .system)
        #expect(raised.events.contains(.targetDetentChanged) && raised.events.contains(.detentChanged))
        #expect(isClose(raised.extent, 451, within: 1e-9))
        #expect(engine.layout.frame(forExtent: raised.extent).content.maxY == 844 - 336)
        // The keyboard goes: the sheet stays at large, as after a keyboard that left room.
        let lowered = engine.send(.updateContainer(.phonePortrait))
        #expect(lowered.selectedDetentIdentifier == .large && lowered.extent == CommentSheetOnPhone.large)
    }

    /// The same sheet ends at the same detent whatever the keyboard's height: one that leaves
    /// room for both detents (200 pt) and one that merges them (336 pt, with the suggestion
    /// bar). Before, the merged case kept medium selected, and the sheet dropped back to it
    /// when the keyboard went (claims review of 2026-11-28).
    @Test("The keyboard selects the keyboard detent whether or not it merges it with the selected one", arguments: [
        200.0, 336.0, 600.0,
    ])
    func keyboardDetentWhateverItsHeight(keyboardHeight: Double) {
        var engine = presentedCommentSheet()
        let up = engine.send(.updateObstruction(SheetInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0), duration: 0.25, time: 1))
        #expect(up.selectedDetentIdentifier == .large)
        engine.runTicks(from: 1)
        engine.send(.updateObstruction(.zero, duration: 0.25, time: 3))
        let settled = engine.settles(from: 3, on: .large, at: CommentSheetOnPhone.large)
        #expect(settled)
    }

    /// A sheet resting at large does not drop to a smaller keyboard detent when the keyboard
    /// merges the two: the keyboard only raises.
    @Test("A keyboard detent below the selected one is not selected, merged or not")
    func keyboardDetentBelow() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.keyboardDetentIdentifier = .medium
        configuration.initialDetentIdentifier = .large
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        #expect(engine.selectedDetentIdentifier == .large)
        var keyboard = SheetContainer.phonePortrait
        keyboard.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        let up = engine.send(.updateContainer(keyboard))
        #expect(up.selectedDetentIdentifier == .large && !up.events.contains(.targetDetentChanged))
    }

    @Test("The keyboard detent is chosen when there is room")
    func keyboardDetent() {
        var engine = presentedCommentSheet()
        var keyboard = SheetContainer.phonePortrait
        keyboard.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 100, right: 0)
        // Max extent 844 − 100 − 57 = 687: medium 506.4 stays, large clamps to 687.
        let raised = engine.send(.updateContainer(keyboard))
        #expect(raised.selectedDetentIndex == 1 && raised.settleDetentIndex == 1)
        let last = engine.runTicks(from: 0).last!.output
        #expect(last.extent == 687)
    }

    @Test("The resting frame in a rotated container is the selected detent's, by identifier")
    func restingFrameAfterRotation() {
        var engine = presentedCommentSheet()
        let landscape = SheetContainer(size: SheetSize(width: 844, height: 390),
                                       safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Medium is 60 % of the 390 pt height: 234 pt, the content flush with the bottom edge,
        // across the safe-area width (844 − 47 − 47 = 750 pt; UISheetPresentationController.h
        // lines 115–116: an edge-attached sheet is as wide as the container's safe area).
        #expect(engine.restingFrame(in: landscape).content == SheetRect(x: 47, y: 156, width: 750, height: 234))
        engine.send(.selectDetent(.large, animated: false, time: 0))
        // Large is 92 %: 358.8 pt, below the 380 pt maximum (390 − 0 top inset − 10 reveal).
        let large = engine.restingFrame(in: landscape).content
        #expect(isClose(large.height, 358.8, within: 1e-9) && isClose(large.y, 390 - 358.8, within: 1e-9))
        // Nothing changed in the engine itself.
        #expect(engine.extent == CommentSheetOnPhone.large && engine.layout.container == .phonePortrait)
    }

    @Test("Configuration updates: detents change at once, or on the spring when animated")
    func configurationUpdates() {
        var engine = presentedCommentSheet()
        var configuration = engine.configuration
        configuration.detents = [.fraction(0.5, identifier: .medium), .fraction(0.92, identifier: .large)]
        let instant = engine.send(.updateConfiguration(configuration, animated: false, time: 1))
        #expect(instant.phase == .resting && instant.extent == 422)
        configuration.detents = [.fraction(0.7, identifier: .medium), .fraction(0.92, identifier: .large)]
        let animated = engine.send(.updateConfiguration(configuration, animated: true, time: 2))
        #expect(animated.phase == .settling && animated.extent == 422 && animated.settleDetentIndex == 0)
        let last = engine.runTicks(from: 2).last!.output
        #expect(isClose(last.extent, 590.8, within: 1e-9) && last.events == [.settled])
        // A detent that disappears hands the selection to the nearest one.
        configuration.detents = [.fraction(0.3, identifier: "low"), .fraction(0.92, identifier: .large)]
        let moved = engine.send(.updateConfiguration(configuration, animated: false, time: 5))
        #expect(moved.events.contains(.targetDetentChanged) && moved.selectedDetentIndex == 1)
    }

    /// Review (2026-11-27): `animateChanges(spring:)` around a detent or configuration change
    /// moved on the sheet's own spring; only a selection honoured it.
    @Test("An animated configuration change moves on the spring it is given, the configuration's without one")
    func configurationUpdateOnGivenSpring() {
        func settleTime(spring: MotionSpring?) -> Double {
            var engine = presentedCommentSheet()
            var configuration = engine.configuration
            configuration.detents = [.fraction(0.7, identifier: .medium), .fraction(0.92, identifier: .large)]
            _ = engine.send(.updateConfiguration(configuration, animated: true, spring: spring, time: 2))
            let ticks = engine.runTicks(from: 2)
            #expect(ticks.last?.output.events == [.settled] && isClose(ticks.last!.output.extent, 590.8, within: 1e-9))
            return ticks.last!.tick.targetTimestamp - 2
        }
        let own = settleTime(spring: nil)
        let slow = settleTime(spring: MotionSpring(response: 1.2, dampingRatio: 1))
        let quick = settleTime(spring: MotionSpring(response: 0.15, dampingRatio: 1))
        #expect(slow > own * 2 && quick < own / 2, "settle times \(quick) \(own) \(slow)")
    }
}
