import Testing
@testable import SheetKit

/// An input held for the dismissal permission waits for its answer; a newer input that
/// supersedes it drops it (it is never applied, refused or not); the answer applies only to
/// an input still held. Each output reports one state change, so its events agree with its
/// phase.
@Suite("Dismissal permission: held inputs and newer inputs")
struct HeldInputSupersessionTests {
    /// A comment sheet whose refused release at the detent settles at once (a projection
    /// just below the smallest detent dismisses).
    static func askingSheet(projectionFraction: Double = 0.5) -> SheetEngine {
        var configuration = SheetConfiguration.commentSheet()
        configuration.release = ReleasePolicy(dismissalProjectionFraction: projectionFraction)
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.present(animated: false, time: 0))
        return engine
    }

    @Test("A drag that begins after a held release drops it: no rest reported while dragging")
    func dragBeganSupersedesHeldRelease() {
        var engine = Self.askingSheet(projectionFraction: 1)
        engine.send(.dragBegan(time: 0.1))
        #expect(engine.send(.dragEnded(velocity: -1, time: 0.2)).events == [.needsDismissalPermission])
        let caught = engine.send(.dragBegan(time: 0.3))
        #expect(caught.phase == .dragging)
        #expect(caught.events.isEmpty)
        // The late answer finds nothing to apply.
        let answered = engine.send(.dismissalPermission(true))
        #expect(answered.phase == .dragging && answered.events.isEmpty)
        // The new gesture goes on and asks for itself.
        #expect(engine.send(.dragEnded(velocity: -6000, time: 0.4)).events == [.needsDismissalPermission])
    }

    @Test("The app's dismissal drops a held release", arguments: [false, true])
    func dismissSupersedesHeldRelease(animated: Bool) {
        var engine = Self.askingSheet(projectionFraction: 1)
        engine.send(.dragBegan(time: 0.1))
        engine.send(.dragEnded(velocity: -1, time: 0.2))
        let dismissed = engine.send(.dismiss(animated: animated, time: 0.3))
        #expect(dismissed.phase == (animated ? .dismissing : .dismissed))
        #expect(!dismissed.events.contains(.settled) && !dismissed.events.contains(.didAttemptToDismiss))
        #expect(engine.send(.dismissalPermission(false)).events.isEmpty)
    }

    @Test("Inputs that do not supersede leave a held release waiting; it is applied by its answer")
    func heldReleaseWaits() {
        var engine = Self.askingSheet(projectionFraction: 1)
        engine.send(.dragBegan(time: 0.1))
        engine.send(.dragEnded(velocity: -1, time: 0.2))
        for input: SheetInput in [.tick(FrameTick(timestamp: 0.2, targetTimestamp: 0.21)), .touchDown(time: 0.22), .touchUp(time: 0.23),
                                  .selectDetent(.large, animated: true, time: 0.24), .stepDetent(by: 1, time: 0.25),
                                  .dragChanged(delta: 40, time: 0.26, scroll: nil), .dragEnded(velocity: 300, time: 0.27)] {
            let output = engine.send(input)
            #expect(output.phase == .dragging && output.events.isEmpty, "\(input)")
        }
        let refused = engine.send(.dismissalPermission(false))
        #expect(refused.phase == .resting)
        #expect(refused.events.isSuperset(of: [.settled, .didAttemptToDismiss]))
    }

    @Test("A held request survives display frames and is dismissed by a late yes")
    func heldRequestSurvivesTicks() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.present(animated: true, time: 0))
        engine.runTicks(from: 0, limit: 0.3)
        #expect(engine.phase == .settling)
        #expect(engine.send(.dimmingTapped(time: 0.31)).events == [.needsDismissalPermission])
        let frame = engine.send(.tick(FrameTick(timestamp: 0.31, targetTimestamp: 0.32)))
        #expect(!frame.events.contains(.didAttemptToDismiss))
        let answered = engine.send(.dismissalPermission(true))
        #expect(answered.phase == .dismissing && answered.events.contains(.willDismiss))
    }

    @Test("A touch that catches the sheet drops a held request; a repeated request is asked once")
    func heldRequestDroppedByCatch() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.present(animated: true, time: 0))
        engine.runTicks(from: 0, limit: 0.3)
        engine.send(.requestDismissal(time: 0.31))
        #expect(engine.send(.requestDismissal(time: 0.32)).events.isEmpty)
        #expect(engine.send(.touchDown(time: 0.33)).phase == .held)
        engine.send(.touchUp(time: 0.34))
        let answered = engine.send(.dismissalPermission(true))
        #expect(answered.phase == .settling && answered.events.isEmpty)
    }

    @Test("Moves after a held move join it: a yes applies the finger's whole motion")
    func heldMovesJoin() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        engine.send(.present(animated: false, time: 0))
        let start = engine.extent
        engine.send(.dragBegan(time: 0.1))
        #expect(engine.send(.dragChanged(delta: -600, time: 0.11, scroll: nil)).events == [.needsDismissalPermission])
        #expect(engine.send(.dragChanged(delta: 100, time: 0.12, scroll: nil)).events.isEmpty)
        let answered = engine.send(.dismissalPermission(true))
        #expect(answered.phase == .dragging && answered.events.contains(.willDismiss))
        #expect(abs(answered.extent - max(0, start - 500)) < 1e-9)
    }

    @Test("A release after a relayout asks instead of refusing without a question")
    func releaseAfterRelayoutAsks() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: .askWhenNeeded)
        var landscape = SheetContainer.phonePortrait
        landscape.size = SheetSize(width: 844, height: 390)
        engine.send(.updateContainer(landscape))
        engine.send(.present(animated: false, time: 0))
        engine.send(.dragBegan(time: 0.1))
        engine.send(.updateContainer(.phonePortrait))
        let released = engine.send(.dragEnded(velocity: 0, time: 0.2))
        #expect(released.phase == .dragging && released.events == [.needsDismissalPermission])
    }
}
