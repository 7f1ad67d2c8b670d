import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Found by `sheetkit-fuzz`'s lifecycle fuzzer: after a dismissal without animation the
/// centred card ignored every later event, teardown included, while it still told the runner
/// it accepted a context, which it then never completed.
@Suite("Centered card lifecycle: a dismissal without animation ends it")
struct CenteredCardImmediateDismissalTests {
    typealias Script = TransitionScript<CenteredCardLifecycle>

    /// UIKit order: `presentationTransitionDidEnd(true)`, the app's `dismiss(animated: false)`
    /// (`dismissalTransitionWillBegin`, `animateTransition(using:)` with a context whose
    /// `isAnimated` is false, `completeTransition(true)`, `dismissalTransitionDidEnd(true)`,
    /// which tears the lifecycle down), then another context (`startInteractiveTransition(_:)`
    /// or `animateTransition(using:)`) for the gone card. The runner's gate
    /// (`acceptsContext`) must refuse it, so the runner completes it itself, and the teardown
    /// leaves nothing running.
    @Test("After the dismissal without animation: ended, torn down, no context accepted, nothing queued",
          arguments: [(presentedAnimated: false, lateInteractive: true), (true, false), (true, true)])
    func dismissedAtOnce(presentedAnimated: Bool, lateInteractive: Bool) {
        var script = Script(CenteredCardLifecycle(contentSize: CenteredCardTests.content, container: portraitPhone))
        script.start(interactive: false, animated: presentedAnimated, at: 0)
        script.frames(from: 0, seconds: 2)
        #expect(script.completions == [true] && script.lifecycle.phase == .presented)
        script.start(interactive: false, animated: false, at: 2)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed)
        for event in TrackTransitionEvent.dismissalTransitionDidEnd(completed: true) { script.send(event) }
        #expect(script.lifecycle.isEnded && !script.lifecycle.acceptsContext)
        let actions = script.actions.count
        script.send(.transitionStarted(interactive: lateInteractive, animated: true, length: 0, time: 2.1))
        script.frames(from: 2.1, seconds: 1)
        #expect(script.actions.count == actions && !script.displayLink && script.violations.isEmpty)
    }

    /// The runner completes a context it refuses, and UIKit then calls the presentation
    /// controller's did-end for it (review B9): the adapter passes it on only when it ends the
    /// lifecycle's own transition (`ownsTransitionEnd`), so a running drop-in is not torn down.
    @Test("A did-end while the lifecycle's own context runs is not its own; once completed it is")
    func foreignTransitionEnd() {
        var script = Script(CenteredCardLifecycle(contentSize: CenteredCardTests.content, container: portraitPhone))
        script.start(interactive: false, animated: true, at: 0)
        script.frames(from: 0, seconds: 0.05)
        #expect(!script.lifecycle.ownsTransitionEnd && !script.lifecycle.acceptsContext)
        script.frames(from: 0.05, seconds: 2)
        #expect(script.completions == [true] && script.lifecycle.ownsTransitionEnd)
    }
}
