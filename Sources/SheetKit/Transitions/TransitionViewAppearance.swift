/// How one view looks at one instant of a transition: the values a UIKit adapter applies
/// verbatim to the view (and to a dimming overlay and a shadow it owns).
///
/// - ``translationX`` → `transform` translation along x, in points, physical (positive =
///   rightward; right-to-left layouts are already mirrored).
/// - ``scale`` → `transform` scale about the view's center, both axes.
/// - ``alpha`` → `alpha`.
/// - ``dimmingAlpha`` → the alpha of a black overlay covering the view.
/// - ``shadowOpacity`` → `layer.shadowOpacity` of the shadow the view casts on its leading
///   side onto what it covers.
/// - ``cornerRadius`` → `layer.cornerRadius`, in points.
///
/// Every value is sanitized by the initializer: translation not finite becomes 0; scale not
/// finite or not positive becomes 1; alphas and opacities are clamped into 0...1 (NaN
/// becomes the identity's value); a corner radius not finite or negative becomes 0.
package struct TransitionViewAppearance: Hashable, Sendable {
    /// The horizontal translation, in points, positive rightward.
    package let translationX: Double
    /// The scale factor about the center (1 = natural size).
    package let scale: Double
    /// The view's alpha, in 0...1.
    package let alpha: Double
    /// The alpha of a black overlay over the view, in 0...1.
    package let dimmingAlpha: Double
    /// The opacity of the view's shadow, in 0...1.
    package let shadowOpacity: Double
    /// The view's corner radius, in points.
    package let cornerRadius: Double

    /// A view at rest: no translation, scale 1, fully opaque, undimmed, no shadow, square
    /// corners.
    package static let identity = TransitionViewAppearance()

    /// Creates an appearance; each parameter defaults to the identity's value and is
    /// sanitized as the type describes.
    /// - Parameters:
    ///   - translationX: The horizontal translation, in points.
    ///   - scale: The scale factor.
    ///   - alpha: The alpha.
    ///   - dimmingAlpha: The dimming overlay's alpha.
    ///   - shadowOpacity: The shadow's opacity.
    ///   - cornerRadius: The corner radius, in points.
    package init(translationX: Double = 0, scale: Double = 1, alpha: Double = 1, dimmingAlpha: Double = 0,
                shadowOpacity: Double = 0, cornerRadius: Double = 0) {
        self.translationX = translationX.finiteOr(0)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.alpha = alpha.isNaN ? 1 : alpha.clamped(to: 0...1)
        self.dimmingAlpha = dimmingAlpha.clamped(to: 0...1)
        self.shadowOpacity = shadowOpacity.clamped(to: 0...1)
        self.cornerRadius = cornerRadius.nonNegativeLength
    }

    /// Whether the view looks exactly as at rest.
    package var isIdentity: Bool { self == .identity }
}
