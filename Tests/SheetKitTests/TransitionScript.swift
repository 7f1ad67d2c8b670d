import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Plays a ``TransitionLifecycle`` as UIKit and ``TrackTransitionDriver`` would, and checks
/// the contracts on every action: `beginTransition` only when no context is open; `apply`
/// only inside a context; `update` only inside an interactive one; `finish` or `cancel` once,
/// first, when interactive; `completeTransition` exactly once per context; a context the
/// lifecycle asked for without a gesture (a tap on the dimming, VoiceOver's escape, a button)
/// finishes (only teardown may cancel it); the display link started and stopped alternately.
struct TransitionScript<Lifecycle: TransitionLifecycle> {
    var lifecycle: Lifecycle
    var actions: [TrackTransitionAction] = []
    var violations: [String] = []
    var displayLink = false
    /// Every completion, in order.
    var completions: [Bool] = []
    /// Whether the open context's alongside animations started.
    var alongsideStarted = false
    /// How many times a context was asked for.
    var begins = 0
    /// Whether a context was asked for and UIKit has not handed it over yet.
    var requested = false
    /// The open context: `nil` when none, else whether it is interactive.
    var context: Bool?
    var interactiveEnd: TrackTransitionAction?
    /// The percents reported in the current (or last) interactive context.
    var percents: [Double] = []
    /// The progress of every `apply`.
    var applied: [Double] = []
    /// Whether the open context was asked for without a gesture, so it must finish.
    var mustFinish = false
    /// Whether the owner went away (``TrackTransitionEvent/tearDown``): an open context may
    /// then be cancelled whatever it was.
    var tornDown = false

    init(_ lifecycle: Lifecycle) {
        self.lifecycle = lifecycle
    }

    /// Changes the lifecycle (with one of its own events) and performs what it queues.
    mutating func send(_ change: (inout Lifecycle) -> Void) {
        change(&lifecycle)
        perform()
    }

    /// Passes a transition event and performs what it queues.
    mutating func send(_ event: TrackTransitionEvent) {
        if case .tearDown = event { tornDown = true }
        lifecycle.handle(event)
        perform()
    }

    /// UIKit hands a context over at `time`; `length` is the track's length the adapter
    /// measures then (the styles with their own lifecycle measure their scene instead).
    mutating func start(interactive: Bool, animated: Bool = true, length: Double = 0, at time: Double) {
        if context != nil { violations.append("a context started while one was open") }
        context = interactive && animated
        mustFinish = requested && !lifecycle.startsInteractively
        requested = false
        interactiveEnd = nil
        percents = []
        send(.transitionStarted(interactive: interactive, animated: animated, length: length, time: time))
    }

    /// UIKit never hands over the context asked for; the adapter's check later tells the
    /// lifecycle (``TrackTransitionEvent/transitionRefused``).
    mutating func refuse() {
        requested = false
        send(.transitionRefused)
    }

    /// Sends 120 Hz ticks from `start` for `seconds` while the display link runs.
    mutating func frames(from start: Double, seconds: Double, frameRate: Double = 120, dropEvery: Int = 0) {
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: seconds, dropEvery: dropEvery) where displayLink {
            send(.tick(tick))
        }
    }

    mutating func perform() {
        while let action = lifecycle.nextAction() { record(action) }
    }

    private mutating func record(_ action: TrackTransitionAction) {
        actions.append(action)
        switch action {
        case .runner(.startAlongsideAnimations):
            // With the motion of a non-interactive, animated context, once.
            if context != false || alongsideStarted { violations.append("alongside animations started out of place") }
            alongsideStarted = true
        case .runner(.pauseInteractiveTransition):
            violations.append("\(action): a track pauses no context")
        case .beginTransition:
            if context != nil { violations.append("beginTransition inside a context") }
            begins += 1
            requested = true
        case .apply(let progress):
            if context == nil { violations.append("apply outside a context") }
            if !(0...1).contains(progress) { violations.append("progress \(progress)") }
            applied.append(progress)
        case .runner(.startDisplayLink):
            if displayLink { violations.append("display link started twice") }
            displayLink = true
        case .runner(.stopDisplayLink):
            if !displayLink { violations.append("display link stopped twice") }
            displayLink = false
        case .runner(.updateInteractiveTransition(let percent)):
            if context != true { violations.append("update outside an interactive context") }
            percents.append(percent)
        case .runner(.finishInteractiveTransition), .runner(.cancelInteractiveTransition):
            if context != true || interactiveEnd != nil { violations.append("\(action) out of place") }
            interactiveEnd = action
        case .runner(.completeTransition(let finished)):
            guard let interactive = context else {
                violations.append("completed without a context")
                return
            }
            if interactive, interactiveEnd != (finished ? .finishInteractiveTransition : .cancelInteractiveTransition) {
                violations.append("completed without \(finished ? "finish" : "cancel")")
            }
            if mustFinish, !finished, !tornDown { violations.append("a transition asked for without a gesture was cancelled") }
            completions.append(finished)
            context = nil
            alongsideStarted = false
            mustFinish = false
        }
    }
}

extension TransitionScript {
    /// Whether UIKit could hand a context over now: none is open, and one was asked for or the
    /// lifecycle has not ended (the app may still present or dismiss).
    var uikitMayStart: Bool { context == nil && (requested || !lifecycle.isEnded) }

    /// UIKit hands a context over at `time`, interactive exactly when the lifecycle asked for
    /// an interactive one.
    mutating func startAsAsked(animated: Bool = true, at time: Double) {
        start(interactive: lifecycle.startsInteractively, animated: animated, at: time)
    }
}

extension TransitionScript where Lifecycle: ShellTransitionLifecycle {
    /// Ends a random script at `time`: the context asked for comes, frames run for 4 s; then
    /// no context is open or asked for, no contract broke, and the display link runs exactly
    /// while something moves.
    mutating func settleAndCheckContracts(at time: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        if requested { startAsAsked(at: time) }
        frames(from: time, seconds: 4)
        #expect(context == nil && !requested, "a context left open", sourceLocation: sourceLocation)
        #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
        #expect(displayLink == lifecycle.isMoving, sourceLocation: sourceLocation)
    }
}

/// A lifecycle's event for a request to dismiss without a gesture (VoiceOver's escape, a tap
/// on the dimming). Named apart from the styles' own `dismissRequested` case, so that a call of
/// `handle(.dismissRequested(...))` stays unambiguous next to `handle(_: TrackTransitionEvent)`.
protocol DismissRequestEvent {
    static func dismissRequest(userMayDismiss: Bool) -> Self
}

extension CardZoomLifecycleEvent: DismissRequestEvent {
    static func dismissRequest(userMayDismiss: Bool) -> Self { .dismissRequested(userMayDismiss: userMayDismiss) }
}

extension CenteredCardLifecycleEvent: DismissRequestEvent {
    static func dismissRequest(userMayDismiss: Bool) -> Self { .dismissRequested(userMayDismiss: userMayDismiss) }
}

extension TrackTransitionEvent: DismissRequestEvent {
    /// A track transition's request without a pan (a circular reveal's escape), permitted
    /// when the user may dismiss.
    static func dismissRequest(userMayDismiss: Bool) -> Self { .transitionRequested(permitted: userMayDismiss) }
}

extension TransitionScript where Lifecycle.Event: DismissRequestEvent {
    /// Requests a dismissal without a gesture, first while the user may not dismiss (nothing
    /// is asked of UIKit), then twice while they may: exactly one context is asked for, and
    /// not an interactive one.
    mutating func requestDismissal(sourceLocation: SourceLocation = #_sourceLocation) {
        let begins = self.begins
        send { $0.handle(Lifecycle.Event.dismissRequest(userMayDismiss: false)) }
        #expect(self.begins == begins, sourceLocation: sourceLocation)
        send { $0.handle(Lifecycle.Event.dismissRequest(userMayDismiss: true)) }
        send { $0.handle(Lifecycle.Event.dismissRequest(userMayDismiss: true)) }
        #expect(self.begins == begins + 1 && !lifecycle.startsInteractively, sourceLocation: sourceLocation)
    }
}

extension TransitionScript where Lifecycle.Event: DismissRequestEvent {
    /// Plays `count` seeded random steps from time 0 and returns the last step's time.
    ///
    /// Each step comes 0…20 ms after the last and rolls 0..<10: on 0 UIKit hands over a context
    /// when it could (animated 7 times in 8); on 5 the user asks for a dismissal without a
    /// gesture (allowed or not, at random), and the lifecycle's
    /// ``TransitionLifecycle/grantsTransitionRequest(permitted:)`` must say whether it asked
    /// UIKit, and ``TransitionLifecycle/isTransitionUnderWay`` afterwards (the escape's answer)
    /// whether it asked or one was already under way; any other roll goes to `styleEvent` (the style's
    /// pans and geometry), and when it returns `nil` a display-link frame comes. `check` looks
    /// at the lifecycle after every step.
    mutating func playRandomSteps(_ count: Int, using random: inout SeededGenerator,
                                  styleEvent: (_ roll: Int, _ time: Double, _ lifecycle: Lifecycle, inout SeededGenerator) -> Lifecycle.Event?,
                                  check: (Lifecycle) -> Void) -> Double {
        var time = 0.0
        for _ in 0..<count {
            time += Double.random(in: 0...0.02, using: &random)
            let roll = Int.random(in: 0..<10, using: &random)
            if roll == 0, uikitMayStart {
                startAsAsked(animated: Int.random(in: 0..<8, using: &random) > 0, at: time)
            } else if roll == 5 {
                let userMayDismiss = Bool.random(using: &random)
                // The core's answer to an escape is exactly whether the request asked UIKit.
                let granted = lifecycle.grantsTransitionRequest(permitted: userMayDismiss)
                let wasUnderWay = lifecycle.isTransitionUnderWay
                let before = begins
                send { $0.handle(Lifecycle.Event.dismissRequest(userMayDismiss: userMayDismiss)) }
                if granted != (begins > before) { violations.append("granted \(granted), \(begins - before) beginTransition") }
                // What the escape handler returns: taken when granted or already under way.
                if lifecycle.isTransitionUnderWay != (granted || wasUnderWay) {
                    violations.append("escape answered \(lifecycle.isTransitionUnderWay), granted \(granted), under way \(wasUnderWay)")
                }
            } else if let event = styleEvent(roll, time, lifecycle, &random) {
                send { $0.handle(event) }
            } else {
                send(.tick(FrameTick(timestamp: time, targetTimestamp: time + 1.0 / 120)))
            }
            check(lifecycle)
        }
        return time
    }
}
