/// A horizontal side in reading terms: leading is left in left-to-right layouts and right
/// in right-to-left ones.
package enum HorizontalSide: String, Hashable, Sendable, CaseIterable {
    /// The side reading starts from.
    case leading
    /// The side reading goes toward.
    case trailing

    /// The other side.
    @inlinable
    package var opposite: HorizontalSide { self == .leading ? .trailing : .leading }

    /// +1 when this side is the physical right (the direction of growing x), −1 when it is
    /// the physical left.
    /// - Parameter layoutDirection: The container's layout direction.
    @inlinable
    package func physicalSign(in layoutDirection: ReadingDirection) -> Double {
        (self == .trailing) == (layoutDirection == .leftToRight) ? 1 : -1
    }

    /// The physical screen edge on this side (``ResolvedEdge/left`` or ``ResolvedEdge/right``),
    /// for a `UIScreenEdgePanGestureRecognizer`'s `edges`.
    /// - Parameter layoutDirection: The container's layout direction.
    package func screenEdge(in layoutDirection: ReadingDirection) -> ResolvedEdge {
        physicalSign(in: layoutDirection) > 0 ? .right : .left
    }
}

/// Maps a horizontal pan to an ``InteractiveTrack``: which way the finger must move, in
/// reading terms, to advance the transition.
///
/// An interactive pop advances as the finger moves toward the trailing side (it drags the
/// top screen away from the leading edge): in a left-to-right layout a move of +10 pt in x
/// is +10 pt along the track, in a right-to-left layout −10 pt in x is. Translations and
/// velocities are the physical ones UIKit reports (`translation(in:).x`,
/// `velocity(in:).x`), positive toward the right.
package struct HorizontalTrackMapping: Hashable, Sendable {
    /// The side the finger moves toward to advance the track.
    package let advancingSide: HorizontalSide
    /// The layout direction that resolves the side.
    package let layoutDirection: ReadingDirection

    /// Creates a mapping.
    /// - Parameters:
    ///   - advancingSide: The side the finger moves toward to advance the track.
    ///   - layoutDirection: The container's layout direction.
    package init(advancingToward advancingSide: HorizontalSide, layoutDirection: ReadingDirection) {
        self.advancingSide = advancingSide
        self.layoutDirection = layoutDirection
    }

    /// The mapping of a pop dragged from the leading edge: it advances toward trailing.
    /// - Parameter layoutDirection: The container's layout direction.
    package static func interactivePop(layoutDirection: ReadingDirection) -> HorizontalTrackMapping {
        HorizontalTrackMapping(advancingToward: .trailing, layoutDirection: layoutDirection)
    }

    /// +1 when a move toward the physical right advances the track, −1 otherwise.
    @inlinable
    package var physicalSign: Double { advancingSide.physicalSign(in: layoutDirection) }

    /// The track delta for a physical horizontal translation (or a change of one), in
    /// points; a non-finite value maps to 0.
    /// - Parameter horizontalDelta: The finger's motion along x, in points, positive rightward.
    @inlinable
    package func trackDelta(forHorizontalDelta horizontalDelta: Double) -> Double {
        horizontalDelta.isFinite ? horizontalDelta * physicalSign : 0
    }

    /// The track velocity for a physical horizontal velocity, in points per second; a
    /// non-finite value maps to 0.
    /// - Parameter horizontalVelocity: The finger's velocity along x, in points per second,
    ///   positive rightward.
    @inlinable
    package func trackVelocity(forHorizontalVelocity horizontalVelocity: Double) -> Double {
        horizontalVelocity.isFinite ? horizontalVelocity * physicalSign : 0
    }

    /// The physical horizontal translation, in points, positive rightward, of a position
    /// along the track: the inverse of ``trackDelta(forHorizontalDelta:)``. A non-finite
    /// value maps to 0.
    /// - Parameter trackPosition: A position or delta along the track, in points.
    @inlinable
    package func horizontalTranslation(forTrackPosition trackPosition: Double) -> Double {
        trackPosition.isFinite ? trackPosition * physicalSign : 0
    }
}
