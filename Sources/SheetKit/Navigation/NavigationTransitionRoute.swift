/// What a screen asks for when it takes part in a navigation transition. The UIKit layer
/// collects it from view controllers that adopt its protocol; a screen that does not adopt
/// it has no opinion (`nil`).
public enum NavigationTransitionProposal: Hashable, Sendable {
    /// Use this style.
    case style(NavigationTransitionStyle)
    /// Use UIKit's own transition, whatever the other screen or the default say.
    case system
}

/// Chooses the transition of a push or pop from what the two screens propose, what the app
/// proposes for the pair, and a default.
///
/// Precedence, first that has an opinion wins:
/// 1. the **upper** screen: the one pushed (the `to` screen of a push) or popped (the `from`
///    screen of a pop). A screen owns how it arrives and leaves, so a pushed screen's pop
///    mirrors its push whatever lies beneath it;
/// 2. the **lower** screen: the one covered by a push (`from`) or revealed by a pop (`to`),
///    so a container screen can style everything pushed over it;
/// 3. the **app**: a proposal for the pair as a whole (a router's closure that looks at both
///    screens and the operation, the seeds' "transition manager");
/// 4. ``defaultStyle``;
/// 5. otherwise `nil`: UIKit's system transition (the navigation controller delegate returns
///    no animator).
///
/// ``NavigationTransitionProposal/system`` is an opinion: it stops the search and yields
/// `nil`. Whatever the proposals, a pop that one of UIKit's own pop gestures
/// started (``NavigationTransitionTrigger/systemPopGesture``: the edge back swipe or iOS 26's
/// content pop) yields `nil`: UIKit drives it
/// interactively only with its own transition.
package struct NavigationTransitionRoute: Hashable, Sendable {
    /// The style when neither screen has an opinion; `nil` for UIKit's system transition.
    package var defaultStyle: NavigationTransitionStyle?

    /// Creates a route.
    /// - Parameter defaultStyle: The style when neither screen has an opinion; `nil` for the
    ///   system transition.
    package init(defaultStyle: NavigationTransitionStyle? = nil) {
        self.defaultStyle = defaultStyle
    }

    /// The style for a transition, or `nil` for UIKit's system transition.
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - fromProposal: What the screen being left proposes (`nil`: no opinion).
    ///   - toProposal: What the screen being shown proposes (`nil`: no opinion).
    package func style(for operation: NavigationOperation, fromProposal: NavigationTransitionProposal?,
                      toProposal: NavigationTransitionProposal?) -> NavigationTransitionStyle? {
        style(for: operation, fromProposal: fromProposal, toProposal: toProposal, appProposal: nil, trigger: .programmatic)
    }

    /// The style for a transition, or `nil` for UIKit's system transition, with the app's
    /// proposal for the pair and what started the transition.
    /// - Parameters:
    ///   - operation: Push or pop.
    ///   - fromProposal: What the screen being left proposes (`nil`: no opinion).
    ///   - toProposal: What the screen being shown proposes (`nil`: no opinion).
    ///   - appProposal: What the app proposes for the pair (`nil`: no opinion).
    ///   - trigger: What started the transition.
    package func style(for operation: NavigationOperation, fromProposal: NavigationTransitionProposal?,
                      toProposal: NavigationTransitionProposal?, appProposal: NavigationTransitionProposal?,
                      trigger: NavigationTransitionTrigger) -> NavigationTransitionStyle? {
        guard trigger != .systemPopGesture || operation == .push else { return nil }
        let upper = operation == .push ? toProposal : fromProposal
        let lower = operation == .push ? fromProposal : toProposal
        switch upper ?? lower ?? appProposal {
        case .style(let style): return style
        case .system: return nil
        case nil: return defaultStyle
        }
    }
}
