/// Where a card zoom shrinks back to when the detail is dismissed: the card if it is still
/// on screen, otherwise a documented stand-in.
///
/// While the detail was up, the list under it may have scrolled, reloaded or rotated: the
/// card may be elsewhere, off screen, or gone. ``resolve(current:lastKnown:container:)``
/// decides, on every evaluation (so a rotation during the zoom-back retargets):
/// 1. **The card, where it is now**, when its current frame is known, finite, of a positive
///    size, and overlaps the container's visible area (the bounds inside the safe-area
///    insets) in a positive area. A card entirely under the status bar or the home
///    indicator counts as gone: zooming into a strip behind system chrome looks like the
///    detail leaving the screen.
/// 2. **Otherwise the card's latest known frame, clamped into the visible area**
///    (``Kind/fallback``): the current frame when there is one (the card scrolled off
///    screen), else the last known one; its size (shrunk to the visible area if larger),
///    moved the least distance that puts it inside. The detail lands at the screen edge
///    nearest to where the card went, a hint of where it is, at the size the user saw it,
///    and fades on the way
///    (``CardZoomGeometry/collapsedAlpha`` 0), because no card waits there. A centered stand-in
///    at the bottom was rejected: it points nowhere and hides what the list shows there.
///
/// Sanitizing: a last known frame with a NaN coordinate is centered on the visible area
/// along that axis; infinite coordinates are clamped into ±``StyleLimits/maximumCoordinate``;
/// sizes that are NaN or negative become 0 (the detail then zooms into a point).
package struct CardZoomTarget: Hashable, Sendable {
    /// Whether the target is the card itself.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The card is visible: zoom into its current frame.
        case source
        /// The card is not visible: zoom into the last known frame clamped into the visible
        /// area, fading out.
        case fallback
    }

    /// The rectangle to zoom into, in the container's coordinates.
    package let rect: SheetRect
    /// Whether it is the card or a stand-in.
    package let kind: Kind

    /// Creates a target.
    /// - Parameters:
    ///   - rect: The rectangle, in the container's coordinates.
    ///   - kind: Whether it is the card.
    package init(rect: SheetRect, kind: Kind) {
        self.rect = rect
        self.kind = kind
    }

    /// The alpha the detail has when it arrives: 1 on the card, 0 on a stand-in.
    package var arrivalAlpha: Double { kind == .source ? 1 : 0 }

    /// Decides where to zoom back into (see the type's rules).
    /// - Parameters:
    ///   - current: The card's frame now, in the container's coordinates (its
    ///     `convert(bounds, to: container)`), or `nil` when the card is not in the view
    ///     hierarchy (its cell was reused or the item deleted).
    ///   - lastKnown: The card's frame when it was last seen (when the detail opened, or
    ///     later), in the container's coordinates; used when `current` is `nil` or unusable.
    ///   - container: The container, with its current size and safe-area insets.
    package static func resolve(current: SheetRect?, lastKnown: SheetRect, container: SheetContainer) -> CardZoomTarget {
        let visible = container.visibleArea
        if let current, current.isUsable {
            let rect = current.sanitized(fallback: visible)
            if rect.overlaps(visible) { return CardZoomTarget(rect: rect, kind: .source) }
            return CardZoomTarget(rect: rect.clamped(into: visible), kind: .fallback)
        }
        let size = SheetSize(width: lastKnown.width.styleLength, height: lastKnown.height.styleLength)
        let centered = SheetRect(x: visible.midX - size.width / 2, y: visible.midY - size.height / 2, width: 0, height: 0)
        let known = lastKnown.sanitized(fallback: centered)
        return CardZoomTarget(rect: known.clamped(into: visible), kind: .fallback)
    }
}
