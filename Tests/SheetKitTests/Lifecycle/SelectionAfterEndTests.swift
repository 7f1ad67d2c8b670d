import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Found by `sheetkit-fuzz`'s lifecycle fuzzer: a detent move with a completion that came after
/// the lifecycle ended was ignored with every other late event, so its completion never ran
/// (the adapter keeps the closure until the lifecycle answers its token).
@Suite("A detent move after the end still runs its completion")
struct SelectionAfterEndTests {
    /// UIKit order for a presented sheet: `presentationTransitionDidEnd(true)`, the app's
    /// `dismiss(animated:)` (will-begin, the context, `completeTransition(true)`,
    /// `dismissalTransitionDidEnd(true)`: the lifecycle ends), then the app's
    /// `setDetent(_:animated:completion:)` (from the dismissal's own completion block, say).
    /// The completion runs at once, not finished, and nothing else is performed.
    @Test("A presented sheet after its dismissal: the completion runs once, not finished", arguments: [nil, MotionSpring.critical])
    func presentedSheet(spring: MotionSpring?) {
        var script = UIKitScript()
        script.present(animated: false)
        script.appDismisses(animated: false)
        #expect(script.lifecycle.isTornDown)
        let before = script.actions.count
        script.send(.moveToDetent("large", spring: spring, time: script.now, completion: 7))
        #expect(Array(script.actions.dropFirst(before)) == [.completeSelection(token: 7, finished: false)])
        #expect(script.completedSelections == [7: false] && script.violations.isEmpty)
        script.send(.moveToDetent("large", spring: spring, time: script.now, completion: nil))
        #expect(script.actions.count == before + 1)
    }

    /// An embedded panel's order: `hide(animated:)` runs to its end (the panel ended until its
    /// next show), then the app's `setDetent(_:animated:completion:)`.
    @Test("A hidden panel: the completion runs once, not finished")
    func hiddenPanel() {
        var script = PanelScript()
        script.show(animated: false)
        script.hide(animated: false)
        #expect(script.host.isTornDown)
        script.clearLog()
        script.send(.moveToDetent("large", spring: nil, time: script.now, completion: 3))
        #expect(script.actions == [.completeSelection(token: 3, finished: false)] && script.completed == [3: false])
    }
}
