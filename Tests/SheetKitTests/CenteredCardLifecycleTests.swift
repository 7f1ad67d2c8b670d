import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Scripts of UIKit's callback orders through ``CenteredCardLifecycle``: the drop-in, a drag
/// that catches the card during its bounce, releases that drop it out or settle it back, a
/// tap on the dimming and the app's dismiss, rotation, the background and teardown, each
/// checked against the UIKit contracts by ``TransitionScript``.
@Suite("Centered card lifecycle: drop-in, drag, drop-out, exactly one completion")
struct CenteredCardLifecycleTests {
    static let content = CenteredCardTests.content
    typealias Script = TransitionScript<CenteredCardLifecycle>
    /// The drop-in's duration for the portrait phone's card (about a second).
    static let duration = CenteredCardStyle().presentationDuration(frame: CenteredCardTests.frame, displayScale: 3)

    static func lifecycle(reduceMotion: Bool = false) -> CenteredCardLifecycle {
        CenteredCardLifecycle(contentSize: content, container: portraitPhone, reduceMotion: reduceMotion)
    }

    /// A card presented from 0 and left to rest (ticks to 2 s).
    static func presented() -> Script {
        var script = Script(lifecycle())
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 2)
        #expect(script.completions == [true] && script.lifecycle.phase == .presented && script.violations.isEmpty)
        return script
    }

    /// A vertical drag from `start` by `distance` points in 12 events of 1/120 s; UIKit's
    /// context arrives after the first event. Returns the time of the last event.
    static func drag(_ script: inout Script, from start: Double, by distance: Double) -> Double {
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: start))) }
        #expect(script.lifecycle.startsInteractively)
        script.start(interactive: true, at: start)
        for step in 1...12 {
            script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 5, y: distance * Double(step) / 12),
                                                  time: start + Double(step) / 120))) }
        }
        return start + 12.0 / 120
    }

    @Test("The drop-in completes its context once, when every spring is at rest")
    func dropIn() {
        var script = Script(Self.lifecycle())
        #expect(isClose(script.lifecycle.estimatedDuration, Self.duration))
        script.start(interactive: false, at: 0)
        var completedAt: Double?
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 2) where script.displayLink {
            script.send(.tick(tick))
            if completedAt == nil, !script.completions.isEmpty { completedAt = tick.targetTimestamp }
        }
        // The first frame at or after the drop-in's duration.
        #expect(completedAt.map { $0 >= Self.duration && $0 - Self.duration < 1.0 / 120 } == true)
        #expect(Self.duration > 1 && Self.duration < 1.1)
        #expect(script.completions == [true] && script.applied.last == 1 && !script.displayLink && script.violations.isEmpty)
        let rest = script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone)
        #expect(rest.translationY == 0 && rest.scaleX == 1 && rest.dimmingAlpha == 0.2 && rest.isPresentingTintDimmed)
    }

    @Test("A keyboard over a card at rest moves it up to the middle of what the keyboard leaves, and back when it hides (review B5)")
    func keyboard() {
        var script = Self.presented()
        script.send { $0.handle(.geometryChanged(contentSize: Self.content, container: CenteredCardTests.keyboard)) }
        let above = script.lifecycle.appearance(contentSize: Self.content, container: CenteredCardTests.keyboard)
        // Available y 67...488 above the 336 pt keyboard: centred there, as CenteredCardMetrics says.
        #expect(isClose(above.frame.y, 177.5) && above.translationY == 0 && above.scaleX == 1)
        script.send { $0.handle(.geometryChanged(contentSize: Self.content, container: portraitPhone)) }
        let below = script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone)
        #expect(isClose(below.frame.y, CenteredCardTests.frame.y))
        #expect(script.lifecycle.phase == .presented && script.completions == [true] && script.violations.isEmpty)
    }

    @Test("Not animated: at rest at once, one completion, no display link")
    func dropInWithoutAnimation() {
        var script = Script(Self.lifecycle())
        script.start(interactive: false, animated: false, at: 5)
        #expect(script.completions == [true] && !script.displayLink && script.lifecycle.phase == .presented)
        let rest = script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone)
        #expect(rest.translationY == 0 && rest.scaleY == 1 && rest.dimmingAlpha == 0.2)
        #expect(Array(script.actions.suffix(2)) == [.apply(progress: 1), .completeTransition(true)])
    }

    @Test("A drag releases: a flick down drops the card out, a slow short one settles it back",
          arguments: [(300.0, 0.0, true), (60, 0, false), (40, 900, true), (300, -900, false)])
    func release(distance: Double, velocity: Double, dismisses: Bool) {
        var script = Self.presented()
        let release = Self.drag(&script, from: 3, by: distance)
        #expect(script.lifecycle.phase == .dismissing && script.percents.last.map { isClose($0, distance / (844 - 328.5)) } == true)
        #expect(!script.lifecycle.canCatch)
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: velocity), time: release))) }
        #expect(script.lifecycle.canCatch)
        script.frames(from: release, seconds: 2)
        #expect(!script.lifecycle.canCatch)
        #expect(script.completions == [true, dismisses] && script.violations.isEmpty, "\(script.violations)")
        #expect(script.lifecycle.phase == (dismisses ? .dismissed : .presented) && !script.displayLink)
        #expect(script.percents.last == (dismisses ? 1 : 0))
    }

    /// A card whose drop-in started at 0 and a finger caught at `time`, during its bounce.
    static func caughtDuringDropIn(at time: Double) -> Script {
        var script = Script(lifecycle())
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: time)
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: time))) }
        return script
    }

    @Test("A drag during the bounce completes the presentation, carries the bounce, and a cancel waits for rest")
    func catchDuringBounce() {
        var script = Self.caughtDuringDropIn(at: 0.3)
        // The presentation's context ended at the touch; a dismissal is asked for.
        #expect(script.completions == [true] && script.begins == 1 && script.context == nil)
        #expect(Array(script.actions.suffix(3)).contains(.beginTransition))
        script.start(interactive: true, at: 0.3)
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 10), time: 0.31))) }
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: 0.31))) }
        var cancelledAt: Double?
        for tick in FrameTick.sequence(frameRate: 120, from: 0.31, duration: 2) where script.displayLink {
            script.send(.tick(tick))
            if cancelledAt == nil, script.completions.count == 2 { cancelledAt = tick.targetTimestamp }
        }
        // The track settled back long before; the context cancels when the bounce rests.
        #expect(script.completions == [true, false] && script.violations.isEmpty)
        #expect(cancelledAt.map { $0 >= Self.duration && $0 - Self.duration < 1.0 / 120 } == true, "\(String(describing: cancelledAt))")
        #expect(script.lifecycle.phase == .presented)
    }

    @Test("A new drag while a settled-back card still bounces continues the same context")
    func dragAgainBeforeRest() {
        var script = Script(Self.lifecycle())
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.2)
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: 0.2))) }
        script.start(interactive: true, at: 0.2)
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 5), time: 0.21))) }
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: 0.21))) }
        script.frames(from: 0.21, seconds: 0.3)
        #expect(script.lifecycle.card.dismissal?.phase == .cancelled && script.context == true)
        #expect(script.lifecycle.mayBeginPan(userMayDismiss: false))
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: 0.55))) }
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 200), time: 0.6))) }
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 1200), time: 0.6))) }
        script.frames(from: 0.6, seconds: 2)
        #expect(script.begins == 1 && script.completions == [true, true] && script.violations.isEmpty)
    }

    @Test("A tap on the dimming asks for a non-interactive drop-out when the user may dismiss")
    func dimmingTap() {
        var script = Self.presented()
        script.requestDismissal()
        script.start(interactive: false, at: 3)
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true))
        script.frames(from: 3, seconds: 2)
        #expect(script.completions == [true, true] && script.violations.isEmpty && script.percents.isEmpty)
        #expect(isClose(script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone).translationY, 844 - 328.5))
    }

    @Test("A tap on the dimming after a drag that settled back drops the card out (the old cancel is not reused)",
          arguments: [false, true])
    func dimmingTapAfterSettledBackDrag(layoutBeforeContext: Bool) {
        var script = Self.presented()
        let release = Self.drag(&script, from: 3, by: 30)
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: release))) }
        script.frames(from: release, seconds: 2)
        #expect(script.completions == [true, false] && script.lifecycle.phase == .presented)
        script.requestDismissal()
        // Any event before UIKit hands the context over (a layout pass) must not complete it.
        if layoutBeforeContext {
            script.send { $0.handle(.geometryChanged(contentSize: Self.content, container: portraitPhone)) }
        }
        script.start(interactive: false, at: 6)
        #expect(script.completions == [true, false] && script.displayLink)
        script.frames(from: 6, seconds: 2)
        #expect(script.completions == [true, false, true] && script.violations.isEmpty, "\(script.violations)")
        #expect(script.lifecycle.phase == .dismissed && script.applied.last == 1)
    }

    @Test("The app's dismiss drops the card out; not animated, it is gone at once")
    func appDismiss() {
        var animated = Self.presented()
        animated.start(interactive: false, at: 3)
        animated.frames(from: 3, seconds: 2)
        #expect(animated.completions == [true, true] && animated.lifecycle.isEnded && animated.violations.isEmpty)
        var instant = Self.presented()
        instant.start(interactive: false, animated: false, at: 3)
        #expect(instant.completions == [true, true] && instant.lifecycle.phase == .dismissed && !instant.displayLink)
    }

    /// Review: an upward or sideways drag on a resting card started a UIKit dismissal (and a
    /// modal card's asked the app and reported an attempt); the card drops out downward.
    @Test("Only a downward drag would start the drop-out", arguments: [
        (SheetPoint(x: 0, y: 600), true), (SheetPoint(x: 300, y: 600), true), (SheetPoint(x: 0, y: -600), false),
        (SheetPoint(x: 600, y: 0), false), (SheetPoint(x: 700, y: 600), false), (SheetPoint(x: .nan, y: 600), false),
        (SheetPoint(x: 0, y: 0), false),
    ])
    func downwardOnly(velocity: SheetPoint, dismisses: Bool) {
        let script = Self.presented()
        #expect(script.lifecycle.panWouldDismiss(velocity: velocity) == dismisses)
        #expect(!Script(Self.lifecycle()).lifecycle.panWouldDismiss(velocity: velocity))   // not presented yet
        // Over content scrolled down, the drag scrolls it back up instead.
        #expect(!script.lifecycle.panWouldDismiss(velocity: velocity, contentAtTop: false))
        // The content's scroll views wait for the card's pan exactly while it may begin.
        #expect(script.lifecycle.scrollViewsWaitForPan && !Script(Self.lifecycle()).lifecycle.scrollViewsWaitForPan)
    }

    @Test("Who may start a pan", arguments: [true, false])
    func panPermission(userMayDismiss: Bool) {
        var script = Script(Self.lifecycle())
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: userMayDismiss))
        script.start(interactive: false, at: 0)
        #expect(script.lifecycle.mayBeginPan(userMayDismiss: userMayDismiss) == userMayDismiss)
        script.frames(from: 0, seconds: 2)
        #expect(script.lifecycle.mayBeginPan(userMayDismiss: userMayDismiss) == userMayDismiss)
        script.send { $0.handle(.pan(.began(location: .zero, time: 3))) }
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true) || !userMayDismiss)
    }

    @Test("Rotating during a drag keeps the dismissal's progress on the new drop length")
    func rotation() {
        var script = Self.presented()
        _ = Self.drag(&script, from: 3, by: 103.1)
        let progress = script.lifecycle.card.dismissal!.progress
        script.send { $0.handle(.geometryChanged(contentSize: Self.content, container: landscapePhone)) }
        #expect(isClose(script.lifecycle.card.dismissal!.progress, progress))
        let card = script.lifecycle.appearance(contentSize: Self.content, container: landscapePhone)
        // Landscape: the card's top at 84.5, the drop 390 − 84.5.
        #expect(isClose(card.translationY, progress * (390 - 84.5), within: 1e-6))
    }

    @Test("The background pauses the drop-in; teardown cancels the open context once")
    func environment() {
        var script = Script(Self.lifecycle())
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.2)
        let before = script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone)
        script.send(.didEnterBackground(time: 0.2))
        #expect(!script.displayLink)
        script.send(.willEnterForeground(time: 30))
        script.send(.tick(FrameTick(timestamp: 30, targetTimestamp: 30)))
        #expect(script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone) == before)
        script.send(.tearDown)
        #expect(script.completions == [false] && !script.displayLink && script.lifecycle.isEnded && script.violations.isEmpty)
    }

    @Test("Reduce Motion: the drop-in is a fade at the card's place")
    func reduceMotion() {
        var script = Script(Self.lifecycle(reduceMotion: true))
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.1)
        let fading = script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone)
        #expect(fading.translationY == 0 && fading.scaleX == 1 && fading.alpha > 0 && fading.alpha < 1)
    }

    @Test("Seeded random scripts: every contract holds and every context completes once", arguments: 0..<40)
    func fuzz(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var script = Script(Self.lifecycle(reduceMotion: seed % 5 == 0))
        var translation = 0.0
        let time = script.playRandomSteps(300, using: &random) { roll, time, lifecycle, random in
            switch roll {
            case 1 where lifecycle.mayBeginPan(userMayDismiss: true):
                translation = 0
                return .pan(.began(location: .zero, time: time))
            case 2, 3:
                translation += Double.random(in: -30...60, using: &random)
                return .pan(.changed(translation: SheetPoint(x: 0, y: translation), time: time))
            case 4:
                let velocity = Double.random(in: -2000...2000, using: &random)
                return .pan(.ended(velocity: SheetPoint(x: 0, y: velocity), time: time))
            case 6:
                let container = Bool.random(using: &random) ? landscapePhone : portraitPhone
                return .geometryChanged(contentSize: Self.content, container: container)
            default:
                return nil
            }
        } check: { lifecycle in
            let appearance = lifecycle.appearance(contentSize: Self.content, container: lifecycle.container)
            #expect(appearance.translationY.isFinite && appearance.scaleX.isFinite && appearance.dimmingAlpha.isFinite)
        }
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: time))) }
        script.settleAndCheckContracts(at: time)
    }
}
