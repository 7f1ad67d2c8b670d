/// What happened during one input. Several can happen at once.
///
/// Each event implies the phase of the output that carries it (``SheetEngine`` checks these
/// relations after every input in debug builds):
///
/// | Event | Phase of the same output |
/// |---|---|
/// | ``settled``, ``detentChanged`` | `resting` |
/// | ``presented``, ``dismissalCancelled`` | `settling` or `resting` |
/// | ``willDismiss`` | `dragging`, `settling`, `dismissing` or `dismissed` |
/// | ``dismissed`` | `dismissed` |
/// | ``presentationCancelled`` | `hidden` |
/// | ``interrupted`` | `dragging` or `held` |
/// | ``needsDismissalPermission`` | unchanged by the input (it waits for the answer) |
///
/// The centred card's transition (`CenteredCardTransition`) reports the same facts with the
/// same events (``presented``, ``willDismiss``, ``interrupted``, ``dismissed``,
/// ``dismissalCancelled``), against its own phases: one event set for a presented thing.
package struct SheetEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt16
    /// Creates events from raw bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The sheet came to rest on a detent different from the one it last rested on
    /// (``SheetOutput/selectedDetentIdentifier``).
    package static let detentChanged = SheetEvents(rawValue: 1 << 0)
    /// The sheet came to rest on a detent.
    package static let settled = SheetEvents(rawValue: 1 << 1)
    /// A dismissal began: a drag took the sheet below its smallest detent, a release or a
    /// request decided to dismiss, or the app dismissed it. The UIKit layer begins the
    /// dismissal transition here.
    package static let willDismiss = SheetEvents(rawValue: 1 << 2)
    /// A dismissal that had begun was undone: the sheet is back on a detent (it may still
    /// settle there). The interactive dismissal transition is cancelled.
    package static let dismissalCancelled = SheetEvents(rawValue: 1 << 3)
    /// The user tried to dismiss a sheet that may not be dismissed.
    package static let didAttemptToDismiss = SheetEvents(rawValue: 1 << 4)
    /// The sheet became fully hidden after a dismissal. Reported once per presentation.
    package static let dismissed = SheetEvents(rawValue: 1 << 5)
    /// A touch caught a moving sheet (during `presenting` or `settling`): on touch-down
    /// (``SheetPhase/held``) or when a drag began.
    package static let interrupted = SheetEvents(rawValue: 1 << 6)
    /// The selected detent changed: the sheet now heads for another detent (a release, a
    /// collapse, a programmatic selection). ``detentChanged`` follows when it rests there.
    package static let targetDetentChanged = SheetEvents(rawValue: 1 << 7)
    /// The presentation completed: the sheet reached its detent for the first time (it may
    /// still settle there). The presentation transition finishes here.
    package static let presented = SheetEvents(rawValue: 1 << 8)
    /// The presentation was undone before it completed: the sheet went back to hidden (an
    /// edge pan released too early, a sheet pushed back out while it came in). Nothing was
    /// presented, so no dismissal is reported. The presentation transition is cancelled.
    package static let presentationCancelled = SheetEvents(rawValue: 1 << 9)
    /// The input would dismiss the sheet if the user may: the engine holds the input and
    /// waits for ``SheetInput/dismissalPermission(_:)`` (UIKit's
    /// `presentationControllerShouldDismiss`). Sent only with
    /// ``DismissalPermission/askWhenNeeded``.
    package static let needsDismissalPermission = SheetEvents(rawValue: 1 << 10)
}
