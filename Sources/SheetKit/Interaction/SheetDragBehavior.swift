/// How a sheet shares the finger and where it gives way: the behaviour hooks apps use to steer
/// a sheet (a Maps-like panel, a list with a large title, a sheet that must not stretch).
public struct SheetDragBehavior: Hashable, Sendable {
    /// Whether dragging the tracked list toward expanding expands the sheet first, up to its
    /// largest detent, before the list scrolls (UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`). With `false` the list scrolls at every
    /// detent; the sheet still follows the finger toward hiding once the list is at its start,
    /// and drags that do not start on the list move it as usual. Default `true`.
    public var scrollingExpandsSheet: Bool
    /// Per detent, whether dragging the tracked list toward expanding expands the sheet from
    /// that detent (`true`) or scrolls the list there (`false`), for detents that need a value
    /// other than ``scrollingExpandsSheet``. For example `[.medium: false]` on a
    /// tip–medium–large panel: from the tip the list drag grows the sheet up to the medium
    /// detent and stops there; at the medium detent the list scrolls and the sheet stays (the
    /// user drags the grabber or header to raise it). A detent's value holds from that detent up
    /// to the next one (the smallest's also below it); a list drag grows the sheet at most to the
    /// next detent whose value is `false`, or to the largest. Identifiers that do not resolve
    /// are ignored; where detents merged (``ResolvedDetents``) and their values differ, `false`
    /// wins. Drags toward hiding and drags that do not start on the list are not affected.
    /// Default empty.
    public var scrollingExpandsSheetByDetent: [Detent.Identifier: Bool]
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

    /// Creates a behaviour; every parameter has UIKit's sheets' default (no per-detent values).
    public init(scrollingExpandsSheet: Bool = true, scrollingExpandsSheetByDetent: [Detent.Identifier: Bool] = [:],
                region: SheetDragRegion = .anywhere, listRestingOffset: Double? = nil,
                rubberBandsBeyondLargestDetent: Bool = true, rubberBandsBelowSmallestDetent: Bool = true) {
        self.scrollingExpandsSheet = scrollingExpandsSheet
        self.scrollingExpandsSheetByDetent = scrollingExpandsSheetByDetent
        self.region = region
        self.listRestingOffset = listRestingOffset?.signedLength
        self.rubberBandsBeyondLargestDetent = rubberBandsBeyondLargestDetent
        self.rubberBandsBelowSmallestDetent = rubberBandsBelowSmallestDetent
    }
}
