import Testing
@testable import SheetKit
import SheetKitTestSupport

/// A presented style asks UIKit for its dismissal with `dismiss(animated: true)`, which UIKit
/// refuses without a call-back while another transition runs (it only logs). The adapter's
/// check a little later (`BoundPresentation.dismissalCheckDelay`, decided by
/// ``UserDismissalReport/userDismissalRefused(request:)``) tells the lifecycle
/// (``TrackTransitionEvent/transitionRefused``). Before, each style's motion waited for that
/// context for ever: the centred card and the reveal took new drags into the dead request and
/// never asked UIKit again, and refused a tap on the dimming, so the user could not close them.
@Suite("Presented styles: a dismissal UIKit refused is forgotten, and the user can dismiss again")
struct TransitionRefusalTests {
    typealias ZoomScript = CardZoomLifecycleTests.Script

    /// A finger touches a card zoom's detail at `time` and moves 12 pt down 10 ms later: the
    /// lock locks a pull, which asks UIKit for the close.
    static func lockPull(_ script: inout ZoomScript, at time: Double) {
        let scene = CardZoomLifecycleTests.scene
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: time), scene)) }
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 12), time: time + 0.01), scene)) }
    }

    @Test("Circular reveal: a pull's request refused; the pull buffered for it is dropped, a new pull asks again")
    func reveal() {
        let configuration = CircularReveal.trackConfiguration(displayScale: 3, reduceMotion: false)
        var script = TransitionScript(TrackTransitionLifecycle(configuration: configuration))
        script.send(.panBegan(time: 1))
        script.send(.panChanged(delta: 300, time: 1.1))
        #expect(script.begins == 1 && !script.lifecycle.grantsTransitionRequest(permitted: true))
        script.refuse()
        #expect(script.lifecycle.acceptsPan && script.lifecycle.grantsTransitionRequest(permitted: true))
        #expect(!script.lifecycle.startsInteractively && !script.lifecycle.isTransitionUnderWay)
        // The same finger goes on moving: nothing is asked or buffered.
        script.send(.panChanged(delta: 50, time: 1.2))
        script.send(.panEnded(velocity: 0, time: 1.3))
        #expect(script.begins == 1 && script.actions.count == 1)
        // A new pull asks again; its context shows only its own 40 points of a 400-point track.
        script.send(.panBegan(time: 2))
        script.send(.panChanged(delta: 40, time: 2.1))
        #expect(script.begins == 2 && script.lifecycle.startsInteractively)
        script.start(interactive: true, length: 400, at: 2.1)
        #expect(script.applied.last.map { isClose($0, 0.1) } == true, "\(script.applied)")
        script.send(.panEnded(velocity: 0, time: 2.2))
        script.frames(from: 2.2, seconds: 2)
        #expect(script.completions == [false] && script.violations.isEmpty, "\(script.violations)")
    }

    /// Review (2026-11-27): a router pop or tab switch that UIKit never started (it asked no
    /// animator: a pop refused while another transition runs) left the driver requested with
    /// the pan buffered; the back swipe did nothing until something else reset it. The router
    /// now refuses at once, inside the call that began it, before the pan's next event.
    @Test("A router's pop refused inside the call that asked for it: the finger's pan is dropped, the next pan asks again")
    func routerPopRefusedAtOnce() {
        var script = TransitionScript(TrackTransitionLifecycle())
        script.send(.panBegan(time: 1))
        #expect(script.begins == 1)
        script.refuse()
        script.send(.panChanged(delta: 80, time: 1.05))
        script.send(.panEnded(velocity: 900, time: 1.1))
        #expect(script.begins == 1 && !script.displayLink && script.completions.isEmpty && script.violations.isEmpty)
        script.send(.panBegan(time: 2))
        #expect(script.begins == 2 && script.lifecycle.startsInteractively)
    }

    @Test("A refusal after the context came changes nothing")
    func lateCheck() {
        var script = TransitionScript(TrackTransitionLifecycle())
        script.send(.transitionRequested(permitted: true))
        script.start(interactive: false, length: 300, at: 0)
        let before = script.actions.count
        script.send(.transitionRefused)
        #expect(script.actions.count == before && script.lifecycle.shell.isRunning)
        script.frames(from: 0, seconds: 2)
        #expect(script.completions == [true] && script.violations.isEmpty)
    }

    @Test("Centered card: a flick whose dismissal UIKit refused rests presented; a drag or a tap then dismisses",
          arguments: [true, false])
    func centeredCard(tapAfter: Bool) {
        var script = CenteredCardLifecycleTests.presented()
        script.send { $0.handle(.pan(.began(location: SheetPoint(x: 200, y: 400), time: 3))) }
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 300), time: 3.05))) }
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 2000), time: 3.1))) }
        #expect(script.begins == 1 && script.lifecycle.phase == .dismissing && script.displayLink)
        script.refuse()
        #expect(script.lifecycle.phase == .presented && !script.displayLink && script.violations.isEmpty)
        #expect(script.lifecycle.grantsTransitionRequest(permitted: true) && script.lifecycle.mayBeginPan(userMayDismiss: true))
        let resting = CenteredCardTests.frame
        let shown = script.lifecycle.appearance(contentSize: CenteredCardLifecycleTests.content, container: portraitPhone)
        #expect(shown.frame == resting && isClose(shown.translationY, 0) && isClose(shown.alpha, 1))
        if tapAfter {
            script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
            #expect(script.begins == 2)
            script.startAsAsked(at: 4)
        } else {
            let release = CenteredCardLifecycleTests.drag(&script, from: 4, by: 300)
            #expect(script.begins == 2)
            script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 2000), time: release))) }
        }
        script.frames(from: 4.2, seconds: 2)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed && script.violations.isEmpty)
    }

    @Test("Centered card: a drag that caught the drop-in and was refused leaves the card at rest, nothing moving")
    func centeredCardCaughtDropIn() {
        var script = CenteredCardLifecycleTests.caughtDuringDropIn(at: 0.2)
        #expect(script.completions == [true] && script.begins == 1)
        script.refuse()
        #expect(script.lifecycle.phase == .presented && !script.displayLink && !script.lifecycle.isMoving)
        let shown = script.lifecycle.appearance(contentSize: CenteredCardLifecycleTests.content, container: portraitPhone)
        #expect(isClose(shown.scaleX, 1) && isClose(shown.scaleY, 1) && isClose(shown.translationY, 0) && isClose(shown.alpha, 1))
        script.settleAndCheckContracts(at: 0.3)
    }

    @Test("Card zoom: a pull whose close UIKit refused rests open, the card still hidden; the same finger pulls nothing")
    func cardZoom() {
        var script = CardZoomLifecycleTests.presented()
        let scene = CardZoomLifecycleTests.scene
        Self.lockPull(&script, at: 3)
        #expect(script.begins == 1 && script.lifecycle.dismissalPhase == .pulling)
        script.refuse()
        #expect(script.lifecycle.dismissalPhase == .idle && script.lifecycle.phase == .presented)
        #expect(script.lifecycle.hidesSource && script.lifecycle.grantsTransitionRequest(permitted: true))
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 200), time: 3.1), scene)) }
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 900), time: 3.2), scene)) }
        #expect(script.begins == 1 && script.lifecycle.dismissalPhase == .idle)
        Self.lockPull(&script, at: 4)
        #expect(script.begins == 2 && script.lifecycle.startsInteractively)
        script.start(interactive: true, at: 4.01)
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 140), time: 4.1), scene)) }
        script.send { $0.handle(.pan(.ended(velocity: .zero, time: 4.1), scene)) }
        script.frames(from: 4.1, seconds: 2)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed && script.violations.isEmpty)
    }

    @Test("Card zoom: a close that ran to its end while its context was awaited, then refused, is undone: open again")
    func cardZoomClosedThenRefused() {
        var script = CardZoomLifecycleTests.presented()
        let scene = CardZoomLifecycleTests.scene
        Self.lockPull(&script, at: 3)
        script.send { $0.handle(.pan(.changed(translation: SheetPoint(x: 0, y: 200), time: 3.05), scene)) }
        script.send { $0.handle(.pan(.ended(velocity: SheetPoint(x: 0, y: 900), time: 3.1), scene)) }
        script.frames(from: 3.1, seconds: 2)
        #expect(script.begins == 1 && script.lifecycle.phase == .dismissed && !script.lifecycle.hidesSource)
        script.refuse()
        #expect(script.lifecycle.phase == .presented && !script.lifecycle.isEnded && script.lifecycle.presentedFraction == 1)
        #expect(script.lifecycle.hidesSource && !script.displayLink)
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        #expect(script.begins == 2)
        script.settleAndCheckContracts(at: 6)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed)
    }
}

/// Review (2026-11-27): the presented styles and the navigation and tab transitions never
/// started the app's alongside animations (UIViewControllerTransitionCoordinator.h: added to
/// the transition's interruptible animator), so they ran to their end at once. The shell now
/// starts them with a non-interactive, animated context; an interactive one scrubs them with
/// its percent, as a sheet's.
@Suite("Alongside animations of the shared transition shell")
struct ShellAlongsideTests {
    @Test("Started once with a non-interactive animated context, never with an interactive or unanimated one",
          arguments: [(false, true, 1), (true, true, 0), (false, false, 0)])
    func startedOnce(interactive: Bool, animated: Bool, starts: Int) {
        var script = TransitionScript(TrackTransitionLifecycle())
        if interactive {
            script.send(.panBegan(time: 0))
            script.send(.panChanged(delta: 30, time: 0.01))
        } else {
            script.send(.transitionRequested(permitted: true))
        }
        script.start(interactive: interactive, animated: animated, length: 300, at: 0.01)
        script.send(.panEnded(velocity: 2000, time: 0.02))
        script.frames(from: 0.02, seconds: 2)
        #expect(script.actions.filter { $0 == .runner(.startAlongsideAnimations) }.count == starts)
        // Before the first frame of the motion is shown.
        if starts == 1, let first = script.actions.firstIndex(of: .runner(.startAlongsideAnimations)) {
            #expect(!script.actions[..<first].contains { if case .apply = $0 { return true } else { return false } })
        }
        #expect(script.completions == [true] && script.violations.isEmpty, "\(script.violations)")
    }

    @Test("The presented styles start them with their own non-interactive contexts")
    func styles() {
        var card = CenteredCardLifecycleTests.presented()
        #expect(card.actions.filter { $0 == .runner(.startAlongsideAnimations) }.count == 1)
        card.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        card.startAsAsked(at: 4)
        #expect(card.actions.filter { $0 == .runner(.startAlongsideAnimations) }.count == 2 && card.violations.isEmpty)
    }
}
