import Testing
@testable import SheetKit
import SheetKitTestSupport

/// Found by `sheetkit-fuzz`'s lifecycle fuzzer: a drag that settled back before UIKit handed
/// over its interactive dismissal's context left a cancel waiting for that context; a second
/// drag caught the card before the context came, and the waiting cancel then ended the context
/// on arrival, so the second drag ran (and could dismiss the card) with no context at all.
@Suite("Centered card lifecycle: a drag caught again before its context comes")
struct CenteredCardRecaughtDismissalTests {
    typealias Script = TransitionScript<CenteredCardLifecycle>

    static func pan(_ event: PanGestureEvent) -> CenteredCardLifecycleEvent { .pan(event) }

    /// UIKit order: the card rests presented; the pan's `.began` (the lifecycle asks for an
    /// interactive dismissal: `dismiss(animated: true)`, UIKit's context still to come) and
    /// `.ended` upward with no travel (the dismissal settles back at once: a cancel waits for
    /// the context); the pan `.began` again and drags down; then UIKit calls
    /// `startInteractiveTransition(_:)`. The context belongs to the second drag: it stays open
    /// while the finger drags, and the release decides it (`finish` + `completeTransition(true)`
    /// for a flick down, `cancel` + `completeTransition(false)` for a return).
    @Test("The second drag owns the context that comes late", arguments: [(3000.0, true), (-3000.0, false)])
    func secondDragOwnsTheContext(releaseVelocity: Double, dismisses: Bool) {
        var script = Script(CenteredCardLifecycle(contentSize: CenteredCardTests.content, container: portraitPhone))
        script.start(interactive: false, animated: false, at: 0)
        #expect(script.completions == [true] && script.lifecycle.phase == .presented)
        let location = SheetPoint(x: 200, y: 400)
        script.send { $0.handle(Self.pan(.began(location: location, time: 1))) }
        script.send { $0.handle(Self.pan(.changed(translation: .zero, time: 1))) }
        script.send { $0.handle(Self.pan(.ended(velocity: SheetPoint(x: 0, y: -400), time: 1))) }
        #expect(script.begins == 1 && script.requested)
        script.send { $0.handle(Self.pan(.began(location: location, time: 1.1))) }
        script.send { $0.handle(Self.pan(.changed(translation: SheetPoint(x: 0, y: 40), time: 1.12))) }
        script.startAsAsked(at: 1.13)
        #expect(script.context == true, "the second drag's context stays open while the finger drags")
        script.send { $0.handle(Self.pan(.changed(translation: SheetPoint(x: 0, y: 120), time: 1.2))) }
        script.send { $0.handle(Self.pan(.ended(velocity: SheetPoint(x: 0, y: releaseVelocity), time: 1.2))) }
        script.frames(from: 1.2, seconds: 3)
        #expect(script.completions == [true, dismisses])
        #expect(script.lifecycle.phase == (dismisses ? .dismissed : .presented))
        #expect(script.context == nil && !script.displayLink && script.violations.isEmpty, "\(script.violations)")
    }
}
