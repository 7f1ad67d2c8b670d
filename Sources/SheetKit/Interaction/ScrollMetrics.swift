/// A tracked scroll view's geometry along the sheet's axis, in the scroll view's own terms.
///
/// The UIKit layer fills it from `UIScrollView`: for a vertical sheet `offset` is
/// `contentOffset.y`, `contentLength` is `contentSize.height`, `viewportLength` is
/// `bounds.height`, and the insets are `adjustedContentInset.top` and `.bottom`.
public struct ScrollMetrics: Hashable, Sendable {
    /// The content offset along the axis, in points (`contentOffset.y` or `.x`).
    public var offset: Double { didSet { offset = offset.signedLength } }
    /// The content's length along the axis, in points.
    public var contentLength: Double { didSet { contentLength = contentLength.nonNegativeLength } }
    /// The visible length of the scroll view along the axis, in points.
    public var viewportLength: Double { didSet { viewportLength = viewportLength.nonNegativeLength } }
    /// The adjusted content inset at the low-coordinate side (top or left), in points.
    public var startInset: Double { didSet { startInset = startInset.signedLength } }
    /// The adjusted content inset at the high-coordinate side (bottom or right), in points.
    public var endInset: Double { didSet { endInset = endInset.signedLength } }

    /// Creates metrics. Lengths are sanitized as lengths and the offset and insets as signed
    /// lengths (see ``InputLimits``): NaN becomes 0 and every value stays within
    /// ±``InputLimits/maximumLength``. The same rules apply to values assigned later.
    public init(offset: Double, contentLength: Double, viewportLength: Double, startInset: Double = 0, endInset: Double = 0) {
        self.offset = offset.signedLength
        self.contentLength = contentLength.nonNegativeLength
        self.viewportLength = viewportLength.nonNegativeLength
        self.startInset = startInset.signedLength
        self.endInset = endInset.signedLength
    }

    /// The offset at which the content's start is at the viewport's start, in points.
    @inlinable
    public var minimumOffset: Double { -startInset }

    /// The offset at which the content's end is at the viewport's end, in points (never
    /// below ``minimumOffset``).
    @inlinable
    public var maximumOffset: Double { Swift.max(minimumOffset, contentLength + endInset - viewportLength) }

    /// Whether the content is longer than the viewport, so there is anything to scroll.
    @inlinable
    public var isScrollable: Bool { maximumOffset > minimumOffset }

    /// Whether the scroll view shows the start of its content (or is pulled beyond it).
    @inlinable
    public var isAtStart: Bool { offset <= minimumOffset }
}

extension ScrollMetrics {
    /// Whether a finger moving `motion` along this scroll view's axis (points or points per
    /// second, physical: positive rightward or downward) would scroll it: a finger moving
    /// toward positive scrolls toward smaller offsets, so the view scrolls while its offset
    /// is above ``minimumOffset``; moving toward negative, while it is below
    /// ``maximumOffset``. UIKit's offsets are physical in both layout directions, so this holds
    /// for right-to-left carousels too. A motion of 0 (or not finite) scrolls nothing.
    ///
    /// The one rule by which a pan that covers a whole screen (a full-width pop, a tab
    /// switch) yields to a carousel, a pager or an orthogonal section under the finger.
    package func scrolls(withFingerMotion motion: Double) -> Bool {
        guard motion.isFinite, motion != 0 else { return false }
        return motion > 0 ? offset > minimumOffset : offset < maximumOffset
    }
}
