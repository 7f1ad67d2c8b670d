/// How a centered card and what is behind it look at one instant: the values a UIKit adapter
/// applies verbatim.
///
/// - ``frame`` → the card's `bounds.size` and `center` (untransformed; it does not change
///   during the motion, so the content never re-lays out);
/// - ``translationY``, ``scaleX``, ``scaleY`` → `transform = translate(0, translationY) ·
///   scale(scaleX, scaleY)` (the scale about the card's center, then the translation);
/// - ``alpha`` → the card's `alpha`; ``cornerRadius`` → its `layer.cornerRadius` on all four
///   corners;
/// - ``dimmingAlpha`` → the alpha of a black view covering the container behind the card;
/// - ``isPresentingTintDimmed`` → the presenting view's `tintAdjustmentMode` (`.dimmed` when
///   true, `.automatic` otherwise), as UIKit does behind alerts.
package struct CenteredCardAppearance: Hashable, Sendable {
    /// The card's untransformed frame, in the container's coordinates.
    package let frame: SheetRect
    /// The vertical translation, in points, positive downward.
    package let translationY: Double
    /// The horizontal scale about the card's center.
    package let scaleX: Double
    /// The vertical scale about the card's center.
    package let scaleY: Double
    /// The card's alpha, in 0...1.
    package let alpha: Double
    /// The card's corner radius, in points.
    package let cornerRadius: Double
    /// The dimming behind the card, in 0...1.
    package let dimmingAlpha: Double
    /// Whether the presenting view's tint colors are dimmed.
    package let isPresentingTintDimmed: Bool

    /// Creates an appearance; the values are used as given (``CenteredCardStyle`` produces
    /// them sanitized).
    /// - Parameters:
    ///   - frame: The untransformed frame, in points.
    ///   - translationY: The vertical translation, in points.
    ///   - scaleX: The horizontal scale.
    ///   - scaleY: The vertical scale.
    ///   - alpha: The card's alpha.
    ///   - cornerRadius: The corner radius, in points.
    ///   - dimmingAlpha: The dimming alpha.
    ///   - isPresentingTintDimmed: Whether the presenting view's tint is dimmed.
    package init(frame: SheetRect, translationY: Double, scaleX: Double, scaleY: Double, alpha: Double, cornerRadius: Double,
                dimmingAlpha: Double, isPresentingTintDimmed: Bool) {
        self.frame = frame
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.isPresentingTintDimmed = isPresentingTintDimmed
    }

    /// The card's visible frame: ``frame`` scaled about its center and translated, in the
    /// container's coordinates.
    package var transformedFrame: SheetRect {
        let width = frame.width * scaleX
        let height = frame.height * scaleY
        return SheetRect(x: frame.midX - width / 2, y: frame.midY + translationY - height / 2, width: width, height: height)
    }

    /// The same appearance with the presenting view's tint dimmed or not.
    func withPresentingTintDimmed(_ dimmed: Bool) -> CenteredCardAppearance {
        CenteredCardAppearance(frame: frame, translationY: translationY, scaleX: scaleX, scaleY: scaleY, alpha: alpha,
                               cornerRadius: cornerRadius, dimmingAlpha: dimmingAlpha, isPresentingTintDimmed: dimmed)
    }
}
