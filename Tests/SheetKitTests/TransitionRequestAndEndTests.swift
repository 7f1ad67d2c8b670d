import Testing
@testable import SheetKit
import SheetKitTestSupport

/// The core answers for the presented styles' adapters: whether a request without a gesture
/// (VoiceOver's escape, a tap on the dimming) asked for a dismissal (what
/// `accessibilityPerformEscape` returns), what UIKit's end of a transition means (teardown),
/// and the presenting view's tint once a centered card is gone.
@Suite("Transition requests, teardown at a transition's end, and the presenting tint")
struct TransitionRequestAndEndTests {
    static let content = CenteredCardTests.content
    typealias CardScript = TransitionScript<CenteredCardLifecycle>

    static func card() -> CardScript {
        TransitionScript(CenteredCardLifecycle(contentSize: content, container: portraitPhone))
    }

    @Test("Centered card: a request is granted only at rest, permitted, with nothing asked for or torn down")
    func centeredCardGrants() {
        var script = Self.card()
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: true))       // before the drop-in
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.2)
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: true))       // during it
        script.frames(from: 0.2, seconds: 2)
        #expect(script.lifecycle.grantsTransitionRequest(permitted: true))
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: false))      // modal in presentation
        #expect(!script.lifecycle.isTransitionUnderWay)
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        #expect(script.begins == 1 && !script.lifecycle.grantsTransitionRequest(permitted: true))  // already asked for
        // A second escape while the card leaves is taken too (VoiceOver does not pass it on).
        #expect(script.lifecycle.isTransitionUnderWay)
        script.send(.tearDown)
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: true) && script.lifecycle.isTransitionUnderWay)
    }

    @Test("Circular reveal: a request is granted while nothing has begun, permitted; not after a pan or a request")
    func revealGrants() {
        var lifecycle = TrackTransitionLifecycle(configuration: CircularReveal.trackConfiguration(displayScale: 3, reduceMotion: false))
        #expect(lifecycle.grantsTransitionRequest(permitted: true) && !lifecycle.grantsTransitionRequest(permitted: false))
        var panned = lifecycle
        _ = panned.send(.panBegan(time: 0))
        #expect(!panned.grantsTransitionRequest(permitted: true))
        #expect(lifecycle.send(.transitionRequested(permitted: true)) == [.beginTransition])
        #expect(!lifecycle.grantsTransitionRequest(permitted: true))
        #expect(lifecycle.send(.transitionRequested(permitted: true)).isEmpty)
    }

    @Test("Card zoom: a request is granted when presented and idle, permitted; not while opening or after one")
    func cardZoomGrants() {
        var script = TransitionScript(CardZoomLifecycle(scene: CardZoomLifecycleTests.scene))
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: true))
        script.start(interactive: false, at: 0)
        #expect(!script.lifecycle.grantsTransitionRequest(permitted: true))
        script.frames(from: 0, seconds: 2)
        #expect(script.lifecycle.grantsTransitionRequest(permitted: true) && !script.lifecycle.grantsTransitionRequest(permitted: false))
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        #expect(script.begins == 1 && !script.lifecycle.grantsTransitionRequest(permitted: true))
    }

    @Test("UIKit's transition ends: an incomplete presentation or a completed dismissal tears down, nothing else does",
          arguments: [true, false])
    func endEvents(completed: Bool) {
        func isTearDown(_ events: [TrackTransitionEvent]) -> Bool {
            guard events.count == 1, case .tearDown = events[0] else { return false }
            return true
        }
        #expect(isTearDown(TrackTransitionEvent.presentationTransitionDidEnd(completed: completed)) == !completed)
        #expect(TrackTransitionEvent.presentationTransitionDidEnd(completed: completed).isEmpty == completed)
        #expect(isTearDown(TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed)) == completed)
        #expect(TrackTransitionEvent.dismissalTransitionDidEnd(completed: completed).isEmpty == !completed)
    }

    @Test("A presentation UIKit ends incomplete: its open context is cancelled exactly once, the tint is given back")
    func cancelledPresentation() {
        var script = Self.card()
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 0.5)
        #expect(script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone).isPresentingTintDimmed)
        for _ in 0..<2 {
            for event in TrackTransitionEvent.presentationTransitionDidEnd(completed: false) { script.send(event) }
        }
        #expect(script.completions == [false] && !script.displayLink && script.lifecycle.isEnded && script.violations.isEmpty)
        #expect(!script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone).isPresentingTintDimmed)
    }

    @Test("The presenting tint comes back when the card is gone, animated or not", arguments: [true, false])
    func tintRestoredOnDismissal(animated: Bool) {
        var script = Self.card()
        script.start(interactive: false, at: 0)
        script.frames(from: 0, seconds: 2)
        #expect(script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone).isPresentingTintDimmed)
        script.send { $0.handle(.dismissRequested(userMayDismiss: true)) }
        script.start(interactive: false, animated: animated, at: 3)
        script.frames(from: 3, seconds: 2)
        #expect(script.completions == [true, true] && script.lifecycle.phase == .dismissed)
        #expect(!script.lifecycle.appearance(contentSize: Self.content, container: portraitPhone).isPresentingTintDimmed)
        // A completed dismissal's teardown changes nothing more.
        for event in TrackTransitionEvent.dismissalTransitionDidEnd(completed: true) { script.send(event) }
        #expect(script.completions == [true, true] && script.violations.isEmpty)
    }
}
