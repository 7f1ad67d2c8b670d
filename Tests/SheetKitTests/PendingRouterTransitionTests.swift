import Testing
@testable import SheetKit

/// Re-review (2026-11-27): the router's handing out of a pan's driver inside the call that
/// starts its transition was UIKit-layer state without a test: a driver handed to another
/// controller's transition, and a refused one waiting for ever.
@Suite("A router pan's driver while its transition's call runs")
struct PendingRouterTransitionTests {
    final class Driver {}
    final class Controller {}

    @Test("Handed out for its own controller only; never handed out means refused; nothing after the call")
    func vending() {
        let driver = Driver(), tabs = Controller(), stack = Controller()
        var pending = PendingRouterTransition<Driver>()
        let nothing = pending.vend(for: tabs), idleEnd = pending.end()
        #expect(!pending.isPending(for: tabs) && nothing == nil && !idleEnd)
        // UIKit asks for the tab switch's animator inside the call: handed out, not refused.
        pending.begin(driver, for: tabs)
        #expect(pending.isPending(for: tabs) && !pending.isPending(for: stack))
        // A push of a stack inside the incoming tab during that call gets nothing of the swipe's.
        let other = pending.vend(for: stack), own = pending.vend(for: tabs), handedOutEnd = pending.end()
        #expect(other == nil && own === driver && !handedOutEnd)
        let after = pending.vend(for: tabs)
        #expect(!pending.isPending(for: tabs) && after == nil)
        // A pop UIKit refuses asks for no animator: refused when the call returns.
        pending.begin(driver, for: stack)
        _ = pending.vend(for: tabs)
        let refused = pending.end(), again = pending.end()
        #expect(refused && !again)
    }
}
