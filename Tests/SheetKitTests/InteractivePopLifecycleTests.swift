import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Scripts of an interactive pop through ``TrackTransitionLifecycle`` as the navigation
/// router drives it: the flags the adapter reads (``TrackTransitionLifecycle/startsInteractively``
/// for the interaction controller, ``TrackTransitionLifecycle/canCatch`` for a touch during the
/// settle), a pop the system cancels, and settles interrupted once and twice, each ending
/// with exactly one completion and nothing after it.
@Suite("Interactive pop lifecycle")
struct InteractivePopLifecycleTests {
    typealias Player = TrackTransitionLifecycleTests.Player

    /// A player whose pan began a pop and whose context UIKit handed over at `time`.
    static func startedPop(time: Double = 0.02) -> Player {
        var player = Player()
        player.interactive = true
        player.send(.panBegan(time: 0))
        player.send(.transitionStarted(interactive: true, animated: true, length: phoneWidth, time: time))
        return player
    }

    @Test("The interaction controller is vended only for a transition a pan began, until UIKit starts it")
    func startsInteractively() {
        var programmatic = TrackTransitionLifecycle()
        #expect(!programmatic.startsInteractively && !programmatic.canCatch)
        _ = programmatic.send(.transitionStarted(interactive: false, animated: true, length: phoneWidth, time: 0))
        #expect(!programmatic.startsInteractively && !programmatic.canCatch)   // settling, but no finger may catch it

        var popped = TrackTransitionLifecycle()
        #expect(popped.send(.panBegan(time: 0)) == [.beginTransition])
        #expect(popped.startsInteractively && !popped.canCatch)
        _ = popped.send(.transitionStarted(interactive: true, animated: true, length: phoneWidth, time: 0.01))
        #expect(!popped.startsInteractively && !popped.canCatch)               // the finger is down
        _ = popped.send(.panChanged(delta: 150, time: 0.05))
        _ = popped.send(.panEnded(velocity: 300, time: 0.05))
        #expect(popped.canCatch)                                               // settling: a touch catches it
        for tick in FrameTick.sequence(frameRate: 120, from: 0.05, duration: 2) where !popped.isEnded {
            _ = popped.send(.tick(tick))
        }
        #expect(popped.isEnded && !popped.canCatch && !popped.startsInteractively)
    }

    @Test("The system cancels the pan before and after the context: the pop is cancelled once", arguments: [true, false])
    func systemCancel(beforeContext: Bool) {
        var player = Player()
        player.interactive = true
        player.send(.panBegan(time: 0))
        player.send(.panChanged(delta: 60, time: 0.01))
        if beforeContext { player.send(.panCancelled(time: 0.015)) }
        player.send(.transitionStarted(interactive: true, animated: true, length: phoneWidth, time: 0.02))
        player.send(.panChanged(delta: 200, time: 0.03))                   // ignored once cancelled
        if !beforeContext { player.send(.panCancelled(time: 0.03)) }
        player.frames(from: 0.03, seconds: 2)
        #expect(player.completions == [false] && player.violations.isEmpty, "\(player.violations)")
        #expect(player.actions.suffix(2) == [.cancelInteractiveTransition, .completeTransition(false)])
        #expect(player.lifecycle.track.position == 0)
        // Nothing after the completion: a late release, ticks, a teardown.
        let after = player.actions.count
        player.send(.panEnded(velocity: 2_000, time: 2.1))
        player.send(.tick(FrameTick(timestamp: 2.2, targetTimestamp: 2.21)))
        player.send(.tearDown)
        #expect(player.actions.count == after && player.completions == [false])
    }

    @Test("A pop released toward the end is caught twice and cancelled: one completion", arguments: [60.0, 120.0])
    func caughtTwice(frameRate: Double) {
        var player = Self.startedPop()
        player.send(.panChanged(delta: 280, time: 0.1))
        player.send(.panEnded(velocity: 600, time: 0.1))                   // heads for the end
        var time = 0.1
        for catchTime in [0.16, 0.3] {
            for tick in FrameTick.sequence(frameRate: frameRate, from: time, duration: catchTime - time) where player.displayLink {
                player.send(.tick(tick))
            }
            #expect(player.lifecycle.canCatch && player.completions.isEmpty)
            let caught = player.lifecycle.track.position
            player.send(.panBegan(time: catchTime))
            #expect(!player.displayLink && player.lifecycle.track.position == caught && !player.lifecycle.canCatch)
            player.send(.panChanged(delta: -40, time: catchTime + 0.02))
            player.send(.panEnded(velocity: catchTime < 0.2 ? 400 : -900, time: catchTime + 0.02))
            time = catchTime + 0.02
        }
        player.frames(from: time, seconds: 2)
        #expect(player.completions == [false] && player.violations.isEmpty, "\(player.violations)")
        #expect(player.actions.filter { $0 == .beginTransition }.count == 1)
    }

    @Test("Released past half and slowly, the pop finishes exactly at the end once")
    func slowPastHalf() {
        var player = Self.startedPop()
        for step in 1...20 {
            player.send(.panChanged(delta: 11, time: 0.02 + Double(step) / 60))
        }
        player.send(.panEnded(velocity: 40, time: 0.02 + 20.0 / 60))
        #expect(player.lifecycle.track.output.heading == .end)
        player.frames(from: 0.36, seconds: 2)
        #expect(player.completions == [true] && player.violations.isEmpty)
        #expect(player.actions.suffix(3) == [.updateInteractiveTransition(1), .finishInteractiveTransition, .completeTransition(true)])
    }
}
