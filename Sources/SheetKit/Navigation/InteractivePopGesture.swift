/// How the user starts an interactive pop.
package enum PopGestureActivation: Hashable, Sendable {
    /// A pan from the leading screen edge (UIKit's `UIScreenEdgePanGestureRecognizer` on
    /// ``InteractivePopGesture/screenEdge(in:)``), as the system's back swipe.
    case leadingScreenEdge
    /// A pan anywhere on the screen, when ``FullWidthPopPanRule`` lets it begin (opt-in).
    case fullWidthPan(FullWidthPopPanRule)
}

/// The interactive pop's gesture, reduced to what the core decides: where it starts, how the
/// finger maps to the track, and the track it drives.
///
/// The track's length is the container's width: the popped screen follows the finger point
/// for point, and ``InteractiveTrack``'s progress is the pop's progress for
/// ``NavigationTransitionStyle/appearance(progress:operation:containerWidth:layoutDirection:reduceMotion:)``.
package struct InteractivePopGesture: Hashable, Sendable {
    /// How the pop starts.
    package var activation: PopGestureActivation

    /// Creates a gesture description.
    /// - Parameter activation: How the pop starts; default the leading screen edge.
    package init(activation: PopGestureActivation = .leadingScreenEdge) {
        self.activation = activation
    }

    /// The physical screen edge an edge pan starts from: the leading one (left in
    /// left-to-right layouts, right in right-to-left ones).
    /// - Parameter layoutDirection: The container's layout direction.
    package func screenEdge(in layoutDirection: ReadingDirection) -> ResolvedEdge {
        HorizontalSide.leading.screenEdge(in: layoutDirection)
    }

    /// How the pan's translation maps to the track: moving toward trailing advances the pop.
    /// - Parameter layoutDirection: The container's layout direction.
    package func trackMapping(in layoutDirection: ReadingDirection) -> HorizontalTrackMapping {
        .interactivePop(layoutDirection: layoutDirection)
    }

    /// Whether a pan may start the pop. An edge pan begins whenever there is a screen to pop
    /// to (UIKit's edge recognizer has already checked its direction, and the edge wins over
    /// the content, as the system back swipe does); a full-width pan asks its rule.
    /// - Parameter start: What the pan knows when it asks to begin.
    /// - Complexity: O(n) in the number of scroll views under the finger.
    package func decide(_ start: PopPanStart) -> PopPanDecision {
        switch activation {
        case .leadingScreenEdge:
            return start.canPop ? .begin : .decline(.nothingToPop)
        case .fullWidthPan(let rule):
            return rule.decide(start)
        }
    }

    /// A track for one pop: the container width long, on `style`'s spring.
    /// - Parameters:
    ///   - containerWidth: The container's width, in points (sanitized by
    ///     ``InteractiveTrack/sanitizedLength(_:)``).
    ///   - style: The transition style; its spring carries the release.
    ///   - displayScale: Device pixels per point.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package func makeTrack(containerWidth: Double, style: NavigationTransitionStyle, displayScale: Double,
                          reduceMotion: Bool = false) -> InteractiveTrack {
        InteractiveTrack(length: containerWidth,
                         configuration: style.trackConfiguration(displayScale: displayScale, reduceMotion: reduceMotion))
    }
}
