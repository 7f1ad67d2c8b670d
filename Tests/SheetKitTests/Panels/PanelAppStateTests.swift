import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Found by `sheetkit-fuzz`'s lifecycle fuzzer: a hidden panel ignored the app's background
/// and foreground notifications, so the clock it keeps for its next show stayed paused (or
/// running) whatever the app did.
@Suite("Embedded panels: the app's state while hidden")
struct PanelAppStateWhileHiddenTests {
    /// UIKit order: `hide(animated:)` runs to its end, `didEnterBackgroundNotification`,
    /// `willEnterForegroundNotification` (the panel is hidden for both), then `show(animated: true)`:
    /// the panel comes in on its spring, so the display link runs. And the other way round:
    /// hidden, `didEnterBackgroundNotification`, `show(animated: true)` while in the background:
    /// the display link waits for `willEnterForegroundNotification`.
    @Test("Shown again after the app went away and back while hidden: the show moves", arguments: [false, true])
    func showAfterBackgroundWhileHidden(comesBackBeforeShow: Bool) {
        var script = PanelScript()
        script.show(animated: false)
        script.hide(animated: false)
        #expect(script.host.visibility == .hidden && script.host.isTornDown)
        script.send(.didEnterBackground(time: 1))
        if comesBackBeforeShow { script.send(.willEnterForeground(time: 2)) }
        script.now = 3
        script.show(animated: true, completion: 1)
        #expect(script.host.visibility == .showing)
        #expect(script.displayLinkRunning == comesBackBeforeShow)
        if !comesBackBeforeShow {
            script.send(.willEnterForeground(time: 4))
            #expect(script.displayLinkRunning)
        }
        script.settle()
        #expect(script.host.visibility == .shown && script.completed == [1: true])
        // The script's display-link rule does not know the background: while the app is away
        // it expects frames that the lifecycle rightly holds back.
        #expect(script.violations.allSatisfy { !comesBackBeforeShow && $0.hasPrefix("display link stopped") }, "\(script.violations)")
    }
}
