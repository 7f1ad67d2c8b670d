/// An input to ``SheetEngine``. Times are in seconds on the display link's clock
/// (`CACurrentMediaTime()` on iOS); the engine never reads a clock itself.
///
/// Times are sanitized as times (``InputLimits``): a non-finite time is the engine's latest
/// time, and an event's time counts as at most ``InputLimits/maximumEventLag`` before the
/// latest time the engine has seen.
/// Deltas are sanitized as signed lengths; release velocities are limited to
/// ±``ReleasePolicy/maximumReleaseSpeed``.
public enum SheetInput: Sendable {
    /// Present the sheet at its initial detent, on the presentation spring when animated.
    case present(animated: Bool, time: Double)
    /// Dismiss the sheet (the app asked; always allowed).
    case dismiss(animated: Bool, time: Double)
    /// The user asked to dismiss (escape gesture, close button): dismisses when allowed,
    /// otherwise reports `SheetEvents.didAttemptToDismiss`. Ignored until the presentation
    /// completed (UIKit ignores touches during a presentation transition).
    case requestDismissal(time: Double)
    /// The user tapped the dimmed area; see ``SheetConfiguration/dimmingTapAction``. Ignored
    /// until the presentation completed.
    case dimmingTapped(time: Double)
    /// The answer to `SheetEvents.needsDismissalPermission`: whether the user may dismiss.
    /// The held input is applied with it (one that a newer input dropped is not: see
    /// ``DismissalPermission/askWhenNeeded``); for a drag the answer holds until the drag ends.
    case dismissalPermission(Bool)
    /// A finger touched the sheet. A moving sheet stops where it is (``SheetPhase/held``).
    case touchDown(time: Double)
    /// The finger that touched the sheet lifted without dragging it: a held sheet goes on
    /// toward its target from rest.
    case touchUp(time: Double)
    /// A finger started dragging the sheet (from hidden: an interactive presentation).
    case dragBegan(time: Double)
    /// The finger moved `delta` points along the axis, positive toward expanding. `scroll`
    /// describes the tracked scroll view with its offset as last pinned.
    case dragChanged(delta: Double, time: Double, scroll: ScrollMetrics?)
    /// The finger lifted with `velocity` points per second along the axis, positive toward
    /// expanding.
    case dragEnded(velocity: Double, time: Double)
    /// The system cancelled the drag; treated as a release without velocity.
    case dragCancelled(time: Double)
    /// A display-link frame. A tick whose target time is up to
    /// ``InputLimits/maximumEventLag`` earlier than the latest time the engine has seen is
    /// stale (frames are shown in order) and changes nothing; one further back is a new clock
    /// (a reset): the motion goes on from what is shown, with no jump.
    case tick(FrameTick)
    /// Select a detent by identifier, on the same spring as a release when animated. Ignored
    /// while dragging or dismissing (the finger, or the dismissal, wins) and for the identifier
    /// a resting sheet rests on; an identifier merged into that detent (an alias at the same
    /// extent) becomes the selection without a move, reported as a change, so the sheet goes
    /// to it when the layout parts them again. An identifier the layout does not resolve waits
    /// for a configuration or container that does (the sheet stays where it is meanwhile; the
    /// user's drag or another selection forgets it), as UIKit keeps its
    /// `selectedDetentIdentifier`. While hidden it sets the detent the next presentation goes to.
    case selectDetent(Detent.Identifier, animated: Bool, time: Double)
    /// Select a detent by identifier and move there on `spring` (UIKit's `animateChanges` with
    /// the app's own spring). The same rules as ``selectDetent(_:animated:time:)``.
    case moveToDetent(Detent.Identifier, spring: MotionSpring, time: Double)
    /// The app changes where the user's release goes (a delegate that redirects the proposed
    /// target, as FloatingPanel's `floatingPanelWillEndDragging`): the settle spring retargets
    /// from where it is, so nothing jumps. Only for the settle that follows a user's release;
    /// ``Stop/ID/hidden`` begins a dismissal (the app's choice, so no permission is asked).
    case redirectRelease(Detent.Identifier, time: Double)
    /// The dismissal a user's release began was never told to anyone (the app sent the
    /// release to a detent before the lifecycle announced it): the settle toward that detent
    /// no longer belongs to a dismissal, so a finger that catches it begins a new one
    /// (announced) if it pulls to hidden, and its arrival reports no dismissal cancelled.
    /// Nothing happens unless the sheet settles toward a detent on a dismissal.
    case withdrawUnannouncedDismissal
    /// Move `by` detents up (positive) or down (negative), animated; never dismisses.
    /// Accessibility's increment and decrement. Any `Int` is accepted (it is clamped to the
    /// detents there are).
    case stepDetent(by: Int, time: Double)
    // The two layout inputs are boxed (`indirect`): unboxed, their payloads made every input
    // several hundred bytes, copied on each tick and drag event. They re-resolve the layout,
    // which allocates anyway.
    /// The container changed (size, safe area, keyboard, traits, content size). The
    /// selected detent is kept by identifier.
    indirect case updateContainer(SheetContainer)
    /// What covers the container's edges (the keyboard) changed, with the duration of its own
    /// animation, in seconds: the sheet follows on a matching spring (see
    /// ``SheetConfiguration/avoidsKeyboard``).
    indirect case updateObstruction(SheetInsets, duration: Double, time: Double)
    /// The configuration changed (detents, springs, options). The selected detent is kept
    /// by identifier; when `animated`, a resting sheet moves to its detent's new extent on
    /// `spring` (the spring of the app's `animateChanges(spring:_:)`), or on the
    /// configuration's spring when `spring` is `nil`; otherwise it is placed there at once.
    indirect case updateConfiguration(SheetConfiguration, animated: Bool, spring: MotionSpring? = nil, time: Double)
}
