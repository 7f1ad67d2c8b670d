import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Scripts of UIKit's callback orders through ``CardZoomLifecycle``: the open, pulls that
/// settle back or close, the app's dismiss and VoiceOver's escape, catches, the background,
/// teardown and rotation, each checked against the UIKit contracts by ``TransitionScript``.
@Suite("Card zoom lifecycle: open, pull, close, exactly one completion")
struct CardZoomLifecycleTests {
    static let card = CardZoomDismissalTests.card
    static let scene = CardZoomDismissalTests.scene
    typealias Script = TransitionScript<CardZoomLifecycle>

    /// A lifecycle whose open has run to its end from time 0 at 120 Hz.
    static func presented(reduceMotion: Bool = false, scene: CardZoomScene = scene) -> Script {
        var script = Script(CardZoomLifecycle(scene: scene, reduceMotion: reduceMotion))
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 2)
        #expect(script.completions == [true] && script.lifecycle.phase == .presented && script.violations.isEmpty)
        return script
    }

    /// A pull `distance` points down past the lock, from time 3 (touch-down), one event per
    /// 1/120 s, with UIKit's context handed over right after the lock.
    static func pull(_ script: inout Script, distance: Double, scene: CardZoomScene = scene,
                     start: SheetPoint = SheetPoint(x: 200, y: 400), unit: SheetPoint = SheetPoint(x: 0, y: 1)) -> Double {
        script.send { $0.handle(.pan(.began(location: start, time: 3), scene)) }
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 12 * unit.x, y: 12 * unit.y), time: 3 + 1.0 / 120), scene)) }
        #expect(script.begins == 1 && script.lifecycle.startsInteractively)
        script.start(interactive: true, at: 3 + 1.0 / 120)
        for step in 1...12 {
            let along = 12 + distance * Double(step) / 12
            script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: along * unit.x, y: along * unit.y),
                                                  time: 3 + Double(step + 1) / 120), scene)) }
        }
        return 3 + 13.0 / 120
    }

    @Test("The open runs the style's track, shows its appearance and completes once")
    func open() {
        var script = Script(CardZoomLifecycle(scene: Self.scene))
        #expect(script.lifecycle.appearance(in: Self.scene).frame == Self.card)
        script.start(interactive: false, at: 0)
        #expect(script.displayLink && script.applied == [0])
        var track = CardZoomStyle().makePresentationTrack(in: Self.scene)
        track.send(.begin(time: 0))
        var completedAt: Double?
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 2) where script.displayLink {
            script.send(.tick(tick))
            let expected = track.send(.tick(tick))
            #expect(script.lifecycle.presentedFraction == expected.progress)
            if script.completions == [true], completedAt == nil { completedAt = tick.targetTimestamp }
        }
        // Critically damped, response 0.45 s, aimed 2 % past the end: it crosses the end after
        // 0.42 s (the estimate), on the 51st frame of 1/120 s.
        #expect(completedAt.map { isClose($0, 51.0 / 120) } == true, "\(String(describing: completedAt))")
        #expect(script.applied.last == 1 && !script.displayLink && script.violations.isEmpty)
        #expect(script.lifecycle.appearance(in: Self.scene).frame == SheetRect(x: 0, y: 0, width: 390, height: 844))
        #expect(isClose(script.lifecycle.estimatedDuration, 0.419485, within: 1e-6))
    }

    @Test("Not animated: shown open at once, completed once, nothing runs")
    func openWithoutAnimation() {
        var script = Script(CardZoomLifecycle(scene: Self.scene))
        script.start(interactive: false, animated: false, at: 0)
        #expect(script.actions == [.apply(progress: 1), .completeTransition(true)])
        #expect(script.lifecycle.phase == .presented && script.lifecycle.presentedFraction == 1)
    }

    @Test("A short pull settles back: one cancelled context, then a long pull closes: one finished context",
          arguments: [(40.0, 0.0, false), (120, 0, true), (30, 900, true), (140, -900, false)])
    func pulls(distance: Double, velocity: Double, closes: Bool) {
        var script = Self.presented()
        let release = Self.pull(&script, distance: distance)
        #expect(script.lifecycle.dismissalPhase == .pulling && script.percents == [0])
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: velocity), time: release), Self.scene)) }
        script.frames(from: release, seconds: 2)
        #expect(script.completions == [true, closes] && script.violations.isEmpty, "\(script.violations)")
        #expect(script.lifecycle.phase == (closes ? .dismissed : .presented) && !script.displayLink)
        #expect(script.percents.last == (closes ? 1 : 0) && script.percents == script.percents.sorted())
        let detail = SheetRect(x: 0, y: 0, width: 390, height: 844)
        #expect(script.lifecycle.appearance(in: Self.scene).frame == (closes ? Self.card : detail))
        #expect(script.lifecycle.isEnded == closes && script.lifecycle.acceptsPan == !closes)
    }

    @Test("A side swipe from the leading edge closes, in both layout directions", arguments: ReadingDirection.allCases)
    func sideSwipe(direction: ReadingDirection) {
        var scene = Self.scene
        scene.container.layoutDirection = direction
        var script = Self.presented(scene: scene)
        let sign = direction == .leftToRight ? 1.0 : -1.0
        let start = SheetPoint(x: direction == .leftToRight ? 10 : 380, y: 400)
        let release = Self.pull(&script, distance: 150, scene: scene, start: start, unit: SheetPoint(x: sign, y: 0))
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 300 * sign, y: 0), time: release), scene)) }
        script.frames(from: release, seconds: 2)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed && script.violations.isEmpty)
    }

    @Test("A touch during the settle back catches it; the next release decides, one completion")
    func caught() {
        var script = Self.presented()
        let release = Self.pull(&script, distance: 60)
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: release), Self.scene)) }
        script.frames(from: release, seconds: 0.05)
        #expect(script.lifecycle.dismissalPhase == .settlingBack && script.lifecycle.acceptsPan && script.lifecycle.canCatch)
        let caught = script.lifecycle.appearance(in: Self.scene)
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 500), time: 3.2), Self.scene)) }
        #expect(script.lifecycle.dismissalPhase == .pulling && script.lifecycle.appearance(in: Self.scene) == caught)
        #expect(!script.displayLink && script.begins == 1 && !script.lifecycle.canCatch)
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 100), time: 3.3), Self.scene)) }
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 600), time: 3.3), Self.scene)) }
        script.frames(from: 3.3, seconds: 2)
        #expect(script.completions == [true, true] && script.violations.isEmpty)
    }

    @Test("A pull released before UIKit hands the context over: the outcome waits for it")
    func outcomeBeforeContext() {
        var script = Self.presented()
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: 3), Self.scene)) }
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 12), time: 3.01), Self.scene)) }
        script.send { $0.handle(.pan(.cancelled(time: 3.02), Self.scene)) }
        // Cancelled at the lock's position: settled back at once, before any context.
        #expect(script.begins == 1 && script.completions == [true] && script.lifecycle.dismissalPhase == .idle)
        script.start(interactive: true, at: 3.05)
        #expect(script.completions == [true, false] && script.violations.isEmpty)
        #expect(Array(script.actions.suffix(2)) == [.cancelInteractiveTransition, .completeTransition(false)])
    }

    @Test("The app's dismiss closes without a gesture; a drag still deciding is dropped")
    func appDismiss() {
        var script = Self.presented()
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: 3), Self.scene)) }
        #expect(script.lifecycle.dismissalPhase == .deciding && !script.lifecycle.startsInteractively)
        script.start(interactive: false, at: 3.01)
        #expect(script.lifecycle.dismissalPhase == .closing && script.displayLink)
        script.frames(from: 3.01, seconds: 2)
        #expect(script.completions == [true, true] && script.violations.isEmpty)
        #expect(!script.actions.contains(.finishInteractiveTransition) && script.percents.isEmpty)
        #expect(script.lifecycle.appearance(in: Self.scene).frame == Self.card)
    }

    @Test("VoiceOver's escape asks for a non-interactive dismissal only when the user may dismiss")
    func escape() {
        var script = Self.presented()
        script.requestDismissal()
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true))
        script.start(interactive: false, at: 3)
        script.frames(from: 3, seconds: 2)
        #expect(script.completions == [true, true] && script.violations.isEmpty)
    }

    /// A modal detail's pan does not begin; one that would have locked as a pull is the
    /// user's attempt to dismiss (UIPresentationController.h: `presentationControllerDidAttemptToDismiss`).
    @Test("A pan that would lock as a pull is an attempt to dismiss; a scroll or a swipe inside is not", arguments: [
        // translation, detail at its top → would pull
        (SheetPoint(x: 0, y: 14), true, true),
        (SheetPoint(x: 0, y: 14), false, false),     // the detail scrolls back up first
        (SheetPoint(x: 0, y: -14), true, false),     // scrolling down the detail
        (SheetPoint(x: 3, y: 4), true, false),       // inside the slop: nothing decided
        (SheetPoint(x: -14, y: 0), true, false),     // a leftward swipe from mid-screen
    ])
    func attemptToDismiss(translation: SheetPoint, atTop: Bool, pulls: Bool) {
        var scene = Self.scene
        scene.isDetailScrolledToTop = atTop
        let script = Self.presented(scene: scene)
        #expect(script.lifecycle.panWouldPull(start: SheetPoint(x: 200, y: 400), translation: translation, in: scene) == pulls)
        let answer = UserDismissalReport.panBegins(beginsWithoutPermission: false, wouldDismiss: pulls, reportsAttempt: pulls) { false }
        #expect(answer.calls == (pulls ? [.didAttemptToDismiss] : []))
    }

    @Test("Who may start a pan: at rest when allowed, a settle back always, never during the open or the close")
    func panPermission() {
        var script = Script(CardZoomLifecycle(scene: Self.scene))
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true))
        script.start(interactive: false, at: 0)
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true))
        script.frames(from: 0, seconds: 2)
        #expect(script.lifecycle.mayBeginPan(userMayDismiss: true) && !script.lifecycle.mayBeginPan(userMayDismiss: false))
        let release = Self.pull(&script, distance: 60)
        #expect(!script.lifecycle.mayBeginPan(userMayDismiss: true))
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: release), Self.scene)) }
        script.frames(from: release, seconds: 0.02)
        #expect(script.lifecycle.mayBeginPan(userMayDismiss: false))
        script.frames(from: release + 0.02, seconds: 2)
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        script.start(interactive: false, at: 6)
        #expect(script.lifecycle.dismissalPhase == .closing && !script.lifecycle.mayBeginPan(userMayDismiss: true))
    }

    @Test("Rotating during the open keeps its progress and lands on the new detail frame and the card's new place")
    func rotation() {
        var script = Script(CardZoomLifecycle(scene: Self.scene))
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.1)
        let before = script.lifecycle.presentedFraction
        var landscape = Self.scene
        landscape.container = landscapePhone
        landscape.currentSource = SheetRect(x: 100, y: 40, width: 300, height: 300)
        landscape.lastKnownSource = landscape.currentSource!
        script.send { $0.handle(.sceneChanged(landscape)) }
        #expect(isClose(script.lifecycle.presentedFraction, before) && script.applied.count >= 2)
        script.frames(from: 0.1, seconds: 2)
        #expect(script.completions == [true])
        #expect(script.lifecycle.appearance(in: landscape).frame == SheetRect(x: 0, y: 0, width: 844, height: 390))
        let release = Self.pull(&script, distance: 150, scene: landscape)
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 800), time: release), landscape)) }
        script.frames(from: release, seconds: 2)
        #expect(script.lifecycle.appearance(in: landscape).frame == landscape.currentSource)
    }

    @Test("The background pauses the display link and the clock; teardown cancels an open context once")
    func environment() {
        var script = Self.presented()
        let release = Self.pull(&script, distance: 60)
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: release), Self.scene)) }
        script.frames(from: release, seconds: 0.03)
        let before = script.lifecycle.appearance(in: Self.scene)
        script.send(.didEnterBackground(time: release + 0.03))
        #expect(!script.displayLink)
        script.send(.tick(FrameTick(timestamp: 50, targetTimestamp: 50.01)))
        #expect(script.lifecycle.appearance(in: Self.scene) == before)
        script.send(.willEnterForeground(time: 100))
        #expect(script.displayLink)
        script.send(.tearDown)
        #expect(script.completions == [true, false] && !script.displayLink && script.lifecycle.isEnded && script.violations.isEmpty)
        #expect(script.lifecycle.send(.dismissRequested(userMayDismiss: true)).isEmpty)
    }

    @Test("Reduce Motion: the open and the close are fades at the detail's frame")
    func reduceMotion() {
        var script = Script(CardZoomLifecycle(scene: Self.scene, reduceMotion: true))
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.1)
        let opening = script.lifecycle.appearance(in: Self.scene)
        #expect(opening.frame == SheetRect(x: 0, y: 0, width: 390, height: 844) && opening.alpha > 0 && opening.alpha < 1)
        #expect(isClose(opening.alpha, script.lifecycle.presentedFraction))
        script.frames(from: 0.1, seconds: 2)
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        script.start(interactive: false, at: 3)
        script.frames(from: 3, seconds: 0.1)
        let closing = script.lifecycle.appearance(in: Self.scene)
        #expect(closing.frame == opening.frame && isClose(closing.alpha, script.lifecycle.presentedFraction))
    }

    @Test("The card is hidden from the open's start until the close lands (review B7): a pull that settles back keeps it hidden; torn down or under Reduce Motion it shows",
          arguments: [(120.0, true), (40, false)])
    func hidesSource(distance: Double, closes: Bool) {
        var script = Script(CardZoomLifecycle(scene: Self.scene))
        #expect(!script.lifecycle.hidesSource)
        script.start(interactive: false, at: 0)
        #expect(script.lifecycle.hidesSource)
        script.frames(from: 0, seconds: 2)
        #expect(script.lifecycle.hidesSource && script.lifecycle.hidesTabBar)
        let release = Self.pull(&script, distance: distance)
        #expect(script.lifecycle.hidesSource)
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: release), Self.scene)) }
        script.frames(from: release, seconds: 2)
        #expect(script.lifecycle.hidesSource == !closes && script.lifecycle.isEnded == closes)
        #expect(script.lifecycle.hidesTabBar == !closes)
        script.send(.tearDown)
        #expect(!script.lifecycle.hidesSource)
        // Review (2026-11-27): torn down from `.presented` (the detail removed under something
        // it presented), the tab bar was given back slid out by its height (83 pt).
        #expect(!script.lifecycle.hidesTabBar && script.lifecycle.presentedFraction == 0
                && script.lifecycle.tabBarTranslation(tabBarHeight: 83) == 0)
        #expect(!Self.presented(reduceMotion: true).lifecycle.hidesSource)
    }

    @Test("The tab bar slides out with the open and back with the close", arguments: [0.0, 0.25, 1])
    func tabBar(fraction: Double) {
        var lifecycle = CardZoomLifecycle(scene: Self.scene)
        lifecycle.stage = .presenting(InteractiveTrack(length: 100))
        _ = lifecycle.send(.transition(.transitionStarted(interactive: false, animated: true, length: 0, time: 0)))
        #expect(lifecycle.tabBarTranslation(tabBarHeight: 83) == 0)
        var track = InteractiveTrack(length: 100)
        track.send(.dragBegan(time: 0))
        track.send(.dragChanged(delta: 100 * fraction, time: 0.1))
        lifecycle.stage = .presenting(track)
        #expect(isClose(lifecycle.tabBarTranslation(tabBarHeight: 83), 83 * fraction))
        // Fully up, the bar is hidden at its own place rather than left slid (review B8).
        #expect(lifecycle.hidesTabBar == (fraction == 1))
        #expect(lifecycle.tabBarTranslation(tabBarHeight: .nan) == 0 && lifecycle.tabBarTranslation(tabBarHeight: -5) == 0)
    }

    @Test("Frame-rate independence: the open lands on the same frame time at 60 Hz, 120 Hz and with drops")
    func frameRates() {
        var ends: [Double] = []
        for (rate, drop) in comparedFrameRates {
            var script = Script(CardZoomLifecycle(scene: Self.scene))
            script.start(interactive: false, at: 0)
            var end = 0.0
            for tick in FrameTick.sequence(frameRate: rate, from: 0, duration: 2, dropEvery: drop) where script.displayLink {
                script.send(.tick(tick))
                end = tick.targetTimestamp
            }
            ends.append(end)
        }
        // 51 frames at 120 Hz (0.425 s); the first 60 Hz frame at or after the crossing at
        // 0.42 s (26 frames); frame 51 is not one of the dropped (every 7th).
        #expect(isClose(ends[1], 51.0 / 120) && isClose(ends[0], 26.0 / 60) && isClose(ends[2], 51.0 / 120), "\(ends)")
    }

    @Test("Seeded random scripts: every contract holds and every context completes once", arguments: 0..<40)
    func fuzz(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var script = Script(CardZoomLifecycle(scene: Self.scene, reduceMotion: seed % 5 == 0))
        var translation = SheetPoint.zero
        let time = script.playRandomSteps(300, using: &random) { roll, time, lifecycle, random in
            switch roll {
            case 1 where lifecycle.mayBeginPan(userMayDismiss: true):
                translation = .zero
                return .pan(.began(location: SheetPoint(x: Double.random(in: 0...390, using: &random), y: 400), time: time), Self.scene)
            case 2, 3:
                translation.x += Double.random(in: -30...30, using: &random)
                translation.y += Double.random(in: -20...40, using: &random)
                return .pan(.changed(translation: translation, time: time), Self.scene)
            case 4:
                let velocity = SheetPoint(x: Double.random(in: -2000...2000, using: &random), y: Double.random(in: -2000...2000, using: &random))
                return .pan(.ended(velocity: velocity, time: time), Self.scene)
            case 6:
                var scene = Self.scene
                scene.container = Bool.random(using: &random) ? landscapePhone : portraitPhone
                scene.currentSource = Bool.random(using: &random) ? nil : Self.card
                return .sceneChanged(scene)
            default:
                return nil
            }
        } check: { lifecycle in
            let appearance = lifecycle.appearance(in: lifecycle.scene)
            #expect(isFinite(appearance.frame) && isFinite(appearance.contentFrame) && appearance.alpha.isFinite)
        }
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: time), Self.scene)) }
        script.settleAndCheckContracts(at: time)
    }
}
