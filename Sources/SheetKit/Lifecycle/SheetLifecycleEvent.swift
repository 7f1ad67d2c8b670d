/// What UIKit (and the app) tell a sheet's ``SheetLifecycle``: each case is one UIKit
/// callback or one thing the adapter observed, sent as it happens. Times are in seconds on
/// the display link's clock (`CACurrentMediaTime()`).
package enum SheetLifecycleEvent: Sendable {
    // MARK: The presentation controller's transition callbacks

    /// `presentationTransitionWillBegin()`: the container view exists, described by `container`.
    case presentationWillBegin(container: SheetContainer, time: Double)
    /// `presentationTransitionDidEnd(_:)`. `completed` is `false` for a cancelled presentation
    /// (UIKit removes the presented view).
    case presentationDidEnd(completed: Bool)
    /// `dismissalTransitionWillBegin()`: UIKit's transition coordinator now exists.
    case dismissalWillBegin
    /// `dismissalTransitionDidEnd(_:)`. `completed` is `false` for a cancelled dismissal.
    case dismissalDidEnd(completed: Bool)

    // MARK: Transition contexts

    /// UIKit handed over a transition context: `animateTransition(using:)` (not interactive)
    /// or `startInteractiveTransition(_:)` (interactive). `animated` is the context's
    /// `isAnimated`.
    case transitionStarted(SheetTransitionKind, interactive: Bool, animated: Bool, time: Double)

    // MARK: Gestures

    /// A finger touched the sheet (before any pan began): a moving sheet stops where it is.
    case touchDown(time: Double)
    /// The finger that touched the sheet lifted without a pan: a held sheet goes on.
    case touchUp(time: Double)
    /// The sheet's pan began (the lifecycle answers with
    /// ``SheetLifecycleAction/trackScrollView``).
    case panBegan(time: Double)
    /// The sheet's pan moved: the translation along the sheet's axis since the last event, as
    /// an extent change (positive = expanding), in points, and the tracked scroll view's
    /// metrics with its offset as last pinned.
    case panChanged(delta: Double, time: Double, scroll: ScrollMetrics?)
    /// The sheet's pan ended with `velocity` (extent points per second). `scrollViewPanActive`
    /// says whether the tracked scroll view's own pan is still under way (it may end after the
    /// sheet's, in the same touch event).
    case panEnded(velocity: Double, time: Double, scrollViewPanActive: Bool)
    /// The system cancelled the sheet's pan.
    case panCancelled(time: Double)
    /// The tracked scroll view's own pan ended (its deceleration, if any, has started).
    case scrollViewPanEnded
    /// The main queue turned after an ``SheetLifecycleAction/scheduleNextTurn`` request.
    case nextTurn
    /// An edge pan presenting the sheet moved: its total translation along the sheet's axis
    /// as an extent, in points. Sent from before the container exists; the lifecycle buffers
    /// it until the presentation transition starts.
    case edgePanChanged(translation: Double, time: Double)
    /// The edge pan presenting the sheet ended with `velocity` (extent points per second), or
    /// was cancelled (`velocity` 0).
    case edgePanEnded(velocity: Double, time: Double)
    /// The user tapped the dimmed area.
    case dimmingTapped(time: Double)
    /// VoiceOver's escape gesture (or a close button): a request to dismiss.
    case escape(time: Double)
    /// VoiceOver adjusted the grabber: +1 for a larger detent, −1 for a smaller one.
    case grabberAdjusted(step: Int, time: Double)
    /// VoiceOver, Switch Control or Full Keyboard Access activated the grabber: it moves to the
    /// next larger detent, from the largest back to the smallest
    /// (``SheetEngine/grabberActivationStep``), as the system sheet's grabber expands and
    /// collapses its sheet.
    case grabberActivated(time: Double)
    /// The answer to ``SheetLifecycleAction/askDismissalPermission``: whether the user may
    /// dismiss now (not modal in presentation, and the delegate agrees).
    case dismissalPermission(Bool)

    // MARK: The app

    /// The app changed the selected detent, on the spring when `animated`.
    case selectDetent(Detent.Identifier, animated: Bool, time: Double)
    /// The app moves the sheet to a detent on `spring` (`nil`: at once). With a `completion`
    /// token the lifecycle answers ``SheetLifecycleAction/completeSelection(token:finished:)``
    /// once: finished when the sheet rests there, not finished when something else intervened
    /// (a finger, another selection, a dismissal, the end of the presentation).
    case moveToDetent(Detent.Identifier, spring: MotionSpring?, time: Double, completion: Int?)
    /// The delegate sent the user's release elsewhere (see
    /// ``SheetNotification/willEndDragging(velocity:target:)``).
    case redirectRelease(Detent.Identifier, time: Double)
    /// The app changed the configuration, when `animated` on `spring` (its
    /// `animateChanges(spring:_:)`'s) or, when `nil`, the configuration's. A configuration
    /// equivalent to the current one (``SheetConfiguration/isEquivalent(to:)``) changes nothing.
    case configurationChanged(SheetConfiguration, animated: Bool, spring: MotionSpring? = nil, time: Double)
    /// The app asked to resolve the detents again (`invalidateDetents()`): custom resolvers
    /// run again and the sheet moves to its detent's new extent, when `animated` on `spring`
    /// or, when `nil`, the configuration's.
    case detentsInvalidated(animated: Bool, spring: MotionSpring? = nil, time: Double)

    // MARK: Sheets on sheets

    /// Whether the sheet is presented from a view controller inside another SheetKit sheet;
    /// sent before ``presentationWillBegin(container:time:)``. Over a sheet, the sheet reports
    /// its progress to that sheet (``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``),
    /// which steps back, and applies no presenting-view effect of its own: the sheet behind it
    /// is what recedes (its presented content is the presenting view). `false` changes nothing.
    case presentedOverSheet(Bool)
    /// `depth` SheetKit sheets are presented above this one, and the top-most of them is at
    /// `progress` of its presentation (0...1, its ``SheetOutput/progress``); depth 0: none any
    /// more. Sent by the sheet directly above (its
    /// ``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``). The sheet steps back by
    /// ``SheetStackEffect`` and does not move: its extent, detent and gestures stay as they
    /// are. A negative depth counts as 0, one above
    /// ``SheetStackConfiguration/maximumAllowedDepth`` + 1 as that; a NaN progress counts as 1
    /// and others are clamped into 0...1.
    case coveredBySheet(depth: Int, progress: Double)

    // MARK: The environment

    /// A display-link frame.
    case tick(FrameTick)
    /// The container's geometry or traits changed (layout, rotation, safe area, content size).
    /// The keyboard's part is its own event; `container.obstructionInsets` is ignored.
    /// `time` is when it was measured, in seconds on the display link's clock: a content-size
    /// change starts its spring then (a sheet at rest has seen no time since its last frame,
    /// and a spring started then would be over by the next one); `nil` counts as the latest
    /// time the sheet has seen.
    case containerChanged(SheetContainer, time: Double? = nil)
    /// A size transition (rotation) is animating: sent from inside UIKit's alongside
    /// animation block, so what it applies animates with the rotation.
    case sizeTransitionAnimating
    /// The keyboard's frame will change. `covered` is what it covers at the container's edges
    /// (zero when it goes); `ownsKeyboard` whether the first responder is inside the sheet;
    /// `duration` the keyboard's animation duration, in seconds.
    case keyboardWillChange(covered: SheetInsets, ownsKeyboard: Bool, duration: Double, time: Double)
    /// The keyboard layout guide moved (iOS 17 and later): `covered` is what the keyboard
    /// covers now, `inAnimation` whether the guide moved inside a UIKit animation. It reports
    /// every move, the frames of an interactive dismissal among them (a list with
    /// `keyboardDismissMode = .interactive`), which no keyboard notification reports; the
    /// sheet follows only those (a move outside any animation while a finger drags the sheet).
    case keyboardTracked(covered: SheetInsets, ownsKeyboard: Bool, inAnimation: Bool, time: Double)
    /// The app moved to the background: the display link pauses and the clock stops.
    case didEnterBackground(time: Double)
    /// The app came back: motion resumes from where it stopped, with no jump.
    case willEnterForeground(time: Double)
    /// The presentation ended or its controller goes away: nothing runs any more.
    case tearDown
}
