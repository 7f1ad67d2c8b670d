import SheetKit

/// The values the playground's controls set, and the sheet they describe.
struct PlaygroundSettings: Sendable {
    /// The edges the edge picker offers, in its order.
    static let edges: [SheetEdge] = [.bottom, .top, .leading, .trailing]
    /// The most detents the playground offers.
    static let maximumDetentCount = 3

    /// The spring's response, in seconds.
    var response = MotionSpring.default.response
    /// The spring's damping ratio.
    var dampingRatio = MotionSpring.default.dampingRatio
    /// How many of ``detentFractions`` are detents (1...3).
    var detentCount = 2
    /// Each detent's fraction of the container's length.
    var detentFractions: [Double] = [0.35, 0.6, 0.9]
    /// Whether the sheet shows its grabber.
    var prefersGrabberVisible = true
    /// Whether the grabber is the large, tinted one (``largeGrabber``) instead of UIKit's.
    var usesLargeGrabber = false
    /// A grabber twice UIKit's length and thickness, a little further from the edge, in points.
    static let largeGrabber = GrabberLayout(length: 72, thickness: 8, inset: 8)
    /// The sheet's corner radius, in points.
    var cornerRadius = 16.0
    /// Whether the sheet dims the screen behind it at all.
    var dimsBackground = true
    /// Whether a blur behind the sheet strengthens detent by detent.
    var blursBackdrop = false
    /// What a tap on the dimmed area does, as an index into ``tapActions``.
    var tapActionIndex = 0
    /// The tap actions the "Tap Outside" picker offers, in its order.
    static let tapActions: [DimmingTapAction] = [.dismiss, .collapse, .none]
    /// The largest detent that leaves the screen behind undimmed and interactive, as a 1-based
    /// detent number; 0 dims at every detent.
    var undimmedDetentNumber = 0
    /// The edge the sheet is attached to.
    var edge = SheetEdge.bottom
    /// Where a drag may begin, as an index into ``dragRegions``.
    var dragRegionIndex = 0
    /// The regions the "Drag From" picker offers, in its order: anywhere, the grabber, a
    /// 60 pt header band.
    static let dragRegions: [SheetDragRegion] = [.anywhere, .grabber, .header(length: 60)]
    /// Whether dragging the list expands the sheet before the list scrolls.
    var scrollingExpandsSheet = true
    /// Whether the sheet resists beyond its largest detent (`false` stops it there).
    var rubberBandsBeyondLargestDetent = true
    /// Whether a sheet that may not be dismissed resists below its smallest detent.
    var rubberBandsBelowSmallestDetent = true
    /// Whether the sheet may be dismissed by the user (`false` makes it modal).
    var allowsDismissal = true
    /// How the sheet shows in regular width and height, as an index into ``regularStyles``.
    var regularStyleIndex = 0
    /// The styles the "On iPad" picker offers, in its order.
    static let regularStyles: [SheetAdaptation.RegularPreference] = [.attached, .floatingPanel, .formSheet, .popover]
    /// The sheet's material on iOS 26, as an index into ``surfaceStyles``.
    var surfaceStyleIndex = 0
    /// The materials the “Liquid Glass” picker offers, in its order: as the system sheet
    /// (glass while floating at partial detents, opaque at the largest), always glass, opaque.
    static let surfaceStyles: [SheetSurfaceStyle] = [.automatic, .glass, .opaque]

    /// The identifier of the detent at `index` (0-based).
    static func detentIdentifier(at index: Int) -> Detent.Identifier {
        Detent.Identifier("detent \(index + 1)")
    }

    /// The detents: `detentCount` fraction detents.
    var detents: [Detent] {
        (0..<min(detentCount, detentFractions.count)).map { index in
            .fraction(detentFractions[index], identifier: Self.detentIdentifier(at: index))
        }
    }

    /// The sheet's spring.
    var spring: MotionSpring {
        MotionSpring(response: response, dampingRatio: dampingRatio)
    }

    /// The largest undimmed detent's identifier, or `nil` to dim at every detent.
    var largestUndimmedDetentIdentifier: Detent.Identifier? {
        undimmedDetentNumber > 0 ? Self.detentIdentifier(at: undimmedDetentNumber - 1) : nil
    }

    /// The sheet's configuration.
    var configuration: SheetConfiguration {
        var configuration = SheetConfiguration(edge: edge, detents: detents, spring: spring)
        configuration.dimming.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        configuration.dimming.isEnabled = dimsBackground
        if blursBackdrop {
            // Detent k of n blurs k / n of the full effect; between detents the blur follows
            // the sheet, and it fades out with it on dismissal.
            let count = detents.count
            configuration.dimming.blurByDetent = Dictionary(uniqueKeysWithValues: detents.indices.map { index in
                (detents[index].identifier, Double(index + 1) / Double(count))
            })
        }
        configuration.dimmingTapAction = Self.tapActions[tapActionIndex]
        configuration.drag = SheetDragBehavior(
            scrollingExpandsSheet: scrollingExpandsSheet, region: Self.dragRegions[dragRegionIndex],
            rubberBandsBeyondLargestDetent: rubberBandsBeyondLargestDetent, rubberBandsBelowSmallestDetent: rubberBandsBelowSmallestDetent)
        configuration.layout.adaptation = SheetAdaptation(regular: Self.regularStyles[regularStyleIndex], compactHeight: .attached)
        configuration.surface.style = Self.surfaceStyles[surfaceStyleIndex]
        configuration.layout.grabber = usesLargeGrabber ? Self.largeGrabber : .standard
        return configuration
    }
}
