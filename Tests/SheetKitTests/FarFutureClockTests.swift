import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The styles' time-driven values follow the engine's clock rule: an event at a bogus
/// far-future time never starts a motion after the clock, and the frames on the real clock
/// that follow (or a clock that goes back) continue from what is shown, never frozen, never
/// jumping.
@Suite("Far-future and backward clocks in the styles: nothing freezes, nothing jumps")
struct FarFutureClockTests {
    static let content = CenteredCardTests.content
    static let bogusTimes = [1e9, 1e300, Double.greatestFiniteMagnitude]

    @Test("Card press: a touch-down at a far-future time shrinks on the real clock's frames and fires once, a shrink later",
          arguments: bogusTimes)
    func pressAtFarFutureTime(time: Double) {
        var press = CardPressFeedback()
        press.send(.touchDown(time: time))
        #expect(press.now == min(time, InputLimits.maximumEventTime) && press.scale == 1)
        // The first real frame restarts the clock: the shrink starts there, from 1.
        let first = press.send(.tick(FrameTick(timestamp: 0.1, targetTimestamp: 0.1)))
        #expect(first.scale == 1 && press.now == 0.1 && first.isAnimating)
        press.send(.touchUp(time: 0.15))
        var fires: [Double] = []
        var scales: [Double] = []
        for tick in FrameTick.sequence(frameRate: 120, from: 0.1, duration: 0.5) {
            let output = press.send(.tick(tick))
            scales.append(output.scale)
            if let fire = output.fireTime { fires.append(fire) }
        }
        #expect(fires.count == 1 && isClose(fires[0], 0.1 + CardPressFeedback.defaultShrinkDuration, within: 1e-12))
        #expect(scales[0] < 1 && scales[0] > CardPressFeedback.defaultPressedScale)
    }

    @Test("Card press: a clock that goes back mid-shrink goes on from the scale shown and fires when the rest has run")
    func pressClockGoesBack() {
        var press = CardPressFeedback()
        press.send(.touchDown(time: 5))
        press.send(.touchUp(time: 5.01))
        let shown = press.send(.tick(FrameTick(timestamp: 5.04, targetTimestamp: 5.05)))
        // Within the event lag a frame is stale: nothing changes.
        #expect(press.send(.tick(FrameTick(timestamp: 4.96, targetTimestamp: 4.96))) == shown)
        let restarted = press.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.001)))
        #expect(restarted.scale == shown.scale && restarted.fireTime == nil && press.now == 0.001)
        var fire: Double?
        for tick in FrameTick.sequence(frameRate: 120, from: 0.001, duration: 0.3) where fire == nil {
            fire = press.send(.tick(tick)).fireTime
        }
        // 0.05 s of the 0.2 s shrink had shown: the rest, 0.15 s, runs on the new clock.
        #expect(isClose(fire ?? 0, 0.151, within: 1e-12))
    }

    @Test("Centered card: a clock that goes back during the drop-in goes on from what is shown")
    func dropInClockGoesBack() {
        var reference = CenteredCardTransition()
        var card = CenteredCardTransition()
        reference.send(.present(time: 0), contentSize: Self.content, container: portraitPhone)
        card.send(.present(time: 0), contentSize: Self.content, container: portraitPhone)
        var shown: CenteredCardOutput?
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 0.1) {
            reference.send(.tick(tick), contentSize: Self.content, container: portraitPhone)
            shown = card.send(.tick(tick), contentSize: Self.content, container: portraitPhone)
        }
        let restarted = card.send(.tick(FrameTick(timestamp: -50, targetTimestamp: -50)), contentSize: Self.content, container: portraitPhone)
        #expect(isClose(restarted.appearance.translationY, shown?.appearance.translationY ?? 0, within: 1e-9))
        #expect(isClose(restarted.appearance.scaleY, shown?.appearance.scaleY ?? 0, within: 1e-12) && card.now == -50 && restarted.isMoving)
        let shift = reference.now + 50
        var presented = 0
        for tick in FrameTick.sequence(frameRate: 120, from: -50, duration: 2) {
            let moved = card.send(.tick(tick), contentSize: Self.content, container: portraitPhone)
            let expected = reference.send(.tick(FrameTick(timestamp: tick.timestamp + shift, targetTimestamp: tick.targetTimestamp + shift)),
                                          contentSize: Self.content, container: portraitPhone)
            #expect(isClose(moved.appearance.translationY, expected.appearance.translationY, within: 1e-6))
            if moved.events.contains(.presented) { presented += 1 }
        }
        #expect(presented == 1 && card.isPresented)
    }

    @Test("Centered card: a release at a far-future time settles on the real clock's frames from the release, once",
          arguments: bogusTimes)
    func releaseAtFarFutureTime(time: Double) {
        var card = CenteredCardTransitionTests.presented()
        let pulled = CenteredCardTransitionTests.dragged(&card, by: 100)
        let released = card.send(.dragEnded(velocityY: 0, time: time), contentSize: Self.content, container: portraitPhone)
        #expect(card.now == min(time, InputLimits.maximumEventTime))
        #expect(released.appearance.translationY == pulled.appearance.translationY && released.isMoving)
        var outcomes: [SheetEvents] = []
        var translations: [Double] = []
        for tick in FrameTick.sequence(frameRate: 120, from: 3.2, duration: 2) {
            let output = card.send(.tick(tick), contentSize: Self.content, container: portraitPhone)
            translations.append(output.appearance.translationY)
            outcomes.append(output.events.intersection([.dismissed, .dismissalCancelled]))
        }
        // The first frame shows the release state; the card goes back to its place, once.
        #expect(translations[0] == pulled.appearance.translationY && translations[1] < translations[0])
        #expect(outcomes.filter { !$0.isEmpty } == [.dismissalCancelled] && translations.last == 0)
    }

    @Test("Pausing clock: a resume at a far-future time takes out at most the bounded time away; later times stay distinct",
          arguments: bogusTimes)
    func farFutureResume(time: Double) {
        var clock = PausingClock()
        clock.pause(at: 5)
        clock.resume(at: time)
        #expect(clock.offset == InputLimits.maximumEventTime - 5)
        #expect(clock.lifecycleTime(6.008) - clock.lifecycleTime(6) > 0.0079)
        // A second bogus pause far back, resumed far ahead: the total stays bounded.
        clock.pause(at: -time)
        clock.resume(at: time)
        #expect(clock.offset == PausingClock.maximumOffset)
        #expect(clock.lifecycleTime(6.008) - clock.lifecycleTime(6) > 0.0079)
    }

    @Test("A circular reveal resumed from the background at a far-future time goes on from where it stopped and completes once",
          arguments: bogusTimes)
    func revealResumedFarAhead(time: Double) {
        var script = TransitionScript(TrackTransitionLifecycle(configuration: CircularReveal.trackConfiguration(displayScale: 3, reduceMotion: false)))
        script.start(interactive: false, length: 900, at: 0)
        script.frames(from: 0, seconds: 0.05)
        let stopped = script.applied.last ?? 0
        script.send(.didEnterBackground(time: 0.05))
        script.send(.willEnterForeground(time: time))
        script.frames(from: 0.06, seconds: 3)
        let after = script.applied.drop { $0 != stopped }.dropFirst()
        #expect(stopped > 0 && stopped < 1 && (after.first ?? 1) - stopped < 0.1)
        #expect(script.completions == [true] && script.violations.isEmpty && !script.displayLink)
    }
}
