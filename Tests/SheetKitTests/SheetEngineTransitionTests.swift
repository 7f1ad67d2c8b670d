import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Sheet engine: presentation and dismissal transitions")
struct SheetEngineTransitionTests {
    @Test("An animated presentation completes when it first reaches its detent and rests on the settle frame")
    func presentation() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        let first = engine.send(.present(animated: true, time: 1))
        #expect(first.phase == .presenting && first.extent == 0 && first.settleDetentIndex == 0)
        let spring = SpringMotion(spring: .default, from: 0, velocity: 0, to: CommentSheetOnPhone.medium, at: 1)
        let settleTime = spring.settleTime(displayScale: 3)
        let run = engine.runTicks(from: 1)
        let last = run[run.count - 1]
        #expect(last.output.phase == .resting)
        #expect(last.output.extent == CommentSheetOnPhone.medium)
        #expect(last.output.events == [.settled])   // no detentChanged on the first rest
        // The settle frame is the first frame shown at or after the exact settle time.
        #expect(last.tick.targetTimestamp >= settleTime)
        #expect(run[run.count - 2].tick.targetTimestamp < settleTime)
        // Every earlier frame is the exact spring. The presentation completes on the first
        // frame at or past the detent (within half a pixel): from then on it is a settle.
        let arrival = spring.firstArrival(at: CommentSheetOnPhone.medium, tolerance: 0.5 / 3, within: settleTime)!
        var presentedCount = 0
        for (tick, output) in run.dropLast() {
            #expect(isClose(output.extent, spring.position(at: tick.targetTimestamp)))
            let arrived = tick.targetTimestamp - 1 >= arrival
            #expect(output.phase == (arrived ? .settling : .presenting))
            if output.events.contains(.presented) {
                presentedCount += 1
                #expect(arrived && tick.targetTimestamp - 1 - arrival < 1.0 / 120)
            }
        }
        #expect(presentedCount == 1 && arrival < 0.3)
    }

    @Test("The same settle at 60 Hz, 120 Hz and with every 7th frame dropped")
    func frameRateIndependence() {
        func settle(rate: Double, drop: Int) -> (times: [Double: Double], settleTime: Double) {
            var engine = presentedCommentSheet()
            engine.drag([-10, -10, -10], from: 0)
            engine.send(.dragEnded(velocity: 1800, time: 0.03))
            var extents: [Double: Double] = [:]
            var settleTime = Double.nan
            for (tick, output) in engine.runTicks(from: 0.03, frameRate: rate, dropEvery: drop) {
                // Key by the frame index at 120 Hz so common instants line up exactly.
                extents[((tick.targetTimestamp - 0.03) * 120).rounded()] = output.extent
                if output.events.contains(.settled) { settleTime = tick.targetTimestamp }
            }
            return (extents, settleTime)
        }
        let at60 = settle(rate: 60, drop: 0)
        let at120 = settle(rate: 120, drop: 0)
        let dropped = settle(rate: 120, drop: 7)
        var compared = 0
        for (key, extent) in at60.times where at120.times[key] != nil {
            #expect(isClose(extent, at120.times[key]!, within: 0.01))
            compared += 1
        }
        var droppedCompared = 0
        for (key, extent) in dropped.times where at120.times[key] != nil {
            #expect(isClose(extent, at120.times[key]!, within: 0.01))
            droppedCompared += 1
        }
        #expect(compared > 20)
        // Six of every seven 120 Hz frames up to the 120 Hz settle frame are common instants.
        #expect(droppedCompared > 40)
        let settleFrameAt120 = Int(((at120.settleTime - 0.03) * 120).rounded())
        #expect(droppedCompared == settleFrameAt120 - settleFrameAt120 / 7)
        // The exact settle time is one instant; each rate reports the first frame after it.
        // The release: from 476.4 pt at 1800 pt/s toward the large detent (776.48 pt).
        let exact = SpringMotion(spring: .default, from: 476.4, velocity: 1800, to: 776.48, at: 0.03)
            .settleTime(displayScale: 3)
        #expect(at120.settleTime >= exact && at120.settleTime - exact < 1.0 / 120 + 1e-9)
        #expect(at60.settleTime >= exact && at60.settleTime - exact < 1.0 / 60 + 1e-9)
        #expect(dropped.settleTime >= exact && dropped.settleTime - exact < 2.0 / 120 + 1e-9)
        // When the settle frame is not dropped, it is the same frame at 120 Hz with drops.
        let settleFrame = ((at120.settleTime - 0.03) * 120).rounded()
        if Int(settleFrame) % 7 != 0 {
            #expect(dropped.settleTime == at120.settleTime)
        }
    }

    @Test("Slow drag below half the smallest detent dismisses; dismissal ends on the frame the sheet is hidden")
    func interactiveDismissal() {
        var engine = presentedCommentSheet()
        engine.send(.dragBegan(time: 0))
        var willDismissCount = 0
        for index in 1...30 {
            let output = engine.send(.dragChanged(delta: -10, time: Double(index) / 120, scroll: nil))
            if output.events.contains(.willDismiss) {
                willDismissCount += 1
                #expect(output.extent < CommentSheetOnPhone.medium)
            }
        }
        #expect(willDismissCount == 1)
        #expect(isClose(engine.extent, 206.4, within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: 0, time: 0.3))
        #expect(lift.settleTarget == .hidden && lift.phase == .settling)
        let run = engine.runTicks(from: 0.3)
        let dismissedFrames = run.filter { $0.output.events.contains(.dismissed) }
        #expect(dismissedFrames.count == 1)
        #expect(run.last?.output.phase == .dismissed)
        // The frame before the last still showed part of the sheet; the spring reached 0 at speed.
        let target = -0.1 * CommentSheetOnPhone.medium
        let spring = SpringMotion(spring: .default, from: 206.4, velocity: 0, to: target, at: 0.3)
        #expect(run[run.count - 2].output.extent > 0)
        #expect(spring.position(at: run[run.count - 1].tick.targetTimestamp) <= 0)
        #expect(spring.velocity(at: run[run.count - 1].tick.targetTimestamp) < -100)
        // Much sooner than a spring toward 0 takes to come to rest.
        let crawl = SpringMotion(spring: .default, from: 206.4, velocity: 0, to: 0, at: 0.3).settleTime(displayScale: 3)
        #expect(run[run.count - 1].tick.targetTimestamp < crawl - 0.1)
        // Terminal: nothing more happens.
        #expect(engine.send(.tick(FrameTick(timestamp: 9, targetTimestamp: 9.01))).events.isEmpty)
    }

    @Test("A small drag below the smallest detent settles back and cancels the dismissal")
    func cancelledDismissal() {
        var engine = presentedCommentSheet()
        engine.drag([-50, -50], from: 0)
        engine.send(.dragEnded(velocity: 0, time: 0.02))
        let run = engine.runTicks(from: 0.02)
        let last = run[run.count - 1].output
        #expect(last.phase == .resting && last.extent == CommentSheetOnPhone.medium)
        #expect(last.events == [.settled])
        // The dismissal is cancelled on the frame the sheet first reaches its detent again.
        let cancels = run.filter { $0.output.events.contains(.dismissalCancelled) }
        #expect(cancels.count == 1 && cancels[0].output.extent >= CommentSheetOnPhone.medium - 0.5 / 3)
        #expect(run.prefix { !$0.output.events.contains(.dismissalCancelled) }.allSatisfy { $0.output.extent < CommentSheetOnPhone.medium })
    }

    @Test("A sheet that may not be dismissed resists and reports the attempt")
    func modalResistance() {
        var engine = presentedCommentSheet(allowsDismissal: false)
        var sawWillDismiss = false
        engine.send(.dragBegan(time: 0))
        for index in 1...30 {
            let output = engine.send(.dragChanged(delta: -10, time: Double(index) / 120, scroll: nil))
            sawWillDismiss = sawWillDismiss || output.events.contains(.willDismiss)
        }
        #expect(!sawWillDismiss)
        let band = RubberBand(dimension: 844)
        #expect(isClose(engine.extent, (CommentSheetOnPhone.medium - band(300)), within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: -1000, time: 0.3))
        #expect(lift.events.contains(.didAttemptToDismiss))
        #expect(lift.settleDetentIndex == 0)
        // The release velocity is the band's share of the finger's.
        #expect(isClose(lift.velocity, -1000 * band.slope(at: 300), within: 1e-9))
        let last = engine.runTicks(from: 0.3).last!.output
        #expect(last.phase == .resting && last.extent == CommentSheetOnPhone.medium && !last.events.contains(.dismissalCancelled))
    }

    @Test("A drawer presented by an edge pan: finished by a release, cancelled by a flick back")
    func interactivePresentation() {
        var opened = SheetEngine(configuration: .drawer(), container: .phonePortrait)
        #expect(opened.canBeginDrag == false)
        opened.send(.dragBegan(time: 0))
        // Content width: min(0.8 × 390, 360) = 312; no side safe area.
        for index in 1...20 { opened.send(.dragChanged(delta: 12, time: Double(index) / 120, scroll: nil)) }
        #expect(opened.extent == 240)
        let release = opened.send(.dragEnded(velocity: 800, time: 0.17))
        #expect(release.settleDetentIndex == 0 && !release.events.contains(.willDismiss))
        let settled = opened.runTicks(from: 0.17).last!.output
        #expect(settled.extent == 312 && settled.events == [.settled])

        var cancelled = SheetEngine(configuration: .drawer(), container: .phonePortrait, dismissalPermission: .denied)
        cancelled.send(.dragBegan(time: 0))
        cancelled.send(.dragChanged(delta: 100, time: 0.05, scroll: nil))
        #expect(cancelled.extent == 100)   // no resistance while presenting, even when modal
        let back = cancelled.send(.dragEnded(velocity: -900, time: 0.06))
        #expect(back.settleTarget == .hidden && back.events.isEmpty)
        #expect(cancelled.runTicks(from: 0.06).last!.output.events == [.presentationCancelled])
    }

    @Test("Reduce Motion: the presentation does not overshoot")
    func reduceMotion() {
        var configuration = SheetConfiguration.topPanel(detents: [.points(200)])
        configuration.reduceMotion = true
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: true, time: 0))
        let peak = engine.runTicks(from: 0).map(\.output.extent).max()!
        #expect(peak <= 247 + 1e-9)
        var bouncy = SheetEngine(configuration: .topPanel(detents: [.points(200)]), container: .phonePortrait)
        bouncy.send(.present(animated: true, time: 0))
        #expect(bouncy.runTicks(from: 0).map(\.output.extent).max()! > 247 + 10)
    }

    @Test("Transition duration estimates follow the springs")
    func estimatedDurations() {
        let engine = presentedCommentSheet()
        // Until the presentation spring first reaches the detent (within half a pixel).
        let presentation = SpringMotion(spring: .default, from: 0, velocity: 0, to: CommentSheetOnPhone.medium, at: 0)
        let present = engine.estimatedDuration(of: .presentation)
        #expect(presentation.position(at: present) >= CommentSheetOnPhone.medium - 0.5 / 3)
        #expect(presentation.position(at: present - 1e-5) < CommentSheetOnPhone.medium - 0.5 / 3)
        #expect(present < presentation.settleTime(displayScale: 3) - 0.2)
        let dismissal = engine.estimatedDuration(of: .dismissal)
        let spring = SpringMotion(spring: .default, from: CommentSheetOnPhone.medium, velocity: 0, to: -0.1 * CommentSheetOnPhone.medium, at: 0)
        #expect(spring.position(at: dismissal) <= 0 && spring.position(at: dismissal - 0.001) > 0)
        #expect(dismissal < spring.settleTime(displayScale: 3))
    }
}
