/// One event of a pan gesture on a presented view, as the style lifecycles
/// (``CardZoomLifecycle``, ``CenteredCardLifecycle``) take it. Times are in seconds on the
/// display link's clock; points in the container's coordinates.
///
/// The UIKit layer maps `UIPanGestureRecognizer` states onto these without deciding
/// anything: `.began` is ``began(location:time:)`` at the touch-down point
/// (`location(in:)` − `translation(in:)`) followed by ``changed(translation:time:)``; `.ended`
/// is a last ``changed(translation:time:)`` and ``ended(velocity:time:)``; `.cancelled` and
/// `.failed` are ``cancelled(time:)``.
package enum PanGestureEvent: Hashable, Sendable {
    /// A finger touched down at `location`.
    case began(location: SheetPoint, time: Double)
    /// The finger's translation since it touched down is `translation`, in points.
    case changed(translation: SheetPoint, time: Double)
    /// The finger lifted with `velocity`, in points per second.
    case ended(velocity: SheetPoint, time: Double)
    /// The system cancelled the gesture.
    case cancelled(time: Double)

    /// The event as a style's input, with its time moved onto a lifecycle's clock.
    func input(on clock: PausingClock) -> PanTransitionInput {
        switch self {
        case .began(let location, let time): return .dragBegan(location: location, time: clock.lifecycleTime(time))
        case .changed(let translation, let time): return .dragChanged(translation: translation, time: clock.lifecycleTime(time))
        case .ended(let velocity, let time): return .dragEnded(velocity: velocity, time: clock.lifecycleTime(time))
        case .cancelled(let time): return .dragCancelled(time: clock.lifecycleTime(time))
        }
    }
}
