import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The lifecycle's part of steering a sheet: touch-down, detent moves with completions, and a
/// release the delegate redirects.
@Suite("Lifecycle: steering")
struct LifecycleSteeringTests {
    @Test("A touch-down stops the display link at once; a tap starts it again")
    func touchDown() {
        var script = LifecycleContractTests.presented()
        script.send(.selectDetent(.large, animated: true, time: script.now))
        script.runFrames(for: 0.05)
        #expect(script.displayLinkRunning)
        script.send(.touchDown(time: script.now))
        #expect(!script.displayLinkRunning && script.lifecycle.output.phase == .held)
        script.runFrames(for: 0.2)
        script.send(.touchUp(time: script.now))
        #expect(script.displayLinkRunning)
        script.settle()
        #expect(script.lifecycle.output.extent == 776.48 && script.violations.isEmpty)
    }

    @Test("A move completes once: finished on arrival, not finished when superseded or interrupted")
    func completions() {
        var script = LifecycleContractTests.presented()
        script.send(.moveToDetent(.large, spring: .snappy, time: script.now, completion: 1))
        script.runFrames(for: 0.05)
        script.send(.moveToDetent(.medium, spring: .snappy, time: script.now, completion: 2))    // supersedes 1
        #expect(script.completedSelections == [1: false])
        script.settle()
        #expect(script.completedSelections == [1: false, 2: true])
        // Interrupted by a finger.
        script.send(.moveToDetent(.large, spring: .default, time: script.now, completion: 3))
        script.runFrames(for: 0.05)
        script.send(.touchDown(time: script.now))
        #expect(script.completedSelections[3] == false)
        // At once, and to a detent that does not exist.
        script.send(.touchUp(time: script.now))
        script.settle()
        script.send(.moveToDetent(.medium, spring: nil, time: script.now, completion: 4))
        script.send(.moveToDetent("nowhere", spring: nil, time: script.now, completion: 5))
        #expect(script.completedSelections[4] == true && script.completedSelections[5] == false)
        // Gone with the sheet.
        script.send(.moveToDetent(.large, spring: .default, time: script.now, completion: 6))
        script.appDismisses(animated: false)
        #expect(script.completedSelections[6] == false && script.violations.isEmpty)
    }

    @Test("The release is announced with its target; the delegate's redirect retargets it in the same turn")
    func redirect() {
        var script = LifecycleContractTests.presented()
        script.onNotification = { notification, uikit in
            if case .willEndDragging(_, .medium) = notification {
                uikit.send(.redirectRelease(.large, time: uikit.now))
            }
        }
        script.drag([30], velocity: 0)
        #expect(script.notifications.contains { if case .willEndDragging(_, .medium) = $0 { return true } else { return false } })
        script.settle()
        #expect(script.lifecycle.output.selectedDetentIdentifier == .large && script.lifecycle.output.extent == 776.48)
        #expect(script.violations.isEmpty)
    }

    /// Review of 2026-11-27: a flick from large toward hidden that the delegate sent to medium
    /// still began a UIKit dismissal and cancelled it on arrival (viewWillDisappear, the
    /// delegates' willDismiss, a transition coordinator that refused the app's `present`).
    @Test("A flick toward hidden the delegate sends to a detent begins no dismissal; one it leaves alone dismisses",
          arguments: [true, false])
    func redirectedFlickBeginsNoDismissal(redirects: Bool) {
        var script = LifecycleContractTests.presented()
        script.send(.selectDetent(.large, animated: false, time: script.now))
        script.settle()
        script.onNotification = { notification, uikit in
            if redirects, case .willEndDragging(_, .hidden) = notification {
                uikit.send(.redirectRelease(.medium, time: uikit.now))
            }
        }
        script.drag([-10], velocity: -9000)
        #expect(script.notifications.contains { if case .willEndDragging(_, .hidden) = $0 { return true } else { return false } })
        let willDismiss = script.notifications.contains { if case .willDismiss = $0 { return true } else { return false } }
        #expect(willDismiss == !redirects)
        #expect(script.count(.beginDismissal) == (redirects ? 0 : 1))
        #expect(script.delegateCalls == (redirects ? [] : [.willDismiss]))
        script.settle()
        if redirects {
            #expect(script.lifecycle.output.phase == .resting && script.lifecycle.output.selectedDetentIdentifier == .medium)
            #expect(script.completions.allSatisfy { $0.kind == .presentation })
        } else {
            #expect(script.lifecycle.isTornDown && script.completions.last.map { $0.kind == .dismissal && $0.completed } == true)
            // The order the release always had: the release's notice, then the dismissal's.
            let notices = script.notifications.compactMap { notification -> String? in
                switch notification {
                case .willEndDragging: return "willEndDragging"
                case .willDismiss: return "willDismiss"
                default: return nil
                }
            }
            #expect(notices == ["willEndDragging", "willDismiss"])
        }
        #expect(script.violations.isEmpty, "\(script.violations)")
    }

    /// Re-review of 2026-11-27: the engine kept the withdrawn dismissal on the settle toward
    /// medium, so a finger that caught it within the settle and pulled to hidden dismissed with
    /// no willDismiss, no UIKit dismissal and no delegate calls.
    @Test("A redirected flick caught during its settle and pulled down dismisses as any pull does, announced")
    func redirectedFlickCaughtThenPulled() {
        var script = LifecycleContractTests.presented()
        script.send(.selectDetent(.large, animated: false, time: script.now))
        script.settle()
        script.onNotification = { notification, uikit in
            if case .willEndDragging(_, .hidden) = notification { uikit.send(.redirectRelease(.medium, time: uikit.now)) }
        }
        script.drag([-10], velocity: -9000)
        #expect(script.count(.beginDismissal) == 0)
        script.onNotification = nil
        script.runFrames(for: 1.0 / 60)
        script.send(.touchDown(time: script.now))
        script.drag([-300, -300, -300], velocity: -3000)
        #expect(script.notifications.contains { if case .willDismiss = $0 { return true } else { return false } })
        #expect(script.count(.beginDismissal) == 1 && script.delegateCalls.first == .willDismiss)
        script.settle()
        #expect(script.lifecycle.isTornDown && script.delegateCalls == [.willDismiss, .didDismiss])
        #expect(script.violations.isEmpty, "\(script.violations)")
    }
}
