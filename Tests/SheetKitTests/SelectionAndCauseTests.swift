import Testing
import SheetKitTestSupport
@testable import SheetKit

/// The selection survives layout changes; events carry the right cause; a presentation
/// caught by a finger is cancelled, not dismissed.
@Suite("Selection, causes and caught presentations")
struct SelectionAndCauseTests {
    static var keyboardUp: SheetContainer {
        var container = SheetContainer.phonePortrait
        container.obstructionInsets = SheetInsets(top: 0, left: 0, bottom: 336, right: 0)
        return container
    }

    @Test("The keyboard merging two detents does not lose the selected one")
    func selectionSurvivesMerge() {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: false, time: 0))
        // Keyboard up: both detents clamp to 451 pt and merge; the selection stays "large".
        let up = engine.send(.updateContainer(Self.keyboardUp))
        #expect(up.extent == 451 && !up.events.contains(.targetDetentChanged))
        #expect(engine.selectedDetentIdentifier == .large)
        // Keyboard down: back at the large detent.
        let down = engine.send(.updateContainer(.phonePortrait))
        #expect(down.extent == 776.48 && down.selectedDetentIndex == 1 && down.events.isEmpty)
    }

    @Test("A detent removed from the configuration hands the selection over, as the app's change")
    func removedDetent() {
        var engine = presentedCommentSheet()
        engine.drag([-30], from: 0)
        engine.send(.dragEnded(velocity: 0, time: 0.01))
        engine.runTicks(from: 0.01)
        var configuration = engine.configuration
        configuration.detents = [.fraction(0.3, identifier: "peek"), .fraction(0.92, identifier: .large)]
        let output = engine.send(.updateConfiguration(configuration, animated: false, time: 3))
        // Placed on the nearest detent at once: a new selection and a rest there.
        #expect(output.events == [.targetDetentChanged, .settled, .detentChanged] && output.cause == .app)
        #expect(engine.selectedDetentIdentifier == "peek")
    }

    @Test("An input the engine ignores does not change who caused the motion")
    func rejectedInputsKeepTheCause() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = .none
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.send(.selectDetent(.large, animated: true, time: 0))
        #expect(engine.send(.dimmingTapped(time: 0.01)).cause != .user)
        #expect(engine.send(.stepDetent(by: 5, time: 0.01)).cause != .user)   // already at the top
        #expect(engine.send(.dragChanged(delta: 4, time: 0.02, scroll: nil)).cause != .user) // no drag began
        let rest = engine.runTicks(from: 0.02).last!.output
        #expect(rest.events.contains(.detentChanged) && rest.cause != .user)
    }

    @Test("A committed dismissal is not reversed by a selection, a step or a collapse")
    func dismissalIsNotReversed() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimmingTapAction = .collapse
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        engine.drag([-20], from: 0)
        let release = engine.send(.dragEnded(velocity: -2000, time: 0.01))
        #expect(release.settleTarget == .hidden && release.dismissesInteractively)
        #expect(engine.send(.selectDetent(.large, animated: true, time: 0.02)).settleTarget == .hidden)
        #expect(engine.send(.stepDetent(by: 1, time: 0.02)).settleTarget == .hidden)
        #expect(engine.send(.dimmingTapped(time: 0.02)).settleTarget == .hidden)
        let last = engine.runTicks(from: 0.02).last!.output
        #expect(last.events == [.dismissed])
    }

    @Test("Retargeting never evaluates the spring before the frame already shown")
    func retargetUsesTheShownFrame() {
        var engine = presentedCommentSheet()
        engine.send(.selectDetent(.large, animated: true, time: 1))
        let shown = engine.send(.tick(FrameTick(timestamp: 1.0417, targetTimestamp: 1.05))).extent
        // An event handled between frames carries an earlier time than the frame shown.
        let retargeted = engine.send(.selectDetent(.medium, animated: true, time: 1.04))
        #expect(retargeted.extent == shown)
        // The new spring starts at 1.05 from the state shown then: the next frame matches a
        // spring retargeted at 1.05, not at 1.04.
        let expected = SpringMotion(spring: .default, from: 506.4, velocity: 0, to: 776.48, at: 1)
            .retargeted(to: 506.4, at: 1.05)
        let next = engine.send(.tick(FrameTick(timestamp: 1.05, targetTimestamp: 1.0583)))
        #expect(isClose(next.extent, expected.position(at: 1.0583)))
        let early = SpringMotion(spring: .default, from: 506.4, velocity: 0, to: 776.48, at: 1).retargeted(to: 506.4, at: 1.04)
        #expect(!isClose(next.extent, early.position(at: 1.0583), within: 1e-3))
    }

    @Test("A drag presentation released on another detent reports the change when it rests")
    func edgePanOntoAnotherDetent() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        engine.send(.dragBegan(time: 0))
        for index in 1...25 { engine.send(.dragChanged(delta: 28, time: Double(index) / 120, scroll: nil)) }
        let release = engine.send(.dragEnded(velocity: 1500, time: 0.21))
        #expect(release.settleDetentIndex == 1 && release.events == [.targetDetentChanged])
        let rest = engine.runTicks(from: 0.21).last!.output
        #expect(rest.events == [.settled, .detentChanged] && rest.cause == .user)
    }

    /// A comment sheet the app presents with animation, 0.05 s into its spring (122 pt shown).
    static func presenting(dismissalPermission: DismissalPermission) -> SheetEngine {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait, dismissalPermission: dismissalPermission)
        engine.send(.present(animated: true, time: 0))
        for tick in FrameTick.sequence(frameRate: 120, from: 0, duration: 0.05) { engine.send(.tick(tick)) }
        return engine
    }

    @Test("A presentation caught by a finger is cancelled, never announced as a dismissal")
    func caughtPresentation() {
        var engine = Self.presenting(dismissalPermission: .allowed)
        let caught = engine.send(.dragBegan(time: 0.05))
        #expect(caught.events == [.interrupted])
        // Moving up (and down) below the smallest detent announces nothing: the sheet follows
        // freely toward hidden, and going there cancels the presentation.
        let up = engine.send(.dragChanged(delta: 3, time: 0.06, scroll: nil))
        let down = engine.send(.dragChanged(delta: -40, time: 0.07, scroll: nil))
        #expect(up.events.isEmpty && down.events.isEmpty)
        #expect(down.extent == max(0, caught.extent + 3 - 40))
        let release = engine.send(.dragEnded(velocity: -1500, time: 0.08))
        #expect(release.settleTarget == .hidden && release.events.isEmpty && release.transition == .presentation)
        let end = engine.runTicks(from: 0.08).last!.output
        #expect(end.events == [.presentationCancelled] && end.phase == .hidden)
    }

    /// A sheet the user may not dismiss (a modal form, a persistent panel) is not thrown off
    /// by a finger that catches the app's presentation: it follows the finger (it is below its
    /// smallest detent already), but the release takes it to its detent, the attempt is
    /// reported, and the presentation completes. The cases: (permission, caught again after
    /// the release).
    @Test("A caught presentation the user may not dismiss resists and completes", arguments: [
        (DismissalPermission.denied, false), (.denied, true), (.askWhenNeeded, false),
    ])
    func caughtModalPresentation(permission: DismissalPermission, catchesAgain: Bool) {
        var engine = Self.presenting(dismissalPermission: permission)
        var time = 0.05
        if catchesAgain {
            // A first catch and a release toward the detent: the move is the user's now, but
            // the presentation is still the app's.
            engine.send(.dragBegan(time: time))
            engine.send(.dragEnded(velocity: 0, time: time + 0.01))
            time += 0.02
            engine.send(.tick(FrameTick(timestamp: time, targetTimestamp: time + 1.0 / 120)))
        }
        let caught = engine.send(.dragBegan(time: time))
        #expect(caught.transition == .presentation)
        let pulled = engine.send(.dragChanged(delta: -caught.extent / 2, time: time + 0.01, scroll: nil))
        #expect(isClose(pulled.extent, caught.extent / 2) && pulled.events.isEmpty)
        var release = engine.send(.dragEnded(velocity: -1500, time: time + 0.02))
        if permission == .askWhenNeeded {
            // The release would push it out: the app is asked, as for a dismissal, and says no.
            #expect(release.events == [.needsDismissalPermission])
            release = engine.send(.dismissalPermission(false))
        }
        #expect(release.events.contains(.didAttemptToDismiss) && release.settleDetentIndex == 0)
        #expect(release.transition == .presentation)
        let run = engine.runTicks(from: time + 0.02).map(\.output)
        #expect(run.contains { $0.events.contains(.presented) })
        #expect(!run.contains { $0.events.contains(.presentationCancelled) || $0.events.contains(.willDismiss) })
        #expect(run.last!.phase == .resting && run.last!.extent == CommentSheetOnPhone.medium)
    }

    @Test("A drawer's edge pan caught again after its release still pushes back freely")
    func caughtEdgePanPresentation() {
        var engine = SheetEngine(configuration: .drawer(), container: .phonePortrait, dismissalPermission: .denied)
        engine.send(.dragBegan(time: 0))
        engine.send(.dragChanged(delta: 150, time: 0.05, scroll: nil))
        engine.send(.dragEnded(velocity: 600, time: 0.06))
        engine.send(.tick(FrameTick(timestamp: 0.07, targetTimestamp: 0.07 + 1.0 / 120)))
        let caught = engine.send(.dragBegan(time: 0.08))
        #expect(caught.transition == .presentation)
        let back = engine.send(.dragChanged(delta: 20 - caught.extent, time: 0.09, scroll: nil))
        #expect(back.extent == 20 && back.events.isEmpty)
        engine.send(.dragEnded(velocity: -900, time: 0.1))
        #expect(engine.runTicks(from: 0.1).last!.output.events == [.presentationCancelled])
    }

    @Test("A caught presentation the app allows to be dismissed, once asked, is cancelled")
    func caughtPresentationAsked() {
        var engine = Self.presenting(dismissalPermission: .askWhenNeeded)
        let caught = engine.send(.dragBegan(time: 0.05))
        engine.send(.dragChanged(delta: -caught.extent / 2, time: 0.06, scroll: nil))
        #expect(engine.send(.dragEnded(velocity: -1500, time: 0.07)).events == [.needsDismissalPermission])
        let answer = engine.send(.dismissalPermission(true))
        #expect(answer.settleTarget == .hidden && answer.transition == .presentation && !answer.events.contains(.willDismiss))
        #expect(engine.runTicks(from: 0.07).last!.output.events == [.presentationCancelled])
    }

    @Test("Dismissals announce whether they follow a finger")
    func interactiveOrNot() {
        var dragged = presentedCommentSheet()
        dragged.send(.dragBegan(time: 0))
        let below = dragged.send(.dragChanged(delta: -60, time: 0.01, scroll: nil))
        #expect(below.events == [.willDismiss] && below.dismissesInteractively)
        var tapped = presentedCommentSheet()
        let tap = tapped.send(.dimmingTapped(time: 0))
        #expect(tap.events == [.willDismiss] && !tap.dismissesInteractively && tap.cause == .user)
        var programmatic = presentedCommentSheet()
        let app = programmatic.send(.dismiss(animated: true, time: 0))
        #expect(app.events == [.willDismiss] && !app.dismissesInteractively && app.cause != .user)
    }
}

@Suite("Selection before and at rest")
struct SelectionEdgeCaseTests {
    @Test("Selecting before the presentation sets the detent it presents at, silently")
    func selectWhileHidden() {
        var engine = SheetEngine(configuration: .commentSheet(), container: .phonePortrait)
        let selected = engine.send(.selectDetent(.large, animated: true, time: 0))
        #expect(selected.events.isEmpty && selected.phase == .hidden && selected.selectedDetentIdentifier == .large)
        let presented = engine.send(.present(animated: false, time: 0))
        #expect(presented.extent == 776.48 && presented.events == [.presented, .settled])
        #expect(engine.send(.selectDetent("nonexistent", animated: false, time: 1)).selectedDetentIdentifier == .large)
    }

    /// Review (2026-11-27): a `prepare` that selected `.large` and then set any configuration
    /// property (the dimming, the spring) presented at the initial detent, 506.4 pt.
    @Test("A selection before the presentation outlives a later configuration that keeps the initial detent; a new initial detent wins",
          arguments: [(Detent.Identifier?.some(.medium), Detent.Identifier.large, 776.48), (.large, .large, 776.48),
                      // No initial detent any more: a change of it, newer than the selection,
                      // presents at the smallest.
                      (nil, .medium, 506.4)])
    func selectionOutlivesConfiguration(initial: Detent.Identifier?, expected: Detent.Identifier, extent: Double) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.initialDetentIdentifier = .medium
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        _ = engine.send(.selectDetent(.large, animated: false, time: 0))
        // The container update that comes before every presentation keeps it too.
        var container = SheetContainer.phonePortrait
        container.safeAreaInsets.top += 1
        _ = engine.send(.updateContainer(container))
        configuration.prefersHapticFeedback.toggle()
        configuration.initialDetentIdentifier = initial
        let changed = engine.send(.updateConfiguration(configuration, animated: false, time: 0))
        #expect(changed.phase == .hidden)
        let presented = engine.send(.present(animated: false, time: 0))
        #expect(presented.selectedDetentIdentifier == expected && presented.extent == extent)
    }

    @Test("Selecting the detent a resting sheet rests on changes nothing, not even a settle event", arguments: [true, false])
    func selectSame(animated: Bool) {
        var engine = presentedCommentSheet()
        let output = engine.send(.selectDetent(.medium, animated: animated, time: 1))
        #expect(output.events.isEmpty && output.phase == .resting && output.cause == nil)
    }

    @Test("A selection sent to the lifecycle before the presentation writes no view")
    func lifecycleBeforePresentation() {
        var lifecycle = SheetLifecycle(configuration: .commentSheet())
        #expect(lifecycle.send(.selectDetent(.large, animated: false, time: 0)).isEmpty)
        let actions = lifecycle.send(.presentationWillBegin(container: .phonePortrait, time: 0))
        #expect(actions.contains { if case .layout = $0 { return true } else { return false } })
        _ = lifecycle.send(.transitionStarted(.presentation, interactive: false, animated: false, time: 0))
        #expect(lifecycle.output.extent == 776.48)
    }
}
