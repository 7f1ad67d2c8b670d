import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The work per frame, counted from the actions: at rest nothing at all; during a drag one
/// frame write per event and a dimming write only when the dimming changes.
@Suite("Lifecycle: work per frame")
struct LifecycleFrameWorkTests {
    @Test("At rest, a frame, an unchanged container or a stray answer produce no action at all")
    func nothingAtRest() {
        var script = LifecycleContractTests.presented()
        var lifecycle = script.lifecycle
        #expect(lifecycle.send(.tick(FrameTick(timestamp: script.now, targetTimestamp: script.now + 1.0 / 120))).isEmpty)
        #expect(lifecycle.send(.containerChanged(.phonePortrait)).isEmpty)
        #expect(lifecycle.send(.dismissalPermission(true)).isEmpty)
        #expect(lifecycle.send(.scrollViewPanEnded).isEmpty)
        script.settle()
        #expect(!script.displayLinkRunning)
    }

    @Test("A drag between two detents with equal dimming writes one frame per event and no dimming")
    func dragBetweenDetents() {
        var lifecycle = LifecycleContractTests.presented().lifecycle
        _ = lifecycle.send(.panBegan(time: 10))
        for index in 1...20 {
            let actions = lifecycle.send(.panChanged(delta: 10, time: 10 + Double(index) / 120, scroll: nil))
            let layouts = actions.filter { if case .layout = $0 { return true } else { return false } }
            let dimmings = actions.filter { if case .setDimming = $0 { return true } else { return false } }
            #expect(layouts.count == 1 && dimmings.isEmpty)
            // The frame write, the delegate's motion callback, nothing else.
            #expect(actions.count == 2, "\(actions)")
        }
    }

    @Test("A drag below the smallest detent also writes the dimming, which then changes every event")
    func dragBelowSmallest() {
        var lifecycle = LifecycleContractTests.presented().lifecycle
        _ = lifecycle.send(.panBegan(time: 10))
        _ = lifecycle.send(.panChanged(delta: -10, time: 10.01, scroll: nil))    // asks, begins the dismissal
        _ = lifecycle.send(.dismissalPermission(true))
        for index in 2...10 {
            let actions = lifecycle.send(.panChanged(delta: -10, time: 10 + Double(index) / 100, scroll: nil))
            let layouts = actions.count { if case .layout = $0 { true } else { false } }
            let dimmings = actions.count { if case .setDimming = $0 { true } else { false } }
            #expect(layouts == 1 && dimmings == 1, "\(actions)")
        }
    }

    @Test("A settle frame writes the frame; the settle frame stops the display link, once")
    func settleFrames() {
        var script = LifecycleContractTests.presented()
        script.send(.selectDetent(.large, animated: true, time: script.now))
        script.settle()
        #expect(script.count(.startDisplayLink) == 2 && script.count(.stopDisplayLink) == 2)
        let ticks = script.log.filter { $0.isEvent("tick") }.count
        let layouts = script.actions.filter { if case .layout = $0 { return true } else { return false } }.count
        // One frame write per tick of the presentation and of this settle (plus the first
        // placement and the selection's own start frame).
        #expect(layouts <= ticks + 2 && layouts >= ticks)
    }
}
