/// Everything a card zoom needs to know about the screen at one instant. The adapter builds a
/// new scene for every evaluation (every tick, every gesture event), so a rotation, a resize
/// or a list that scrolls under the detail is taken into account at once.
///
/// Sanitizing: the destination's coordinates are clamped into ±``StyleLimits/maximumCoordinate``
/// (NaN becomes the container bounds' component) and its size into
/// 0 ... ``StyleLimits/maximumCoordinate``; radii that are not finite or are negative become
/// 0, and at most 10 000 pt. Source rectangles are sanitized by ``CardZoomTarget``.
package struct CardZoomScene: Hashable, Sendable {
    /// The transition's container: its size, safe-area insets, layout direction (which side
    /// a side swipe starts from) and display scale (the half-pixel rest threshold).
    package var container: SheetContainer
    /// The card's frame now, in the container's coordinates, or `nil` when it is gone.
    package var currentSource: SheetRect?
    /// The card's frame when it was last seen (at least: when the detail opened), in the
    /// container's coordinates.
    package var lastKnownSource: SheetRect
    /// The card's corner radius, in points.
    package var sourceCornerRadius: Double {
        didSet { sourceCornerRadius = sourceCornerRadius.appearanceLength(or: 0) }
    }
    /// The detail's frame when presented, in the container's coordinates (`nil`: the
    /// container's bounds, the full-screen detail).
    package var destination: SheetRect?
    /// The detail's corner radius when presented, in points: 0 for a square full-screen
    /// detail, or the display's corner radius so the detail's corners follow the screen's.
    package var destinationCornerRadius: Double {
        didSet { destinationCornerRadius = destinationCornerRadius.appearanceLength(or: 0) }
    }
    /// Whether the detail's scroll view is at its top, so a downward pull dismisses instead
    /// of scrolling (read when a drag's direction is decided).
    package var isDetailScrolledToTop: Bool
    /// The horizontally scrollable scroll views under the touch, innermost first, along x in
    /// UIKit's physical terms (read when a drag's direction is decided: a side swipe that one
    /// of them can still scroll is that carousel's, not the back swipe's).
    package var horizontalScrollViews: [ScrollMetrics] = []

    /// Creates a scene; radii are sanitized as the type describes.
    /// - Parameters:
    ///   - container: The container.
    ///   - currentSource: The card's frame now, or `nil`.
    ///   - lastKnownSource: The card's frame when it was last seen.
    ///   - sourceCornerRadius: The card's corner radius, in points.
    ///   - destination: The detail's frame; `nil` for the container's bounds.
    ///   - destinationCornerRadius: The detail's corner radius, in points; default 0.
    ///   - isDetailScrolledToTop: Whether the detail's scroll view is at its top; default true.
    package init(container: SheetContainer, currentSource: SheetRect?, lastKnownSource: SheetRect, sourceCornerRadius: Double,
                destination: SheetRect? = nil, destinationCornerRadius: Double = 0, isDetailScrolledToTop: Bool = true) {
        self.container = container
        self.currentSource = currentSource
        self.lastKnownSource = lastKnownSource
        self.sourceCornerRadius = sourceCornerRadius.appearanceLength(or: 0)
        self.destination = destination
        self.destinationCornerRadius = destinationCornerRadius.appearanceLength(or: 0)
        self.isDetailScrolledToTop = isDetailScrolledToTop
    }

    /// The detail's presented frame, sanitized.
    package var detailFrame: SheetRect {
        let bounds = container.styleBounds
        return (destination ?? bounds).sanitized(fallback: bounds)
    }

    /// The safe-area insets the detail has where it is presented (``detailFrame``), in points:
    /// the part of the container's safe area each of its sides overlaps. The adapter keeps the
    /// detail's safe area at these through the open, the pull and the close, so the content
    /// is laid out once, for where it lands, and nothing in it moves when it arrives (review of
    /// 2026-11-27: UIKit derives a view's safe area from where it is, transforms included, so
    /// an open from a card in mid-screen gave the detail a top inset of 0 that became the
    /// status bar's on the last frame, and a navigation bar jumped down).
    /// - Complexity: O(1).
    package var detailSafeAreaInsets: SheetInsets {
        let frame = detailFrame, size = container.size, safe = container.safeAreaInsets
        return SheetInsets(top: safe.top - frame.y, left: safe.left - frame.x,
                           bottom: safe.bottom - (size.height - frame.maxY), right: safe.right - (size.width - frame.maxX))
    }

    /// Where the detail zooms back into now (``CardZoomTarget/resolve(current:lastKnown:container:)``).
    package var target: CardZoomTarget {
        CardZoomTarget.resolve(current: currentSource, lastKnown: lastKnownSource, container: container)
    }

    /// The geometry of a zoom between the target and `expanded`, whose corner radius is
    /// `expandedCornerRadius`; the content keeps the detail's layout size.
    func geometry(expanded: SheetRect, expandedCornerRadius: Double) -> CardZoomGeometry {
        let target = self.target
        let detail = detailFrame
        return CardZoomGeometry(collapsed: target.rect, collapsedCornerRadius: sourceCornerRadius, expanded: expanded,
                                expandedCornerRadius: expandedCornerRadius,
                                contentLayoutSize: SheetSize(width: detail.width, height: detail.height),
                                collapsedAlpha: target.arrivalAlpha)
    }
}
