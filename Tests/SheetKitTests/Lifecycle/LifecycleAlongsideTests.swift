import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The transition's interruptible animator through ``SheetLifecycle``: started with the sheet
/// for a non-interactive animated transition, paused into an interactive one when a finger
/// catches a presentation, and never a second completion.
@Suite("Lifecycle: animations alongside the transition")
struct LifecycleAlongsideTests {
    @Test("An animated presentation starts its alongside animations once, with the sheet's spring")
    func animatedPresentation() throws {
        var script = UIKitScript()
        script.present(animated: true)
        #expect(script.count(.startAlongsideAnimations) == 1)
        // Queued before the display link: both start on the same frame.
        let start = try #require(script.actions.firstIndex(of: .startAlongsideAnimations))
        let link = try #require(script.actions.firstIndex(of: .startDisplayLink))
        #expect(start < link)
        script.settle()
        #expect(script.count(.pauseInteractiveTransition) == 0 && script.completions.map(\.completed) == [true])
        #expect(script.violations.isEmpty, "\(script.violations)")
    }

    @Test("Transitions without a running animation start none", arguments: [false, true])
    func noStart(interactiveDismissal: Bool) {
        var script = UIKitScript()
        script.present(animated: false)
        if interactiveDismissal {
            script.drag([-200, -200], velocity: -1500)
        } else {
            script.appDismisses(animated: false)
        }
        script.settle()
        #expect(script.count(.startAlongsideAnimations) == 0)
        #expect(script.violations.isEmpty, "\(script.violations)")
    }

    @Test("The app's animated dismissal starts them once")
    func appDismissal() {
        var script = UIKitScript()
        script.present(animated: false)
        script.appDismisses(animated: true)
        script.settle()
        #expect(script.count(.startAlongsideAnimations) == 1 && script.completions.map(\.completed) == [true, true])
        #expect(script.violations.isEmpty, "\(script.violations)")
    }

    @Test("A presentation caught by a finger is paused into an interactive one, then finished once")
    func caughtAndFinished() throws {
        var script = UIKitScript()
        script.present(animated: true)
        script.runFrames(for: 0.06)
        let caughtAt = script.lifecycle.output.progress
        script.send(.touchDown(time: script.now))
        #expect(script.count(.pauseInteractiveTransition) == 1)
        // The pause comes first, then UIKit's percent where the sheet is.
        let pause = try #require(script.actions.firstIndex(of: .pauseInteractiveTransition))
        let update = try #require(script.actions.lastIndex { if case .runner(.updateInteractiveTransition) = $0 { return true }; return false })
        #expect(pause < update && script.actions[update] == .updateInteractiveTransition(caughtAt))
        script.runFrames(for: 0.2)
        #expect(script.lifecycle.output.progress == caughtAt)
        script.send(.touchUp(time: script.now))
        script.settle()
        #expect(script.count(.finishInteractiveTransition) == 1 && script.completions.map(\.completed) == [true])
        #expect(script.count(.pauseInteractiveTransition) == 1)
        #expect(script.violations.isEmpty, "\(script.violations)")
    }

    @Test("A caught presentation dragged back out is cancelled once")
    func caughtAndCancelled() {
        var script = UIKitScript()
        script.present(animated: true)
        script.runFrames(for: 0.05)
        script.send(.touchDown(time: script.now))
        script.drag([-80, -80, -80], velocity: -2000)
        script.settle()
        #expect(script.count(.pauseInteractiveTransition) == 1 && script.count(.cancelInteractiveTransition) == 1)
        #expect(script.completions.map(\.completed) == [false] && script.lifecycle.isTornDown)
        #expect(script.violations.isEmpty, "\(script.violations)")
    }
}
