import Testing
import SheetKitTestSupport
@testable import SheetKit

@Suite("Sheet engine")
struct SheetEngineTests {
    static let medium = 506.4
    static let large = 776.48

    @Test("An animated presentation completes when it first reaches its detent and rests on the settle frame")
    func presentation() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        let first = engine.send(.present(animated: true, time: 1))
        #expect(first.phase == .presenting && first.extent == 0 && first.settleTarget == .detent(0))
        let spring = SpringMotion(spring: .default, from: 0, velocity: 0, to: Self.medium, at: 1)
        let settleTime = spring.settleTime(displayScale: 3)
        let run = engine.runTicks(from: 1)
        let last = run[run.count - 1]
        #expect(last.output.phase == .resting)
        #expect(last.output.extent == Self.medium)
        #expect(last.output.events == [.settled])   // no detentChanged on the first rest
        // The settle frame is the first frame shown at or after the exact settle time.
        #expect(last.tick.targetTimestamp >= settleTime)
        #expect(run[run.count - 2].tick.targetTimestamp < settleTime)
        // Every earlier frame is the exact spring. The presentation completes on the first
        // frame at or past the detent (within half a pixel): from then on it is a settle.
        let arrival = spring.firstArrival(at: Self.medium, tolerance: 0.5 / 3, within: settleTime)!
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

    @Test("The release continues with the exact extent and velocity at lift")
    func releaseContinuity() {
        var engine = presentedCommentSheet()
        let dragged = engine.drag([-30, -30, -30], from: 0)
        #expect(isClose(dragged.extent, Self.medium - 90, within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: -300, time: 0.025))
        #expect(lift.velocity == -300)
        #expect(lift.extent == dragged.extent)
        #expect(lift.events.contains(.willDismiss) == false)  // sent while dragging
        // Not a flick, and 416.4 − 29.7 > 253.2 → back to medium; the spring starts at the lift time.
        #expect(lift.settleTarget == .detent(0))
        let spring = SpringMotion(spring: .default, from: dragged.extent, velocity: -300, to: Self.medium, at: 0.025)
        for tick in FrameTick.sequence(frameRate: 120, from: 0.025, duration: 0.05) {
            let output = engine.send(.tick(tick))
            #expect(isClose(output.extent, spring.position(at: tick.targetTimestamp), within: 1e-9))
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
                #expect(output.extent < Self.medium)
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
        let target = -0.1 * Self.medium
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
        #expect(last.phase == .resting && last.extent == Self.medium)
        #expect(last.events == [.settled])
        // The dismissal is cancelled on the frame the sheet first reaches its detent again.
        let cancels = run.filter { $0.output.events.contains(.dismissalCancelled) }
        #expect(cancels.count == 1 && cancels[0].output.extent >= Self.medium - 0.5 / 3)
        #expect(run.prefix { !$0.output.events.contains(.dismissalCancelled) }.allSatisfy { $0.output.extent < Self.medium })
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
        #expect(isClose(engine.extent, (Self.medium - band(300)), within: 1e-9))
        let lift = engine.send(.dragEnded(velocity: -1000, time: 0.3))
        #expect(lift.events.contains(.didAttemptToDismiss))
        #expect(lift.settleTarget == .detent(0))
        // The release velocity is the band's share of the finger's.
        #expect(isClose(lift.velocity, -1000 * band.slope(at: 300), within: 1e-9))
        let last = engine.runTicks(from: 0.3).last!.output
        #expect(last.phase == .resting && last.extent == Self.medium && !last.events.contains(.dismissalCancelled))
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
        #expect(shown > Self.medium + 20 && shown < Self.large)
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
        let expectedExtents = [Self.large, Self.large, Self.large - 15, Self.large - 40, Self.large - 10, Self.large]
        for (output, expected) in zip(outputs, expectedExtents) {
            #expect(isClose(output.extent, expected, within: 1e-9))
        }
        let next = engine.send(.dragChanged(delta: 30, time: 0.06, scroll: list()))
        #expect(next.scrollPin == 50 && next.extent == Self.large)
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

    @Test("Programmatic detent changes use the same spring and report the change on rest")
    func programmaticSelection() {
        var engine = presentedCommentSheet()
        let start = engine.send(.selectDetent(.large, animated: true, time: 1))
        #expect(start.phase == .settling && start.settleTarget == .detent(1) && start.selectedDetentIndex == 1)
        let spring = SpringMotion(spring: .default, from: Self.medium, velocity: 0, to: Self.large, at: 1)
        let run = engine.runTicks(from: 1)
        #expect(isClose(run[0].output.extent, spring.position(at: run[0].tick.targetTimestamp), within: 1e-9))
        #expect(run.last!.output.events == [.settled, .detentChanged])
        #expect(engine.send(.selectDetent("unknown", animated: true, time: 3)).phase == .resting)
        let jump = engine.send(.selectDetent(.medium, animated: false, time: 3))
        #expect(jump.extent == Self.medium && jump.events == [.targetDetentChanged, .settled, .detentChanged])
        // Accessibility steps: up, then nothing beyond the ends.
        #expect(engine.send(.stepDetent(by: 1, time: 4)).settleTarget == .detent(1))
        engine.runTicks(from: 4)
        #expect(engine.send(.stepDetent(by: 1, time: 6)).phase == .resting)
        #expect(engine.send(.stepDetent(by: -5, time: 6)).settleTarget == .detent(0))
    }

    @Test("Dimming taps: dismiss, collapse, or report an attempt")
    func dimmingTaps() {
        var dismissing = presentedCommentSheet()
        let tap = dismissing.send(.dimmingTapped(time: 0))
        #expect(tap.phase == .dismissing && tap.events == [.willDismiss])
        #expect(dismissing.canBeginDrag == false)
        #expect(dismissing.send(.dragBegan(time: 0.01)).phase == .dismissing)
        #expect(dismissing.runTicks(from: 0).last!.output.events == [.dismissed])

        var modal = presentedCommentSheet(allowsDismissal: false)
        #expect(modal.send(.dimmingTapped(time: 0)).events == [.didAttemptToDismiss])
        #expect(modal.send(.requestDismissal(time: 0)).events == [.didAttemptToDismiss])
        #expect(modal.send(.dismiss(animated: false, time: 0)).events == [.willDismiss, .dismissed])

        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = .collapse
        var collapsing = SheetEngine(configuration: configuration, container: .phonePortrait)
        collapsing.send(.present(animated: false, time: 0))
        collapsing.send(.selectDetent(.large, animated: false, time: 0))
        #expect(collapsing.send(.dimmingTapped(time: 0)).settleTarget == .detent(0))
        collapsing.runTicks(from: 0)
        #expect(collapsing.send(.dimmingTapped(time: 2)).phase == .dismissing)

        configuration.dimmingTapAction = .none
        var inert = SheetEngine(configuration: configuration, container: .phonePortrait)
        inert.send(.present(animated: false, time: 0))
        #expect(inert.send(.dimmingTapped(time: 0)).phase == .resting)
    }

    @Test("Rotation keeps the selected detent; the keyboard raises the sheet to its detent")
    func relayout() {
        var engine = presentedCommentSheet()
        let landscape = SheetContainer(size: SheetSize(width: 844, height: 390),
                                       safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47))
        let rotated = engine.send(.updateContainer(landscape))
        // 0.6 × 390 = 234 and 0.92 × 390 = 358.8, max = 390 − 10 = 380.
        #expect(isClose(rotated.extent, 234, within: 1e-9) && rotated.selectedDetentIndex == 0 && rotated.phase == .resting)
        let back = engine.send(.updateContainer(.phonePortrait))
        #expect(back.extent == Self.medium)

        var keyboard = SheetContainer.phonePortrait
        keyboard.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        let raised = engine.send(.updateContainer(keyboard))
        // Max extent 844 − 336 − 47 − 10 = 451: both detents clamp and merge into one, so
        // there is no larger keyboard detent to rise to; the resting sheet moves at once.
        #expect(raised.phase == .resting && raised.events.isEmpty && raised.selectedDetentIndex == 0)
        #expect(isClose(raised.extent, 451, within: 1e-9))
        #expect(engine.layout.frame(forExtent: raised.extent).content.maxY == 844 - 336)
    }

    @Test("The keyboard detent is chosen when there is room")
    func keyboardDetent() {
        var engine = presentedCommentSheet()
        var keyboard = SheetContainer.phonePortrait
        keyboard.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 100, right: 0)
        // Max extent 844 − 100 − 57 = 687: medium 506.4 stays, large clamps to 687.
        let raised = engine.send(.updateContainer(keyboard))
        #expect(raised.selectedDetentIndex == 1 && raised.settleTarget == .detent(1))
        let last = engine.runTicks(from: 0).last!.output
        #expect(last.extent == 687)
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
        #expect(release.settleTarget == .detent(0) && !release.events.contains(.willDismiss))
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
        #expect(limited.allSatisfy { $0.extent.isFinite && $0.extent < Self.large + 844 } && limited.last?.phase == .resting)
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
        #expect(peak < 844 && peak > Self.large)
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
        #expect(engine.extent == Self.large)
    }

    @Test("The resting frame in a rotated container is the selected detent's, by identifier")
    func restingFrameAfterRotation() {
        var engine = presentedCommentSheet()
        let landscape = SheetContainer(size: SheetSize(width: 844, height: 390),
                                       safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Medium is 60 % of the 390 pt height: 234 pt, the content flush with the bottom edge.
        #expect(engine.restingFrame(in: landscape).content == SheetRect(x: 0, y: 156, width: 844, height: 234))
        engine.send(.selectDetent(.large, animated: false, time: 0))
        // Large is 92 %: 358.8 pt, below the 380 pt maximum (390 − 0 top inset − 10 reveal).
        let large = engine.restingFrame(in: landscape).content
        #expect(isClose(large.height, 358.8, within: 1e-9) && isClose(large.y, 390 - 358.8, within: 1e-9))
        // Nothing changed in the engine itself.
        #expect(engine.extent == Self.large && engine.layout.container == .phonePortrait)
    }

    @Test("Configuration updates: detents change at once, or on the spring when animated")
    func configurationUpdates() {
        var engine = presentedCommentSheet()
        var configuration = engine.configuration
        configuration.detents = [.fraction(0.5, identifier: .medium), .fraction(0.92, identifier: .large)]
        let instant = engine.send(.updateConfiguration(configuration, animated: false, time: 1))
        #expect(instant.phase == .resting && instant.extent == 422)
        configuration.detents = [.fraction(0.7, identifier: .medium), .fraction(0.92, identifier: .large)]
        let animated = engine.send(.updateConfiguration(configuration, animated: true, time: 2))
        #expect(animated.phase == .settling && animated.extent == 422 && animated.settleTarget == .detent(0))
        let last = engine.runTicks(from: 2).last!.output
        #expect(isClose(last.extent, 590.8, within: 1e-9) && last.events == [.settled])
        // A detent that disappears hands the selection to the nearest one.
        configuration.detents = [.fraction(0.3, identifier: "low"), .fraction(0.92, identifier: .large)]
        let moved = engine.send(.updateConfiguration(configuration, animated: false, time: 5))
        #expect(moved.events.contains(.targetDetentChanged) && moved.selectedDetentIndex == 1)
    }

    @Test("Transition duration estimates follow the springs")
    func estimatedDurations() {
        let engine = presentedCommentSheet()
        // Until the presentation spring first reaches the detent (within half a pixel).
        let presentation = SpringMotion(spring: .default, from: 0, velocity: 0, to: Self.medium, at: 0)
        let present = engine.estimatedDuration(of: .presentation)
        #expect(presentation.position(at: present) >= Self.medium - 0.5 / 3)
        #expect(presentation.position(at: present - 1e-5) < Self.medium - 0.5 / 3)
        #expect(present < presentation.settleTime(displayScale: 3) - 0.2)
        let dismissal = engine.estimatedDuration(of: .dismissal)
        let spring = SpringMotion(spring: .default, from: Self.medium, velocity: 0, to: -0.1 * Self.medium, at: 0)
        #expect(spring.position(at: dismissal) <= 0 && spring.position(at: dismissal - 0.001) > 0)
        #expect(dismissal < spring.settleTime(displayScale: 3))
    }
}
