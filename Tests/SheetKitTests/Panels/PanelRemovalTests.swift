import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Found by `sheetkit-fuzz`'s lifecycle fuzzer: a panel torn down after it was hidden ended a
/// second time, queueing `restoreContentSafeArea` (and its stops) again after it had ended.
@Suite("Embedded panels: removal after hiding")
struct PanelRemovalTests {
    /// `SheetPanelController.removePanelFromParent(animated:)`: UIKit order `hide(animated:)`,
    /// the hide's completion (finished), then `willMove(toParent: nil)`,
    /// `removeFromSuperview()`, `removeFromParent()` and the lifecycle's `tearDown()` from
    /// inside that completion. The hidden panel already gave everything back when it left; the
    /// teardown performs nothing more.
    @Test("Hidden, then torn down: the content's safe area is given back once, nothing follows the end",
          arguments: [false, true])
    func teardownAfterHide(animated: Bool) {
        var script = PanelScript()
        script.show(animated: false)
        script.hide(animated: animated, completion: 1)
        script.settle()
        #expect(script.host.visibility == .hidden && script.completed == [1: true])
        let restoredWhenHidden = script.actions.filter { $0 == .restoreContentSafeArea }.count
        #expect(restoredWhenHidden == 1)
        script.clearLog()
        script.tearDown()
        #expect(script.actions.isEmpty, "\(script.actions)")
        #expect(!script.displayLinkRunning && script.violations.isEmpty)
    }

    /// A panel removed while it shows (no hide first) still ends once: its waiting completion
    /// runs not finished and the content's safe area is given back.
    @Test("Torn down while shown: ended once, the waiting completion runs not finished")
    func teardownWhileShowing() {
        var script = PanelScript()
        script.show(animated: true, completion: 2)
        script.tearDown()
        #expect(script.completed == [2: false])
        #expect(script.actions.filter { $0 == .restoreContentSafeArea }.count == 1)
        script.clearLog()
        script.tearDown()
        #expect(script.actions.isEmpty && script.violations.isEmpty)
    }

    /// `removePanelFromParent` hides, then removes the panel from the hide's completion when
    /// the removal still applies; a show asked for during the hide waits and starts as it lands.
    @Test("A show during the removal's hide keeps the panel: the removal no longer applies when the hide lands",
          arguments: [false, true])
    func showDuringRemovalHide(showsAgain: Bool) {
        var script = PanelScript()
        script.show(animated: false)
        script.hide(animated: true, completion: 1)
        script.runFrames(for: 0.05)
        if showsAgain { script.show(animated: true, completion: 2) }
        var elapsed = 0.0
        while script.completed[1] == nil, elapsed < 5 {
            script.runFrames(for: 1.0 / 120)
            elapsed += 1.0 / 120
        }
        // The hide landed: its completion ran, and the waiting show (if any) has started.
        #expect(script.completed[1] == true)
        #expect(script.host.removalApplies == !showsAgain)
        script.settle()
        #expect(script.host.visibility == (showsAgain ? .shown : .hidden) && script.violations.isEmpty)
        if showsAgain { #expect(script.completed[2] == true) }
    }
}
