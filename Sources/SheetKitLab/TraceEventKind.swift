import SheetKit

extension Trace {
    /// The kinds of engine events, named as in ``SheetEvents`` and ``TrackEvents``.
    package enum EventKind: String, Hashable, Sendable, CaseIterable {
        /// A touch caught a moving sheet or transition.
        case interrupted
        /// A dismissal began.
        case willDismiss
        /// The user tried to dismiss a sheet that may not be dismissed.
        case didAttemptToDismiss
        /// A dismissal that had begun ended back on a detent.
        case dismissalCancelled
        /// The sheet came to rest on a detent.
        case settled
        /// It rests on a different detent than before.
        case detentChanged
        /// The sheet became fully hidden.
        case dismissed
        /// A transition began (a track scenario's touch from rest).
        case began
        /// The transition finished at its end.
        case finished
        /// The transition was cancelled back to its start.
        case cancelled

        /// The sheet engine's event for this kind; `nil` for a track's.
        var sheetEvent: SheetEvents? {
            switch self {
            case .interrupted: return .interrupted
            case .willDismiss: return .willDismiss
            case .didAttemptToDismiss: return .didAttemptToDismiss
            case .dismissalCancelled: return .dismissalCancelled
            case .settled: return .settled
            case .detentChanged: return .detentChanged
            case .dismissed: return .dismissed
            case .began, .finished, .cancelled: return nil
            }
        }

        /// The track's event for this kind; `nil` for a sheet's.
        var trackEvent: TrackEvents? {
            switch self {
            case .began: return .began
            case .interrupted: return .interrupted
            case .finished: return .finished
            case .cancelled: return .cancelled
            case .willDismiss, .didAttemptToDismiss, .dismissalCancelled, .settled, .detentChanged, .dismissed: return nil
            }
        }

        /// Whether a sheet's event of this kind reports a detent: the one it rests on
        /// (settled, detentChanged, dismissalCancelled), or returns to (didAttemptToDismiss).
        var concernsDetent: Bool {
            [.settled, .detentChanged, .dismissalCancelled, .didAttemptToDismiss].contains(self)
        }
    }
}
