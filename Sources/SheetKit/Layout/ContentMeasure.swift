/// What a fits-content measurement depends on: the UIKit layer measures the content with Auto
/// Layout (over the whole content, not free) only when this key changes, not on every container
/// layout (review B12: a sheet resizing during a rubber band makes the container lay out on
/// every frame).
///
/// Besides the container and the settings that change how text wraps, the key holds the
/// length the content is measured at (``acrossLength``: the sheet's width, not the
/// container's) and a revision of the content's own layout, which the UIKit layer bumps
/// whenever the content can have changed where the rest of the key cannot show it: UIKit says
/// its fitting size changed (`systemLayoutFittingSizeDidChange(forChildContentContainer:)`,
/// UIViewController.h lines 67–73), the grabber's visibility (and with it the insets the
/// content keeps clear) changed, the content came to rest on screen after its first layouts (a
/// measurement taken as the presentation began predates the content's own
/// `viewWillLayoutSubviews` and `viewWillAppear`), or the sheet came to rest after moving
/// (content that changed while it moved): once per rest, never per frame. ``SheetPresentationController/invalidateDetents()``
/// forgets the measurement as well.
package struct ContentMeasure: Hashable, Sendable {
    /// The container's size, in points.
    package var containerSize: SheetSize
    /// The edge the sheet is attached to (the axis measured along).
    package var edge: ResolvedEdge
    /// The length across the axis the content is laid out at, in points
    /// (``SheetLayout/contentAcrossLength``), sanitized as a length (``InputLimits``): one that
    /// is not finite would make the key unequal to itself, a miss on every layout.
    package var acrossLength: Double {
        didSet { acrossLength = acrossLength.nonNegativeLength }
    }
    /// The content's `preferredContentSize`, in points.
    package var preferredContentSize: SheetSize
    /// The text size (`UIContentSizeCategory`'s raw value).
    package var contentSizeCategory: String
    /// Bold Text (`UILegibilityWeight`'s raw value): bold glyphs are wider and wrap sooner.
    package var legibilityWeight: Int
    /// How many times the content's own layout was reported changed (see the type's
    /// discussion).
    package var contentRevision: Int

    /// A measurement key.
    package init(containerSize: SheetSize, edge: ResolvedEdge, acrossLength: Double, preferredContentSize: SheetSize,
                 contentSizeCategory: String, legibilityWeight: Int, contentRevision: Int) {
        self.containerSize = containerSize
        self.edge = edge
        self.acrossLength = acrossLength.nonNegativeLength
        self.preferredContentSize = preferredContentSize
        self.contentSizeCategory = contentSizeCategory
        self.legibilityWeight = legibilityWeight
        self.contentRevision = contentRevision
    }
}

extension SheetConfiguration {
    /// The length across the sheet's axis its content is laid out at in `container`, in points:
    /// the length a fits-content measurement fixes (``SheetLayout/contentAcrossLength``).
    /// Under the iOS 26 design it depends on where the fits-content detent rests (the sheet
    /// floats narrower at a partial detent), so the detents are resolved first with
    /// `provisionalFittingLength`, a first measurement at the attached width; the UIKit layer
    /// measures again only when the length this gives differs from that width.
    /// - Parameter provisionalFittingLength: The content's length measured at the attached
    ///   width; `nil` to ask for that width (detents are then not resolved, so no custom
    ///   resolver runs).
    /// - Complexity: O(1) without a provisional length, O(n log n) in the detents with one.
    package func contentAcrossLength(in container: SheetContainer, provisionalFittingLength: Double? = nil) -> Double {
        var measured = container
        measured.contentFittingLength = provisionalFittingLength
        return SheetLayout(edge: edge, detents: provisionalFittingLength == nil ? [] : detents, container: measured,
                           options: layout, surface: surface).contentAcrossLength
    }
}
