/// How the zooming detail looks at one instant: the values a UIKit adapter applies verbatim.
///
/// The adapter holds the detail in a clipping container view:
/// - ``frame`` → the container view's frame (it clips: `clipsToBounds = true`), in the
///   transition container's coordinates;
/// - ``cornerRadius`` → the container view's `layer.cornerRadius`, in points, all four
///   corners, with `cornerCurve = .continuous`;
/// - ``contentFrame`` and ``contentScale`` → the detail view keeps its full layout size
///   (`bounds` = the layout size, never changed during the zoom, so text does not reflow)
///   and gets `transform = scale(contentScale)`; its `center` is ``contentFrame``'s center.
///   The content is pinned to the top of the frame and centered across it, so the top of
///   the detail (its header, which repeats the card) is what the card-sized frame shows;
/// - ``alpha`` → the container view's `alpha`.
package struct CardZoomAppearance: Hashable, Sendable {
    /// The visible, clipping frame, in the container's coordinates.
    package let frame: SheetRect
    /// The frame's corner radius, in points (on screen; it is not scaled).
    package let cornerRadius: Double
    /// The uniform scale of the detail's content (1 = its layout size).
    package let contentScale: Double
    /// Where the scaled content lies, in the container's coordinates: the layout size ×
    /// ``contentScale``, top-aligned in ``frame`` and centered across it.
    package let contentFrame: SheetRect
    /// The detail's alpha, in 0...1.
    package let alpha: Double

    /// Creates an appearance; the values are used as given (the styles produce them
    /// sanitized).
    /// - Parameters:
    ///   - frame: The clipping frame, in points.
    ///   - cornerRadius: The corner radius, in points.
    ///   - contentScale: The content's scale.
    ///   - contentFrame: The scaled content's frame, in points.
    ///   - alpha: The alpha, in 0...1.
    package init(frame: SheetRect, cornerRadius: Double, contentScale: Double, contentFrame: SheetRect, alpha: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.contentScale = contentScale
        self.contentFrame = contentFrame
        self.alpha = alpha
    }
}
