/// An input to a style's interactive transition driven by a two-dimensional pan
/// (``CardZoomDismissal``). Times are in seconds on the display
/// link's clock; points are in the container's coordinates.
///
/// Translations are cumulative, as `UIPanGestureRecognizer.translation(in:)` reports them:
/// the finger's displacement since ``dragBegan(location:time:)``. Each style maps them onto
/// its ``InteractiveTrack`` and passes on the track's time rules: a time that is not finite or
/// is earlier than the latest one shown counts as that latest time.
package enum PanTransitionInput: Hashable, Sendable {
    /// Starts the transition without a finger: the track runs from its start to its end on
    /// the style's spring.
    case begin(time: Double)
    /// A finger touched down at `location`.
    case dragBegan(location: SheetPoint, time: Double)
    /// The finger's translation since it touched down is `translation`, in points.
    case dragChanged(translation: SheetPoint, time: Double)
    /// The finger lifted with `velocity`, in points per second (`velocity(in:)`).
    case dragEnded(velocity: SheetPoint, time: Double)
    /// The system cancelled the gesture.
    case dragCancelled(time: Double)
    /// A display-link frame.
    case tick(FrameTick)
}
