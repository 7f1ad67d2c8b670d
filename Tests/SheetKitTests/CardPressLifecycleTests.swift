import Testing
@testable import SheetKit
import SheetKitTestSupport

/// ``CardPressLifecycle``: the press rule's outputs as actions for the control, and the
/// small rules next to it (the route beside a system transition, a presentation at rest).
@Suite("Card press lifecycle, presentation route, centered card at rest")
struct CardPressLifecycleTests {
    static let bounds = CardPressFeedbackTests.bounds

    /// Runs `touches` with 120 Hz ticks between them while the display link runs; returns
    /// every action with the time it was queued at.
    static func run(_ touches: [(Double, CardPressInput)], until end: Double = 1) -> [(Double, CardPressAction)] {
        var lifecycle = CardPressLifecycle()
        var log: [(Double, CardPressAction)] = []
        var link = false
        var pending = touches[...]
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: end) {
            while let (time, input) = pending.first, time <= tick.targetTimestamp {
                pending = pending.dropFirst()
                for action in lifecycle.send(input) { log.append((time, action)) }
                link = Self.runsDisplayLink(after: log, was: link)
            }
            guard link else { continue }
            for action in lifecycle.send(.tick(tick)) { log.append((tick.targetTimestamp, action)) }
            link = Self.runsDisplayLink(after: log, was: link)
        }
        return log
    }

    /// Whether the display link runs after the actions in `log`, as the control performs them.
    static func runsDisplayLink(after log: [(Double, CardPressAction)], was running: Bool) -> Bool {
        guard let last = log.last(where: { $0.1 == .startDisplayLink || $0.1 == .stopDisplayLink }) else { return running }
        return last.1 == .startDisplayLink
    }

    @Test("The app in the background: the press stops where it is and resumes without the time away")
    func background() {
        var lifecycle = CardPressLifecycle()
        #expect(lifecycle.send(.touchDown(time: 0)).contains(.startDisplayLink))
        _ = lifecycle.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.05)))
        let shrinking = lifecycle.feedback.scale
        lifecycle.pause(at: 0.05)
        #expect(lifecycle.nextAction() == .stopDisplayLink && lifecycle.nextAction() == nil)
        // A frame while away is dropped; after 10 s away the shrink goes on from where it was.
        #expect(lifecycle.send(.tick(FrameTick(timestamp: 5, targetTimestamp: 5.01))).isEmpty)
        lifecycle.resume(at: 10.05)
        #expect(lifecycle.nextAction() == .startDisplayLink)
        let resumed = lifecycle.send(.tick(FrameTick(timestamp: 10.05, targetTimestamp: 10.06)))
        let scale = resumed.compactMap { if case .setScale(let s) = $0 { return s } else { return nil } }.first
        #expect(scale.map { $0 < shrinking && $0 > CardPressFeedback.defaultPressedScale } == true)
    }

    /// Review (2026-11-27): a new rule set mid-press replaced the lifecycle, which believed the
    /// running display link stopped: it ran on and the card stayed at its mid-press scale.
    @Test("A new press rule mid-press ends the press: unscaled at once, the link stops, the next press follows the new numbers")
    func feedbackReplacedMidPress() {
        var lifecycle = CardPressLifecycle()
        #expect(lifecycle.send(.touchDown(time: 0)).contains(.startDisplayLink))
        _ = lifecycle.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.1)))
        #expect(lifecycle.feedback.scale < 1)
        var faster = lifecycle.feedback
        faster.pressedScale = 0.9
        lifecycle.replaceFeedback(with: faster)
        #expect(lifecycle.nextAction() == .setScale(1) && lifecycle.nextAction() == .stopDisplayLink && lifecycle.nextAction() == nil)
        #expect(lifecycle.feedback.phase == .idle && lifecycle.feedback.pressedScale == 0.9)
        // The same numbers change nothing, mid-press or not.
        lifecycle.replaceFeedback(with: faster)
        #expect(lifecycle.nextAction() == nil)
        #expect(lifecycle.send(.touchDown(time: 1)).contains(.startDisplayLink))
        _ = lifecycle.send(.tick(FrameTick(timestamp: 1, targetTimestamp: 1.5)))
        #expect(lifecycle.feedback.scale == 0.9)
        var same = lifecycle.feedback
        same.slop = same.slop + 0
        lifecycle.replaceFeedback(with: same)
        #expect(lifecycle.nextAction() == nil && lifecycle.feedback.phase == .pressed)
        // A quick tap released before its shrink showed fires before new numbers end it.
        var tap = CardPressLifecycle()
        _ = tap.send(.touchDown(time: 0))
        _ = tap.send(.touchUp(time: 0.02))
        #expect(tap.feedback.phase == .released)
        tap.replaceFeedback(with: faster)
        #expect(tap.nextAction() == .fire && tap.nextAction() == .setScale(1))
    }

    @Test("A quick tap: the card shrinks, fires once after the shrink's last frame, grows back, the link stops")
    func quickTap() {
        let log = Self.run([(0, .touchDown(time: 0)), (0.05, .touchUp(time: 0.05))])
        let actions = log.map(\.1)
        #expect(actions.first == .startDisplayLink && actions.last == .stopDisplayLink)
        #expect(actions.filter { $0 == .fire }.count == 1 && actions.filter { $0 == .startDisplayLink }.count == 1)
        let fire = log.firstIndex { $0.1 == .fire }!
        // Fired on the tick at 0.2 s (24 frames), after that frame's scale: the full 0.97.
        #expect(isClose(log[fire].0, 0.2) && log[fire - 1].1 == .setScale(0.97))
        let scales = log.compactMap { if case .setScale(let s) = $0.1 { return s } else { return nil } }
        #expect(scales.min() == 0.97 && scales.last == 1)
    }

    @Test("A finger that leaves the card cancels: no fire, grows back")
    func leaves() {
        let log = Self.run([(0, .touchDown(time: 0)),
                            (0.1, .touchMoved(location: SheetPoint(x: 350 + 71, y: 200), bounds: Self.bounds, time: 0.1)),
                            (0.3, .touchUp(time: 0.3))])
        #expect(!log.contains { $0.1 == .fire } && log.last?.1 == .stopDisplayLink)
        let scales = log.compactMap { if case .setScale(let s) = $0.1 { return s } else { return nil } }
        #expect(scales.last == 1 && scales.min()! > 0.97)
    }

    @Test("A scale that does not change is not queued again; nothing moves at rest")
    func dedupe() {
        var lifecycle = CardPressLifecycle()
        #expect(lifecycle.send(.tick(FrameTick(timestamp: 0, targetTimestamp: 0.01))).isEmpty)
        #expect(lifecycle.send(.touchUp(time: 0.02)).isEmpty)
    }

    @Test("The app's preferredTransition wins", arguments: [(true, SourcePresentationRoute.system), (false, .sheetKit)])
    func route(hasSystemTransition: Bool, route: SourcePresentationRoute) {
        #expect(SourcePresentationRoute.resolve(hasSystemTransition: hasSystemTransition) == route)
    }

    @Test("A centered card presented at rest reports presented at once and shows its resting values",
          arguments: [0.0, 5, 1e9, 1e15])
    func presentAtRest(time: Double) {
        var card = CenteredCardTransition()
        let output = card.send(.presentAtRest(time: time), contentSize: CenteredCardTests.content, container: portraitPhone)
        #expect(output.events == .presented && !output.isMoving)
        #expect(output.appearance.translationY == 0 && output.appearance.scaleX == 1 && output.appearance.dimmingAlpha == 0.2)
        let again = card.send(.present(time: time + 1), contentSize: CenteredCardTests.content, container: portraitPhone)
        #expect(again.events.isEmpty && again.appearance == output.appearance)
    }
}
