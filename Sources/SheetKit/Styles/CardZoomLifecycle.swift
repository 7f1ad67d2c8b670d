/// What a ``CardZoomLifecycle`` hears besides UIKit's transition events.
package enum CardZoomLifecycleEvent: Sendable {
    /// One of UIKit's transition events: the context handed over (`transitionStarted`; its
    /// `length` is not used, the lifecycle measures its scene), display-link frames, the app
    /// going to the background and back, teardown. Its one-dimensional pan events and
    /// `lengthChanged` are not used: pans come as ``pan(_:_:)`` and geometry as
    /// ``sceneChanged(_:)``.
    case transition(TrackTransitionEvent)
    /// The screen changed (a rotation, a resize, the card moved or went away).
    case sceneChanged(CardZoomScene)
    /// A pan on the detail, with the scene as it is now (the detail's scroll position
    /// included: a pull down needs its content at the top).
    case pan(PanGestureEvent, CardZoomScene)
    /// The user asked to close the detail without a gesture (VoiceOver's escape).
    /// `userMayDismiss` is false while the detail is modal in presentation.
    case dismissRequested(userMayDismiss: Bool)
}

/// Where a ``CardZoomLifecycle`` is.
package enum CardZoomLifecyclePhase: String, Hashable, Sendable, CaseIterable {
    /// Created; UIKit has not started the presentation.
    case awaitingPresentation
    /// The detail opens out of the card.
    case presenting
    /// The detail is up; pulls, settles back and the close happen here
    /// (``CardZoomLifecycle/dismissalPhase``).
    case presented
    /// The detail closed into the card. Terminal.
    case dismissed
}

/// A card zoom's whole life as a value, from the open to the close, for the UIKit adapter:
/// the presentation on ``CardZoomStyle``'s track, then any number of pulls that settle back
/// (each an interactive dismissal UIKit cancels), and the close into the card (a pull's
/// release, or a non-interactive dismissal).
///
/// - **Open**: when UIKit hands over the presentation's context, a track as
///   ``CardZoomStyle/makePresentationTrack(in:reduceMotion:)`` makes it runs to its end and
///   completes the context. A scene change relays it out (the progress is kept).
/// - **Pull**: a pan goes to ``CardZoomDismissal``; when its lock takes the drag, the
///   lifecycle asks UIKit for an interactive dismissal (``TrackTransitionAction/beginTransition``)
///   and, once the context is there, reports the close's progress as the interactive percent
///   (0 while pulling: the screen behind does not change until the close). A settle back
///   cancels the context; the close finishes it.
/// - **Close without a gesture**: a dismissal UIKit starts non-interactively (the app's
///   `dismiss(animated:)`, or ``CardZoomLifecycleEvent/dismissRequested(userMayDismiss:)``)
///   begins the close from the detail's frame; a drag that was still deciding is dropped.
/// - **Exactly once**: every context is completed once, `finish`/`cancel` first when
///   interactive; an outcome reached before UIKit handed the context over waits for it.
/// - **Time** runs on a clock that stops in the background; the display link runs exactly
///   while a track moves.
///
/// The adapter renders ``appearance(in:)`` for the scene as it is at that moment on every
/// ``TrackTransitionAction/apply(progress:)``, so a rotation or a card that moved is taken
/// into account on the next frame.
package struct CardZoomLifecycle: TransitionLifecycle {
    /// The style's numbers.
    package let style: CardZoomStyle
    /// Whether the user asked for reduced motion: every step is a cross-fade.
    package let reduceMotion: Bool
    /// The latest scene the lifecycle was given.
    package internal(set) var scene: CardZoomScene

    enum Stage: Sendable {
        case awaitingPresentation
        case presenting(InteractiveTrack)
        case presented(CardZoomDismissal)
        case dismissed
    }

    var stage = Stage.awaitingPresentation
    /// The context, the queue, the clock and the display link's state.
    package var shell = Shell<TrackTransitionAction>()

    /// Creates the lifecycle of a card zoom about to be presented.
    /// - Parameters:
    ///   - style: The style's numbers.
    ///   - scene: The scene when the card is tapped.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package init(style: CardZoomStyle = CardZoomStyle(), scene: CardZoomScene, reduceMotion: Bool = false) {
        self.style = style
        self.scene = scene
        self.reduceMotion = reduceMotion
    }

    /// The current phase.
    package var phase: CardZoomLifecyclePhase {
        switch stage {
        case .awaitingPresentation: return .awaitingPresentation
        case .presenting: return .presenting
        case .presented: return .presented
        case .dismissed: return .dismissed
        }
    }

    /// The dismissal's phase while the detail is presented; `nil` otherwise.
    package var dismissalPhase: CardZoomDismissalPhase? {
        if case .presented(let dismissal) = stage { return dismissal.phase }
        return nil
    }

    /// Whether ``CardZoomLifecycleEvent/dismissRequested(userMayDismiss:)`` asks UIKit for the
    /// close now: the user may dismiss, the detail is presented with no pull or close under
    /// way, no dismissal was asked for, and nothing was torn down.
    /// - Parameter permitted: Whether the user may dismiss (the detail is not modal in
    ///   presentation).
    package func grantsTransitionRequest(permitted: Bool) -> Bool {
        permitted && dismissalPhase == .idle && shell.context == .none && !shell.isTornDown
    }

    /// Whether the next dismissal UIKit starts is to be interactive (a pull asked for it):
    /// vend the interaction controller exactly then.
    package var startsInteractively: Bool { shell.isInteractive }

    /// Whether a pan may begin now: to catch a pull settling back, or, while nothing runs, to
    /// start one when the user may dismiss.
    /// - Parameter userMayDismiss: Whether the detail may be dismissed by the user (it is not
    ///   modal in presentation).
    package func mayBeginPan(userMayDismiss: Bool) -> Bool {
        switch dismissalPhase {
        case .settlingBack?: return !shell.isTornDown
        case .idle?: return grantsTransitionRequest(permitted: userMayDismiss)
        default: return false
        }
    }

    /// Whether a pan asking to begin, moved `translation` from `start` (container points),
    /// would lock as a pull in `scene` (``CardZoomStyle/DragLock``) were the user permitted
    /// to dismiss: what a modal detail reports as an attempt to dismiss
    /// (``UserDismissalReport/panAsksToBegin(begins:beginsIfPermitted:)``), since its pan does
    /// not begin and its lock never runs. A scroll, or a swipe inside the detail, is none.
    package func panWouldPull(start: SheetPoint, translation: SheetPoint, in scene: CardZoomScene) -> Bool {
        if case .locked? = pullDecision(start: start, translation: translation, in: scene) { return true }
        return false
    }

    /// What the direction lock makes of a pan asking to begin, moved `translation` from
    /// `start` (container points), were the user permitted to dismiss; `nil` when no pull may
    /// begin now (``acceptsPan``). The pan begins without asking the app when it is
    /// ``CardZoomDragDecision/declined`` (it scrolls the detail and never pulls: the lifecycle's
    /// lock, fed the same motion, declines it too); otherwise the app's permission decides.
    package func pullDecision(start: SheetPoint, translation: SheetPoint, in scene: CardZoomScene) -> CardZoomDragDecision? {
        guard acceptsPan else { return nil }
        return style.dragLock.decide(start: start, translation: translation, containerWidth: scene.container.size.width,
                                     layoutDirection: scene.container.layoutDirection, isContentAtTop: scene.isDetailScrolledToTop,
                                     horizontalScrollViews: scene.horizontalScrollViews)
    }

    /// Whether a new touch would catch a pull springing back.
    package var canCatch: Bool { dismissalPhase == .settlingBack && !shell.isTornDown }

    /// Whether a pan may begin now, the user being allowed to dismiss.
    package var acceptsPan: Bool { mayBeginPan(userMayDismiss: true) }

    /// Whether the detail closed into the card, or the lifecycle was torn down.
    package var isEnded: Bool {
        if case .dismissed = stage { return true }
        return shell.isTornDown
    }

    /// Whether the card the detail came from is hidden: from the open's start until the
    /// close lands or the lifecycle is torn down. The detail stands for the card while it
    /// opens, is pulled and closes, so the card under it would show twice (the App Store
    /// hides the cell the same way). Under Reduce Motion the detail cross-fades over the
    /// screen without standing for the card, so the card stays.
    package var hidesSource: Bool {
        guard !reduceMotion, !isEnded else { return false }
        switch stage {
        case .presenting, .presented: return true
        case .awaitingPresentation, .dismissed: return false
        }
    }

    /// How presented the detail is, 0 (at the card) ... 1 (up): the open's progress, 1 while
    /// pulled, 1 − the close's progress while closing. What the chrome around follows
    /// (``tabBarTranslation(tabBarHeight:)``). 0 once ended, however it ended: a detail
    /// taken away by a dismissal of what presented it (a deep link's `dismiss` from the root,
    /// a SwiftUI binding) is torn down from `.presented`, and the chrome comes back.
    package var presentedFraction: Double {
        if isEnded { return 0 }
        switch stage {
        case .awaitingPresentation, .dismissed: return 0
        case .presenting(let track): return track.progress
        case .presented(let dismissal): return 1 - dismissal.closeProgress
        }
    }

    /// How far the tab bar moves down, in points: its height × ``presentedFraction``, so it
    /// slides out as the detail opens and back as it closes. Heights that are not finite or
    /// negative count as 0.
    /// - Parameter tabBarHeight: The tab bar's height, in points.
    package func tabBarTranslation(tabBarHeight: Double) -> Double {
        tabBarHeight.styleLength * presentedFraction
    }

    /// Whether the tab bar is out of sight at its own place instead of slid: once the detail
    /// is fully up (``presentedFraction`` 1, pulled included), it covers the screen, so the
    /// adapter hides the bar and gives it back its identity transform. `UITabBarController`
    /// lays its bar out by frame, and UIKit says "do not use frame if view is transformed
    /// since it will not correctly reflect the actual location of the view" (UIView.h line
    /// 188 in the iOS 26.2 SDK): a relayout while the
    /// bar stayed slid (a rotation, a status bar change) left it offset by its height. Only
    /// the open and the close slide it.
    package var hidesTabBar: Bool { presentedFraction >= 1 && !isEnded }

    /// How the detail looks now, in `scene` (the screen as it is at this moment).
    /// - Parameter scene: The scene now.
    package func appearance(in scene: CardZoomScene) -> CardZoomAppearance {
        switch stage {
        case .awaitingPresentation, .dismissed:
            return style.presentationAppearance(expansion: 0, in: scene, reduceMotion: reduceMotion)
        case .presenting(let track):
            return style.presentationAppearance(expansion: track.progress, in: scene, reduceMotion: reduceMotion)
        case .presented(let dismissal):
            return dismissal.appearance(in: scene)
        }
    }

    /// The expected length of the next non-interactive transition, in seconds: the open from
    /// the card, or the close from the detail's frame.
    /// - Complexity: O(d / 1 ms) for a duration of d seconds.
    package var estimatedDuration: Double {
        switch stage {
        case .awaitingPresentation, .presenting:
            return style.makePresentationTrack(in: scene, reduceMotion: reduceMotion).estimatedDuration()
        case .presented:
            let configuration = style.trackConfiguration(displayScale: scene.container.displayScale, reduceMotion: reduceMotion)
            return InteractiveTrack(length: scene.detailFrame.largestEdgeTravel(to: scene.target.rect), configuration: configuration)
                .estimatedDuration()
        case .dismissed:
            return 0
        }
    }

    /// What the lifecycle hears: UIKit's transition events, gestures and geometry.
    package typealias Event = CardZoomLifecycleEvent

    /// Takes one of UIKit's transition events (see ``CardZoomLifecycleEvent/transition(_:)``).
    package mutating func handle(_ event: TrackTransitionEvent) {
        handle(.transition(event))
    }
}
