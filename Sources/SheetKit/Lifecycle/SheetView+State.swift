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
    }
}
