/// Where a detent change the app asks for in code goes (`selectedDetentIdentifier`,
/// `moveToDetent`, a SwiftUI binding), once the app's own rule (`shouldChangeSelectedDetent`,
/// PanModal's `shouldTransition`) had its say: the requested detent, another one, or none.
/// The user's drags and releases are not asked (their redirect is the release delegate's).
package enum ProgrammaticDetentChange {
    /// The detent to move to, or `nil` when the change is refused.
    /// - Parameters:
    ///   - requested: The detent asked for.
    ///   - rule: The app's rule: it returns the detent to go to instead (the same one to
    ///     allow the change), or `nil` to refuse it; `nil` allows every change.
    package static func target(requested: Detent.Identifier, rule: ((Detent.Identifier) -> Detent.Identifier?)?) -> Detent.Identifier? {
        guard let rule else { return requested }
        return rule(requested)
    }
}
