/// The appearance calls an embedded panel's content gets: `viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)` when the panel shows
/// and hides, as well as when the screen it floats over does.
///
/// A panel is a child view controller that stays in its parent while hidden, so UIKit's own
/// forwarding tells its content only about the parent: a player that pauses in
/// `viewDidDisappear` kept playing under a hidden panel. The panel therefore forwards the calls
/// itself (`shouldAutomaticallyForwardAppearanceMethods` is `false`: "the subclass is
/// responsible for forwarding the following methods as appropriate - viewWillAppear:
/// viewDidAppear: viewWillDisappear: viewDidDisappear:", through `beginAppearanceTransition`
/// and `endAppearanceTransition`, UIViewController.h lines 459–465 and 481–494, iOS 26.2
/// SDK), and this value decides them from two inputs: the panel
/// controller's own appearance (its `viewWillAppear(_:)`… from the parent) and the panel's
/// ``PanelVisibility``. The content appears only while both are, so a hide while the screen
/// is away, or the screen leaving while the panel is hidden, tells it nothing twice.
///
/// Each transition is told once and closed once, in UIKit's order; one turned back midway (a
/// user's hide pulled back) is told as UIKit tells a cancelled transition: `viewWillDisappear`,
/// then `viewWillAppear` and `viewDidAppear`.
package struct PanelContentAppearance: Hashable, Sendable {
    /// Where something is in its appearance, as UIKit's four calls mark it.
    package enum Phase: Hashable, Sendable {
        case disappeared, appearing, appeared, disappearing

        /// A panel's visibility as an appearance phase.
        package init(_ visibility: PanelVisibility) {
            switch visibility {
            case .hidden: self = .disappeared
            case .showing: self = .appearing
            case .shown: self = .appeared
            case .hiding: self = .disappearing
            }
        }
    }

    /// A call to make on the content.
    package enum Call: Hashable, Sendable {
        /// `beginAppearanceTransition(appearing, animated:)`: `viewWillAppear` or `viewWillDisappear`.
        case begin(appearing: Bool)
        /// `endAppearanceTransition()`: `viewDidAppear` or `viewDidDisappear`.
        case end
    }

    /// The panel controller's own appearance.
    package private(set) var host: Phase = .disappeared
    /// The panel's visibility.
    package private(set) var panel: Phase = .disappeared
    /// Where the content was told it is.
    package private(set) var told: Phase = .disappeared

    /// Nothing appeared yet.
    package init() {}

    /// The panel controller's appearance changed (its `viewWillAppear(_:)` and the others).
    /// - Returns: The calls to make on the content, in order.
    package mutating func hostChanged(to phase: Phase) -> [Call] {
        host = phase
        return follow()
    }

    /// The panel's visibility changed (read after each change the lifecycle makes).
    /// - Returns: The calls to make on the content, in order.
    package mutating func panelChanged(to visibility: PanelVisibility) -> [Call] {
        panel = Phase(visibility)
        return follow()
    }

    /// Where the content should be: appeared while both are; gone when either is gone; on its
    /// way out when either is leaving; on its way in otherwise.
    package var wanted: Phase {
        switch (host, panel) {
        case (.disappeared, _), (_, .disappeared): return .disappeared
        case (.appeared, .appeared): return .appeared
        case (.disappearing, _), (_, .disappearing): return .disappearing
        default: return .appearing
        }
    }

    /// Moves what the content was told toward ``wanted``.
    private mutating func follow() -> [Call] {
        let calls: [Call]
        switch (told, wanted) {
        // Nothing to leave, or already in: no call (the content is not told twice).
        case (.disappeared, .disappearing), (.appeared, .appearing): return []
        case (.disappeared, .appearing), (.disappearing, .appearing): calls = [.begin(appearing: true)]
        case (.disappeared, .appeared), (.disappearing, .appeared): calls = [.begin(appearing: true), .end]
        case (.appearing, .appeared), (.disappearing, .disappeared): calls = [.end]
        case (.appearing, .disappearing), (.appeared, .disappearing): calls = [.begin(appearing: false)]
        case (.appearing, .disappeared), (.appeared, .disappeared): calls = [.begin(appearing: false), .end]
        default: calls = []
        }
        told = wanted
        return calls
    }
}
