import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Card zoom dismissal: settles, interruption, rotation and extreme input")
struct CardZoomDismissalMotionTests {
    typealias Fixture = CardZoomDismissalTests
    static let scene = Fixture.scene

    @Test("Interrupted: a catch while settling back, then a finish; one began, one outcome")
    func interruption() {
        var (dismissal, time) = Fixture.pulled(.pullDown, to: 30)
        #expect(dismissal.send(.dragEnded(velocity: .zero, time: time), in: Self.scene).phase == .settlingBack)
        let ticks = FrameTick.sequence(frameRate: 120, from: time, duration: 0.05)
        var before = dismissal.output(for: ticks)
        #expect(before.phase == .settlingBack && before.events.isEmpty)
        let caught = dismissal.send(.dragBegan(location: SheetPoint(x: 100, y: 100), time: ticks.last!.targetTimestamp), in: Self.scene)
        #expect(caught.events == .interrupted && caught.phase == .pulling && caught.axis == .pullDown)
        // Caught where it was shown: no jump.
        #expect(caught.appearance == before.appearance)
        var events: [TrackEvents] = []
        for step in 1...10 {
            let output = dismissal.send(.dragChanged(translation: SheetPoint(x: 40, y: 10.0 * Double(step)),
                                                     time: ticks.last!.targetTimestamp + Double(step) / 120), in: Self.scene)
            if !output.events.isEmpty { events.append(output.events) }
        }
        let end = ticks.last!.targetTimestamp + 11.0 / 120
        events.append(dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: 100), time: end), in: Self.scene).events)
        events += Fixture.settle(&dismissal, from: end).events
        #expect(events.filter { $0.contains(.finished) }.count == 1)
        #expect(!events.contains { $0.contains(.cancelled) || $0.contains(.began) })
        before = dismissal.output(for: [])
        #expect(before.phase == .dismissed)
    }

    @Test("A release stamped NaN, in the past or far in the future closes from the pulled frame, one frame at a time",
          arguments: [Double.nan, 995.0, 1e300, -Double.infinity] as [Double])
    func badReleaseTimes(releaseTime: Double) {
        // A pull of 100 pt over 1000.000 ... 1000.108 s: the close's new track must start at the
        // dismissal's own latest time, not at a raw one its fresh clock would take as it is.
        var dismissal = CardZoomDismissal()
        let start = 1000.0
        dismissal.send(.dragBegan(location: SheetPoint(x: 200, y: 400), time: start), in: Self.scene)
        for step in 1...13 {
            let along = 12 + 100 * Double(step - 1) / 12
            dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: along), time: start + Double(step) / 120), in: Self.scene)
        }
        dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: 1500), time: releaseTime), in: Self.scene)
        #expect(dismissal.phase == .closing)
        let next = dismissal.send(.tick(FrameTick(timestamp: start + 13.0 / 120, targetTimestamp: start + 14.0 / 120)), in: Self.scene)
        // One frame of a 1500 pt/s finger's edge speed is about 2 pt; a jump to the card is 263.
        #expect(next.phase == .closing && (dismissal.closeTrack.map { $0.position < 10 } ?? false))
        Fixture.settle(&dismissal, from: start + 14.0 / 120)
        #expect(dismissal.phase == .dismissed)
    }

    @Test("A close asked for at a NaN time after frames have run starts at the latest frame, not at 0")
    func nanBeginAfterFrames() {
        var dismissal = CardZoomDismissal()
        for tick in FrameTick.sequence(frameRate: 120, from: 1000, duration: 0.1) { dismissal.send(.tick(tick), in: Self.scene) }
        dismissal.send(.begin(time: .nan), in: Self.scene)
        let next = dismissal.send(.tick(FrameTick(timestamp: 1000.1, targetTimestamp: 1000.1 + 1.0 / 120)), in: Self.scene)
        #expect(next.phase == .closing && (dismissal.closeTrack.map { $0.position > 0 && $0.position < 10 } ?? false))
    }

    @Test("The pull's and the close's tracks are readable in their phases: the pull in points, the close from the pulled frame")
    func readableTracks() {
        var dismissal = CardZoomDismissal()
        #expect(dismissal.pullTrack == nil && dismissal.closeTrack == nil)
        var time: Double
        (dismissal, time) = Fixture.pulled(.pullDown, to: 100)
        let pull = dismissal.pullTrack
        #expect(pull?.phase == .tracking && pull.map { isClose($0.position, 100, within: 1e-9) } == true)
        #expect(pull?.length == CardZoomStyle.defaultPullLength && dismissal.closeTrack == nil)
        dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: 600), time: time), in: Self.scene)
        let close = dismissal.closeTrack
        // The close leaves at the speed the pull gave the frame's fastest edge.
        #expect(dismissal.pullTrack == nil && close?.phase == .settling && close?.position == 0)
        #expect(close.map { isClose($0.velocity, 600 * CardZoomStyle().pullEdgeRate(detail: Self.scene.detailFrame), within: 1e-9) } == true)
        // The pulled frame (scaled by 1 − 0.14 × 100/160 about the detail's center, y = 422)
        // to the card (y 300...700): its top edge travels the farthest, down to the card's 300.
        let scale = 1 - (1 - CardZoomStyle.defaultMinimumPullScale) * 100 / 160
        let pulledTop = 422 - 422 * scale
        #expect(close.map { isClose($0.length, 300 - pulledTop, within: 1e-6) } == true)
        Fixture.settle(&dismissal, from: time)
        #expect(dismissal.phase == .dismissed && dismissal.pullTrack == nil && dismissal.closeTrack == nil)
    }

    @Test("The close cannot be caught, and nothing is accepted after it")
    func closeIgnoresTouches() {
        var (dismissal, time) = Fixture.pulled(.pullDown, to: 120)
        dismissal.send(.dragEnded(velocity: .zero, time: time), in: Self.scene)
        let touch = dismissal.send(.dragBegan(location: SheetPoint(x: 100, y: 100), time: time + 0.05), in: Self.scene)
        #expect(touch.phase == .closing && touch.events.isEmpty)
        Fixture.settle(&dismissal, from: time)
        for input in [PanTransitionInput.begin(time: 5), .dragBegan(location: .zero, time: 5),
                      .dragChanged(translation: SheetPoint(x: 0, y: 300), time: 5.1), .dragEnded(velocity: .zero, time: 5.2)] {
            let output = dismissal.send(input, in: Self.scene)
            #expect(output.phase == .dismissed && output.events.isEmpty)
        }
    }

    @Test("Non-interactive close: began, then one finish on the card, in about 0.4 s")
    func nonInteractive() {
        var dismissal = CardZoomDismissal()
        let begin = dismissal.send(.begin(time: 1), in: Self.scene)
        #expect(begin.events == .began && begin.phase == .closing)
        #expect(begin.appearance.frame == SheetRect(size: portraitPhone.size))
        let (frames, events) = Fixture.settle(&dismissal, from: 1)
        #expect(events == [.finished])
        let finish = frames.filter { $0.value.frame == Fixture.card }.keys.min()!
        #expect(finish - 1 > 0.3 && finish - 1 < 0.45)
        let open = CardZoomStyle().makePresentationTrack(in: Self.scene).estimatedDuration()
        #expect(open > 0.35 && open < 0.45)
    }

    @Test("The close leaves at the speed the frame had under the finger: no velocity jump at the release",
          arguments: [200.0, 800, 2_000])
    func velocityCarried(fingerSpeed: Double) {
        var dismissal = CardZoomDismissal()
        dismissal.send(.dragBegan(location: SheetPoint(x: 100, y: 100), time: 0), in: Self.scene)
        // Lock, jump to 70 pt of pull, then pull at a constant `fingerSpeed` points per second.
        var time = 1.0 / 120
        dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: 12), time: time), in: Self.scene)
        var along = 82.0
        time += 1.0 / 120
        dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: along), time: time), in: Self.scene)
        var frames: [SheetRect] = []
        for _ in 1...4 {
            time += 1.0 / 120
            along += fingerSpeed / 120
            frames.append(dismissal.send(.dragChanged(translation: SheetPoint(x: 0, y: along), time: time), in: Self.scene).appearance.frame)
        }
        let pulled = frames[frames.count - 2].largestEdgeTravel(to: frames[frames.count - 1]) * 120
        #expect(isClose(pulled, fingerSpeed * CardZoomStyle().pullEdgeRate(detail: Self.scene.detailFrame), relative: 1e-9))
        let released = dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: fingerSpeed), time: time), in: Self.scene)
        #expect(released.phase == .closing)
        // The close's first instant: its fastest edge moves at the pull's speed (0.37 × the
        // finger's for the default 0.86 scale over 160 pt on a 844 pt tall detail), not at the
        // finger's own. Over 1 µs the spring's acceleration adds well under 0.1 pt/s.
        let step = 1e-6
        let next = dismissal.send(.tick(FrameTick(timestamp: time, targetTimestamp: time + step)), in: Self.scene)
        let closing = released.appearance.frame.largestEdgeTravel(to: next.appearance.frame) / step
        #expect(isClose(closing, pulled, relative: 0.002))
        #expect(isClose(pulled / fingerSpeed, 0.14 * 422 / 160, relative: 1e-9))
    }

    @Test("A pull held at its end (the finger beyond it) shows a still frame: the close starts from rest")
    func heldPullClosesFromRest() {
        var (dismissal, time) = Fixture.pulled(.pullDown, to: 400)
        let released = dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: 800), time: time), in: Self.scene)
        let step = 1e-4
        let next = dismissal.send(.tick(FrameTick(timestamp: time, targetTimestamp: time + step)), in: Self.scene)
        // From rest, the first 0.1 ms averages only half the spring's acceleration × 0.1 ms
        // (under 4 pt/s here); a carried 800 pt/s would show about 300 pt/s.
        #expect(released.appearance.frame.largestEdgeTravel(to: next.appearance.frame) / step < 5)
    }

    @Test("Settles agree at 60 Hz, 120 Hz and 120 Hz with drops, for closes and settle-backs",
          arguments: [(100.0, 300.0), (30.0, 0.0), (150.0, -900.0), (20.0, 2_000.0)])
    func frameRateIndependence(position: Double, velocity: Double) {
        var runs: [[Double: SheetRect]] = []
        for rate in comparedFrameRates {
            var (dismissal, time) = Fixture.pulled(.pullDown, to: position)
            dismissal.send(.dragEnded(velocity: SheetPoint(x: 0, y: velocity), time: time), in: Self.scene)
            runs.append(Fixture.settle(&dismissal, from: time, frameRate: rate.frameRate, dropEvery: rate.dropEvery).frames
                .mapValues(\.frame))
        }
        for component in [\SheetRect.x, \.y, \.width, \.height] {
            let (spread, common) = spreadAtCommonTimes(runs.map { $0.mapValues { $0[keyPath: component] } })
            // 60 Hz frames over 2 s (120), less the 17 that fall on every 7th 120 Hz frame.
            #expect(common == 103)
            #expect(spread < 0.01)
        }
    }

    @Test("A rotation during the close retargets at the same progress")
    func rotationDuringClose() {
        var (dismissal, time) = Fixture.pulled(.pullDown, to: 160)
        dismissal.send(.dragEnded(velocity: .zero, time: time), in: Self.scene)
        let tick = FrameTick(timestamp: time, targetTimestamp: time + 0.1)
        let portrait = dismissal.send(.tick(tick), in: Self.scene).appearance
        // The expansion from the portrait frame: its width runs from 390 × 0.86 to 350.
        let expansion = (portrait.frame.width - 350) / (390 * 0.86 - 350)
        #expect(expansion > 0.1 && expansion < 0.9)
        let landscapeCard = SheetRect(x: 247, y: 20, width: 350, height: 300)
        let landscape = CardZoomScene(container: landscapePhone, currentSource: landscapeCard, lastKnownSource: Fixture.card,
                                      sourceCornerRadius: 20)
        let rotated = dismissal.appearance(in: landscape)
        let expected = CardZoomGeometry(collapsed: landscapeCard, collapsedCornerRadius: 20,
                                        expanded: SheetRect(x: 0, y: 0, width: 844, height: 390).scaled(by: 0.86),
                                        expandedCornerRadius: 20, contentLayoutSize: SheetSize(width: 844, height: 390))
            .appearance(expansion: expansion)
        #expect(isClose(rotated.frame, expected.frame, within: 1e-6))
        #expect(isClose(rotated.contentScale, expected.contentScale, within: 1e-9))
    }

    @Test("Random gestures with extreme values: finite appearances, exactly one outcome per transition")
    func fuzz() {
        let extremes: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, subnormalTimeStep, 0]
        var rng = SeededGenerator(seed: 2026)
        for _ in 0..<1_000 {
            func value(_ range: ClosedRange<Double>) -> Double {
                Int.random(in: 0..<8, using: &rng) == 0 ? extremes.randomElement(using: &rng)! : Double.random(in: range, using: &rng)
            }
            func point(_ range: ClosedRange<Double>) -> SheetPoint { SheetPoint(x: value(range), y: value(range)) }
            let card = SheetRect(x: value(-500...500), y: value(-500...1500), width: value(0...400), height: value(0...500))
            let style = CardZoomStyle(minimumPullScale: value(0...1), pullLength: value(0...400), spring: MotionSpring(response: value(0...1),
                                      dampingRatio: value(0...3)))
            var dismissal = CardZoomDismissal(style: style, reduceMotion: Bool.random(using: &rng))
            var time = 0.0
            var open = false
            var dismissed = false
            for _ in 0..<40 {
                time += value(0...0.05)
                let scene = CardZoomScene(container: SheetContainer(size: SheetSize(width: value(0...1000), height: value(0...1000)),
                                                                    layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft),
                                          currentSource: Bool.random(using: &rng) ? card : nil, lastKnownSource: card,
                                          sourceCornerRadius: value(0...30), destinationCornerRadius: value(0...60),
                                          isDetailScrolledToTop: Bool.random(using: &rng))
                let input: PanTransitionInput
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: input = .begin(time: time)
                case 1: input = .dragBegan(location: point(-50...450), time: time)
                case 2: input = .dragChanged(translation: point(-300...300), time: time)
                case 3: input = .dragEnded(velocity: point(-3000...3000), time: time)
                case 4: input = .dragCancelled(time: time)
                default: input = .tick(FrameTick(timestamp: time - 0.008, targetTimestamp: time))
                }
                let output = dismissal.send(input, in: scene)
                let a = output.appearance
                #expect(isFinite(a.frame) && isFinite(a.contentFrame) && a.contentScale.isFinite && a.cornerRadius.isFinite)
                #expect(a.alpha >= 0 && a.alpha <= 1)
                if output.events.contains(.began) {
                    #expect(!open)
                    open = true
                }
                #expect(!dismissed || output.events.isEmpty)
                if output.events.contains(.finished) || output.events.contains(.cancelled) {
                    #expect(open && !(output.events.contains(.finished) && output.events.contains(.cancelled)))
                    open = false
                    dismissed = output.events.contains(.finished)
                }
                #expect(output.phase.isMoving || output.phase == .pulling ? open : !open)
            }
        }
    }
}

extension CardZoomDismissal {
    /// Sends `ticks` in order and returns the last output (the current state with no events
    /// when there are none).
    mutating func output(for ticks: [FrameTick], in scene: CardZoomScene = CardZoomDismissalTests.scene) -> CardZoomDismissalOutput {
        var last = CardZoomDismissalOutput(phase: phase, appearance: appearance(in: scene), events: [], axis: axis)
        for tick in ticks { last = send(.tick(tick), in: scene) }
        return last
    }
}
