/// The App Store card zoom's geometry: the detail grows out of a card (``collapsed``) to its
/// own frame (``expanded``), or shrinks back into it.
///
/// At expansion e (0 = the card, 1 = the detail):
/// - **Frame**: each edge moves linearly in e, from the card's frame to the expanded frame
///   (equivalently: center and size both linear). The easing comes from the spring that
///   carries e, not from the interpolation, so the frame's velocity stays proportional to
///   the spring's everywhere and a release never bends the path.
/// - **Corner radius**: linear from ``collapsedCornerRadius`` to ``expandedCornerRadius``
///   (0, or the display's corner radius for a full-screen detail).
/// - **Content**: the detail is laid out once at ``contentLayoutSize`` (the expanded size,
///   full width) and **scaled**, never re-laid out: contentScale = frame width ÷ layout width,
///   clamped into ``minimumContentScale`` ... ``maximumContentScale``. Animating the detail's
///   own frame would reflow its text on every frame (line breaks jumping as the width grows);
///   the App Store keeps the detail laid out at full width and scales it, so the card-sized
///   frame shows the top of the detail, which repeats the card's artwork and title. A frame
///   taller than the scaled content (a narrow, tall card) shows the detail's background below
///   its content.
/// - **Alpha**: 1, except toward a card that is not there (``collapsedAlpha`` < 1, see
///   ``CardZoomTarget/Kind/fallback``): over the collapsed half of the zoom
///   (e from ``fallbackFadeExpansion`` down to 0) the alpha goes linearly to
///   ``collapsedAlpha``, so the detail does not land on an empty spot.
///
/// Sanitizing: rectangles' coordinates are clamped into ±``StyleLimits/maximumCoordinate``
/// (NaN becomes 0, or the expanded frame's component for the card), sizes into
/// 0 ... ``StyleLimits/maximumCoordinate``; radii not finite or negative become 0, and at
/// most 10 000 pt; alphas are clamped into 0...1 (NaN becomes 1); the layout size defaults to
/// the expanded frame's size when its width is 0.
package struct CardZoomGeometry: Hashable, Sendable {
    /// The smallest content scale, so the content's transform is never singular.
    package static let minimumContentScale = 0.01
    /// The largest content scale (a card a hundred times wider than the detail's layout).
    package static let maximumContentScale = 100.0
    /// The expansion below which a zoom toward a missing card fades: the collapsed half.
    package static let fallbackFadeExpansion = 0.5

    /// The card's frame, in the container's coordinates.
    package let collapsed: SheetRect
    /// The card's corner radius, in points.
    package let collapsedCornerRadius: Double
    /// The detail's frame, in the container's coordinates.
    package let expanded: SheetRect
    /// The detail's corner radius, in points.
    package let expandedCornerRadius: Double
    /// The size the detail's content is laid out at, in points.
    package let contentLayoutSize: SheetSize
    /// The detail's alpha when fully collapsed, in 0...1 (1 for a visible card).
    package let collapsedAlpha: Double

    /// Creates the geometry; every value is sanitized as the type describes.
    /// - Parameters:
    ///   - collapsed: The card's frame, in the container's coordinates.
    ///   - collapsedCornerRadius: The card's corner radius, in points.
    ///   - expanded: The detail's frame, in the container's coordinates.
    ///   - expandedCornerRadius: The detail's corner radius, in points.
    ///   - contentLayoutSize: The detail content's layout size; `nil` (or a zero width) for
    ///     the expanded frame's size.
    ///   - collapsedAlpha: The alpha when fully collapsed; default 1.
    package init(collapsed: SheetRect, collapsedCornerRadius: Double, expanded: SheetRect, expandedCornerRadius: Double,
                contentLayoutSize: SheetSize? = nil, collapsedAlpha: Double = 1) {
        let expanded = expanded.sanitized(fallback: SheetRect(x: 0, y: 0, width: 0, height: 0))
        self.expanded = expanded
        self.collapsed = collapsed.sanitized(fallback: expanded)
        self.collapsedCornerRadius = collapsedCornerRadius.appearanceLength(or: 0)
        self.expandedCornerRadius = expandedCornerRadius.appearanceLength(or: 0)
        let layout = contentLayoutSize?.styleSanitized
        self.contentLayoutSize = layout.map { $0.width > 0 ? $0 : SheetSize(width: expanded.width, height: expanded.height) }
            ?? SheetSize(width: expanded.width, height: expanded.height)
        self.collapsedAlpha = collapsedAlpha.isNaN ? 1 : collapsedAlpha.clamped(to: 0...1)
    }

    /// How the detail looks at `expansion`.
    /// - Parameter expansion: 0 = the card, 1 = the detail. NaN counts as 0; other values are
    ///   clamped into 0...1.
    package func appearance(expansion: Double) -> CardZoomAppearance {
        let e = expansion.clamped(to: 0...1)
        let frame = SheetRect.interpolate(collapsed, expanded, e)
        let fade = ProgressWindow(start: 0, end: Self.fallbackFadeExpansion).localProgress(at: e)
        return Self.appearance(frame: frame, cornerRadius: .interpolate(collapsedCornerRadius, expandedCornerRadius, e),
                               layout: contentLayoutSize, alpha: .interpolate(collapsedAlpha, 1, fade))
    }

    /// The appearance of the content laid out at `layout`, scaled to fill the width of
    /// `frame` (within the scale limits), top-aligned and centered across.
    static func appearance(frame: SheetRect, cornerRadius: Double, layout: SheetSize, alpha: Double) -> CardZoomAppearance {
        let scale = layout.width > 0
            ? (frame.width / layout.width).clamped(to: minimumContentScale...maximumContentScale)
            : 1
        let width = layout.width * scale
        let content = SheetRect(x: frame.midX - width / 2, y: frame.y, width: width, height: layout.height * scale)
        return CardZoomAppearance(frame: frame, cornerRadius: cornerRadius, contentScale: scale, contentFrame: content,
                                  alpha: alpha.clamped(to: 0...1))
    }
}
