@testable import SheetKit

/// Everything an adapter applies after one input to a ``CircularRevealTransition``.
struct CircularRevealOutput: Hashable, Sendable {
    /// The track's output: progress, phase, and the began / interrupted / finished /
    /// cancelled events (each outcome once per transition).
    let track: TrackOutput
    /// How the reveal looks now.
    let appearance: CircularRevealAppearance

    /// Creates an output.
    /// - Parameters:
    ///   - track: The track's output.
    ///   - appearance: The appearance.
    init(track: TrackOutput, appearance: CircularRevealAppearance) {
        self.track = track
        self.appearance = appearance
    }
}

/// The tests' model of a circular reveal (a test helper, not library code: the UIKit adapter
/// runs the reveal as one `TrackTransitionLifecycle` with `CircularReveal`'s mapping).
///
/// A circular reveal presentation or dismissal as a value, interactive or not, on an
/// ``InteractiveTrack``.
///
/// - **Track**: its length is the covering radius (``CircularReveal/coveringRadius(from:containerSize:)``)
///   and its progress is the operation's progress: a presentation's circle has radius
///   progress × R, a dismissal's (1 − progress) × R.
/// - **Pan mapping**: the finger's motion projected on the growth direction (from the center
///   toward the farthest corner, ``CircularReveal/growthDirection(from:containerSize:)``)
///   grows the circle point for point: a presentation advances as the finger moves that way,
///   a dismissal as it moves back toward the center. So a radial drag keeps the circle's
///   edge under the finger; a sideways drag does nothing.
/// - **Geometry per input**: every ``send(_:center:containerSize:)`` takes the center and the
///   container as they are now; when the covering radius changes (a rotation, the point
///   moving), the track is relaid out to the new radius, keeping its progress, and the
///   direction is recomputed, so the next motion maps onto the new geometry.
/// - **Release, settle, catch, outcome**: the track's (``ReleasePolicy``, closed-form
///   spring, exactly one ``TrackEvents/finished`` or ``TrackEvents/cancelled``).
struct CircularRevealTransition: Sendable {
    /// The default spring: ``TrackConfiguration/defaultSpring`` (response 0.35 s, critically
    /// damped), the pace of a push: the circle's edge travels about as far as a pushed screen.
    static let defaultSpring = TrackConfiguration.defaultSpring

    /// Whether the reveal presents or dismisses.
    let operation: PresentationOperation
    /// Whether the user asked for reduced motion: a critically damped spring and a fade.
    let reduceMotion: Bool
    /// The underlying track.
    var track: InteractiveTrack
    /// The finger's translation at the last drag event, in points.
    var lastTranslation = SheetPoint.zero

    /// Creates a transition at its start.
    /// - Parameters:
    ///   - operation: Presentation or dismissal.
    ///   - center: The circle's center, in the container's coordinates.
    ///   - container: The container (its size, and its display scale for the rest threshold).
    ///   - spring: The settle spring; default ``defaultSpring``.
    ///   - releasePolicy: The release rule; default ``ReleasePolicy``'s.
    ///   - reduceMotion: Whether the user asked for reduced motion.
    init(operation: PresentationOperation, center: SheetPoint, container: SheetContainer,
                spring: MotionSpring = CircularRevealTransition.defaultSpring, releasePolicy: ReleasePolicy = ReleasePolicy(),
                reduceMotion: Bool = false) {
        self.operation = operation
        self.reduceMotion = reduceMotion
        track = InteractiveTrack(length: CircularReveal.trackLength(center: center, containerSize: container.size),
                                 configuration: CircularReveal.trackConfiguration(spring: spring, releasePolicy: releasePolicy,
                                                                                  displayScale: container.displayScale,
                                                                                  reduceMotion: reduceMotion))
    }

    /// How the reveal looks now, for the center and container given.
    /// - Parameters:
    ///   - center: The circle's center now.
    ///   - containerSize: The container's size now.
    func appearance(center: SheetPoint, containerSize: SheetSize) -> CircularRevealAppearance {
        CircularReveal.appearance(presentedFraction: operation.presentedFraction(progress: track.progress), center: center,
                                  containerSize: containerSize, reduceMotion: reduceMotion)
    }

    /// The track delta of a finger motion `motion` (a translation change or a velocity):
    /// its projection on the growth direction, positive toward the operation's end.
    /// Non-finite components count as 0.
    /// - Parameters:
    ///   - motion: The motion, in points (or points per second).
    ///   - center: The circle's center now.
    ///   - containerSize: The container's size now.
    func trackDelta(for motion: SheetPoint, center: SheetPoint, containerSize: SheetSize) -> Double {
        CircularReveal.trackDelta(for: motion, operation: operation, center: center, containerSize: containerSize)
    }

    /// Applies one input with the geometry as it is now and returns what to show.
    /// - Parameters:
    ///   - input: A gesture event, a tick, or a non-interactive begin.
    ///   - center: The circle's center now, in the container's coordinates.
    ///   - containerSize: The container's size now, in points.
    /// - Complexity: O(1) per input; a release or begin also computes the spring's settle
    ///   time (a few Newton steps).
    @discardableResult
    mutating func send(_ input: PanTransitionInput, center: SheetPoint, containerSize: SheetSize) -> CircularRevealOutput {
        let radius = InteractiveTrack.sanitizedLength(CircularReveal.coveringRadius(from: center, containerSize: containerSize))
        if radius != track.length { track.send(.relayout(length: radius)) }
        let output: TrackOutput
        switch input {
        case .begin(let time):
            output = track.send(.begin(time: time))
        case .dragBegan(_, let time):
            output = track.send(.dragBegan(time: time))
            // A new finger (not a second touch-down while tracking) starts its translation at 0.
            if !output.events.isDisjoint(with: [.began, .interrupted]) { lastTranslation = .zero }
        case .dragChanged(let translation, let time):
            guard track.phase == .tracking else { output = track.output; break }
            // Infinite components are clamped to ±1e6 pt; NaN ones keep the last translation's.
            let translation = translation.sanitized(fallback: lastTranslation)
            let change = SheetPoint(x: translation.x - lastTranslation.x, y: translation.y - lastTranslation.y)
            output = track.send(.dragChanged(delta: trackDelta(for: change, center: center, containerSize: containerSize), time: time))
            lastTranslation = translation
        case .dragEnded(let velocity, let time):
            output = track.send(.dragEnded(velocity: trackDelta(for: velocity, center: center, containerSize: containerSize), time: time))
        case .dragCancelled(let time):
            output = track.send(.dragCancelled(time: time))
        case .tick(let tick):
            output = track.send(.tick(tick))
        }
        return CircularRevealOutput(track: output, appearance: appearance(center: center, containerSize: containerSize))
    }
}
