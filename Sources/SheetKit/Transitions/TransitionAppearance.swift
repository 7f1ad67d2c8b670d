/// How both views of a transition look at one instant, in UIKit's terms: the view of the
/// transition context's `.from` view controller and the `.to` one.
package struct TransitionAppearance: Hashable, Sendable {
    /// The appearance of the view being left (`transitionContext.view(forKey: .from)`).
    package let from: TransitionViewAppearance
    /// The appearance of the view being shown (`transitionContext.view(forKey: .to)`).
    package let to: TransitionViewAppearance
    /// Whether the `to` view is stacked above the `from` view (insert it above on a push,
    /// below on a pop, where the leaving screen slides off the one it covered).
    package let isToViewInFront: Bool

    /// Creates an appearance.
    /// - Parameters:
    ///   - from: The leaving view's appearance.
    ///   - to: The arriving view's appearance.
    ///   - isToViewInFront: Whether the arriving view is above the leaving one.
    package init(from: TransitionViewAppearance, to: TransitionViewAppearance, isToViewInFront: Bool) {
        self.from = from
        self.to = to
        self.isToViewInFront = isToViewInFront
    }

    /// The same instant with the roles of the two views exchanged: how a reversed
    /// transition (a pop of what was pushed) looks at the same positions.
    package var swappingRoles: TransitionAppearance {
        TransitionAppearance(from: to, to: from, isToViewInFront: !isToViewInFront)
    }
}

/// One of the two views of a transition, named as UIKit's context names them.
package enum TransitionViewRole: String, Hashable, Sendable, CaseIterable {
    /// The view being left (`view(forKey: .from)`).
    case from
    /// The view being shown (`view(forKey: .to)`).
    case to
}

extension TransitionAppearance {
    /// The two roles in stacking order, back first: the adapter adds the views to the
    /// container in this order, so the front one is added last.
    package var backToFront: [TransitionViewRole] { isToViewInFront ? [.from, .to] : [.to, .from] }

    /// The views a container transition takes out of the container when it ends: none when it
    /// completed (UIKit removes the leaving view itself), the arriving one when it was
    /// cancelled, so the container holds what it held before (UIViewControllerTransitioning.h:
    /// a cancelled transition leaves the view hierarchy as it was).
    /// - Parameter completed: Whether the transition completed.
    package static func removedAtEnd(completed: Bool) -> [TransitionViewRole] {
        completed ? [] : [.to]
    }

    /// The appearance of the view playing `role`.
    /// - Parameter role: The view's role.
    package subscript(role: TransitionViewRole) -> TransitionViewAppearance { role == .from ? from : to }
}
