import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Issue 10's classes of hostile input, each pinned at its root rule (see ``InputLimits``).
@Suite("Adversarial input")
struct AdversarialInputTests {
    static func allFinite(_ output: SheetOutput) -> Bool {
        let frame = output.frame
        return [output.extent, output.velocity, output.progress, output.dimming, frame.surface.x, frame.surface.y,
                frame.surface.width, frame.surface.height, frame.content.x, frame.content.y, frame.content.width,
                frame.content.height, output.presentingEffect.scale, output.scrollPin ?? 0].allSatisfy(\.isFinite)
    }

    @Test("Integer extremes: a step of Int.max or Int.min moves to the last or first detent", arguments: [Int.max, Int.min, Int.max - 1, Int.min + 1])
    func integerExtremes(offset: Int) {
        var engine = presentedCommentSheet()
        let output = engine.send(.stepDetent(by: offset, time: 1))
        #expect(output.selectedDetentIndex == (offset > 0 ? 1 : 0))
        engine.runTicks(from: 1)
        #expect(engine.output.phase == .resting)
    }

    @Test("Lengths: subnormal and huge containers give finite outputs and bounded lengths", arguments: [Subnormal.tiny, Double.leastNonzeroMagnitude, 1e308, .greatestFiniteMagnitude, 0])
    func extremeContainers(length: Double) {
        let container = SheetContainer(size: SheetSize(width: length, height: length),
                                       safeAreaInsets: SheetInsets(top: length, left: 0, bottom: length, right: 0))
        #expect(container.size.height <= InputLimits.maximumLength && (container.size.height == 0 || container.size.height >= InputLimits.lengthResolution))
        var engine = SheetEngine(configuration: .commentSheet(), container: container)
        #expect(Self.allFinite(engine.send(.present(animated: true, time: 0))))
        #expect(engine.runTicks(from: 0).allSatisfy { Self.allFinite($0.output) })
        engine.send(.dragBegan(time: 9))
        #expect(Self.allFinite(engine.send(.dragChanged(delta: 1e308, time: 9.01,
                                                         scroll: ScrollMetrics(offset: Subnormal.tiny, contentLength: 1e308, viewportLength: Subnormal.tiny)))))
        #expect(Self.allFinite(engine.send(.dragEnded(velocity: .greatestFiniteMagnitude, time: 9.02))))
        #expect(engine.runTicks(from: 9.02).allSatisfy { Self.allFinite($0.output) })
    }

    @Test("A drag velocity is measured over at least 1 ms: samples about 1e-310 s apart give no infinity")
    func tinyTimeStep() {
        var engine = presentedCommentSheet()
        engine.send(.dragBegan(time: 1))
        let first = engine.send(.dragChanged(delta: 50, time: 1 + Subnormal.step, scroll: nil))
        #expect(first.velocity == 0 && first.extent == 556.4)
        // Once a millisecond has passed, the whole motion since the last measurement counts.
        let later = engine.send(.dragChanged(delta: 10, time: 1.002, scroll: nil))
        #expect(isClose(later.velocity, 60 / 0.002))
    }

    @Test("A relayout during the presentation never reports a rest in an output that still moves")
    func relayoutDuringPresentation() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.present(animated: true, time: 0))
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 0.1) { engine.send(.tick(tick)) }
        var raised = SheetContainer.phonePortrait
        raised.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        let output = engine.send(.updateContainer(raised))
        #expect(!output.events.contains(.settled) || output.phase == .resting)
        #expect(output.phase == .presenting || output.phase == .settling)
    }

    @Test("Old ticks: up to 0.1 s older is stale and ignored; further back starts a new clock without a jump")
    func oldTicks() {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: true, time: 10))
        let shown = engine.send(.tick(FrameTick(timestamp: 10.05, targetTimestamp: 10.0583)))
        let stale = engine.send(.tick(FrameTick(timestamp: 10, targetTimestamp: 10.0083)))
        #expect(stale.extent == shown.extent && stale.events.isEmpty)
        // The clock was reset: the motion goes on from the shown state on the new clock.
        let reset = engine.send(.tick(FrameTick(timestamp: 2, targetTimestamp: 2)))
        #expect(isClose(reset.extent, shown.extent, within: 1e-9))
        let next = engine.send(.tick(FrameTick(timestamp: 2, targetTimestamp: 2 + 1.0 / 120)))
        #expect(next.extent > reset.extent && next.extent - reset.extent < 30)
        engine.runTicks(from: 2 + 1.0 / 120)
        #expect(engine.output.extent == 776.48)
    }

    @Test("Far-future event times: the spring they start never waits for the clock to get there",
          arguments: [1e9, 1e300, Double.greatestFiniteMagnitude])
    func farFutureEvents(time: Double) {
        // Found by the long fuzz run: a release or a redirected release at a bogus far-future
        // time started its spring there without moving the clock, so the frames that followed
        // (on the real clock) were older than the spring's start and the sheet never moved.
        for redirect in [false, true] {
            var engine = presentedCommentSheet()
            engine.send(.dragBegan(time: 5))
            engine.send(.dragChanged(delta: 40, time: 5.1, scroll: nil))
            engine.send(.dragEnded(velocity: redirect ? 0 : 2000, time: redirect ? 5.2 : time))
            if redirect { engine.send(.redirectRelease(.large, time: time)) }
            engine.runTicks(from: 5.3)
            #expect(engine.phase == .resting && engine.output.extent == CommentSheetOnPhone.large, "redirect \(redirect)")
        }
    }

    @Test("A display scale of 1e300 is clamped: the presentation settles in its normal time")
    func hugeDisplayScale() {
        var normal = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        var huge = SheetContainer.phonePortrait
        huge.displayScale = 1e300
        #expect(huge.displayScale == 4)
        var scaled = SheetEngine(configuration: .commentSheet(), container: huge)
        normal.send(.present(animated: true, time: 0))
        scaled.send(.present(animated: true, time: 0))
        let normalFrames = normal.runTicks(from: 0).count
        let scaledFrames = scaled.runTicks(from: 0).count
        #expect(scaledFrames <= normalFrames + 12)   // a finer half pixel: at most 0.1 s later
        #expect(SpringMotion.restThreshold(displayScale: 0) == 0.5 / 3 && SpringMotion.restThreshold(displayScale: .nan) == 0.5 / 3)
    }

    @Test("Legal extreme springs: the duration estimate stays bounded and fast", arguments: [
        MotionSpring(response: 5, dampingRatio: 0.05), MotionSpring(response: 5, dampingRatio: 4), MotionSpring(response: 0.01, dampingRatio: 4),
        MotionSpring(response: 1e9, dampingRatio: 1e9), MotionSpring(response: .nan, dampingRatio: .nan),
    ])
    func extremeSprings(spring: MotionSpring) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.spring = spring
        configuration.presentationSpring = spring
        let engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        let clock = ContinuousClock()
        var durations: [Double] = []
        let elapsed = clock.measure {
            durations = [engine.estimatedDuration(of: .presentation), engine.estimatedDuration(of: .dismissal)]
        }
        #expect(durations.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 300 })
        #expect(elapsed < .milliseconds(200))
        #expect((MotionSpring.minimumResponse...MotionSpring.maximumResponse).contains(spring.response))
        #expect((MotionSpring.minimumDampingRatio...MotionSpring.maximumDampingRatio).contains(spring.dampingRatio))
    }

    @Test("Huge elapsed times: an underdamped spring evaluated at 1e308 s is at rest, not NaN")
    func hugeElapsed() {
        let motion = SpringMotion(spring: MotionSpring(response: 0.3, dampingRatio: 0.1), from: 0, velocity: 1e9, to: 100, at: 0)
        let far = motion.state(at: 1e308)
        #expect(far.position.isFinite && far.velocity.isFinite && isClose(far.position, 100, within: 1e-6))
        #expect(motion.state(at: -.greatestFiniteMagnitude).position == 0)
    }

    @Test("An overshoot never shows past the largest detent plus the container's length")
    func overshootBound() {
        var configuration = SheetConfiguration(detents: [.points(40)], spring: MotionSpring(response: 2, dampingRatio: 0.05))
        configuration.release = ReleasePolicy(flingVelocityThreshold: 1e9)
        let container = SheetContainer(size: SheetSize(width: 60, height: 60))
        var engine = SheetEngine(configuration: configuration, container: container)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        engine.send(.dragEnded(velocity: 10_000, time: 1))
        let bound = engine.layout.detents.largest.extent + 60
        #expect(engine.runTicks(from: 1, limit: 20).allSatisfy { $0.output.extent <= bound && $0.output.extent >= 0 })
    }
}
