// A circular reveal as a track for ``TrackTransitionLifecycle``: its configuration, length,
// the mapping of a finger's motion onto it, and when a pan may drive it.
//
// A reveal is one ``InteractiveTrack`` whose length is the covering radius, exactly what
// ``TrackTransitionLifecycle`` runs; the tests' model of the reveal is the same track with the
// geometry folded in. The UIKit adapter runs the lifecycle and translates with these.
extension CircularReveal {
    /// The configuration of a reveal's track (its spring,
    /// critically damped under Reduce Motion, the release rule and the display scale).
    /// - Parameters:
    ///   - spring: The settle spring; default ``TrackConfiguration/defaultSpring``.
    ///   - releasePolicy: The release rule; default ``ReleasePolicy``'s.
    ///   - displayScale: Device pixels per point (sanitized by ``TrackConfiguration``).
    ///   - reduceMotion: Whether the user asked for reduced motion.
    package static func trackConfiguration(spring: MotionSpring = TrackConfiguration.defaultSpring,
                                          releasePolicy: ReleasePolicy = ReleasePolicy(), displayScale: Double,
                                          reduceMotion: Bool = false) -> TrackConfiguration {
        TrackConfiguration(spring: spring, releasePolicy: releasePolicy, displayScale: displayScale)
            .adjusted(forReduceMotion: reduceMotion)
    }

    /// The track's length for the geometry now, in points: the covering radius
    /// (``coveringRadius(from:containerSize:)``), so a radial drag moves the circle's edge
    /// point for point. After a rotation, pass the new length as the lifecycle's
    /// `lengthChanged`: the progress is kept.
    /// - Parameters:
    ///   - center: The circle's center, in the container's coordinates.
    ///   - containerSize: The container's size, in points.
    package static func trackLength(center: SheetPoint, containerSize: SheetSize) -> Double {
        coveringRadius(from: center, containerSize: containerSize)
    }

    /// The track delta of a finger motion (a translation change, or a velocity): its
    /// projection on the growth direction (``growthDirection(from:containerSize:)``),
    /// positive toward the operation's end (growing for a presentation, shrinking for a
    /// dismissal). Non-finite components count as 0; others are clamped into
    /// ±``SpringMotion/maximumMagnitude``.
    /// - Parameters:
    ///   - motion: The motion, in points (or points per second).
    ///   - operation: Presentation or dismissal.
    ///   - center: The circle's center now.
    ///   - containerSize: The container's size now.
    package static func trackDelta(for motion: SheetPoint, operation: PresentationOperation, center: SheetPoint,
                                  containerSize: SheetSize) -> Double {
        let direction = growthDirection(from: center, containerSize: containerSize)
        let limit = SpringMotion.maximumMagnitude
        let x = motion.x.finiteOr(0).clamped(to: -limit...limit)
        let y = motion.y.finiteOr(0).clamped(to: -limit...limit)
        let growth = x * direction.x + y * direction.y
        return operation == .presentation ? growth : -growth
    }

    /// Whether a pan whose initial motion is `velocity` may drive the operation: it moves
    /// toward the operation's end (away from the center for a presentation, back toward it
    /// for a dismissal) within `cone` of that direction. A pan across it (a list scrolling,
    /// a carousel) is left alone; a motion with no length or non-finite components is not a
    /// start.
    /// - Parameters:
    ///   - velocity: The pan's initial velocity (or translation), in points (per second).
    ///   - operation: Presentation or dismissal.
    ///   - center: The circle's center now.
    ///   - containerSize: The container's size now.
    ///   - cone: The cone around the operation's direction; default ±45°.
    package static func panMayBegin(velocity: SheetPoint, operation: PresentationOperation, center: SheetPoint,
                                   containerSize: SheetSize, cone: DirectionCone = DirectionCone()) -> Bool {
        guard velocity.x.isFinite, velocity.y.isFinite else { return false }
        let direction = growthDirection(from: center, containerSize: containerSize)
        let sign = operation == .presentation ? 1.0 : -1.0
        let along = sign * (velocity.x * direction.x + velocity.y * direction.y)
        let across = velocity.x * direction.y - velocity.y * direction.x
        return along > 0 && cone.contains(along: along, across: across)
    }
}
