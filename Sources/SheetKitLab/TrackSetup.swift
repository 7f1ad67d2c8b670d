import SheetKit

/// The numbers of one track scenario's main ``InteractiveTrack``: a pop's or a tab switch's
/// track, a circular reveal's, a card zoom's pull, a centered card's drag-out.
///
/// Touch samples give the finger's position along the transition's axis in container
/// coordinates (`finger`); ``mapping`` turns its motion into motion along the track, as the
/// transition's UIKit adapter maps a pan. The display scale is ``ScenarioSetup/displayScale``.
package struct TrackSetup: Sendable {
    /// The track's length, in points.
    package let length: Double
    /// The track's spring, release rule and aim.
    package let configuration: TrackConfiguration
    /// How the finger's motion maps to the track.
    package let mapping: FingerMapping
    /// The dimming shown at a progress, in 0...1 (a transition without dimming: 0).
    private let dimmingCurve: @Sendable (Double) -> Double

    /// Creates a setup.
    /// - Parameters:
    ///   - length: The track's length, in points.
    ///   - configuration: The track's spring, release rule and aim (its display scale is
    ///     replaced by ``ScenarioSetup/displayScale``).
    ///   - mapping: How the finger maps to the track.
    ///   - dimming: The dimming alpha shown at a progress.
    package init(length: Double, configuration: TrackConfiguration, mapping: FingerMapping,
                dimming: @escaping @Sendable (Double) -> Double) {
        self.length = length
        var configuration = configuration
        configuration.displayScale = ScenarioSetup.displayScale
        self.configuration = configuration
        self.mapping = mapping
        self.dimmingCurve = dimming
    }

    /// Creates a setup with the default release rule and aim, whose dimming is the larger of
    /// the two screens' dimming alphas in `appearance`.
    /// - Parameters:
    ///   - length: The track's length, in points.
    ///   - spring: The settle spring.
    ///   - mapping: How the finger maps to the track.
    ///   - appearance: How the two screens look at a progress.
    package init(length: Double, spring: MotionSpring, mapping: FingerMapping,
                appearance: @escaping @Sendable (Double) -> TransitionAppearance) {
        self.init(length: length, configuration: TrackConfiguration(spring: spring), mapping: mapping) { progress in
            let shown = appearance(progress)
            return Swift.max(shown.from.dimmingAlpha, shown.to.dimmingAlpha)
        }
    }

    /// The dimming shown at `progress`.
    package func dimming(atProgress progress: Double) -> Double {
        dimmingCurve(progress)
    }

    /// Where a spring heading for `outcome` aims, in points, from the documented rule
    /// (``TrackConfiguration/endAimFraction`` beyond the end), worked out here rather than
    /// asked of the track.
    package func aim(for outcome: Stop.ID) -> Double {
        outcome == .end ? length * (1 + configuration.endAimFraction) : -length * configuration.endAimFraction
    }

    /// A frame showing `position` (points) moving at `velocity` (points per second), at
    /// `progress` in `phase`, with `dimming` (the track's at that progress when `nil`).
    func frame(_ position: Double, _ velocity: Double, progress: Double, phase: TrackPhase, dimming: Double? = nil) -> Trace.Frame {
        Trace.Frame(t: 0, extent: position, velocity: velocity, progress: progress,
                    dimming: dimming ?? self.dimming(atProgress: progress), scrollOffset: 0, phase: .track(phase))
    }

    /// A release continuing from `lift` toward the aim of `heading` (`nil`: at rest at once,
    /// at `shown`), within 0 ... ``length``, on the track's spring.
    func release(from lift: SpringMotion.State, heading: Stop.ID?, shown: Double) -> DriverRelease {
        DriverRelease(liftState: lift, target: heading, aim: heading.map(aim(for:)) ?? shown, shownRange: 0...length,
                      spring: configuration.spring)
    }
}
