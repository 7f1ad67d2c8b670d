/// Decides whether a pan anywhere on the screen (not only from the leading edge) may start
/// an interactive pop, or open a drawer (`SheetEdgePanPresenter.fullWidthPanRule`: the same
/// rule toward the side the drawer opens).
///
/// A full-width pan competes with everything on the screen, so it claims the touch only
/// when nothing else wants it. In order:
/// 1. there is a screen to pop to;
/// 2. its initial motion lies within ``cone`` around horizontal (a vertical list keeps its
///    scrolling, a diagonal drag goes to it);
/// 3. it moves toward the trailing side (right in left-to-right layouts, left in
///    right-to-left ones), the way a pop drags the top screen;
/// 4. no horizontal scroll view under the finger can still scroll that way
///    (`ScrollMetrics.scrolls(withFingerMotion:)`, the rule the tab switch shares);
/// 5. the row under the finger would not reveal its leading swipe actions (revealed by a move
///    toward trailing) nor drag actions that are showing.
public struct FullWidthPopPanRule: Hashable, Sendable {
    /// The default cone, ±30° (π/6) around horizontal: tighter than the sheet's ±45°,
    /// because a full-width pan overlaps every vertical list on the screen, and a pop is
    /// started by a clearly sideways swipe.
    public static let defaultCone = DirectionCone(halfAngle: Double.pi / 6)

    /// The cone around horizontal a pan's initial motion must lie in.
    public var cone: DirectionCone

    /// Creates a rule.
    /// - Parameter cone: The cone around horizontal; default ±30°.
    public init(cone: DirectionCone = FullWidthPopPanRule.defaultCone) {
        self.cone = cone
    }

    /// Whether the pan may start a pop (or, `toward` the other side, open a drawer).
    ///
    /// The same rule serves both: a pop moves toward the trailing side, a leading drawer
    /// opens toward the trailing side too, and a trailing drawer toward the leading side. A
    /// move toward a side would reveal the row's swipe actions on the opposite side, so those
    /// decline it, as do actions that are showing.
    /// - Parameters:
    ///   - start: What the pan knows when it asks to begin (`canPop`: whether there is
    ///     something to pop or to open).
    ///   - side: The side the finger must move toward; `.trailing` (the default) for a pop.
    /// - Complexity: O(n) in the number of scroll views under the finger.
    package func decide(_ start: PopPanStart, toward side: HorizontalSide = .trailing) -> PopPanDecision {
        guard start.canPop else { return .decline(.nothingToPop) }
        guard cone.contains(along: start.horizontalMotion, across: start.verticalMotion) else {
            return .decline(.notHorizontal)
        }
        guard start.horizontalMotion * side.physicalSign(in: start.layoutDirection) > 0 else { return .decline(.towardLeading) }
        guard !start.horizontalScrollViews.contains(where: { $0.scrolls(withFingerMotion: start.horizontalMotion) }) else {
            return .decline(.scrollViewCanScroll)
        }
        guard !start.swipeActions.claimMove(toward: side) else { return .decline(.swipeActions) }
        return .begin
    }
}

extension HorizontalSide {
    /// The side a finger moves toward to open a drawer attached to `edge` (away from the
    /// edge): right from the left edge, left from the right edge, in reading terms for
    /// `layoutDirection`; `nil` for a top or bottom sheet, which no horizontal pan opens.
    /// - Parameters:
    ///   - edge: The drawer's edge, resolved for `layoutDirection`.
    ///   - layoutDirection: The presenting view's layout direction.
    package init?(openingDrawerAt edge: ResolvedEdge, in layoutDirection: ReadingDirection) {
        guard edge == .left || edge == .right else { return nil }
        let movesRight = edge == .left
        self = movesRight == (layoutDirection == .leftToRight) ? .trailing : .leading
    }
}
