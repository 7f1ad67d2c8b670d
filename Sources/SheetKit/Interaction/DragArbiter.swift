/// Which of the two scrollers took the last part of a drag delta.
package enum DragMover: String, Hashable, Sendable {
    /// The sheet moved.
    case sheet
    /// The tracked scroll view scrolled.
    case scrollView
}

/// The result of one pan-changed event.
package struct DragStep: Hashable, Sendable {
    /// The sheet's new extent, in points.
    package let extent: Double
    /// The finger's position as an extent, in points: where the sheet would be if nothing
    /// resisted it (no rubber band, no hard stop). The next event starts from it.
    package let finger: Double
    /// The content offset the tracked scroll view must have, in points; `nil` without one.
    package let scrollOffset: Double?
    /// Who took the last part of the delta; `nil` when the delta was 0.
    package let mover: DragMover?
}

/// Shares one finger between a sheet and the scroll view inside it.
///
/// Per pan-changed event, with the finger's delta along the axis (positive = toward
/// expanding the sheet):
/// - **Toward hiding**: while the scroll view can still scroll that way, it scrolls and the
///   sheet stays; once it is at its boundary (its start, for a bottom sheet's list), the
///   sheet takes the rest and the scroll view is pinned at that boundary.
/// - **Toward expanding**: while the sheet is below its largest detent, the sheet takes the
///   delta and the scroll view is held where it is; at the largest detent the rest of the
///   same delta scrolls the scroll view.
/// - One delta may be split between the two; no point is lost. Hand-off happens as often as
///   the direction reverses.
/// - Without a scroll view (or with one whose content fits), the sheet takes everything.
/// - Per detent the list may scroll instead of expanding the sheet
///   (``SheetDragBehavior/scrollingExpandsSheetByDetent``): the sheet then grows only up to
///   the next such detent, and from it the list scrolls.
///
/// Beyond the largest detent the sheet is rubber-banded (when nothing scrolls), and below
/// the smallest detent too when dismissal is not allowed; a scroll view pulled past the end of
/// its content is rubber-banded over its viewport length, like UIScrollView. Positions are
/// kept as visible values and mapped through the exact inverse of the rubber band, so a drag
/// resumed from a banded position continues without a jump. The extent never goes below 0.
package struct DragArbiter: Hashable, Sendable {
    /// The smallest detent's extent, in points.
    package let smallestExtent: Double
    /// The largest detent's extent, in points.
    package let largestExtent: Double
    /// The sheet's rubber band (over the container's length along the axis).
    package let rubberBand: RubberBand
    /// Whether the sheet may go below its smallest detent without resistance.
    package let allowsDismissal: Bool
    /// +1 when the scroll view's offset grows as the sheet expands (sheets attached at the
    /// bottom or right), −1 otherwise.
    package let scrollSign: Double
    /// The behaviour hooks: whether the list expands the sheet, its resting offset, the bands.
    package let behavior: SheetDragBehavior

    /// How far a list drag toward expanding may grow the sheet, by where the sheet is: each
    /// entry holds from its extent up to the next entry's (the first also below it). Resolved
    /// from ``SheetDragBehavior/scrollingExpandsSheet`` and
    /// ``SheetDragBehavior/scrollingExpandsSheetByDetent`` once per layout; neighbours with
    /// the same limit are merged, so UIKit's default is one entry.
    package let listExpansion: [ListExpansion]

    /// One range of ``listExpansion``.
    package struct ListExpansion: Hashable, Sendable {
        /// Where the range starts, in points of extent (a detent's extent).
        package let from: Double
        /// The extent a list drag toward expanding may grow the sheet to from within the range,
        /// in points; `nil` where the list scrolls instead.
        package let upTo: Double?
    }

    /// Creates an arbiter for a layout. The engine makes one per layout change, not per event.
    /// - Parameters:
    ///   - layout: The sheet's layout.
    ///   - allowsDismissal: Whether dismissal is allowed.
    ///   - behavior: The behaviour hooks; UIKit's defaults when omitted.
    /// - Complexity: O(n · m) for n detents and m per-detent values; allocates the list limits.
    package init(layout: SheetLayout, allowsDismissal: Bool, behavior: SheetDragBehavior = SheetDragBehavior()) {
        self.init(smallestExtent: layout.detents.smallest.extent, largestExtent: layout.detents.largest.extent,
                  rubberBand: layout.rubberBand, allowsDismissal: allowsDismissal, scrollSign: -layout.edge.growthSign,
                  behavior: behavior, listExpansion: Self.listExpansion(detents: layout.detents, behavior: behavior))
    }

    private init(smallestExtent: Double, largestExtent: Double, rubberBand: RubberBand, allowsDismissal: Bool, scrollSign: Double,
                 behavior: SheetDragBehavior, listExpansion: [ListExpansion]) {
        self.smallestExtent = smallestExtent
        self.largestExtent = largestExtent
        self.rubberBand = rubberBand
        self.allowsDismissal = allowsDismissal
        self.scrollSign = scrollSign
        self.behavior = behavior
        self.listExpansion = listExpansion
    }

    /// The list limits for `detents`: from a detent where scrolling expands the sheet, up to
    /// the next detent where it does not (or the largest); none from a detent where it does not.
    static func listExpansion(detents: ResolvedDetents, behavior: SheetDragBehavior) -> [ListExpansion] {
        let expands = detents.flags(behavior.scrollingExpandsSheetByDetent, default: behavior.scrollingExpandsSheet)
        var limits: [ListExpansion] = []
        var ceiling = detents.largest.extent
        for index in detents.indices.reversed() {
            let limit = ListExpansion(from: detents[index].extent, upTo: expands[index] ? ceiling : nil)
            if !expands[index] { ceiling = detents[index].extent }
            // Walking down: a lower detent with the same limit extends the range above it.
            if let above = limits.last, above.upTo == limit.upTo { limits.removeLast() }
            limits.append(limit)
        }
        return limits.reversed()
    }

    /// The same arbiter with the hidden side free (`true`) or rubber-banded (`false`).
    /// - Complexity: O(1); no allocation.
    package func allowingDismissal(_ allowsDismissal: Bool) -> DragArbiter {
        DragArbiter(smallestExtent: smallestExtent, largestExtent: largestExtent, rubberBand: rubberBand,
                    allowsDismissal: allowsDismissal, scrollSign: scrollSign, behavior: behavior, listExpansion: listExpansion)
    }

    /// How far a list drag toward expanding may still grow a sheet whose finger is at `sheet`,
    /// in points (0 where the list scrolls).
    /// - Complexity: O(n) in the ranges of ``listExpansion`` (one by default); no allocation.
    @inline(__always)
    func listExpansionRoom(atFinger sheet: Double) -> Double {
        var index = listExpansion.endIndex - 1
        while index > listExpansion.startIndex, sheet < listExpansion[index].from { index -= 1 }
        guard let upTo = listExpansion[index].upTo else { return 0 }
        return Swift.max(0, upTo - sheet)
    }

    /// Applies one finger delta to a sheet shown at `extent` (its finger position is the
    /// band's inverse there).
    /// - Parameters:
    ///   - delta: The finger's motion along the axis, in points, positive toward expanding.
    ///     A non-finite delta counts as 0.
    ///   - extent: The sheet's current extent, in points.
    ///   - scroll: The tracked scroll view's metrics, with its offset as last pinned.
    /// - Complexity: O(1), no allocation.
    package func step(delta: Double, extent: Double, scroll: ScrollMetrics?) -> DragStep {
        step(delta: delta, finger: fingerExtent(forVisible: extent.finiteOr(0)), scroll: scroll)
    }

    /// Applies one finger delta to a drag whose finger is at `finger` (as an extent, before
    /// any band or stop: ``DragStep/finger`` of the previous event). A finger that pushed past
    /// a hard stop comes back as far before the sheet moves again.
    /// - Parameters:
    ///   - delta: The finger's motion along the axis, in points, positive toward expanding.
    ///     A non-finite delta counts as 0.
    ///   - finger: The finger's position as an extent, in points.
    ///   - scroll: The tracked scroll view's metrics, with its offset as last pinned.
    /// - Complexity: O(1), no allocation.
    package func step(delta: Double, finger: Double, scroll: ScrollMetrics?) -> DragStep {
        let delta = delta.finiteOr(0)
        var sheet = finger.finiteOr(0)
        guard let scroll, scroll.isScrollable else {
            sheet += delta
            return DragStep(extent: visibleExtent(forFinger: sheet), finger: sheet, scrollOffset: scroll?.offset,
                            mover: delta == 0 ? nil : .sheet)
        }
        // Scroll position in "expansion coordinates": it grows as the finger moves toward
        // expanding; `low` is the boundary reached while hiding, `high` while expanding.
        let low = behavior.listRestingOffset.map { $0 * scrollSign } ?? (scrollSign > 0 ? scroll.minimumOffset : -scroll.maximumOffset)
        let high = scrollSign > 0 ? scroll.maximumOffset : -scroll.minimumOffset
        let listBand = RubberBand(dimension: scroll.viewportLength)
        let visibleList = scroll.offset * scrollSign
        var list = visibleList > high ? high + listBand.inverse(visibleList - high) : visibleList
        var mover: DragMover?

        if delta > 0 {
            // The sheet grows up to the limit its detent sets (the largest detent by default);
            // the list takes the rest, all of it where scrolling does not expand the sheet.
            let room = listExpansionRoom(atFinger: sheet)
            let sheetPart = Swift.min(delta, room)
            sheet += sheetPart
            if sheetPart > 0 { mover = .sheet }
            let listPart = delta - sheetPart
            if listPart > 0 {
                list = Swift.max(list, low) + listPart
                mover = .scrollView
            }
        } else if delta < 0 {
            let listPart = Swift.min(-delta, Swift.max(0, list - low))
            list -= listPart
            if listPart > 0 { mover = .scrollView }
            let sheetPart = -delta - listPart
            if sheetPart > 0 {
                sheet -= sheetPart
                mover = .sheet
            }
        }
        if mover == .sheet { list = Swift.max(list, low) }
        let shownList = list > high ? high + listBand(list - high) : list
        return DragStep(extent: visibleExtent(forFinger: sheet), finger: sheet, scrollOffset: shownList * scrollSign, mover: mover)
    }

    /// The visible extent for a finger position expressed as an extent, in points.
    package func visibleExtent(forFinger finger: Double) -> Double {
        if finger > largestExtent {
            return largestExtent + (behavior.rubberBandsBeyondLargestDetent ? rubberBand(finger - largestExtent) : 0)
        }
        if !allowsDismissal, finger < smallestExtent {
            return Swift.max(0, smallestExtent - (behavior.rubberBandsBelowSmallestDetent ? rubberBand(smallestExtent - finger) : 0))
        }
        return Swift.max(0, finger)
    }

    /// The finger position (as an extent) that shows `visible`: the inverse of
    /// ``visibleExtent(forFinger:)``, in points.
    package func fingerExtent(forVisible visible: Double) -> Double {
        if visible > largestExtent, behavior.rubberBandsBeyondLargestDetent {
            return largestExtent + rubberBand.inverse(visible - largestExtent)
        }
        if !allowsDismissal, visible < smallestExtent, behavior.rubberBandsBelowSmallestDetent {
            return smallestExtent - rubberBand.inverse(smallestExtent - visible)
        }
        return visible
    }

    /// How fast the visible extent moves per point of finger motion at `visible`, for a
    /// finger moving with `velocity`: 1 in the free range, the rubber band's slope where it
    /// resists. At the very edge of a band (resting on the largest detent, say) the slope is
    /// one-sided: the band's when `velocity` points into the band, 1 otherwise. Scales the
    /// finger's velocity into the sheet's at release, so the settle starts with the velocity
    /// the sheet had, or would have had the instant after.
    /// - Parameters:
    ///   - visible: The visible extent, in points.
    ///   - velocity: The finger's velocity, in points per second, positive toward expanding;
    ///     only its sign matters.
    package func visibleSlope(atVisible visible: Double, velocity: Double) -> Double {
        if visible > largestExtent || (visible == largestExtent && velocity > 0) {
            // A hard stop takes all of the finger's speed outward.
            return behavior.rubberBandsBeyondLargestDetent
                ? rubberBand.slope(at: Swift.max(0, fingerExtent(forVisible: visible) - largestExtent)) : 0
        }
        if !allowsDismissal, visible < smallestExtent || (visible == smallestExtent && velocity < 0) {
            return behavior.rubberBandsBelowSmallestDetent
                ? rubberBand.slope(at: Swift.max(0, smallestExtent - fingerExtent(forVisible: visible))) : 0
        }
        return 1
    }
}
