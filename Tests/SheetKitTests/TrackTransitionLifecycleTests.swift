import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Scripts of UIKit's transition orders through ``TrackTransitionLifecycle`` (a push or pop
/// animator, an interactive pop), checking on every action: one completion per context,
/// finish or cancel first when interactive, the display link running exactly while the track
/// moves.
@Suite("Track transition lifecycle")
struct TrackTransitionLifecycleTests {
    /// Performs actions and checks the contracts.
    struct Player {
        var lifecycle = TrackTransitionLifecycle()
        var actions: [TrackTransitionAction] = []
        var violations: [String] = []
        var displayLink = false
        var completions: [Bool] = []
        var interactiveEnd: TrackTransitionAction?
        var interactive = false
        var began = 0

        mutating func send(_ event: TrackTransitionEvent) {
            lifecycle.handle(event)
            while let action = lifecycle.nextAction() {
                actions.append(action)
                switch action {
                case .runner(.startDisplayLink):
                    if displayLink { violations.append("started twice") }
                    displayLink = true
                case .runner(.stopDisplayLink):
                    if !displayLink { violations.append("stopped twice") }
                    displayLink = false
                case .runner(.finishInteractiveTransition), .runner(.cancelInteractiveTransition):
                    if !interactive || interactiveEnd != nil { violations.append("\(action) out of place") }
                    interactiveEnd = action
                case .runner(.completeTransition(let finished)):
                    if !completions.isEmpty { violations.append("completed twice") }
                    if interactive, interactiveEnd != (finished ? .finishInteractiveTransition : .cancelInteractiveTransition) {
                        violations.append("completed without \(finished ? "finish" : "cancel")")
                    }
                    completions.append(finished)
                case .runner(.updateInteractiveTransition):
                    if !interactive { violations.append("update while not interactive") }
                case .runner(.startAlongsideAnimations):
                    if interactive { violations.append("alongside animations started in an interactive context") }
                case .runner(.pauseInteractiveTransition):
                    violations.append("\(action): a track pauses no context")
                case .beginTransition: began += 1
                case .apply(let progress):
                    if !(0...1).contains(progress) { violations.append("progress \(progress)") }
                }
            }
            if displayLink != (lifecycle.track.output.isMoving && !lifecycle.isEnded && !paused) {
                violations.append("display link \(displayLink) after \(event)")
            }
        }

        var paused = false

        mutating func frames(from start: Double, seconds: Double) {
            for tick in FrameTick.sequence(frameRate: 120, from: start, duration: seconds) where displayLink {
                send(.tick(tick))
            }
        }
    }

    @Test("A request that is not a pan begins the transition only when permitted and nothing began",
          arguments: [(true, 1), (false, 0)])
    func requested(permitted: Bool, begins: Int) {
        var player = Player()
        player.send(.transitionRequested(permitted: permitted))
        player.send(.transitionRequested(permitted: permitted))   // asked twice: UIKit is asked once
        #expect(player.began == begins && player.actions.count == begins && player.violations.isEmpty)
        guard permitted else { return }
        // UIKit starts it as an animation, not interactive (no pan is buffered).
        #expect(!player.lifecycle.startsInteractively)
        player.send(.transitionStarted(interactive: false, animated: true, length: 390, time: 0))
        player.send(.transitionRequested(permitted: true))          // while running: nothing more
        player.frames(from: 0, seconds: 2)
        #expect(player.began == 1 && player.completions == [true] && player.violations.isEmpty)
    }

    @Test("A push animator: the track runs to its end and completes once")
    func push() {
        var player = Player()
        player.send(.transitionStarted(interactive: false, animated: true, length: 390, time: 0))
        #expect(player.displayLink)
        player.frames(from: 0, seconds: 2)
        #expect(player.completions == [true] && player.actions.last == .completeTransition(true) && player.violations.isEmpty)
        #expect(player.actions.contains(.apply(progress: 1)) && player.began == 0)
    }

    @Test("An interactive pop: the pan begins it, is buffered until the context, and a release decides", arguments: [
        (200.0, 100.0, true), (100, 0, false), (80, 900, true), (300, -900, false),
    ])
    func interactivePop(distance: Double, velocity: Double, finishes: Bool) {
        var player = Player()
        player.interactive = true
        player.send(.panBegan(time: 0))
        #expect(player.began == 1)
        player.send(.panChanged(delta: 10, time: 0.01))       // before UIKit's context
        player.send(.transitionStarted(interactive: true, animated: true, length: 390, time: 0.02))
        #expect(player.lifecycle.track.position == 10)
        player.send(.panChanged(delta: distance - 10, time: 0.1))
        player.send(.panEnded(velocity: velocity, time: 0.1))
        player.frames(from: 0.1, seconds: 2)
        #expect(player.completions == [finishes] && player.violations.isEmpty, "\(player.violations)")
        let percents = player.actions.compactMap { if case .runner(.updateInteractiveTransition(let p)) = $0 { return p } else { return nil } }
        #expect(percents.first == 0 && percents.dropFirst().first == 10.0 / 390 && percents.last == (finishes ? 1 : 0))
    }

    @Test("A touch during the settle catches it; the next release decides once more, one completion")
    func caught() {
        var player = Player()
        player.interactive = true
        player.send(.panBegan(time: 0))
        player.send(.transitionStarted(interactive: true, animated: true, length: 390, time: 0))
        player.send(.panChanged(delta: 250, time: 0.05))
        player.send(.panEnded(velocity: 0, time: 0.05))
        player.frames(from: 0.05, seconds: 0.05)
        let caughtAt = player.lifecycle.track.position
        player.send(.panBegan(time: 0.1))
        #expect(!player.displayLink && player.lifecycle.track.position == caughtAt)
        player.send(.panChanged(delta: -200, time: 0.15))
        player.send(.panEnded(velocity: -800, time: 0.15))
        player.frames(from: 0.15, seconds: 2)
        #expect(player.completions == [false] && player.violations.isEmpty, "\(player.violations)")
    }

    @Test("Background mid-settle pauses the link; teardown ends an open context; not animated completes at once")
    func environment() {
        var player = Player()
        player.send(.transitionStarted(interactive: false, animated: true, length: 390, time: 0))
        player.frames(from: 0, seconds: 0.05)
        player.paused = true
        player.send(.didEnterBackground(time: 0.05))
        #expect(!player.displayLink)
        player.paused = false
        player.send(.willEnterForeground(time: 10))
        #expect(player.displayLink)
        let before = player.lifecycle.track.position
        player.send(.tick(FrameTick(timestamp: 10, targetTimestamp: 10 + 1.0 / 120)))
        #expect(player.lifecycle.track.position - before < 60 && player.completions.isEmpty)
        player.send(.tearDown)
        #expect(player.completions == [false] && !player.displayLink)
        #expect(player.lifecycle.send(.tick(FrameTick(timestamp: 11, targetTimestamp: 11.01))).isEmpty)

        var instant = Player()
        instant.send(.transitionStarted(interactive: true, animated: false, length: 390, time: 0))
        #expect(instant.completions == [true] && instant.actions == [.apply(progress: 1), .completeTransition(true)])
    }
}
