extension TrackTransitionEvent {
    /// What UIKit's `presentationTransitionDidEnd(_:)` means for a presented style's
    /// lifecycle (a card zoom, a centered card, a circular reveal).
    ///
    /// A presentation that did not complete leaves nothing on screen, and its presentation
    /// controller goes away: ``tearDown`` (the lifecycle cancels a context still open, once,
    /// stops its display link, and its appearance gives the presenting view back what it
    /// changed). A completed presentation: nothing.
    /// - Parameter completed: UIKit's `completed`.
    /// - Returns: The events to pass, in order.
    package static func presentationTransitionDidEnd(completed: Bool) -> [TrackTransitionEvent] {
        completed ? [] : [.tearDown]
    }

    /// What UIKit's `dismissalTransitionDidEnd(_:)` means for a presented style's lifecycle.
    ///
    /// A completed dismissal ends the presentation for good, and its presentation controller
    /// goes away (also when the presenting view controller was dismissed, taking this one with
    /// it): ``tearDown``. A cancelled one (the user settled the card back): nothing; the
    /// presentation goes on.
    /// - Parameter completed: UIKit's `completed`.
    /// - Returns: The events to pass, in order.
    package static func dismissalTransitionDidEnd(completed: Bool) -> [TrackTransitionEvent] {
        completed ? [.tearDown] : []
    }
}
