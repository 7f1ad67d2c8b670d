/// Where a released sheet goes, by identifier: what a delegate sees and may change.
public enum ReleaseTarget: Hashable, Sendable {
    /// The detent with this identifier.
    case detent(Detent.Identifier)
    /// Hidden: a dismissal.
    case hidden
}
