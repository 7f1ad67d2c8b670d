/// Whether an interactive pop starts, and if not, why.
package enum PopPanDecision: Hashable, Sendable {
    /// Start the pop: send ``TrackInput/dragBegan(time:)`` and ask the navigation controller
    /// to pop.
    case begin
    /// Let the touch go elsewhere.
    case decline(PopPanDeclineReason)

    /// Whether the pop starts.
    @inlinable
    package var begins: Bool { self == .begin }
}

/// Why a pan did not start an interactive pop.
package enum PopPanDeclineReason: String, Hashable, Sendable, CaseIterable {
    /// There is no screen to pop to.
    case nothingToPop
    /// The pan does not move clearly horizontally (or does not move).
    case notHorizontal
    /// The pan moves away from the side it opens toward (for a pop, toward the leading side:
    /// it would push the screen further in).
    case towardLeading
    /// A scroll view under the finger can still scroll the way the finger moves; it scrolls.
    case scrollViewCanScroll
    /// The row under the finger would reveal or close its swipe actions.
    case swipeActions
}
