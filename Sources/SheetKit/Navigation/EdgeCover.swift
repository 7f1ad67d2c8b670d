/// A drawer-like push: the arriving screen slides in from the trailing edge and covers the
/// screen beneath, which stays in place and dims, as a drawer covers what it opens over.
///
/// At push progress p, with W the container width and s = +1 in left-to-right layouts and
/// −1 in right-to-left ones:
/// - the arriving (upper) screen: translation s·W·(1 − p), a shadow of
///   ``shadowOpacity`` × the shadow envelope;
/// - the covered (lower) screen: no motion, dimming ``coveredDimmingAlpha``·p.
///
/// Alphas are clamped into 0...1 (NaN becomes the default), here and when assigned.
public struct EdgeCover: Hashable, Sendable {
    /// The default ``coveredDimmingAlpha``, 0.3: a drawer's backdrop, darker than the
    /// parallax slide's 0.1 because nothing else tells the covered screen is behind.
    public static let defaultCoveredDimmingAlpha = 0.3
    /// The default ``shadowOpacity``, 0.35: the shadow is what separates the drawer from the
    /// screen it covers, so it is stronger than the parallax slide's.
    public static let defaultShadowOpacity = 0.35

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
    ///   - coveredDimmingAlpha: The covered screen's final dimming.
    ///   - shadowOpacity: The arriving screen's shadow opacity.
    public init(coveredDimmingAlpha: Double = EdgeCover.defaultCoveredDimmingAlpha,
                shadowOpacity: Double = EdgeCover.defaultShadowOpacity) {
        self.coveredDimmingAlpha = coveredDimmingAlpha.unitOr(Self.defaultCoveredDimmingAlpha)
        self.shadowOpacity = shadowOpacity.unitOr(Self.defaultShadowOpacity)
    }

    /// The push at progress `p` (in 0...1), for a container `width` in points and the
    /// physical sign `trailingSign` of the trailing side (+1 right, −1 left).
    func pushAppearance(progress p: Double, width: Double, trailingSign: Double) -> TransitionAppearance {
        let upper = TransitionViewAppearance(translationX: trailingSign * width * (1 - p),
                                             shadowOpacity: shadowOpacity * TransitionShadow.envelope(at: p))
        let lower = TransitionViewAppearance(dimmingAlpha: coveredDimmingAlpha * p)
        return TransitionAppearance(from: lower, to: upper, isToViewInFront: true)
    }
}
