import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The keyboard as motion of its own: the attach line and a resting sheet's extent follow the
/// keyboard on a spring matched to its duration (comment sheet: 506.4 / 776.48 pt; keyboard
/// 336 pt over 0.25 s).
@Suite("Keyboard motion")
struct KeyboardMotionTests {
    static let keyboard = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)

    @Test("A spring matched to a duration covers 99 % of the move in it, without overshoot", arguments: [0.25, 0.5, 0.1])
    func matchedSpring(duration: Double) {
        let spring = MotionSpring.matching(duration: duration)
        #expect(spring.dampingRatio == 1)
        #expect(isClose(spring.response, 2 * Double.pi * duration / 6.638))
        let motion = SpringMotion(spring: spring, from: 0, velocity: 0, to: 100, at: 0)
        #expect(isClose(motion.position(at: duration), 99, within: 0.01))
        #expect(motion.position(at: duration * 3) <= 100)
        #expect(MotionSpring.matching(duration: .nan).response == MotionSpring.defaultResponse && MotionSpring.matching(duration: -1).dampingRatio == 1)
    }

    @Test("The keyboard rises: the content's bottom and the inner edge travel together, no jump at the start")
    func rises() {
        var configuration = SheetConfiguration.commentSheet(keyboardDetentIdentifier: nil)
        configuration.avoidsKeyboard = true
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        let before = engine.output.frame
        let start = engine.send(.updateObstruction(Self.keyboard, duration: 0.25, time: 1))
        // No jump: the first output shows the sheet where it was (only the inset the content
        // must keep at its edge changes at once, from the home indicator's to none).
        #expect(start.frame.surface == before.surface && start.frame.content == before.content)
        #expect(start.frame.contentAttachedSafeAreaInset == 0 && start.isAnimating && start.phase == .settling)
        let spring = SpringMotion(spring: .matching(duration: 0.25), from: 0, velocity: 0, to: 336, at: 1)
        // Above the keyboard the medium detent shrinks to the largest that fits: 844 − 336 − 47 − 10.
        let extent = SpringMotion(spring: .matching(duration: 0.25), from: 506.4, velocity: 0, to: 451, at: 1)
        var last = start
        for tick in FrameTick.sequence(frameRate: 120, from: 1, duration: 1) {
            last = engine.send(.tick(tick))
            let t = tick.targetTimestamp
            guard last.isAnimating else { break }
            // Content bottom = container bottom − attach line; inner edge = attach line + extent.
            // Each motion ends within half a pixel of its target on its own settle frame.
            let halfPixel = 0.5 / 3
            #expect(isClose(844 - last.frame.content.maxY, spring.position(at: t), within: halfPixel))
            #expect(isClose(last.frame.content.y, 844 - spring.position(at: t) - extent.position(at: t), within: 2 * halfPixel))
        }
        #expect(!last.isAnimating && last.phase == .resting && last.extent == 451)
        #expect(last.frame.content.maxY == 844 - 336 && last.frame.contentAttachedSafeAreaInset == 0)
        // The keyboard goes: back to the medium detent on the same kind of spring.
        let back = engine.send(.updateObstruction(.zero, duration: 0.25, time: 3))
        // The inner edge does not move; below the new smallest detent the content keeps that
        // detent's length and reaches under the keyboard, which is still there.
        #expect(back.isAnimating && back.frame.content.y == last.frame.content.y && back.frame.content.height == 506.4)
        engine.runTicks(from: 3)
        #expect(engine.output.extent == 506.4 && !engine.output.isAnimating)
    }

    @Test("The keyboard detent: the sheet rises to it on the keyboard's spring")
    func risesToDetent() {
        var engine = SheetEngine(configuration: .commentSheet(keyboardDetentIdentifier: .large),
                                 container: SheetContainer(size: SheetSize(width: 1024, height: 1366)))
        engine.send(.present(animated: false, time: 0))
        let start = engine.send(.updateObstruction(SheetInsets(top: 0, left: 0, bottom: 400, right: 0), duration: 0.25, time: 1))
        #expect(start.events.contains(.targetDetentChanged) && start.selectedDetentIdentifier == .large && start.cause == .system)
        engine.runTicks(from: 1)
        #expect(engine.output.selectedDetentIdentifier == .large && engine.output.phase == .resting)
    }

    @Test("A sheet that does not avoid the keyboard stays; a zero duration moves at once")
    func staysOrJumps() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.avoidsKeyboard = false
        var staying = SheetEngine(configuration: configuration, container: .phonePortrait)
        staying.send(.present(animated: false, time: 0))
        let stayed = staying.send(.updateObstruction(Self.keyboard, duration: 0.25, time: 1))
        #expect(stayed.frame == SheetLayout(edge: .bottom, detents: configuration.detents, container: .phonePortrait).frame(forExtent: 506.4))
        #expect(!stayed.isAnimating && stayed.events.isEmpty)
        var jumping = presentedCommentSheet()
        let jumped = jumping.send(.updateObstruction(Self.keyboard, duration: 0, time: 1))
        #expect(!jumped.isAnimating && jumped.frame.content.maxY == 844 - 336)
    }

    @Test("The keyboard during a drag moves the attach line under the finger's sheet")
    func duringDrag() {
        var engine = presentedCommentSheet()
        engine.drag([10, 10], from: 1)
        let during = engine.send(.updateObstruction(Self.keyboard, duration: 0.25, time: 1.02))
        #expect(during.phase == .dragging && during.isAnimating)
        let moved = engine.send(.tick(FrameTick(timestamp: 1.02, targetTimestamp: 1.1)))
        #expect(moved.phase == .dragging && 844 - moved.frame.content.maxY > 100)
        engine.send(.dragEnded(velocity: 0, time: 1.1))
        engine.runTicks(from: 1.1)
        #expect(!engine.output.isAnimating && engine.output.frame.content.maxY == 844 - 336)
    }
}
