import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Which configurations count as the same, and what the lifecycle does with them.
@Suite("Configuration equivalence")
struct ConfigurationEquivalenceTests {
    /// Counts calls of a custom resolver (a test owns it alone).
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test("Equal properties and detents are equivalent; any difference is not")
    func equivalence() {
        let base = SheetConfiguration.commentSheet()
        #expect(base.isEquivalent(to: .commentSheet()))
        var other = base
        other.detents[0] = .fraction(0.61, identifier: .medium)
        #expect(!base.isEquivalent(to: other))
        other = base
        other.spring = .snappy
        #expect(!base.isEquivalent(to: other))
        other = base
        other.layout.adaptation = SheetAdaptation()
        #expect(!base.isEquivalent(to: other))
        other = base
        other.drag.region = .grabber
        #expect(!base.isEquivalent(to: other))
        other = base
        other.detents.removeLast()
        #expect(!base.isEquivalent(to: other))
        // NaN measures leave the detent out either way.
        #expect(SheetConfiguration(detents: [.fraction(.nan, identifier: "x")])
            .isEquivalent(to: SheetConfiguration(detents: [.fraction(.nan, identifier: "x")])))
        #expect(!SheetConfiguration(detents: [.points(10, identifier: "x")])
            .isEquivalent(to: SheetConfiguration(detents: [.fraction(10, identifier: "x")])))
        // Custom resolvers compare by identifier.
        let first = SheetConfiguration(detents: [.custom(identifier: "c") { _ in 100 }])
        #expect(first.isEquivalent(to: SheetConfiguration(detents: [.custom(identifier: "c") { _ in 200 }])))
        #expect(!first.isEquivalent(to: SheetConfiguration(detents: [.custom(identifier: "d") { _ in 100 }])))
    }

    @Test("The lifecycle ignores an equivalent configuration, also mid-drag; invalidated detents resolve again")
    func lifecycleIgnoresEquivalent() {
        let counter = Counter()
        let configuration = SheetConfiguration(detents: [.custom(identifier: "c") { _ in
            counter.count += 1
            return 300
        }])
        var script = UIKitScript(configuration: configuration)
        script.present(animated: false)
        let resolved = counter.count
        script.send(.panBegan(time: script.now))
        script.send(.panChanged(delta: 20, time: script.now + 0.01, scroll: nil))
        let before = script.actions.count
        script.send(.configurationChanged(configuration, animated: false, time: script.now + 0.01))
        #expect(script.actions.count == before && counter.count == resolved)
        script.send(.panEnded(velocity: 0, time: script.now + 0.02, scrollViewPanActive: false))
        script.settle()
        script.send(.detentsInvalidated(animated: false, time: script.now))
        #expect(counter.count == resolved + 1)
        var changed = configuration
        changed.spring = .snappy
        script.send(.configurationChanged(changed, animated: false, time: script.now))
        #expect(script.lifecycle.engine.configuration.spring == .snappy && script.violations.isEmpty)
    }
}
