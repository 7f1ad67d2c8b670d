/// The navigation operation a transition animates, as `UINavigationController.Operation`.
public enum NavigationOperation: String, Hashable, Sendable, CaseIterable {
    /// A screen is pushed: it arrives above the current one.
    case push
    /// The top screen is popped: it leaves and reveals the one beneath.
    case pop

    /// The operation that undoes this one.
    @inlinable
    public var reversed: NavigationOperation { self == .push ? .pop : .push }
}
