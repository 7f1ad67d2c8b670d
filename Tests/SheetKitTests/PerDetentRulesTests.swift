import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Per-detent rules: whether a list drag expands the sheet from a detent
/// (`SheetDragBehavior.scrollingExpandsSheetByDetent`) and whether momentum may carry the sheet
/// past one (`ReleasePolicy.momentumCarriesPastByDetent`). The persistent panel on an iPhone:
/// tip 110 pt (76 + 34 safe area), medium 379.8 pt (0.45 × 844), large 787 pt (844 − 47 − 10).
@Suite("Per-detent scrolling and momentum rules")
struct PerDetentRulesTests {
    static let layout = SheetLayout(edge: .bottom, detents: SheetConfiguration.persistentPanel().detents, container: .phonePortrait)
    static let tip = 110.0
    static let medium = 379.8
    static let large = 787.0
    static func list(_ offset: Double) -> ScrollMetrics {
        ScrollMetrics(offset: offset, contentLength: 3000, viewportLength: 600)
    }

    @Test("The panel's detents are the ones the tables assume")
    func detents() {
        #expect(Self.layout.detents.map(\.identifier) == [.tip, .medium, .large])
        #expect(isClose(Self.layout.detents[0].extent, Self.tip) && isClose(Self.layout.detents[1].extent, Self.medium))
        #expect(isClose(Self.layout.detents[2].extent, Self.large))
    }

    // MARK: Scrolling per detent

    /// (global, per detent, sheet's finger, delta up, expected extent, expected list offset from 0)
    @Test("A list drag toward expanding grows the sheet up to the next detent where the list scrolls", arguments: [
        // [.medium: false]: from the tip the sheet grows, at most to medium; the rest scrolls the list.
        (true, [Stop.ID.medium: false], tip, 50.0, tip + 50, 0.0),
        (true, [.medium: false], tip, medium - tip + 30, medium, 30),
        // At medium, and from medium up to large, the list scrolls and the sheet stays.
        (true, [.medium: false], medium, 40, medium, 40),
        (true, [.medium: false], medium + 10, 40, medium + 10, 40),
        (true, [.medium: false], large, 40, large, 40),
        // Below the tip (pulled down, then up again) the tip's rule holds.
        (true, [.medium: false], tip - 20, 10, tip - 10, 0),
        // The reverse: the list scrolls at the tip, and from medium the sheet grows to large.
        (false, [.medium: true], tip, 40, tip, 40),
        (false, [.medium: true], medium, 40, medium + 40, 0),
        (false, [.medium: true], large - 10, 40, large, 30),
        // Nothing per detent: UIKit's rule, and the global switch.
        (true, [:], medium, 40, medium + 40, 0),
        (false, [:], medium, 40, medium, 40),
        (false, [:], tip - 20, 10, tip - 20, 10),
        // An identifier that does not resolve is ignored.
        (true, ["nowhere": false], medium, 40, medium + 40, 0),
    ] as [(Bool, [Detent.Identifier: Bool], Double, Double, Double, Double)])
    func listExpansion(global: Bool, byDetent: [Detent.Identifier: Bool], finger: Double, delta: Double, extent: Double, offset: Double) {
        let behavior = SheetDragBehavior(scrollingExpandsSheet: global, scrollingExpandsSheetByDetent: byDetent)
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true, behavior: behavior)
        let step = arbiter.step(delta: delta, finger: finger, scroll: Self.list(0))
        #expect(isClose(step.extent, extent, within: 1e-9))
        #expect(isClose(step.scrollOffset ?? .nan, offset, within: 1e-9))
    }

    @Test("Drags toward hiding are not affected: the list at its top hands the finger to the sheet")
    func hidingUnaffected() {
        let behavior = SheetDragBehavior(scrollingExpandsSheetByDetent: [.medium: false, .tip: false])
        let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true, behavior: behavior)
        let step = arbiter.step(delta: -30, finger: Self.medium, scroll: Self.list(0))
        #expect(isClose(step.extent, Self.medium - 30) && step.scrollOffset == 0 && step.mover == .sheet)
    }

    @Test("Resolved once per layout: UIKit's rule is one range; neighbours with the same limit merge")
    func rangesMerge() {
        #expect(DragArbiter(layout: Self.layout, allowsDismissal: true).listExpansion.count == 1)
        let all = DragArbiter(layout: Self.layout, allowsDismissal: true, behavior: SheetDragBehavior(scrollingExpandsSheet: false))
        #expect(all.listExpansion == [DragArbiter.ListExpansion(from: Self.tip, upTo: nil)])
        let medium = DragArbiter(layout: Self.layout, allowsDismissal: true,
                                 behavior: SheetDragBehavior(scrollingExpandsSheetByDetent: [.medium: false]))
        #expect(medium.listExpansion == [DragArbiter.ListExpansion(from: Self.tip, upTo: Self.medium),
                                         DragArbiter.ListExpansion(from: Self.medium, upTo: nil),
                                         DragArbiter.ListExpansion(from: Self.large, upTo: Self.large)])
        let large = DragArbiter(layout: Self.layout, allowsDismissal: true,
                                behavior: SheetDragBehavior(scrollingExpandsSheetByDetent: [.large: false]))
        #expect(large.listExpansion == [DragArbiter.ListExpansion(from: Self.tip, upTo: Self.large),
                                        DragArbiter.ListExpansion(from: Self.large, upTo: nil)])
        // The banded copy keeps the ranges.
        #expect(medium.allowingDismissal(false).listExpansion == medium.listExpansion)
    }

    @Test("Merged detents whose values differ: false wins, in either order", arguments: [
        ["a": true, "b": false], ["a": false, "b": true],
    ] as [[Detent.Identifier: Bool]])
    func mergedValues(values: [Detent.Identifier: Bool]) {
        let detents: [Detent] = [.points(100, identifier: "low"), .points(300, identifier: "a"), .points(300.2, identifier: "b"), .large]
        let layout = SheetLayout(edge: .bottom, detents: detents, container: .phonePortrait)
        #expect(layout.detents.count == 3)
        #expect(layout.detents.flags(values, default: true) == [true, false, true])
        let arbiter = DragArbiter(layout: layout, allowsDismissal: true, behavior: SheetDragBehavior(scrollingExpandsSheetByDetent: values))
        let at = layout.detents[1].extent
        #expect(arbiter.step(delta: 40, finger: at, scroll: Self.list(0)).extent == at)
        let policy = ReleasePolicy(momentumCarriesPastByDetent: values)
        #expect(policy.decide(extent: layout.detents[0].extent, velocity: 8000, detents: layout.detents, allowsDismissal: true) == "a")
    }

    @Test("Bad input never yields NaN or infinity with per-detent rules", arguments: [
        (Double.nan, 40.0), (.infinity, 40), (-.infinity, 40), (1e308, 40), (Self.medium, .nan), (Self.medium, .infinity),
        (Self.medium, 1e308), (Self.tip, -1e308), (-1e308, 1e308),
    ])
    func badInput(finger: Double, delta: Double) {
        for global in [true, false] {
            let behavior = SheetDragBehavior(scrollingExpandsSheet: global, scrollingExpandsSheetByDetent: [.medium: !global, .tip: global])
            let arbiter = DragArbiter(layout: Self.layout, allowsDismissal: true, behavior: behavior)
            let step = arbiter.step(delta: delta, finger: finger, scroll: Self.list(0))
            #expect(step.extent.isFinite && step.finger.isFinite && (step.scrollOffset ?? 0).isFinite)
        }
    }

    @Test("The engine applies the rule: at medium a list drag scrolls the list; without it the sheet grows", arguments: [
        ([Stop.ID.medium: false], medium, 40.0, DragMover.scrollView),
        ([:], medium + 40, 0, .sheet),
    ] as [([Detent.Identifier: Bool], Double, Double, DragMover)])
    func engineListDrag(byDetent: [Detent.Identifier: Bool], extent: Double, pin: Double, mover: DragMover) {
        var configuration = SheetConfiguration.persistentPanel()
        configuration.drag.scrollingExpandsSheetByDetent = byDetent
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        let output = engine.send(.dragChanged(delta: 40, time: 1.01, scroll: Self.list(0)))
        #expect(isClose(output.extent, extent) && output.scrollPin == pin && output.dragMover == mover)
    }

    // MARK: Momentum per detent

    /// (per detent, release extent, velocity, allows dismissal, with the rule, without it).
    /// With the fast rate a release projects 0.099 s × velocity.
    @Test("Momentum stops at a detent that says so; the finger's own position is never overruled", arguments: [
        // A hard flick from the tip (projection 605 / 902 pt, nearest large) stops at medium.
        ([Stop.ID.medium: false], tip, 5000.0, true, Stop.ID.medium, Stop.ID.large),
        ([.medium: false], tip, 8000, true, .medium, .large),
        // From medium itself the flick leaves it: medium is not passed.
        ([.medium: false], medium, 5000, true, .large, .large),
        // Down from large: to the tip (projection 133) or hidden (−15.5) without the rule; medium with it.
        ([.medium: false], large, -6500, true, .medium, .tip),
        ([.medium: false], large, -8000, true, .medium, .hidden),
        ([.medium: false], large, -8000, false, .medium, .tip),
        // Just above the stop (more than the 0.5 pt merge tolerance): it still stops there.
        ([.medium: false], medium + 5, -8000, true, .medium, .hidden),
        // A stop at the tip keeps a hard flick from dismissing; from the tip itself it dismisses.
        ([.tip: false], large, -8000, true, .tip, .hidden),
        ([.tip: false], tip, -600, true, .hidden, .hidden),
        // No velocity: the nearest detent, past a stop or not (the finger went there).
        ([.medium: false], 600, 0, true, .large, .large),
        ([.medium: false], 250, 0, true, .medium, .medium),
        // A slow flick that goes one detent anyway.
        ([.medium: false], 300, 2000, true, .medium, .medium),
        // Two stops: the nearest one beyond the release holds.
        ([.medium: false, .large: false], tip, 8000, true, .medium, .large),
        // true, and identifiers that do not resolve, change nothing.
        ([.medium: true], tip, 5000, true, .large, .large),
        (["nowhere": false], tip, 5000, true, .large, .large),
        // Bad input: NaN extent counts as the tip's, a non-finite velocity as 0.
        ([.medium: false], .nan, 5000, true, .medium, .large),
        ([.medium: false], tip, .infinity, true, .tip, .tip),
        ([.medium: false], tip, .nan, true, .tip, .tip),
        // An extent of 1e308 or infinity lies beyond the largest detent, which is nearest; a
        // flick down from there goes to the next detent below it, the largest. (Before the
        // claims review of 2026-11-28 the distances rounded into a tie, the nearest was the
        // smallest, and a flick from above the sheet's top dropped it to medium or the tip.)
        ([.medium: false], 1e308, -5000, true, .large, .large),
        ([.medium: false], .infinity, -1e308, true, .large, .large),
        ([.medium: false], -1e308, -600, true, .hidden, .hidden),
    ] as [([Detent.Identifier: Bool], Double, Double, Bool, Stop.ID, Stop.ID)])
    func momentum(byDetent: [Detent.Identifier: Bool], extent: Double, velocity: Double, allowsDismissal: Bool,
                  expected: Stop.ID, withoutRule: Stop.ID) {
        let detents = Self.layout.detents
        let policy = ReleasePolicy(momentumCarriesPastByDetent: byDetent)
        #expect(policy.decide(extent: extent, velocity: velocity, detents: detents, allowsDismissal: allowsDismissal) == expected)
        #expect(ReleasePolicy().decide(extent: extent, velocity: velocity, detents: detents, allowsDismissal: allowsDismissal) == withoutRule)
    }

    @Test("The engine applies the rule: a hard flick from the tip settles on medium, and no attempt to dismiss is reported")
    func engineRelease() {
        var configuration = SheetConfiguration.persistentPanel(initialDetentIdentifier: .tip)
        configuration.release.momentumCarriesPastByDetent = [.medium: false]
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        engine.send(.dragChanged(delta: 10, time: 1.01, scroll: nil))
        let up = engine.send(.dragEnded(velocity: 5000, time: 1.02))
        #expect(up.phase == .settling && engine.selectedDetentIdentifier == .medium)
        engine.runTicks(from: 1.02)
        #expect(engine.output.phase == .resting && isClose(engine.output.extent, Self.medium))

        // A modal panel flicked hard down from large: medium, and no attempt (nothing would dismiss).
        var modal = SheetEngine(configuration: configuration, container: .phonePortrait, dismissalPermission: .denied)
        modal.send(.present(animated: false, time: 0))
        modal.send(.selectDetent(.large, animated: false, time: 0))
        modal.send(.dragBegan(time: 1))
        modal.send(.dragChanged(delta: -10, time: 1.01, scroll: nil))
        let down = modal.send(.dragEnded(velocity: -8000, time: 1.02))
        #expect(modal.selectedDetentIdentifier == .medium && !down.events.contains(.didAttemptToDismiss))
    }

    @Test("Per-detent values are part of the configuration's equivalence")
    func equivalence() {
        var changed = SheetConfiguration.persistentPanel()
        changed.release.momentumCarriesPastByDetent = [.medium: false]
        #expect(!changed.isEquivalent(to: .persistentPanel()))
        changed = .persistentPanel()
        changed.drag.scrollingExpandsSheetByDetent = [.medium: false]
        #expect(!changed.isEquivalent(to: .persistentPanel()))
    }
}
