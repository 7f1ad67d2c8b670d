import Testing
@testable import SheetKit
import SheetKitTestSupport

/// `animateChanges(spring:)` around a configuration change or `invalidateDetents()`: the spring
/// reaches the engine through the sheet's and the panel's lifecycles, and a settle already
/// under way (a fits-content sheet's content change, started on the configuration's spring
/// just before) goes on the app's spring (re-review 2026-11-27).
@Suite("The app's change spring")
struct ChangeSpringTests {
    static let slow = MotionSpring(response: 1.2, dampingRatio: 1)

    /// The comment sheet's medium detent changed to 70 %, animated, with `spring`.
    static func changed(_ configuration: SheetConfiguration) -> SheetConfiguration {
        var changed = configuration
        changed.detents = [.fraction(0.7, identifier: .medium), .fraction(0.92, identifier: .large)]
        return changed
    }

    /// Seconds a script's sheet takes to come to rest after `event`.
    static func settleTime<Script: FrameDrivenScript>(_ script: inout Script, after event: SheetLifecycleEvent) -> Double {
        let start = script.now
        script.send(event)
        script.settle()
        return script.now - start
    }

    @Test("A presented sheet and a panel move a configuration change on the app's spring")
    func throughLifecycles() {
        var times: [Double] = []
        for spring in [nil, Self.slow] {
            var sheet = LifecycleContractTests.presented()
            var panel = PanelLifecycleTests.shown()
            let event = SheetLifecycleEvent.configurationChanged(Self.changed(.commentSheet()), animated: true, spring: spring, time: 0)
            times.append(Self.settleTime(&sheet, after: event))
            times.append(Self.settleTime(&panel, after: event))
        }
        #expect(times[2] > times[0] * 2 && times[3] > times[1] * 2, "\(times)")
    }

    @Test("A settle under way goes on the app's spring; without one it keeps its own")
    func settlingReplaced() {
        func settle(spring: MotionSpring?) -> Double {
            var engine = presentedCommentSheet()
            _ = engine.send(.selectDetent(.large, animated: true, time: 1))
            _ = engine.send(.tick(FrameTick(timestamp: 1, targetTimestamp: 1.02)))
            _ = engine.send(.updateConfiguration(Self.changed(engine.configuration), animated: true, spring: spring, time: 1.02))
            return engine.runTicks(from: 1.02).last!.tick.targetTimestamp - 1.02
        }
        let own = settle(spring: nil)
        let slow = settle(spring: Self.slow)
        #expect(slow > own * 2, "\(own) \(slow)")
    }
}
