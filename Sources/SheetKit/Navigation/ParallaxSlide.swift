/// The system-like push: the arriving screen slides in from the trailing edge over the
/// screen beneath, which moves a fraction of the width toward the leading side and dims.
///
/// At push progress p, with W the container width and s = +1 in left-to-right layouts and
/// −1 in right-to-left ones:
/// - the arriving (upper) screen: translation s·W·(1 − p), a shadow of
///   ``shadowOpacity`` × the shadow envelope (fading in and out over a tenth at each end);
/// - the covered (lower) screen: translation −s·``coveredTranslationFraction``·W·p,
///   dimming ``coveredDimmingAlpha``·p.
///
/// All fractions and alphas are clamped into 0...1 (NaN becomes the default), here and when
/// assigned.
public struct ParallaxSlide: Hashable, Sendable {
    /// The default ``coveredTranslationFraction``, 0.3: UIKit's navigation push moves the
    /// screen beneath by about 30 % of the width.
    public static let defaultCoveredTranslationFraction = 0.3
    /// The default ``coveredDimmingAlpha``, 0.1: the light dimming UIKit lays over the screen
    /// beneath a push.
    public static let defaultCoveredDimmingAlpha = 0.1
    /// The default ``shadowOpacity``, 0.25: a soft shadow along the arriving screen's edge.
    public static let defaultShadowOpacity = 0.25

    /// How far the covered screen moves toward the leading side when fully covered, as a
    /// fraction of the container width.
    public var coveredTranslationFraction: Double {
        didSet { coveredTranslationFraction = coveredTranslationFraction.unitOr(Self.defaultCoveredTranslationFraction) }
    }
    /// The covered screen's dimming when fully covered, in 0...1.
    public var coveredDimmingAlpha: Double {
        didSet { coveredDimmingAlpha = coveredDimmingAlpha.unitOr(Self.defaultCoveredDimmingAlpha) }
    }
    /// The arriving screen's shadow opacity mid-transition, in 0...1.
    public var shadowOpacity: Double {
        didSet { shadowOpacity = shadowOpacity.unitOr(Self.defaultShadowOpacity) }
    }

    /// Creates the effect; every parameter has a default and is sanitized as the type
    /// describes.
    /// - Parameters:
    ///   - coveredTranslationFraction: The covered screen's travel, as a fraction of the width.
    ///   - coveredDimmingAlpha: The covered screen's final dimming.
    ///   - shadowOpacity: The arriving screen's shadow opacity.
    public init(coveredTranslationFraction: Double = ParallaxSlide.defaultCoveredTranslationFraction,
                coveredDimmingAlpha: Double = ParallaxSlide.defaultCoveredDimmingAlpha,
                shadowOpacity: Double = ParallaxSlide.defaultShadowOpacity) {
        self.coveredTranslationFraction = coveredTranslationFraction.unitOr(Self.defaultCoveredTranslationFraction)
        self.coveredDimmingAlpha = coveredDimmingAlpha.unitOr(Self.defaultCoveredDimmingAlpha)
        self.shadowOpacity = shadowOpacity.unitOr(Self.defaultShadowOpacity)
    }

    /// The push at progress `p` (in 0...1), for a container `width` in points and the
    /// physical sign `trailingSign` of the trailing side (+1 right, −1 left).
    func pushAppearance(progress p: Double, width: Double, trailingSign: Double) -> TransitionAppearance {
        let upper = TransitionViewAppearance(translationX: trailingSign * width * (1 - p),
                                             shadowOpacity: shadowOpacity * TransitionShadow.envelope(at: p))
        let lower = TransitionViewAppearance(translationX: -trailingSign * coveredTranslationFraction * width * p,
                                             dimmingAlpha: coveredDimmingAlpha * p)
        return TransitionAppearance(from: lower, to: upper, isToViewInFront: true)
    }
}
