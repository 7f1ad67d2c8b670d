/// What a ``CenteredCardLifecycle`` hears besides UIKit's transition events.
package enum CenteredCardLifecycleEvent: Sendable {
    /// One of UIKit's transition events: the context handed over (`transitionStarted`; its
    /// `length` is not used), display-link frames, the app going to the background and back,
    /// teardown. Its one-dimensional pan events and `lengthChanged` are not used: pans come
    /// as ``pan(_:)`` and geometry as ``geometryChanged(contentSize:container:)``.
    case transition(TrackTransitionEvent)
    /// The content's size or the container changed (a rotation, the keyboard, Dynamic Type).
    case geometryChanged(contentSize: SheetSize, container: SheetContainer)
    /// A pan on the card; its vertical components drive the dismissal.
    case pan(PanGestureEvent)
    /// The user asked to dismiss without a gesture (a tap on the dimming, VoiceOver's
    /// escape). `userMayDismiss` is false while the card is modal in presentation.
    case dismissRequested(userMayDismiss: Bool)
}

/// Where a ``CenteredCardLifecycle`` is.
package enum CenteredCardLifecyclePhase: String, Hashable, Sendable, CaseIterable {
    /// Created; UIKit has not started the presentation.
    case awaitingPresentation
    /// The card drops in (UIKit's presentation runs).
    case presenting
    /// The card is up and no dismissal runs.
    case presented
    /// A dismissal runs (a finger, its release, or a non-interactive drop-out), or one that
    /// settled back waits for the drop-in's bounce to come to rest.
    case dismissing
    /// The card is gone. Terminal.
    case dismissed
}

/// A centered card's whole life as a value, for the UIKit adapter: the presentation (the
/// drop-in, ``CenteredCardStyle``'s two springs by time) and the dismissals
/// (``CenteredCardTransition``'s track), each a UIKit transition completed exactly once.
///
/// - **Presentation**: UIKit's context is completed when the card has come to rest
///   (``SheetEvents/presented``), or at once when a finger catches the card during
///   its bounce: the bounce then goes on under the finger, inside the dismissal.
/// - **Dismissal**: a drag asks UIKit for an interactive dismissal
///   (``TrackTransitionAction/beginTransition``), a tap on the dimming or an escape for a
///   non-interactive one; so does the app's own `dismiss(animated:)`. The percent is the
///   dismissal track's progress. The context finishes when the card is gone; a release that
///   settles back cancels it once nothing moves any more (the drop-in's bounce may still
///   run), and a new drag before then continues the same context.
/// - **Exactly once**: every context is completed once, `finish`/`cancel` first when
///   interactive; an outcome reached before UIKit handed the context over waits for it.
/// - **Time** runs on a clock that stops in the background; the display link runs exactly
///   while anything moves.
///
/// The adapter renders ``appearance(contentSize:container:)`` for the geometry as it is at
/// that moment on every ``TrackTransitionAction/apply(progress:)``.
package struct CenteredCardLifecycle: TransitionLifecycle {
    /// The card's motion.
    package internal(set) var card: CenteredCardTransition
    /// The content's size the lifecycle was last given.
    package internal(set) var contentSize: SheetSize
    /// The container the lifecycle was last given.
    package internal(set) var container: SheetContainer

    /// The context, the queue, the clock and the display link's state.
    package var shell = Shell<TrackTransitionAction>()
    /// Whether a dismissal's context completed without animation.
    var dismissedAtOnce = false
    /// Whether an interactive dismissal settled back and its context cancels once nothing
    /// moves any more (the drop-in's bounce may still run).
    var cancelAwaitsRest = false
    /// The drop-in's duration for the stored geometry, in seconds (computed when the
    /// geometry changes, not on every frame).
    var presentationDuration: Double

    /// Creates the lifecycle of a card about to be presented.
    /// - Parameters:
    ///   - style: The card's style.
    ///   - contentSize: The content's size (see ``CenteredCardMetrics/frame(contentSize:in:)``).
    ///   - container: The container.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package init(style: CenteredCardStyle = CenteredCardStyle(), contentSize: SheetSize, container: SheetContainer,
                reduceMotion: Bool = false) {
        card = CenteredCardTransition(style: style, reduceMotion: reduceMotion)
        self.contentSize = contentSize
        self.container = container
        presentationDuration = Self.presentationDuration(style: style, contentSize: contentSize, container: container)
    }

    /// The drop-in's duration for a geometry, in seconds.
    static func presentationDuration(style: CenteredCardStyle, contentSize: SheetSize, container: SheetContainer) -> Double {
        style.presentationDuration(frame: style.metrics.frame(contentSize: contentSize, in: container), displayScale: container.displayScale)
    }

    /// The current phase.
    package var phase: CenteredCardLifecyclePhase {
        if card.isDismissed || dismissedAtOnce { return .dismissed }
        if card.presentationStart == nil { return .awaitingPresentation }
        if !card.isPresented { return .presenting }
        return card.isDismissing || shell.context != .none ? .dismissing : .presented
    }

    /// Whether the next dismissal UIKit starts is to be interactive (a drag asked for it):
    /// vend the interaction controller exactly then.
    package var startsInteractively: Bool { shell.isInteractive }

    /// Whether a pan may begin now: to start a dismissal (during the drop-in, or while the
    /// card rests and no transition runs) when the user may dismiss, or to catch an
    /// interactive dismissal (settling, or settled back and waiting for rest).
    /// - Parameter userMayDismiss: Whether the card may be dismissed by the user (it is not
    ///   modal in presentation).
    package func mayBeginPan(userMayDismiss: Bool) -> Bool {
        guard !shell.isTornDown, card.dismissal?.phase != .tracking else { return false }
        switch phase {
        case .presenting: return userMayDismiss
        case .presented: return userMayDismiss && shell.context == .none
        case .dismissing: return shell.isInteractive
        case .awaitingPresentation, .dismissed: return false
        }
    }

    /// Whether a new touch would catch an interactive dismissal's settle.
    package var canCatch: Bool {
        shell.isInteractive && phase == .dismissing && card.dismissal?.phase == .settling && !shell.isTornDown
    }

    /// Whether ``CenteredCardLifecycleEvent/dismissRequested(userMayDismiss:)`` asks UIKit for
    /// the drop-out now: the user may dismiss, the card rests presented (the drop-in is over,
    /// no dismissal runs or was asked for) and nothing was torn down.
    /// - Parameter permitted: Whether the user may dismiss (the card is not modal in
    ///   presentation).
    package func grantsTransitionRequest(permitted: Bool) -> Bool {
        permitted && phase == .presented && shell.context == .none && !shell.isTornDown
    }

    /// Whether a pan may begin now, the user being allowed to dismiss.
    package var acceptsPan: Bool { mayBeginPan(userMayDismiss: true) }

    /// Whether a pan moving at `velocity` (points per second, container coordinates) would
    /// start the card's drop-out were the user permitted to dismiss: the lifecycle accepts a
    /// pan, and it moves downward, the way the card drops out, within ±45° of straight down
    /// (``DirectionCone``), and the content under the finger is at its top. An upward or
    /// sideways drag starts no UIKit dismissal, so it neither asks the app nor reports an
    /// attempt (UIKit's own sheets ignore an upward drag too); nor does a downward one over
    /// content scrolled down, which scrolls back up instead (review of 2026-11-27: the card's
    /// drag and a list's scroll raced).
    /// - Parameters:
    ///   - velocity: The pan's velocity, in points per second.
    ///   - contentAtTop: Whether the vertical scroll view under the finger (the one a sheet
    ///     would track, `ScrollViewSelection`) is at its top, or there is none; default `true`.
    /// - Complexity: O(1).
    package func panWouldDismiss(velocity: SheetPoint, contentAtTop: Bool = true) -> Bool {
        // The cone takes either direction along its axis: downward is the card's.
        acceptsPan && contentAtTop && velocity.y > 0 && DirectionCone().contains(along: velocity.y, across: velocity.x)
    }

    /// Whether the pan of a vertical scroll view in the card waits for the card's own pan to
    /// fail: while the card's pan may begin (a drag down from the content's top drops the card
    /// out, a touch catches a dismissal), so the two never move under one finger; the card's
    /// pan fails at once for a drag the content takes (``panWouldDismiss(velocity:contentAtTop:)``).
    package var scrollViewsWaitForPan: Bool { acceptsPan }

    /// Whether the card is gone, or the lifecycle was torn down.
    package var isEnded: Bool { phase == .dismissed || shell.isTornDown }

    /// How the card and what is behind it look now, for the geometry as it is at this moment.
    /// - Parameters:
    ///   - contentSize: The content's size now.
    ///   - container: The container now.
    /// - Complexity: Computes the drop-in's duration (a few Newton steps per spring).
    ///
    /// Once the lifecycle has ended (the card dropped out, was dismissed without animation,
    /// or was torn down, as a cancelled presentation is) the presenting view's tint is never
    /// dimmed (``CenteredCardAppearance/isPresentingTintDimmed`` `false`): the adapter's last
    /// render gives the presenting view its tint back.
    package func appearance(contentSize: SheetSize, container: SheetContainer) -> CenteredCardAppearance {
        let shown = card.appearance(contentSize: contentSize, container: container)
        return isEnded ? shown.withPresentingTintDimmed(false) : shown
    }

    /// The expected length of the next non-interactive transition, in seconds: the drop-in,
    /// or a drop-out from rest.
    /// - Complexity: O(d / 1 ms) for a duration of d seconds.
    package var estimatedDuration: Double {
        let style = card.style
        guard card.isPresented else { return presentationDuration }
        var configuration = style.dismissalConfiguration.adjusted(forReduceMotion: card.reduceMotion)
        configuration.displayScale = container.displayScale
        return InteractiveTrack(length: style.dismissalLength(contentSize: contentSize, container: container),
                                configuration: configuration).estimatedDuration()
    }

    /// The running UIKit transition's progress: the drop-in's share of its duration, or the
    /// dismissal track's progress.
    var transitionProgress: Double {
        if card.isDismissed || dismissedAtOnce { return 1 }
        guard card.isPresented else {
            return presentationDuration > 0 ? card.timeSincePresentation / presentationDuration : 1
        }
        return card.dismissal?.progress ?? 0
    }

    /// What the lifecycle hears: UIKit's transition events, gestures and geometry.
    package typealias Event = CenteredCardLifecycleEvent

    /// Takes one of UIKit's transition events (see ``CenteredCardLifecycleEvent/transition(_:)``).
    package mutating func handle(_ event: TrackTransitionEvent) {
        handle(.transition(event))
    }
}
