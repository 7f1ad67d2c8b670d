/// A push that sends the covered screen back: the arriving screen slides in from the
/// trailing edge while the screen beneath shrinks in place, rounds its corners and dims.
///
/// At push progress p, with W the container width and s = +1 in left-to-right layouts and
/// −1 in right-to-left ones:
/// - the arriving (upper) screen: translation s·W·(1 − p), a shadow of
///   ``shadowOpacity`` × the shadow envelope;
/// - the covered (lower) screen: scale 1 + (``coveredScale`` − 1)·p, dimming
///   ``coveredDimmingAlpha``·p, corner radius ``coveredCornerRadius``·p.
///
/// Sanitizing (here and when assigned): ``coveredScale`` is clamped into
/// ``minimumScale``...1 (NaN becomes the default); alphas into 0...1 (NaN becomes the
/// default); a corner radius that is not finite or is negative becomes the default.
public struct ShrinkSlide: Hashable, Sendable {
    /// The default ``coveredScale``, 0.6: the covered screen recedes to three fifths of its
    /// size, clearly "behind", while its content stays recognizable.
    public static let defaultCoveredScale = 0.6
    /// The default ``coveredDimmingAlpha``, 0.3: the receded screen reads as background.
    public static let defaultCoveredDimmingAlpha = 0.3
    /// The default ``coveredCornerRadius``, 20 pt (12 pt on screen at scale 0.6): the receded
    /// screen looks like a card.
    public static let defaultCoveredCornerRadius = 20.0
    /// The default ``shadowOpacity``, 0.25 (``ParallaxSlide``'s).
    public static let defaultShadowOpacity = 0.25
    /// The smallest accepted ``coveredScale``: a scale of 0 would make the view's transform
    /// singular.
    public static let minimumScale = 0.05
    /// The spring of ``NavigationTransitionStyle/shrinkSlide``: response 0.4 s, critically
    /// damped. More changes on screen than a slide (scale, dimming, corners), so a little more
    /// time than ``TrackConfiguration/defaultSpring``'s 0.35 s.
    public static let defaultSpring = MotionSpring(response: 0.4, dampingRatio: 1)

    /// The covered screen's scale when fully covered.
    public var coveredScale: Double {
        didSet { coveredScale = Self.sanitizedScale(coveredScale) }
    }
    /// The covered screen's dimming when fully covered, in 0...1.
    public var coveredDimmingAlpha: Double {
        didSet { coveredDimmingAlpha = coveredDimmingAlpha.unitOr(Self.defaultCoveredDimmingAlpha) }
    }
    /// The covered screen's corner radius when fully covered, in points (before scaling).
    public var coveredCornerRadius: Double {
        didSet { coveredCornerRadius = coveredCornerRadius.nonNegativeOr(Self.defaultCoveredCornerRadius) }
    }
    /// The arriving screen's shadow opacity mid-transition, in 0...1.
    public var shadowOpacity: Double {
        didSet { shadowOpacity = shadowOpacity.unitOr(Self.defaultShadowOpacity) }
    }

    /// Creates the effect; every parameter has a default and is sanitized as the type
    /// describes.
    /// - Parameters:
    ///   - coveredScale: The covered screen's final scale.
    ///   - coveredDimmingAlpha: The covered screen's final dimming.
    ///   - coveredCornerRadius: The covered screen's final corner radius, in points.
    ///   - shadowOpacity: The arriving screen's shadow opacity.
    public init(coveredScale: Double = ShrinkSlide.defaultCoveredScale,
                coveredDimmingAlpha: Double = ShrinkSlide.defaultCoveredDimmingAlpha,
                coveredCornerRadius: Double = ShrinkSlide.defaultCoveredCornerRadius,
                shadowOpacity: Double = ShrinkSlide.defaultShadowOpacity) {
        self.coveredScale = Self.sanitizedScale(coveredScale)
        self.coveredDimmingAlpha = coveredDimmingAlpha.unitOr(Self.defaultCoveredDimmingAlpha)
        self.coveredCornerRadius = coveredCornerRadius.nonNegativeOr(Self.defaultCoveredCornerRadius)
        self.shadowOpacity = shadowOpacity.unitOr(Self.defaultShadowOpacity)
    }

    private static func sanitizedScale(_ value: Double) -> Double {
        value.isNaN ? defaultCoveredScale : value.clamped(to: minimumScale...1)
    }

    /// The push at progress `p` (in 0...1), for a container `width` in points and the
    /// physical sign `trailingSign` of the trailing side (+1 right, −1 left).
    func pushAppearance(progress p: Double, width: Double, trailingSign: Double) -> TransitionAppearance {
        let upper = TransitionViewAppearance(translationX: trailingSign * width * (1 - p),
                                             shadowOpacity: shadowOpacity * TransitionShadow.envelope(at: p))
        let lower = TransitionViewAppearance(scale: .interpolate(1, coveredScale, p),
                                             dimmingAlpha: coveredDimmingAlpha * p,
                                             cornerRadius: coveredCornerRadius * p)
        return TransitionAppearance(from: lower, to: upper, isToViewInFront: true)
    }
}
