import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The engine in degenerate configurations: a zero-size container and a detent list that
/// resolves to nothing. Pins the documented fallbacks of ``ResolvedDetents`` as the engine sees
/// them (one detent at the 1 pt minimum extent; one `large` detent at the maximum extent)
/// and that every output stays finite through a presentation, a drag, a release and a dismissal.
@Suite("Engine with degenerate configuration")
struct EngineDegenerateInputTests {
    static func isFinite(_ output: SheetOutput) -> Bool {
        [output.extent, output.velocity, output.progress, output.dimming].allSatisfy(\.isFinite)
            && (0...1).contains(output.progress) && (0...1).contains(output.dimming)
            && output.scrollPin.map(\.isFinite) ?? true
    }

    static func isFinite(_ rect: SheetRect) -> Bool {
        [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    // MARK: Zero-size container

    /// Sizes the container sanitizes to 0 × 0 (see ``SheetSize``).
    static let zeroSizes = [SheetSize(width: 0, height: 0), SheetSize(width: .nan, height: .infinity), SheetSize(width: -5, height: -.infinity)]

    /// Both detents clamp to ``ResolvedDetents/minimumExtent`` (1 pt) and merge into the first
    /// declared (`medium`); an initial detent `large` is found through the merge.
    static func zeroSizeEngine(_ edge: SheetEdge, _ size: SheetSize, initial: Detent.Identifier = .medium) -> SheetEngine {
        let container = SheetContainer(size: size, safeAreaInsets: SheetInsets(top: 47, left: 0, bottom: 34, right: 0))
        let configuration = SheetConfiguration(edge: edge, detents: [.fraction(0.6, identifier: .medium), .points(300, identifier: .large)],
                                               initialDetentIdentifier: initial)
        return SheetEngine(configuration: configuration, container: container)
    }

    @Test("Zero-size container: one 1 pt detent; the presentation settles on it on the settle frame",
          arguments: SheetEdge.allCases, zeroSizes)
    func zeroSizePresentation(edge: SheetEdge, size: SheetSize) {
        var engine = Self.zeroSizeEngine(edge, size, initial: .large)
        #expect(engine.layout.detents.map(\.identifier) == [.medium])
        #expect(engine.layout.detents.map(\.extent) == [1])
        #expect(engine.layout.detents.index(for: .large) == 0)
        #expect(engine.selectedDetentIndex == 0)
        let first = engine.send(.present(animated: true, time: 0))
        #expect(first.phase == .presenting && first.extent == 0 && first.progress == 0)
        let spring = SpringMotion(spring: .default, from: 0, velocity: 0, to: 1, at: 0)
        let settleTime = spring.settleTime(displayScale: 3)
        let run = engine.runTicks(from: 0)
        #expect(run.allSatisfy { Self.isFinite($0.output) })
        let last = run[run.count - 1]
        #expect(last.output.phase == .resting && last.output.extent == 1 && last.output.progress == 1)
        #expect(last.output.events == [.settled])
        #expect(last.tick.targetTimestamp >= settleTime)
        #expect(run.count >= 2 && run[run.count - 2].tick.targetTimestamp < settleTime)
        for (tick, output) in run.dropLast() {
            #expect(isClose(output.extent, spring.position(at: tick.targetTimestamp), within: 1e-9))
        }
        #expect(Self.isFinite(engine.frame.content) && Self.isFinite(engine.frame.surface))
        #expect(engine.estimatedDuration(of: .presentation) <= settleTime)
        #expect(engine.estimatedDuration(of: .dismissal).isFinite)
    }

    @Test("Zero-size container: a drag toward expanding is held at the 1 pt limit (the band has no room)",
          arguments: SheetEdge.allCases, zeroSizes)
    func zeroSizeDragUp(edge: SheetEdge, size: SheetSize) {
        var engine = Self.zeroSizeEngine(edge, size)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 0))
        for index in 1...5 {
            let output = engine.send(.dragChanged(delta: 40, time: Double(index) / 120, scroll: nil))
            #expect(Self.isFinite(output))
            #expect(output.extent == 1 && output.velocity == 0)
        }
        // Even a flick up: the band has no room, so its slope, and the sheet's velocity, is 0.
        let lift = engine.send(.dragEnded(velocity: 800, time: 5.0 / 120))
        #expect(Self.isFinite(lift))
        #expect(lift.phase == .resting && lift.extent == 1 && lift.velocity == 0 && lift.events == [.settled])
    }

    @Test("Zero-size container: a drag toward hiding dismisses, reported exactly once",
          arguments: SheetEdge.allCases, zeroSizes)
    func zeroSizeDismissal(edge: SheetEdge, size: SheetSize) {
        var engine = Self.zeroSizeEngine(edge, size)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 0))
        // 1 − 5 < 0: the extent floors at 0, below 1 − 0.5 (merge tolerance), so willDismiss.
        let dragged = engine.send(.dragChanged(delta: -5, time: 0.01, scroll: nil))
        #expect(dragged.extent == 0 && dragged.progress == 0 && dragged.events == [.willDismiss])
        // Projection 0 < half of the 1 pt detent: dismiss. The spring starts at 0, already hidden.
        let lift = engine.send(.dragEnded(velocity: 0, time: 0.02))
        #expect(Self.isFinite(lift))
        #expect(lift.phase == .dismissed && lift.extent == 0 && lift.events == [.dismissed])

        var programmatic = Self.zeroSizeEngine(edge, size)
        programmatic.send(.present(animated: false, time: 0))
        let start = programmatic.send(.dismiss(animated: true, time: 0))
        #expect(start.phase == .dismissing && start.events == [.willDismiss])
        let run = programmatic.runTicks(from: 0)
        #expect(run.allSatisfy { Self.isFinite($0.output) })
        #expect(run.filter { $0.output.events.contains(.dismissed) }.count == 1)
        #expect(run.last?.output.phase == .dismissed)
    }

    // MARK: Detent lists that resolve to nothing

    /// An empty list, and a list whose every detent is left out (NaN, negative, zero, a
    /// fits-content detent without a fitting length, a custom resolver returning `nil`).
    static let unresolvableLists: [[Detent]] = [
        [],
        [.points(.nan), .fraction(-1), .points(0), .fitsContent(), .custom(identifier: "nil") { _ in nil }],
    ]

    /// The fallback `large` detent's extent in ``SheetContainer/phonePortrait`` (390 × 844,
    /// safe area top 47, bottom 34): length − opposite inset − 10.
    static let fallbackExtents: [SheetEdge: Double] = [
        .bottom: 844 - 47 - 10, .top: 844 - 34 - 10,
        .left: 390 - 10, .right: 390 - 10, .leading: 390 - 10, .trailing: 390 - 10,
    ]

    @Test("Empty or unresolvable detents: the engine presents on the fallback large detent and dismisses",
          arguments: SheetEdge.allCases, unresolvableLists)
    func unresolvableDetents(edge: SheetEdge, detents: [Detent]) {
        let maximum = Self.fallbackExtents[edge]!
        let configuration = SheetConfiguration(edge: edge, detents: detents, initialDetentIdentifier: "gone")
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        #expect(engine.layout.detents.map(\.identifier) == [.large])
        #expect(engine.layout.detents.map(\.extent) == [maximum])
        #expect(engine.selectedDetentIndex == 0 && engine.selectedDetentIdentifier == .large)

        engine.send(.present(animated: true, time: 0))
        let spring = SpringMotion(spring: .default, from: 0, velocity: 0, to: maximum, at: 0)
        let run = engine.runTicks(from: 0)
        #expect(run.allSatisfy { Self.isFinite($0.output) })
        let rested = run[run.count - 1]
        #expect(rested.output.phase == .resting && rested.output.extent == maximum && rested.output.events == [.settled])
        #expect(rested.tick.targetTimestamp >= spring.settleTime(displayScale: 3))
        let arrival = spring.firstArrival(at: maximum, tolerance: 0.5 / 3, within: spring.settleTime(displayScale: 3))
        #expect(engine.estimatedDuration(of: .presentation) == arrival)

        // Nothing to step to; a programmatic selection of the fallback keeps the sheet there.
        let step = engine.send(.stepDetent(by: 1, time: 2))
        #expect(step.phase == .resting && step.events.isEmpty && step.extent == maximum)

        // A slow drag past half the detent dismisses on release, reported once.
        engine.send(.dragBegan(time: 3))
        let dragged = engine.send(.dragChanged(delta: -(maximum / 2 + 20), time: 3.01, scroll: nil))
        #expect(dragged.events == [.willDismiss] && isClose(dragged.extent, maximum / 2 - 20, within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: 0, time: 3.02))
        #expect(lift.settleTarget == .hidden)
        let out = engine.runTicks(from: 3.02)
        #expect(out.allSatisfy { Self.isFinite($0.output) })
        #expect(out.filter { $0.output.events.contains(.dismissed) }.count == 1)
        #expect(out.last?.output.phase == .dismissed)
    }
}
