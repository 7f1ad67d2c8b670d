import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Sheet engine: drags, catches and releases")
struct SheetEngineReleaseTests {
    @Test("The release continues with the exact extent and velocity at lift")
    func releaseContinuity() {
        var engine = presentedCommentSheet()
        let dragged = engine.drag([-30, -30, -30], from: 0)
        #expect(isClose(dragged.extent, CommentSheetOnPhone.medium - 90, within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: -300, time: 0.025))
        #expect(lift.velocity == -300)
        #expect(lift.extent == dragged.extent)
        #expect(lift.events.contains(.willDismiss) == false)  // sent while dragging
        // Not a flick, and 416.4 − 29.7 > 253.2 → back to medium; the spring starts at the lift time.
        #expect(lift.settleDetentIndex == 0)
        let spring = SpringMotion(spring: .default, from: dragged.extent, velocity: -300, to: CommentSheetOnPhone.medium, at: 0.025)
        for tick in FrameTick.sequence(frameRate: 120, from: 0.025, duration: 0.05) {
            let output = engine.send(.tick(tick))
            #expect(isClose(output.extent, spring.position(at: tick.targetTimestamp), within: 1e-9))
        }
    }

    @Test("A touch during settling catches the sheet where it is and the drag continues from there")
    func interruption() {
        var engine = presentedCommentSheet()
        engine.drag([20], from: 0)
        engine.send(.dragEnded(velocity: 2500, time: 0.01))
        var shown = 0.0
        for tick in FrameTick.sequence(frameRate: 120, from: 0.01, duration: 0.1) {
            shown = engine.send(.tick(tick)).extent
        }
        #expect(shown > CommentSheetOnPhone.medium + 20 && shown < CommentSheetOnPhone.large)
        let caught = engine.send(.dragBegan(time: 0.115))
        #expect(caught.phase == .dragging)
        #expect(caught.extent == shown)
        #expect(caught.events == [.interrupted])
        let moved = engine.send(.dragChanged(delta: 12, time: 0.12, scroll: nil))
        #expect(isClose(moved.extent, shown + 12, within: 1e-9))
        engine.send(.dragEnded(velocity: 0, time: 0.12))
        let last = engine.runTicks(from: 0.12).last!.output
        #expect(last.phase == .resting)
        #expect(last.events.contains(.detentChanged) == (last.selectedDetentIndex != 0))
    }

    @Test("Hand-off in one gesture: list scrolled, finger down, list reaches top, sheet follows, reversal")
    func handOff() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(.large, animated: false, time: 0))
        var offset = 60.0
        func list() -> ScrollMetrics { ScrollMetrics(offset: offset, contentLength: 3000, viewportLength: 700) }
        engine.send(.dragBegan(time: 0))
        var outputs: [SheetOutput] = []
        for (index, delta) in [-25.0, -25, -25, -25, 30, 30].enumerated() {
            let output = engine.send(.dragChanged(delta: delta, time: Double(index + 1) / 120, scroll: list()))
            offset = output.scrollPin ?? offset
            outputs.append(output)
        }
        #expect(outputs.map { $0.scrollPin! } == [35, 10, 0, 0, 0, 20])
        let expectedExtents = [CommentSheetOnPhone.large, CommentSheetOnPhone.large, CommentSheetOnPhone.large - 15, CommentSheetOnPhone.large - 40, CommentSheetOnPhone.large - 10, CommentSheetOnPhone.large]
        for (output, expected) in zip(outputs, expectedExtents) {
            #expect(isClose(output.extent, expected, within: 1e-9))
        }
        let next = engine.send(.dragChanged(delta: 30, time: 0.06, scroll: list()))
        #expect(next.scrollPin == 50 && next.extent == CommentSheetOnPhone.large)
        // The list took the last motion: the sheet stays, the list decelerates on its own.
        let lift = engine.send(.dragEnded(velocity: 900, time: 0.07))
        #expect(lift.velocity == 0 && lift.scrollPin == nil)
        #expect(lift.phase == .resting && lift.events.contains(.settled))
    }

    @Test("After the sheet moved last, release pins the list (stopping its deceleration)")
    func releasePinsList() {
        var engine = presentedCommentSheet()
        let list = ScrollMetrics(offset: 0, contentLength: 3000, viewportLength: 700)
        engine.send(.dragBegan(time: 0))
        engine.send(.dragChanged(delta: 40, time: 0.01, scroll: list))
        let lift = engine.send(.dragEnded(velocity: 300, time: 0.02))
        #expect(lift.scrollPin == 0)
        #expect(lift.velocity == 300)
    }

    @Test("A release faster than any finger is taken at the maximum release speed",
          arguments: [1e5, 1e300, Double.infinity])
    func releaseSpeedLimit(speed: Double) {
        func release(_ velocity: Double) -> [SheetOutput] {
            var engine = presentedCommentSheet()
            engine.send(.dragBegan(time: 1))
            engine.send(.dragChanged(delta: 40, time: 1.01, scroll: nil))
            var outputs = [engine.send(.dragEnded(velocity: velocity, time: 1.02))]
            outputs += engine.runTicks(from: 1.02).map(\.output)
            return outputs
        }
        let limited = release(ReleasePolicy.maximumReleaseSpeed)
        #expect(limited.first?.velocity == ReleasePolicy.maximumReleaseSpeed)
        // A finite glitch counts as the limit; a non-finite one as no velocity at all.
        let expected = speed.isFinite ? ReleasePolicy.maximumReleaseSpeed : 0
        let fast = release(speed), fastDown = release(-speed)
        #expect(fast.first?.velocity == expected && fastDown.first?.velocity == -expected)
        #expect(!speed.isFinite || fast == limited)
        // Even at the limit the sheet settles within its rubber band's reach.
        #expect(limited.allSatisfy { $0.extent.isFinite && $0.extent < CommentSheetOnPhone.large + 844 } && limited.last?.phase == .resting)
    }

    @Test("A flick up from the largest detent without moving starts at the band's share of it")
    func flickFromLargestDetent() {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        let release = engine.send(.dragEnded(velocity: 3000, time: 1.01))
        // The sheet would have entered the band at once: f'(0) = 0.55 of the finger's speed.
        #expect(isClose(release.velocity, 0.55 * 3000, within: 1e-9))
        let peak = engine.runTicks(from: 1.01).map(\.output.extent).max() ?? 0
        #expect(peak < 844 && peak > CommentSheetOnPhone.large)
    }

    @Test("A release back onto merged detents keeps the selection and reports no change")
    func releaseOntoMergedDetents() {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: false, time: 0))
        // A keyboard of 336 pt merges both detents at 451 pt; the selection stays large.
        var container = SheetContainer.phonePortrait
        container.obstructionInsets.bottom = 336
        engine.send(.updateContainer(container))
        #expect(engine.layout.detents.count == 1 && engine.selectedDetentIdentifier == .large)
        engine.send(.dragBegan(time: 1))
        engine.send(.dragChanged(delta: -20, time: 1.01, scroll: nil))
        let release = engine.send(.dragEnded(velocity: 0, time: 1.02))
        let outputs = engine.runTicks(from: 1.02).map(\.output)
        let events = outputs.reduce(release.events) { $0.union($1.events) }
        #expect(!events.contains(.targetDetentChanged) && !events.contains(.detentChanged) && events.contains(.settled))
        #expect(engine.selectedDetentIdentifier == .large)
        // The keyboard goes: back to the large detent, not the medium one.
        engine.send(.updateContainer(.phonePortrait))
        #expect(engine.extent == CommentSheetOnPhone.large)
    }

    @Test("Non-finite inputs never produce NaN")
    func badInputs() {
        var engine = presentedCommentSheet()
        let inputs: [SheetInput] = [
            .dragBegan(time: .nan),
            .dragChanged(delta: .nan, time: .nan, scroll: ScrollMetrics(offset: .nan, contentLength: .infinity, viewportLength: .nan)),
            .dragChanged(delta: .infinity, time: 0.01, scroll: nil),
            .dragEnded(velocity: .nan, time: .infinity),
            .tick(FrameTick(timestamp: .nan, targetTimestamp: .infinity)),
            .selectDetent(.large, animated: true, time: .nan),
            .tick(FrameTick(timestamp: 0.1, targetTimestamp: 0.11)),
        ]
        for input in inputs {
            let output = engine.send(input)
            #expect(output.extent.isFinite && output.velocity.isFinite && output.progress.isFinite && output.dimming.isFinite)
        }
    }
}
