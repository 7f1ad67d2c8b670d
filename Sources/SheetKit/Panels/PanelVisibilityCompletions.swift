/// The completions of a SwiftUI panel's proxy (`SheetPanelProxy.show` and `hide`): each
/// waits for the panel to come to rest where it asked for, and runs once.
///
/// The proxy shows and hides the panel through its `isVisible` binding, so the panel's own
/// completions (``PanelLifecycle``) are not the proxy's: SwiftUI applies the binding on its
/// update, and a later write replaces an earlier one. So:
/// - a request for where the panel rests already completes at once, finished;
/// - the panel coming to rest shown or hidden finishes every request for that;
/// - a request the other way, or the binding read the other way (the app wrote it), replaces
///   the earlier ones: they complete not finished (the binding no longer asks for them);
/// - a teardown completes every one not finished.
///
/// ```swift
/// var completions = PanelVisibilityCompletions()
/// completions.request(1, visible: true, panel: .hidden)   // [] — waits
/// completions.panelRests(visible: true)                   // [(1, true)]
/// ```
package struct PanelVisibilityCompletions: Sendable {
    /// A completion's token, with whether it asked for the panel shown.
    private var pending: [(token: Int, visible: Bool)] = []

    /// No completion waits.
    package init() {}

    /// Whether no completion waits.
    package var isEmpty: Bool { pending.isEmpty }

    /// A show (`visible`) or hide asked for with the completion `token`, while the panel is
    /// `panel`.
    /// - Returns: The completions to run now, with whether each finished: `token` at once
    ///   when the panel rests where it asks, and the earlier requests the other way, not
    ///   finished.
    /// - Complexity: O(n) in the number of waiting completions.
    package mutating func request(_ token: Int, visible: Bool, panel: PanelVisibility) -> [(token: Int, finished: Bool)] {
        var done = bindingReads(visible: visible)
        if panel == (visible ? .shown : .hidden) {
            done.append((token, true))
        } else {
            pending.append((token, visible))
        }
        return done
    }

    /// The binding reads `visible` (on SwiftUI's update; the app may write it itself): the
    /// requests the other way no longer stand.
    /// - Returns: Those requests, not finished.
    /// - Complexity: O(n) in the number of waiting completions.
    package mutating func bindingReads(visible: Bool) -> [(token: Int, finished: Bool)] {
        let done = pending.filter { $0.visible != visible }.map { (token: $0.token, finished: false) }
        pending.removeAll { $0.visible != visible }
        return done
    }

    /// The panel came to rest shown (`visible`) or hidden.
    /// - Returns: The completions that asked for that, finished.
    /// - Complexity: O(n) in the number of waiting completions.
    package mutating func panelRests(visible: Bool) -> [(token: Int, finished: Bool)] {
        let done = pending.filter { $0.visible == visible }.map { (token: $0.token, finished: true) }
        pending.removeAll { $0.visible == visible }
        return done
    }

    /// The panel went away for good: every waiting completion, not finished.
    /// - Complexity: O(n) in the number of waiting completions.
    package mutating func tearDown() -> [(token: Int, finished: Bool)] {
        defer { pending.removeAll() }
        return pending.map { (token: $0.token, finished: false) }
    }
}
