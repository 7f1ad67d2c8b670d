/// Whether an interactive transition's pan recognizer begins (its delegate's
/// `gestureRecognizerShouldBegin(_:)`), for the pan handlers of pops and tab switches.
///
/// One rule for both: a pan that would catch a transition settling after a release always
/// begins, whatever its direction or place (the moving screen is caught wherever it is
/// touched, as a sheet is); otherwise it begins only when the style's own rule lets it start
/// a new transition (``InteractivePopGesture/decide(_:)`` for a pop, a destination from
/// ``TabSwitchPanRule`` for a tab switch).
package enum InteractivePanBegin {
    /// Whether a pop pan begins.
    /// - Parameters:
    ///   - canCatch: Whether a running pop would catch this touch
    ///     (``TrackTransitionLifecycle/canCatch``).
    ///   - gesture: The pop gesture the pan stands for; `nil` for a pan that only catches.
    ///   - start: What the pan finds as it asks to begin.
    /// - Returns: `canCatch`, or whether `gesture` decides to begin a pop.
    package static func popPan(canCatch: Bool, gesture: InteractivePopGesture?, start: PopPanStart) -> Bool {
        canCatch || gesture?.decide(start).begins == true
    }

    /// Whether a tab switch pan begins.
    /// - Parameters:
    ///   - canCatch: Whether a running switch would catch this touch.
    ///   - destination: The tab the pan would switch to (``TabSwitchPanRule``), `nil` for none.
    /// - Returns: `canCatch`, or whether there is a tab to switch to.
    package static func tabPan(canCatch: Bool, destination: Int?) -> Bool {
        canCatch || destination != nil
    }
}
