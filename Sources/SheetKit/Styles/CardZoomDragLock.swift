/// Which gesture dismisses a zoomed detail.
package enum CardZoomDragAxis: String, Hashable, Sendable, CaseIterable {
    /// A downward pull (the detail's content at its top).
    case pullDown
    /// A swipe from the leading screen edge toward the trailing side (the back swipe).
    case leadingEdgeSwipe
}

/// What the direction lock makes of a drag so far.
package enum CardZoomDragDecision: Hashable, Sendable {
    /// The finger has not moved beyond the slop: nothing is decided and nothing moves.
    case undecided
    /// The drag dismisses along this axis, for the rest of the gesture.
    case locked(CardZoomDragAxis)
    /// The drag is not a dismissal (it scrolls the detail, or swipes something inside it);
    /// the rest of the gesture is ignored.
    case declined
}

extension CardZoomStyle {
    /// Decides, once per gesture, whether a drag on a zoomed detail dismisses it and along which
    /// axis.
    ///
    /// The finger's translation since touch-down is ignored until its length reaches ``slop``.
    /// Then the first movement decides, for the whole gesture:
    /// 1. **Dominant axis**: the movement is vertical when it lies within ``cone`` around the
    ///    vertical axis (default ±45°: it moves at least as much vertically as horizontally;
    ///    exactly 45° counts as vertical), horizontal otherwise.
    /// 2. **Vertical**: a downward movement while the detail's scroll view is at its top locks
    ///    `CardZoomDragAxis.pullDown`; anything else (upward, or content scrolled) declines,
    ///    and the scroll view scrolls.
    /// 3. **Horizontal**: a movement toward the trailing side (right in left-to-right layouts,
    ///    left in right-to-left ones) that started within ``leadingEdgeWidth`` of the leading
    ///    edge locks `CardZoomDragAxis.leadingEdgeSwipe`, unless a horizontal scroll view under
    ///    the finger can still scroll that way (a carousel that reaches the edge, scrolled
    ///    away from its start, scrolls back); anything else declines (carousels inside the
    ///    detail keep their swipes).
    ///
    /// Sanitizing (here and when assigned): ``slop`` and ``leadingEdgeWidth`` that are not finite
    /// or are negative become their defaults, and at most 10 000 pt. Non-finite translation
    /// components count as 0; a non-finite start location is not at the leading edge.
    public struct DragLock: Hashable, Sendable {
        /// The default ``slop``, 10 pt: about the distance a `UIPanGestureRecognizer` needs
        /// before it begins (not documented by Apple; commonly measured at about 10 pt), a little
        /// above Android's 8 dp touch slop (`ViewConfiguration.getScaledTouchSlop`). Below it a
        /// finger's tremor decides nothing.
        public static let defaultSlop = 10.0
        /// The default ``leadingEdgeWidth``, 44 pt: one minimum hit target (Human Interface
        /// Guidelines), so a thumb that starts on the bezel lands inside it.
        public static let defaultLeadingEdgeWidth = 44.0
        /// The default cone, ±45° around vertical (``DirectionCone/defaultHalfAngle``): the
        /// dominant axis wins.
        public static let defaultCone = DirectionCone()

        /// How far the finger must move before the lock decides, in points.
        public var slop: Double {
            didSet { slop = slop.appearanceLength(or: Self.defaultSlop) }
        }
        /// How far from the leading edge a side swipe may start, in points.
        public var leadingEdgeWidth: Double {
            didSet { leadingEdgeWidth = leadingEdgeWidth.appearanceLength(or: Self.defaultLeadingEdgeWidth) }
        }
        /// The cone around the vertical axis inside which a movement is vertical.
        public var cone: DirectionCone

        /// Creates a lock; values are sanitized as the type describes.
        /// - Parameters:
        ///   - slop: The distance before deciding, in points.
        ///   - leadingEdgeWidth: The leading edge band's width, in points.
        ///   - cone: The cone around vertical.
        public init(slop: Double = CardZoomStyle.DragLock.defaultSlop, leadingEdgeWidth: Double = CardZoomStyle.DragLock.defaultLeadingEdgeWidth,
                    cone: DirectionCone = CardZoomStyle.DragLock.defaultCone) {
            self.slop = slop.appearanceLength(or: Self.defaultSlop)
            self.leadingEdgeWidth = leadingEdgeWidth.appearanceLength(or: Self.defaultLeadingEdgeWidth)
            self.cone = cone
        }

        /// Decides a drag (see the type's rules).
        /// - Parameters:
        ///   - start: Where the finger touched down, in the container's coordinates.
        ///   - translation: The finger's translation since touch-down, in points (UIKit's
        ///     `translation(in: container)`).
        ///   - containerWidth: The container's width, in points (to find the trailing edge of a
        ///     right-to-left layout's leading band).
        ///   - layoutDirection: The container's layout direction.
        ///   - isContentAtTop: Whether the detail's scroll view is at its top.
        ///   - horizontalScrollViews: The horizontal scroll views under the finger.
        package func decide(start: SheetPoint, translation: SheetPoint, containerWidth: Double, layoutDirection: ReadingDirection,
                           isContentAtTop: Bool, horizontalScrollViews: [ScrollMetrics] = []) -> CardZoomDragDecision {
            let dx = translation.x.finiteOr(0)
            let dy = translation.y.finiteOr(0)
            guard styleDistance(dx, dy) >= slop, dx != 0 || dy != 0 else { return .undecided }
            if cone.contains(along: dy, across: dx) {
                return dy > 0 && isContentAtTop ? .locked(.pullDown) : .declined
            }
            let trailingSign = HorizontalSide.trailing.physicalSign(in: layoutDirection)
            guard dx * trailingSign > 0, start.x.isFinite,
                  !horizontalScrollViews.contains(where: { $0.scrolls(withFingerMotion: dx) }) else { return .declined }
            let width = containerWidth.styleLength
            let fromLeadingEdge = trailingSign > 0 ? start.x : width - start.x
            return fromLeadingEdge <= leadingEdgeWidth ? .locked(.leadingEdgeSwipe) : .declined
        }
    }
}
