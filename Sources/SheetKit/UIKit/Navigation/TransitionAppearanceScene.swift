#if canImport(UIKit)
@preconcurrency import UIKit

/// A ``TrackTransitionScene`` that shows a container view controller's transition (a push,
/// a pop, a tab switch) by writing a core ``TransitionAppearance`` onto the two views each
/// frame: translation, scale, alpha, a dimming overlay, a shadow and a corner radius.
///
/// It follows `UIViewControllerContextTransitioning` (UIViewControllerTransitioning.h, iOS
/// 17.4 SDK):
/// - views come from `view(forKey:)` (lines 113–114: "Animators should not directly
///   manipulate a view controller's views and should use viewForKey: to get views
///   instead"); a `nil` view is left alone (lines 119–120: "viewForKey: may return nil which
///   would indicate that the animator should not manipulate the associated view
///   controller's view");
/// - the arriving view is added to `containerView` (lines 57–58: "the animation should take
///   place within the containerView") at `finalFrame(for:)` of its view controller (lines
///   129–130: "if the finalFrame is not CGRectZero then it must be respected at the end of
///   the transition");
/// - `completeTransition(_:)` is called once, by ``TrackTransitionDriver`` (line 101: "This
///   must be called whenever a transition completes (or is cancelled.)"), after
///   `finishInteractiveTransition` or `cancelInteractiveTransition` (lines 93–95) when
///   interactive;
/// - a cancelled transition removes the arriving view again, so the container holds what it
///   held before; a completed one leaves the leaving view for UIKit to remove.
/// UIKit itself then sends the appearance callbacks, runs the navigation bar's and status
/// bar's updates alongside on the `transitionCoordinator`, and reverses them on a cancel.
@MainActor
package final class TransitionAppearanceScene: TrackTransitionScene {
    /// How the two views look at a progress (0…1), for a container width in points and a
    /// layout direction: a core style's `appearance(…)`.
    package typealias Appearance = @MainActor (_ progress: Double, _ containerWidth: Double,
                                               _ layoutDirection: ReadingDirection) -> TransitionAppearance

    private let appearance: Appearance
    private var decorations: [TransitionViewRole: TransitionViewDecoration] = [:]

    /// Creates a scene that shows `appearance`.
    package init(appearance: @escaping Appearance) {
        self.appearance = appearance
    }

    /// The scene of a push or pop in `style`.
    /// - Parameters:
    ///   - style: The navigation transition style.
    ///   - operation: Push or pop.
    ///   - reduceMotion: Whether the user asked for reduced motion (the style then
    ///     cross-fades; default `UIAccessibility.isReduceMotionEnabled`).
    package static func navigation(style: NavigationTransitionStyle, operation: NavigationOperation,
                                  reduceMotion: Bool = UIAccessibility.isReduceMotionEnabled) -> TransitionAppearanceScene {
        TransitionAppearanceScene { progress, width, direction in
            style.appearance(progress: progress, operation: operation, containerWidth: width, layoutDirection: direction,
                             reduceMotion: reduceMotion)
        }
    }

    /// The scene of a tab switch in `style`, sliding in `direction`.
    /// - Parameters:
    ///   - style: The tab switch style.
    ///   - direction: The direction of the switch in the tab order.
    ///   - reduceMotion: Whether the user asked for reduced motion (the switch then
    ///     cross-fades; default `UIAccessibility.isReduceMotionEnabled`).
    package static func tabSwitch(style: TabSwitchStyle, direction: TabSwitchDirection,
                                 reduceMotion: Bool = UIAccessibility.isReduceMotionEnabled) -> TransitionAppearanceScene {
        TransitionAppearanceScene { progress, width, layoutDirection in
            style.appearance(progress: progress, direction: direction, containerWidth: width, layoutDirection: layoutDirection,
                             reduceMotion: reduceMotion)
        }
    }

    /// The container's width, in points: the track of a horizontal transition.
    package func trackLength(in context: UIViewControllerContextTransitioning) -> Double {
        Double(context.containerView.bounds.width)
    }

    /// Puts the arriving view at its final frame, stacks both views (with their shadow and
    /// dimming views) in the order the appearance at progress 0 gives, and shows progress 0.
    package func prepare(in context: UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to)
        context.viewController(forKey: .to).map { toView?.frame = context.finalFrame(for: $0) }
        let views: [TransitionViewRole: UIView?] = [.from: context.view(forKey: .from), .to: toView]
        decorations = views.compactMapValues { $0 }.mapValues(TransitionViewDecoration.init(view:))
        let start = appearance(at: 0, in: context)
        for role in start.backToFront {
            decorations[role]?.stack(in: context.containerView)
        }
        show(start)
    }

    /// Shows the transition at `progress`.
    package func apply(progress: Double, in context: UIViewControllerContextTransitioning) {
        show(appearance(at: progress, in: context))
    }

    /// Puts back everything the scene changed; a cancelled transition also takes the
    /// arriving view out of the container.
    package func finish(completed: Bool, in context: UIViewControllerContextTransitioning) {
        let removed = TransitionAppearance.removedAtEnd(completed: completed).compactMap { decorations[$0]?.view }
        decorations.values.forEach { $0.restore() }
        decorations = [:]
        removed.forEach { $0.removeFromSuperview() }
    }

    private func appearance(at progress: Double, in context: UIViewControllerContextTransitioning) -> TransitionAppearance {
        let container = context.containerView
        return appearance(progress, Double(container.bounds.width), ReadingDirection(container.effectiveUserInterfaceLayoutDirection))
    }

    private func show(_ appearance: TransitionAppearance) {
        for (role, decoration) in decorations {
            decoration.apply(appearance[role])
        }
    }
}
#endif
