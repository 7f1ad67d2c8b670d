/// Where an embedded panel is (``SheetPanelController/visibility``).
public enum PanelVisibility: String, Hashable, Sendable, CaseIterable {
    /// Not on screen (never shown, or hidden).
    case hidden
    /// Coming in.
    case showing
    /// On screen.
    case shown
    /// Going away.
    case hiding
}
