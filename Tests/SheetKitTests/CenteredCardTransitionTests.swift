import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Centered card transition: drag to dismiss, release, events")
struct CenteredCardTransitionTests {
    static let content = CenteredCardTests.content
    /// The drop translation in the portrait phone: the card's top (328.5) to the bottom (844).
    static let drop = 844 - 328.5

    /// A card presented at 0 and left to settle (ticks to 3 s), the presented event seen.
    static func presented(reduceMotion: Bool = false) -> CenteredCardTransition {
        var card = CenteredCardTransition(reduceMotion: reduceMotion)
        card.send(.present(time: 0), contentSize: content, container: portraitPhone)
        var presented = 0
        for tick in FrameTick.sequence(frameRate: 60, from: 0, duration: 3) {
            if card.send(.tick(tick), contentSize: content, container: portraitPhone).events.contains(.presented) { presented += 1 }
        }
        #expect(presented == 1 && card.isPresented)
        return card
    }

    /// Drags a presented card `distance` points down from 3 s in 12 events (1/120 s apart).
    @discardableResult
    static func dragged(_ card: inout CenteredCardTransition, by distance: Double, container: SheetContainer = portraitPhone)
        -> CenteredCardOutput {
        let began = card.send(.dragBegan(time: 3), contentSize: content, container: container)
        #expect(began.events == .willDismiss)
        var output = began
        for step in 1...12 {
            output = card.send(.dragChanged(translationY: distance * Double(step) / 12, time: 3 + Double(step) / 120),
                               contentSize: content, container: container)
        }
        return output
    }

    /// Ticks until 6 s and returns every event set seen and the last output.
    static func settle(_ card: inout CenteredCardTransition, from start: Double, frameRate: Double = 120, dropEvery: Int = 0)
        -> (events: [SheetEvents], last: CenteredCardOutput, translations: [Double: Double]) {
        var events: [SheetEvents] = []
        var translations: [Double: Double] = [:]
        var last = card.send(.tick(FrameTick(timestamp: start, targetTimestamp: start)), contentSize: content, container: portraitPhone)
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: 6 - start, dropEvery: dropEvery) {
            last = card.send(.tick(tick), contentSize: content, container: portraitPhone)
            translations[tick.targetTimestamp] = last.appearance.translationY
            if !last.events.isEmpty { events.append(last.events) }
        }
        return (events, last, translations)
    }

    @Test("A lift after a frame's callback, before that frame is shown, releases at the lift: the drop-out is the spring from the lift",
          arguments: [(300.0, 1_200.0), (60.0, 0.0)])
    func releaseAtTheLift(distance: Double, velocity: Double) throws {
        var card = Self.presented()
        Self.dragged(&card, by: distance)                        // last move at 3.1 s
        // A frame is prepared at 3.1 s for 3.1 + 1/120 s; the finger lifts 5 ms after the move.
        let frame = FrameTick(timestamp: 3.1, targetTimestamp: 3.1 + 1.0 / 120)
        card.send(.tick(frame), contentSize: Self.content, container: portraitPhone)
        let lift = 3.105
        let released = card.send(.dragEnded(velocityY: velocity, time: lift), contentSize: Self.content, container: portraitPhone)
        let heading = try #require(released.dismissal?.heading)
        let length = Self.drop
        let aim = heading == .end ? length * 1.02 : -length * 0.02
        let spring = SpringMotion(spring: TrackConfiguration.defaultSpring, from: distance, velocity: velocity, to: aim, at: lift)
        let next = 3.1 + 2.0 / 120
        let shown = card.send(.tick(FrameTick(timestamp: 3.1 + 1.0 / 120, targetTimestamp: next)),
                              contentSize: Self.content, container: portraitPhone)
        // Started at the lift, not at the frame's 3.108 s: no stall of up to a frame at the release.
        #expect(isClose(shown.appearance.translationY, spring.position(at: next), within: 1e-9))
    }

    @Test("A dismissal stamped NaN after the drop-in starts at the latest frame, not at the presentation")
    func nanDismissal() {
        var card = Self.presented()  // frames up to 3 s after a presentation at 0
        card.send(.dismiss(time: .nan), contentSize: Self.content, container: portraitPhone)
        let next = card.send(.tick(FrameTick(timestamp: 3, targetTimestamp: 3 + 1.0 / 60)), contentSize: Self.content, container: portraitPhone)
        // One frame into a 0.35 s drop-out, not the whole of it three seconds late.
        #expect(!next.events.contains(.dismissed) && (card.dismissal.map { $0.progress > 0 && $0.progress < 0.2 } ?? false))
    }

    @Test("A settled card follows the finger point for point and undims as it goes")
    func followsFinger() {
        var card = Self.presented()
        let output = Self.dragged(&card, by: 120)
        #expect(isClose(output.appearance.translationY, 120, within: 1e-9))
        #expect(output.appearance.scaleX == 1 && output.appearance.scaleY == 1)
        #expect(isClose(output.appearance.dimmingAlpha, 0.2 * (1 - 120 / Self.drop), within: 1e-9))
        #expect(output.dismissal?.phase == .tracking && isClose(output.dismissal!.length, Self.drop))
        // A second touch-down while dragging changes nothing.
        let again = card.send(.dragBegan(time: 3.15), contentSize: Self.content, container: portraitPhone)
        #expect(again.events.isEmpty && isClose(again.appearance.translationY, 120, within: 1e-9))
        let next = card.send(.dragChanged(translationY: 130, time: 3.16), contentSize: Self.content, container: portraitPhone)
        #expect(isClose(next.appearance.translationY, 130, within: 1e-9))
        // Upward drags hold the card at its place.
        let up = card.send(.dragChanged(translationY: -80, time: 3.2), contentSize: Self.content, container: portraitPhone)
        #expect(up.appearance.translationY == 0)
    }

    /// Drags down released (``ReleaseRow``; finish: the card drops out). The track is 515.5 pt
    /// long: the midpoint is 257.75.
    static let releaseRows: [ReleaseRow] = [
        ReleaseRow(position: 100, velocity: 0, outcome: .start),
        ReleaseRow(position: 300, velocity: 0, outcome: .end),
        ReleaseRow(position: 100, velocity: 600, outcome: .end),
        ReleaseRow(position: 400, velocity: -600, outcome: .start),
        ReleaseRow(position: 230, velocity: 200, outcome: .start),   // 230 + 19.8 = 249.8
        ReleaseRow(position: 240, velocity: 200, outcome: .end),   // 240 + 19.8 = 259.8
    ]

    @Test("Release: position and velocity decide; exactly one outcome", arguments: releaseRows)
    func release(row: ReleaseRow) {
        var card = Self.presented()
        _ = Self.dragged(&card, by: row.position)
        let release = card.send(.dragEnded(velocityY: row.velocity, time: 3.11), contentSize: Self.content, container: portraitPhone)
        let (events, last, _) = Self.settle(&card, from: 3.11)
        let all = [release.events] + events
        #expect(all.filter { $0.contains(.dismissed) }.count == (row.outcome == .end ? 1 : 0))
        #expect(all.filter { $0.contains(.dismissalCancelled) }.count == (row.outcome == .start ? 1 : 0))
        #expect(!all.contains { $0.contains(.presented) || $0.contains(.willDismiss) })
        #expect(!last.isMoving)
        if row.outcome == .end {
            #expect(card.isDismissed)
            // The card's top edge on the container's bottom edge, no dimming.
            #expect(isClose(last.appearance.transformedFrame.y, 844) && last.appearance.dimmingAlpha == 0)
            #expect(card.send(.dragBegan(time: 7), contentSize: Self.content, container: portraitPhone).events.isEmpty)
        } else {
            #expect(last.appearance.translationY == 0 && isClose(last.appearance.dimmingAlpha, 0.2, within: 1e-9))
        }
    }

    @Test("A drag during the drop-in completes the presentation first and carries the bounce without a jump")
    func dragDuringDropIn() {
        var card = CenteredCardTransition()
        card.send(.present(time: 0), contentSize: Self.content, container: portraitPhone)
        let shown = card.send(.tick(FrameTick(timestamp: 0.09, targetTimestamp: 0.1)), contentSize: Self.content, container: portraitPhone)
        let caught = card.send(.dragBegan(time: 0.1), contentSize: Self.content, container: portraitPhone)
        #expect(caught.events == [.presented, .willDismiss])
        #expect(caught.appearance == shown.appearance)
        #expect(caught.isMoving)
        card.send(.dragChanged(translationY: 40, time: 0.15), contentSize: Self.content, container: portraitPhone)
        card.send(.dragEnded(velocityY: 0, time: 0.2), contentSize: Self.content, container: portraitPhone)
        let (events, last, _) = Self.settle(&card, from: 0.2)
        #expect(events.filter { $0.contains(.dismissalCancelled) }.count == 1)
        #expect(!events.contains { $0.contains(.presented) || $0.contains(.dismissed) })
        #expect(abs(last.appearance.translationY) < 1.0 / 6 && isClose(last.appearance.scaleY, 1, within: 0.001) && !last.isMoving)
    }

    @Test("Interrupted settle, then a non-interactive dismissal: one outcome each")
    func interruptionAndDismiss() {
        var card = Self.presented()
        _ = Self.dragged(&card, by: 100)
        card.send(.dragEnded(velocityY: 0, time: 3.11), contentSize: Self.content, container: portraitPhone)
        let mid = card.send(.tick(FrameTick(timestamp: 3.11, targetTimestamp: 3.15)), contentSize: Self.content, container: portraitPhone)
        let caught = card.send(.dragBegan(time: 3.15), contentSize: Self.content, container: portraitPhone)
        #expect(caught.events == .interrupted && caught.appearance == mid.appearance)
        card.send(.dragEnded(velocityY: -800, time: 3.2), contentSize: Self.content, container: portraitPhone)
        var (events, _, _) = Self.settle(&card, from: 3.2)
        #expect(events == [.dismissalCancelled])
        let dismiss = card.send(.dismiss(time: 6.5), contentSize: Self.content, container: portraitPhone)
        #expect(dismiss.events == .willDismiss && dismiss.isMoving)
        var outcomes: [SheetEvents] = []
        for tick in FrameTick.sequence(frameRate: 120, from: 6.5, duration: 2) {
            let output = card.send(.tick(tick), contentSize: Self.content, container: portraitPhone)
            if !output.events.isEmpty { outcomes.append(output.events) }
        }
        #expect(outcomes == [.dismissed])
        events = []
        #expect(card.isDismissed && events.isEmpty)
    }

    @Test("Drop-in and dismissal settles agree at 60 Hz, 120 Hz and 120 Hz with drops")
    func frameRateIndependence() {
        var presentations: [[Double: Double]] = []
        var dismissals: [[Double: Double]] = []
        for rate in comparedFrameRates {
            var card = CenteredCardTransition()
            card.send(.present(time: 0), contentSize: Self.content, container: portraitPhone)
            var presentation: [Double: Double] = [:]
            for tick in FrameTick.sequence(frameRate: rate.frameRate, from: 0, duration: 3, dropEvery: rate.dropEvery) {
                let a = card.send(.tick(tick), contentSize: Self.content, container: portraitPhone).appearance
                presentation[tick.targetTimestamp] = a.transformedFrame.y + a.transformedFrame.height
            }
            presentations.append(presentation)
            _ = Self.dragged(&card, by: 200)
            card.send(.dragEnded(velocityY: 900, time: 3.11), contentSize: Self.content, container: portraitPhone)
            dismissals.append(Self.settle(&card, from: 3.11, frameRate: rate.frameRate, dropEvery: rate.dropEvery).translations)
        }
        for runs in [presentations, dismissals] {
            let (spread, common) = spreadAtCommonTimes(runs)
            #expect(common > 100)
            #expect(spread < 0.01)
        }
    }

    @Test("Rotation during a drag keeps the dismissal's progress on the new geometry")
    func rotation() {
        var card = Self.presented()
        _ = Self.dragged(&card, by: Self.drop / 2)
        let rotated = card.send(.dragChanged(translationY: Self.drop / 2, time: 3.2), contentSize: Self.content, container: landscapePhone)
        #expect(isClose(rotated.dismissal!.progress, 0.5))
        // Landscape: the card's top at 84.5, its drop 390 − 84.5.
        #expect(isClose(rotated.appearance.translationY, (390 - 84.5) / 2, within: 1e-9))
    }

    @Test("Random inputs and geometry with extreme values: finite, events in order and once")
    func fuzz() {
        let extremes: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, subnormalTimeStep, 0]
        var rng = SeededGenerator(seed: 4242)
        for _ in 0..<600 {
            func value(_ range: ClosedRange<Double>) -> Double {
                Int.random(in: 0..<8, using: &rng) == 0 ? extremes.randomElement(using: &rng)! : Double.random(in: range, using: &rng)
            }
            var card = CenteredCardTransition(reduceMotion: Bool.random(using: &rng))
            var presented = false, open = false, dismissed = false
            var time = 0.0
            for _ in 0..<30 {
                time += value(0...0.3)
                let container = SheetContainer(size: SheetSize(width: value(0...1200), height: value(0...1200)),
                                               safeAreaInsets: SheetInsets(top: value(0...60), left: 0, bottom: value(0...40), right: 0),
                                               displayScale: value(1...3))
                let input: CenteredCardInput
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: input = .present(time: time)
                case 1: input = .dismiss(time: time)
                case 2: input = .dragBegan(time: time)
                case 3: input = .dragChanged(translationY: value(-500...900), time: time)
                case 4: input = .dragEnded(velocityY: value(-3000...3000), time: time)
                case 5: input = .dragCancelled(time: time)
                default: input = .tick(FrameTick(timestamp: time - 0.01, targetTimestamp: time))
                }
                let output = card.send(input, contentSize: SheetSize(width: value(0...600), height: value(0...900)), container: container)
                let a = output.appearance
                #expect(isFinite(a.transformedFrame) && a.alpha.isFinite && a.dimmingAlpha.isFinite && a.scaleX > 0 && a.scaleY > 0,
                        "\(a) \(input) \(container)")
                #expect(!dismissed || output.events.isEmpty)
                if output.events.contains(.presented) { #expect(!presented); presented = true }
                if output.events.contains(.willDismiss) { #expect(presented && !open); open = true }
                if output.events.contains(.dismissed) || output.events.contains(.dismissalCancelled) {
                    #expect(open && !(output.events.contains(.dismissed) && output.events.contains(.dismissalCancelled)))
                    open = false
                    dismissed = output.events.contains(.dismissed)
                }
            }
        }
    }
}
