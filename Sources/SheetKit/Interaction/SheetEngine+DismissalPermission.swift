// When the permission to dismiss matters. UIKit asks its adaptive delegate
// (`presentationControllerShouldDismiss`) only when the user actually tries to dismiss; these
// tell the UIKit layer when that is, so it can ask then, once, instead of on every touch.
extension SheetEngine {
    /// Whether the drag event `delta` would take the sheet below its smallest detent, where
    /// ``allowsDismissal`` decides between following the finger and resisting it.
    ///
    /// `false` when no drag is under way or while a presentation is (cancelling a
    /// presentation needs no permission), and when the scroll view would take the motion.
    /// - Parameters:
    ///   - delta: The finger's motion, in points, positive toward expanding.
    ///   - scroll: The tracked scroll view's metrics, as for ``SheetInput/dragChanged(delta:time:scroll:)``.
    /// - Complexity: O(1); it changes nothing.
    public func dragReachesDismissal(delta: Double, scroll: ScrollMetrics?) -> Bool {
        guard phase == .dragging, !isPresentationUnderway else { return false }
        let free = DragArbiter(layout: layout, allowsDismissal: true)
        let next = free.step(delta: delta, extent: extent, scroll: scroll).extent
        return next < layout.detents.smallest.extent - ResolvedDetents.mergeTolerance
    }

    /// Whether lifting the finger now with `velocity` would dismiss the sheet if dismissal
    /// were allowed.
    /// - Parameter velocity: The finger's velocity, in points per second, positive toward
    ///   expanding, as for ``SheetInput/dragEnded(velocity:time:)``.
    /// - Complexity: O(n) in the number of detents; it changes nothing.
    public func releaseReachesDismissal(velocity: Double) -> Bool {
        guard phase == .dragging, !isPresentationUnderway, let session = drag else { return false }
        return releaseDecision(fingerVelocity: velocity, mover: session.mover, allowsDismissal: true) == .dismiss
    }

    /// Whether a tap on the dimmed area would dismiss the sheet if dismissal were allowed
    /// (``DimmingTapAction/dismiss``, or ``DimmingTapAction/collapse`` at the smallest
    /// detent), rather than collapse it or do nothing.
    public var dimmingTapReachesDismissal: Bool {
        guard phase == .idle || phase == .settling || phase == .presenting, !isPresentationUnderway else { return false }
        switch configuration.dimmingTapAction {
        case .none: return false
        case .dismiss: return true
        case .collapse: return !(selectedDetent > layout.detents.startIndex && acceptsSelection)
        }
    }
}
