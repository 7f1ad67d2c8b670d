extension SheetView {
    /// The tracked scroll view between the sheet's release and the end of its own pan.
    enum ScrollHandOff: Equatable, Sendable {
        /// Nothing tracked.
        case none
        /// A drag shares the finger with a scroll view. `listPanEnded` is set when the sheet's
        /// pan ended after the list's.
        case tracking(listPanEnded: Bool)
        /// The sheet moved last and released; the list's own pan has not ended yet: its
        /// deceleration is stopped at `offset` when it does.
        case awaitingListPanEnd(offset: Double)
        /// The deceleration was stopped at `offset`; the list's pan may have ended in the same
        /// touch event with its action still to come, so it is stopped again on the next turn
        /// of the main queue.
        case awaitingNextTurn(offset: Double)
    }

    /// What the adapter has been told to show, so that only changes become actions.
    struct ShownState: Sendable {
        var frame: SheetFrame?
        var dimming: Double?
        var backdropBlur: Double?
        var passesTouchesThrough: Bool?
        /// Whether VoiceOver is kept inside the sheet (``SheetLifecycleAction/setAccessibilityModal(_:)``).
        var isAccessibilityModal: Bool?
        /// Whether the presenting content is hidden from VoiceOver
        /// (``SheetLifecycleAction/hidePresentingContentFromAccessibility(_:)``).
        var presentingContentHidden = false
        /// The presenting view's effect as applied; `nil` when untouched or restored.
        var presentingEffect: PresentingViewEffect?
        var surface: SheetSurfaceAppearance?
        /// The stack effect and its translation as applied; `nil` while no sheet was ever
        /// stacked on this one.
        var stackEffect: SheetStackEffect?
        var stackTranslation: SheetPoint?
        var grabberFraction: Double?
        var extent: Double?
        var phase: SheetPhase = .hidden
        /// Whether the app was told a dismissal began (`willDismiss`) and not yet how it ended.
        var dismissalAnnounced = false
    }
}

// The app's dismissal notifications, in the order its delegate may rely on: each
// `willDismiss` closed by exactly one `didDismiss` or `didCancelDismissal`.
extension SheetView {
    /// Tells the app a dismissal began, unless it was told already and not yet how that one
    /// ended: the engine may undo its dismissal and begin another while UIKit's transition for
    /// the first is still to come (its context late), and for UIKit and the app that is still
    /// the one dismissal (lifecycle fuzzing, seed 13: `willDismiss` twice).
    mutating func announceDismissal(cause: SheetChangeCause) {
        guard !shown.dismissalAnnounced else { return }
        shown.dismissalAnnounced = true
        queue(.notify(.willDismiss(cause: cause)))
    }

    /// Tells the app the dismissal it was told of went back; nothing when it was told of none.
    mutating func dismissalUndone(cause: SheetChangeCause) {
        guard shown.dismissalAnnounced else { return }
        shown.dismissalAnnounced = false
        queue(.notify(.didCancelDismissal(cause: cause)))
    }

    /// Tells the app the sheet is gone (whether or not a dismissal was announced: the bridge
    /// and the app's cleanup rely on it).
    mutating func dismissalEnded(cause: SheetChangeCause) {
        shown.dismissalAnnounced = false
        queue(.notify(.didDismiss(cause: cause)))
    }
}
