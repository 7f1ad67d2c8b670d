/// How a sheet shares the finger and where it gives way: the behaviour hooks apps use to steer
/// a sheet (a Maps-like panel, a list with a large title, a sheet that must not stretch).
public struct SheetDragBehavior: Hashable, Sendable {
    /// Whether dragging the tracked list toward expanding expands the sheet first, up to its
    /// largest detent, before the list scrolls (UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`). With `false` the list scrolls at every
    /// detent; the sheet still follows the finger toward hiding once the list is at its start,
    /// and drags that do not start on the list move it as usual. Default `true`.
    public var scrollingExpandsSheet: Bool
    /// Where on the sheet a drag may begin. Default ``SheetDragRegion/anywhere``.
    public var region: SheetDragRegion
    /// The tracked list's content offset along the sheet's axis, in points, at which it hands
    /// the finger to the sheet while hiding: for a list whose resting offset is not its
    /// content inset (a large title, a pinned header). `nil` (the default) uses the list's own
    /// start, its adjusted content inset. Sanitized as a signed length.
    public var listRestingOffset: Double? {
        didSet { listRestingOffset = listRestingOffset?.signedLength }
    }
    /// Whether the sheet resists (rubber band) when pulled beyond its largest detent; `false`
    /// stops it there. Default `true`.
    public var rubberBandsBeyondLargestDetent: Bool
    /// Whether a sheet that may not be dismissed resists (rubber band) when pulled below its
    /// smallest detent; `false` stops it there. Default `true`.
    public var rubberBandsBelowSmallestDetent: Bool

    /// Creates a behaviour; every parameter has UIKit's sheets' default.
    public init(scrollingExpandsSheet: Bool = true, region: SheetDragRegion = .anywhere, listRestingOffset: Double? = nil,
                rubberBandsBeyondLargestDetent: Bool = true, rubberBandsBelowSmallestDetent: Bool = true) {
        self.scrollingExpandsSheet = scrollingExpandsSheet
        self.region = region
        self.listRestingOffset = listRestingOffset?.signedLength
        self.rubberBandsBeyondLargestDetent = rubberBandsBeyondLargestDetent
        self.rubberBandsBelowSmallestDetent = rubberBandsBelowSmallestDetent
    }
}
