import Testing
import SheetKitTestSupport
@testable import SheetKit

/// What lets an app steer a sheet: catch on touch-down, the behaviour hooks, selections on the
/// app's spring, a release the app redirects (comment sheet: 506.4 / 776.48 pt).
@Suite("Steering: touch-down, hooks, springs, redirects")
struct SteeringTests {

    /// A comment sheet settling toward large, 0.1 s after the selection.
    static func settling() -> SheetEngine {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: true, time: 1))
        for tick in FrameTick.sequence(frameRate: 120, from: 1, duration: 0.1) { engine.send(.tick(tick)) }
        return engine
    }

    @Test("A touch-down holds a moving sheet where it is shown, at once; frames then change nothing")
    func touchDownHolds() {
        var engine = Self.settling()
        let shown = engine.output.extent
        let held = engine.send(.touchDown(time: 1.1))
        #expect(held.phase == .held && held.extent == shown && held.velocity == 0 && held.events == [.interrupted])
        #expect(!held.isAnimating && held.cause == .user)
        let frame = engine.send(.tick(FrameTick(timestamp: 1.1, targetTimestamp: 1.2)))
        #expect(frame.extent == shown && frame.events.isEmpty)
        // A drag then continues from there, without a second interruption.
        let began = engine.send(.dragBegan(time: 1.2))
        #expect(began.phase == .dragging && began.extent == shown && began.events.isEmpty)
        #expect(engine.send(.dragChanged(delta: 10, time: 1.21, scroll: nil)).extent == shown + 10)
    }

    @Test("A tap lets the held sheet go on to the same target from rest, on the same spring")
    func tapResumes() {
        var engine = Self.settling()
        let shown = engine.output.extent
        engine.send(.touchDown(time: 1.1))
        let resumed = engine.send(.touchUp(time: 1.3))
        #expect(resumed.phase == .settling && resumed.settleDetentIndex == 1 && resumed.extent == shown && resumed.velocity == 0)
        let spring = SpringMotion(spring: .default, from: shown, velocity: 0, to: CommentSheetOnPhone.large, at: 1.3)
        let next = engine.send(.tick(FrameTick(timestamp: 1.3, targetTimestamp: 1.35)))
        #expect(isClose(next.extent, spring.position(at: 1.35)))
        engine.runTicks(from: 1.35)
        #expect(engine.output.phase == .resting && engine.output.extent == CommentSheetOnPhone.large)
    }

    @Test("Touch-down leaves a resting sheet, a drag and a programmatic dismissal alone")
    func touchDownIgnored() {
        var resting = presentedCommentSheet()
        #expect(resting.send(.touchDown(time: 1)).phase == .resting)
        var dismissing = presentedCommentSheet()
        dismissing.send(.dismiss(animated: true, time: 1))
        #expect(dismissing.send(.touchDown(time: 1.05)).phase == .dismissing)
        #expect(dismissing.send(.touchUp(time: 1.06)).phase == .dismissing)
    }

    @Test("Scrolling does not expand the sheet when the hook says so; pulling down at the list's top still moves it")
    func scrollingExpands() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.drag.scrollingExpandsSheet = false
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        let list = ScrollMetrics(offset: 0, contentLength: 3000, viewportLength: 500)
        let up = engine.send(.dragChanged(delta: 40, time: 1.01, scroll: list))
        #expect(up.extent == CommentSheetOnPhone.medium && up.scrollPin == 40 && up.dragMover == .scrollView)
        let down = engine.send(.dragChanged(delta: -60, time: 1.02, scroll: ScrollMetrics(offset: 40, contentLength: 3000, viewportLength: 500)))
        #expect(down.scrollPin == 0 && isClose(down.extent, CommentSheetOnPhone.medium - 20) && down.dragMover == .sheet)
    }

    @Test("The list's resting offset: a large title's list hands over at its own offset", arguments: [-96.0, -140])
    func listRestingOffset(offset: Double) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.drag.listRestingOffset = offset
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(.large, animated: false, time: 0))
        engine.send(.dragBegan(time: 1))
        let list = ScrollMetrics(offset: 50, contentLength: 3000, viewportLength: 700, startInset: 0)
        let down = engine.send(.dragChanged(delta: -300, time: 1.01, scroll: list))
        // The list scrolls back to the resting offset, and the sheet takes only the rest.
        #expect(down.scrollPin == offset && isClose(down.extent, CommentSheetOnPhone.large - (300 - (50 - offset))))
    }

    @Test("Rubber bands off: the sheet stops at its largest detent and at its smallest when it may not be dismissed")
    func hardStops() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.drag.rubberBandsBeyondLargestDetent = false
        configuration.drag.rubberBandsBelowSmallestDetent = false
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait, dismissalPermission: .denied)
        engine.send(.present(animated: false, time: 0))
        engine.drag([200, 200], from: 1)
        #expect(engine.output.extent == CommentSheetOnPhone.large)
        let release = engine.send(.dragEnded(velocity: 3000, time: 1.02))
        #expect(release.velocity == 0)
        engine.runTicks(from: 1.02)
        engine.drag([-300, -300], from: 3)
        #expect(engine.output.extent == CommentSheetOnPhone.medium)
    }

    @Test("A selection on the app's spring moves on that spring")
    func ownSpring() {
        var engine = presentedCommentSheet()
        let snappy = MotionSpring(response: 0.2, dampingRatio: 0.7)
        engine.send(.moveToDetent(.large, spring: snappy, time: 1))
        let frame = engine.send(.tick(FrameTick(timestamp: 1, targetTimestamp: 1.05)))
        let expected = SpringMotion(spring: snappy, from: CommentSheetOnPhone.medium, velocity: 0, to: CommentSheetOnPhone.large, at: 1)
        #expect(isClose(frame.extent, expected.position(at: 1.05)))
    }

    @Test("A redirected release retargets the settle from where it is: to another detent, or to a dismissal")
    func redirect() {
        var toLarge = presentedCommentSheet()
        toLarge.drag([-10], from: 1)
        let release = toLarge.send(.dragEnded(velocity: 0, time: 1.01))
        #expect(release.settleDetentIndex == 0)
        let redirected = toLarge.send(.redirectRelease(.large, time: 1.01))
        #expect(redirected.settleDetentIndex == 1 && redirected.extent == release.extent && redirected.events == [.targetDetentChanged])
        toLarge.runTicks(from: 1.01)
        #expect(toLarge.output.extent == CommentSheetOnPhone.large)

        // From the large detent no dismissal has begun: redirecting to hidden begins one.
        var toHidden = presentedCommentSheet()
        toHidden.send(.selectDetent(.large, animated: false, time: 0))
        toHidden.drag([-10], from: 1)
        toHidden.send(.dragEnded(velocity: 0, time: 1.01))
        let away = toHidden.send(.redirectRelease(.hidden, time: 1.01))
        #expect(away.settleTarget == .hidden && away.events == [.willDismiss] && away.transition == .dismissal)
        #expect(toHidden.runTicks(from: 1.01).last?.output.events == [.dismissed])
        // Below the smallest detent the drag had begun the dismissal: it goes on, once announced.
        var begun = presentedCommentSheet()
        begun.drag([-10], from: 1)
        begun.send(.dragEnded(velocity: 0, time: 1.01))
        let onward = begun.send(.redirectRelease(.hidden, time: 1.01))
        #expect(onward.settleTarget == .hidden && onward.events.isEmpty && onward.transition == .dismissal)

        // Only the settle after a user's release can be redirected.
        var programmatic = presentedCommentSheet()
        programmatic.send(.selectDetent(.large, animated: true, time: 1))
        #expect(programmatic.send(.redirectRelease(.hidden, time: 1)).settleDetentIndex == 1)
    }
}
