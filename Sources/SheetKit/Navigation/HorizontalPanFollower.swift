/// Turns a horizontal pan's UIKit geometry into track motion: the cumulative translation
/// `UIPanGestureRecognizer.translation(in:)` reports on every event becomes the change along
/// an ``InteractiveTrack`` since the previous event, and `velocity(in:)` the track's velocity.
///
/// Rules:
/// - **Baseline**: the translation at ``begin(translationX:)`` (UIKit's recognition
///   distance, a few points by the time `.began` fires) is where the track starts. The screen
///   starts moving from rest under the finger's later motion instead of jumping by that
///   distance on the first frame.
/// - **Deltas**: each ``delta(forTranslationX:)`` is the change of the translation since the
///   previous call, mapped by ``mapping`` (physical x → along the track, right-to-left
///   layouts mirrored). The deltas of a pan sum to its translation since the baseline, so
///   no point is lost or counted twice.
/// - **Sanitizing**: a translation that is not finite is ignored (delta 0; the last finite
///   one stays the reference); finite translations are clamped into
///   ±``InputLimits/maximumLength`` so no difference overflows. Velocities: see
///   ``velocity(forVelocityX:)``.
package struct HorizontalPanFollower: Hashable, Sendable {
    /// How physical horizontal motion maps to the track.
    package let mapping: HorizontalTrackMapping
    /// The last accepted translation along x, in points, physical (positive rightward).
    package private(set) var lastTranslationX: Double

    /// Creates a follower whose baseline is 0; call ``begin(translationX:)`` when the pan
    /// begins.
    /// - Parameter mapping: How physical horizontal motion maps to the track.
    package init(mapping: HorizontalTrackMapping) {
        self.mapping = mapping
        self.lastTranslationX = 0
    }

    /// Sets the baseline: the pan's translation when it began, in points.
    /// - Parameter translationX: `translation(in:).x` at `.began` (not finite counts as 0).
    package mutating func begin(translationX: Double) {
        lastTranslationX = translationX.isFinite ? translationX.signedLength : 0
    }

    /// The track delta since the previous event, in points (positive toward the track's end),
    /// and the new reference.
    /// - Parameter translationX: `translation(in:).x` now, in points.
    /// - Returns: The change along the track; 0 for a translation that is not finite.
    package mutating func delta(forTranslationX translationX: Double) -> Double {
        guard translationX.isFinite else { return 0 }
        let translation = translationX.signedLength
        let change = translation - lastTranslationX
        lastTranslationX = translation
        return mapping.trackDelta(forHorizontalDelta: change)
    }

    /// The track velocity, in points per second (positive toward the end), for the pan's
    /// `velocity(in:).x`; not finite counts as 0, and the track itself limits the speed at
    /// release (``ReleasePolicy/maximumReleaseSpeed``).
    /// - Parameter velocityX: The physical horizontal velocity, in points per second.
    package func velocity(forVelocityX velocityX: Double) -> Double {
        mapping.trackVelocity(forHorizontalVelocity: velocityX)
    }
}
