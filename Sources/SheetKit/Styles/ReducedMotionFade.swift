/// What every style shows when the user turns on Reduce Motion: a cross-fade.
///
/// Nothing moves, grows or shrinks: the presented view sits at its final frame (its
/// presented frame, full size, untransformed) and only its alpha changes, as
/// ``alpha(presentedFraction:)`` says. The fraction is the same one the style's motion
/// would show (the progress of its track, or of its spring), so a gesture that would have
/// moved the view fades it instead, and a release settles the fade on the same spring.
package enum ReducedMotionFade {
    /// The presented view's alpha when it is `presentedFraction` presented (0 = not at
    /// all, 1 = fully), in 0...1.
    ///
    /// The curve is linear: alpha = fraction. The fraction already follows a critically
    /// damped spring (fast start, gentle landing), so easing the alpha again would leave the
    /// first fifth of the motion invisible and make a fade feel late; a linear alpha keeps
    /// the fade's midpoint at the motion's midpoint. NaN counts as 0; other values are
    /// clamped into 0...1.
    /// - Parameter presentedFraction: How far the view is presented, 0...1.
    @inlinable
    package static func alpha(presentedFraction: Double) -> Double {
        presentedFraction.clamped(to: 0...1)
    }
}

extension ReducedMotionFade {
    /// A container transition (a push, a pop, a tab switch) under Reduce Motion: the two
    /// screens cross-fade in place, with no translation, no scale, no parallax, no shadow and
    /// no dimming. The arriving screen, in front, fades in linearly in the progress (see
    /// ``alpha(presentedFraction:)`` for why linear) over the leaving one, which stays opaque
    /// behind it: fading both (1 − p and p) would cover only 1 − p(1 − p) of the screen, and
    /// the window's background would show through by a quarter half way. The progress follows
    /// the style's spring made critically damped (``TrackConfiguration/adjusted(forReduceMotion:)``),
    /// so nothing overshoots either.
    /// - Parameter progress: The transition's progress, 0 = start, 1 = end. NaN counts as 0;
    ///   other values are clamped into 0...1.
    /// - Returns: The leaving view at alpha 1, the arriving one in front at alpha progress.
    package static func crossFade(progress: Double) -> TransitionAppearance {
        TransitionAppearance(from: TransitionViewAppearance(alpha: 1), to: TransitionViewAppearance(alpha: alpha(presentedFraction: progress)),
                             isToViewInFront: true)
    }
}

/// Which way a presentation style runs.
package enum PresentationOperation: String, Hashable, Sendable, CaseIterable {
    /// The presented view appears: its progress 0 is not presented, 1 is presented.
    case presentation
    /// The presented view goes away: its progress 0 is presented, 1 is gone.
    case dismissal

    /// How far the view is presented at `progress` of this operation, in 0...1: the progress
    /// itself for a presentation, 1 − progress for a dismissal. NaN counts as 0 progress;
    /// other values are clamped into 0...1.
    /// - Parameter progress: The operation's progress, 0...1.
    @inlinable
    package func presentedFraction(progress: Double) -> Double {
        let progress = progress.clamped(to: 0...1)
        return self == .presentation ? progress : 1 - progress
    }
}
