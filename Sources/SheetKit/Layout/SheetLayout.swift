/// How the presented content's length follows the sheet.
public enum ContentResizing: String, Hashable, Sendable, CaseIterable {
    /// The content's length follows the extent between the smallest and the largest detent
    /// (and the rubber band beyond): content pinned to the sheet's attached edge stays in view,
    /// and the content lays out again as the sheet moves. The default.
    case followsSheet
    /// The content keeps the largest detent's length at every extent, so it does not lay out
    /// while the sheet moves (FloatingPanel's static content mode); below the largest detent
    /// its far part is past the container's edge.
    case fixed
}

/// Options of a sheet's geometry that do not depend on the container.
public struct SheetLayoutOptions: Hashable, Sendable {
    /// The length of the presenting content kept visible at the edge opposite the sheet,
    /// beyond the safe area, in points (UIKit's large sheet leaves 10 pt below the status
    /// bar). Default 10.
    public var presentingContentReveal: Double {
        didSet { presentingContentReveal = presentingContentReveal.nonNegativeOr(Self.defaultReveal) }
    }
    /// How far the sheet's surface extends past its attached edge, in points, so a bounce or
    /// a keyboard animation never shows a gap between the sheet and the edge. Default 100.
    public var overshootAllowance: Double {
        didSet { overshootAllowance = overshootAllowance.nonNegativeOr(Self.defaultOvershootAllowance) }
    }
    /// The largest width of a bottom or top sheet in a regular-width container, in points;
    /// `nil` spans the whole safe-area width (a bottom or top sheet never spans more: it is
    /// as wide as the container's safe area, as an edge-attached `UISheetPresentationController`).
    /// Default 640. Drawers always span the container's height.
    public var maximumRegularWidth: Double? {
        didSet { maximumRegularWidth = Self.sanitized(maximumRegularWidth: maximumRegularWidth) }
    }
    /// How the content's length follows the sheet. Default ``ContentResizing/followsSheet``.
    public var contentResizing: ContentResizing
    /// How a bottom sheet adapts to the container's size classes (see ``SheetAdaptation``).
    /// Default ``SheetAdaptation/alwaysAttached``: attached to the bottom edge everywhere, as
    /// SheetKit's sheets were before adaptation existed; `SheetAdaptation()` floats a panel on
    /// iPad.
    public var adaptation: SheetAdaptation
    /// The frame rules of the floating panel style. Default `FloatingPanelMetrics()`.
    public var floatingPanel: FloatingPanelMetrics
    /// The frame rules of the form sheet style. Default `FormSheetMetrics()`.
    public var formSheet: FormSheetMetrics
    /// The frame rules of the popover style. Default `PopoverMetrics()`.
    public var popover: PopoverMetrics
    /// The grabber's capsule (length, thickness, inset from the sheet's edge, in points): the
    /// one the sheet shows when ``SheetControlling/prefersGrabberVisible``, the one the drag
    /// region's ``SheetDragRegion/grabber`` means, and the content inset it reserves. Default
    /// ``GrabberLayout/standard`` (UIKit's 36 × 5 pt, 5 pt from the edge).
    public var grabber: GrabberLayout

    private static let defaultReveal = 10.0
    private static let defaultOvershootAllowance = 100.0

    /// Creates options. Values that are not finite or are negative become the defaults;
    /// a `maximumRegularWidth` that is not finite or is below ``InputLimits/lengthResolution``
    /// becomes `nil`, and one above ``InputLimits/maximumLength`` that length. The same rules
    /// apply to values assigned later.
    public init(presentingContentReveal: Double = 10, overshootAllowance: Double = 100, maximumRegularWidth: Double? = 640,
                contentResizing: ContentResizing = .followsSheet, adaptation: SheetAdaptation = .alwaysAttached,
                floatingPanel: FloatingPanelMetrics = FloatingPanelMetrics(), formSheet: FormSheetMetrics = FormSheetMetrics(),
                popover: PopoverMetrics = PopoverMetrics(), grabber: GrabberLayout = .standard) {
        self.contentResizing = contentResizing
        self.grabber = grabber
        self.adaptation = adaptation
        self.floatingPanel = floatingPanel
        self.formSheet = formSheet
        self.popover = popover
        self.presentingContentReveal = presentingContentReveal.nonNegativeOr(Self.defaultReveal)
        self.overshootAllowance = overshootAllowance.nonNegativeOr(Self.defaultOvershootAllowance)
        self.maximumRegularWidth = Self.sanitized(maximumRegularWidth: maximumRegularWidth)
    }

    private static func sanitized(maximumRegularWidth: Double?) -> Double? {
        guard let width = maximumRegularWidth, width.isFinite, width >= InputLimits.lengthResolution else { return nil }
        return Swift.min(width, InputLimits.maximumLength)
    }
}

/// Where the sheet is for one extent, in the container's coordinates.
public struct SheetFrame: Hashable, Sendable {
    /// The sheet's surface (background, corners, shadow), including the overshoot allowance
    /// past the attached edge, in points.
    public let surface: SheetRect
    /// The part of the surface the presented content occupies: the surface without the
    /// overshoot allowance, in points. Its attached side is the container's edge (or the
    /// top of the keyboard).
    public let content: SheetRect
    /// The safe-area inset the content must have at its attached edge, in points: the one it
    /// has at rest (the container's safe area there, less any keyboard), whatever the extent.
    /// UIKit derives a view's safe area from where the view is, so content that slides off
    /// the edge below the smallest detent would otherwise see that inset grow, and a composer
    /// pinned to the safe area would stay glued to the screen edge while the sheet moves (see
    /// `SafeAreaCorrection`).
    public let contentAttachedSafeAreaInset: Double
}

/// A sheet's geometry in one container: its edge, its adaptive style, its resolved detents and
/// the mapping from extent to frame.
///
/// The maximum extent is the container's length along the axis, minus the obstruction at the
/// attached edge (the keyboard), minus the larger of the safe-area inset and the obstruction
/// at the opposite edge, minus ``SheetLayoutOptions/presentingContentReveal``.
///
/// A bottom sheet adapts to the container's size classes (``SheetLayoutOptions/adaptation``,
/// ``style``): a floating panel keeps its detents but floats above the bottom edge at a
/// bounded width; a form sheet or a popover is a card of fixed size whose every detent is the
/// card's resting place (see ``frame(forExtent:attachedObstruction:)``).
public struct SheetLayout: Sendable {
    /// The resolved edge.
    public let edge: ResolvedEdge
    /// The container the layout was made for.
    public let container: SheetContainer
    /// The geometry options.
    public let options: SheetLayoutOptions
    /// The context detents were resolved in.
    public let context: DetentResolutionContext
    /// The resolved detents.
    public let detents: ResolvedDetents
    /// How the sheet is shown in this container (``SheetAdaptation/style(edge:widthClass:heightClass:hasSourceRect:)``).
    public let style: SheetAdaptiveStyle
    /// The resting frame of a form sheet's or a popover's card, in the container's
    /// coordinates; `nil` for the attached and floating styles.
    public let card: SheetRect?
    /// How far the iOS 26 design floats the sheet inside the container's edges at its
    /// fits-content detent, in points (``SheetGlassGeometry``: the floating inset times the
    /// floating fraction there); 0 without that design, for the other styles, and without a
    /// fits-content detent. The content is measured that much narrower on each side
    /// (``contentAcrossLength``), and the detent resolved that much taller where the surface
    /// floats above a smaller safe area.
    package let fitsContentFloat: Double

    /// Resolves a sheet's geometry.
    ///
    /// Under the iOS 26 design (``SheetContainer/glass``) an attached sheet floats inside the
    /// container's edges at partial detents (`SheetGlassGeometry`), so content that fits its
    /// length gets less room there: its fits-content detent is resolved with the larger of the
    /// safe area and the float at the attached edge (the surface's own gap replaces the safe area
    /// it covers), and the content is measured narrower by the float on each side.
    /// - Parameters:
    ///   - edge: The edge the sheet is attached to.
    ///   - detents: The detents to resolve.
    ///   - container: The container.
    ///   - options: Geometry options.
    ///   - surface: The surface's options under the iOS 26 design (its floating inset).
    /// - Complexity: O(n log n) in the number of detents; allocates the resolved detents (twice
    ///   for a fits-content detent that floats).
    public init(edge: SheetEdge, detents: [Detent], container: SheetContainer, options: SheetLayoutOptions = SheetLayoutOptions(),
                surface: SheetGlassConfiguration = SheetGlassConfiguration()) {
        let resolved = edge.resolved(for: container.layoutDirection)
        let axis = resolved.axis
        let length = container.size.length(along: axis)
        let attachedObstruction = resolved.attachedInset(of: container.obstructionInsets)
        let oppositeClearance = Swift.max(resolved.oppositeInset(of: container.safeAreaInsets),
                                          resolved.oppositeInset(of: container.obstructionInsets))
        let maximumExtent = Swift.max(0, length - attachedObstruction - oppositeClearance - options.presentingContentReveal)
        let style = options.adaptation.style(edge: resolved, widthClass: container.widthClass, heightClass: container.heightClass,
                                             hasSourceRect: container.sourceRect != nil)
        let card = Self.card(style: style, container: container, options: options)
        // A floating panel adds its gap above the bottom edge to content measures, where an
        // attached sheet adds the safe area.
        let attachedSafeArea = style == .floatingPanel
            ? options.floatingPanel.attachedInset(in: container)
            : Swift.max(0, resolved.attachedInset(of: container.safeAreaInsets) - attachedObstruction)
        self.edge = resolved
        self.container = container
        self.options = options
        self.style = style
        self.card = card
        func resolutionContext(attachedSafeArea: Double) -> DetentResolutionContext {
            DetentResolutionContext(containerLength: length, maximumExtent: maximumExtent, attachedSafeAreaInset: attachedSafeArea,
                                    contentFittingLength: container.contentFittingLength, container: container)
        }
        var context = resolutionContext(attachedSafeArea: attachedSafeArea)
        var resolvedDetents = card.map { ResolvedDetents(collapsing: detents, toExtent: length - $0.y) }
            ?? ResolvedDetents(resolving: detents, in: context)
        var float = 0.0
        let fitsContent = detents.first { detent in
            if case .fitsContent = detent.measure { return true }
            return false
        }
        if style == .attached, container.glass.isGlassAvailable, let fitsContent,
           let index = resolvedDetents.index(for: fitsContent.identifier) {
            float = surface.floatingInset * SheetGlassGeometry.floatingFraction(detents: resolvedDetents, maximumExtent: maximumExtent,
                                                                                 extent: resolvedDetents[index].extent)
            if float > attachedSafeArea {
                context = resolutionContext(attachedSafeArea: float)
                resolvedDetents = ResolvedDetents(resolving: detents, in: context)
            }
        }
        self.context = context
        self.detents = resolvedDetents
        self.fitsContentFloat = float
    }

    /// The dimension the rubber band uses along the axis: the container's length, in points.
    package var rubberBand: RubberBand { RubberBand(dimension: context.containerLength) }

    /// Presentation progress for `extent`: extent ÷ smallest detent extent, clamped to 0...1.
    /// - Complexity: O(1).
    @inlinable
    public func progress(forExtent extent: Double) -> Double {
        (extent / detents.smallest.extent).clamped(to: 0...1)
    }

    /// The sheet's frame at `extent`.
    ///
    /// Between the smallest and the largest detent (and above it, stretched by the rubber
    /// band) the sheet's length follows the extent, so content pinned to the attached side
    /// stays visible. Below the smallest detent the sheet keeps that detent's length and
    /// slides off its edge. The surface extends ``SheetLayoutOptions/overshootAllowance``
    /// past the attached edge. A non-finite extent is treated as 0.
    /// - Complexity: O(1).
    public func frame(forExtent extent: Double) -> SheetFrame {
        frame(forExtent: extent, attachedObstruction: edge.attachedInset(of: container.obstructionInsets))
    }

    /// The sheet's frame at `extent` while the obstruction at its attached edge (the keyboard)
    /// is `attachedObstruction` points tall rather than the container's: where the sheet is
    /// while the keyboard moves (see ``frame(forExtent:)`` for the rest).
    ///
    /// The adaptive styles: a floating panel's content is
    /// ``FloatingPanelMetrics/contentFrame(in:container:)`` of the attached frame, and its
    /// surface is its content (nothing extends past the bottom edge it floats above). A card
    /// (form sheet, popover) keeps its size and slides along the axis: its top is `extent`
    /// points above the container's bottom edge, so it rests on ``card`` and is hidden below
    /// the edge at extent 0. Neither has a safe-area inset at its attached side.
    /// - Parameters:
    ///   - extent: The extent, in points.
    ///   - attachedObstruction: The obstruction at the attached edge, in points (sanitized as a
    ///     length).
    /// - Complexity: O(1).
    public func frame(forExtent extent: Double, attachedObstruction: Double) -> SheetFrame {
        let extent = extent.finiteOr(0)
        if let card {
            let content = SheetRect(x: card.x, y: context.containerLength - extent, width: card.width, height: card.height)
            return SheetFrame(surface: content, content: content, contentAttachedSafeAreaInset: 0)
        }
        let axis = edge.axis
        let containerLength = context.containerLength
        let attachLine = attachedObstruction.nonNegativeLength
        let contentLength = options.contentResizing == .fixed
            ? detents.largest.extent
            : Swift.max(extent, detents.smallest.extent)
        // Distances from the attached container edge, growing into the container.
        let inner = attachLine + extent
        let contentOuter = inner - contentLength
        let surfaceOuter = contentOuter - options.overshootAllowance
        func span(from outer: Double) -> (origin: Double, length: Double) {
            let origin = edge.isAttachedAtMinimum ? outer : containerLength - inner
            return (origin, inner - outer)
        }
        let across = crossSpan()
        let attached = SheetFrame(
            surface: SheetRect(axis: axis, along: span(from: surfaceOuter), across: across),
            content: SheetRect(axis: axis, along: span(from: contentOuter), across: across),
            contentAttachedSafeAreaInset: context.attachedSafeAreaInset)
        guard style == .floatingPanel else { return attached }
        let content = options.floatingPanel.contentFrame(in: attached, container: container)
        return SheetFrame(surface: content, content: content, contentAttachedSafeAreaInset: 0)
    }

    /// The content's length across the axis, in points: what content that fits its length is
    /// measured at (its width for a bottom or top sheet: at most
    /// ``SheetLayoutOptions/maximumRegularWidth`` in a regular-width container, a floating
    /// panel's or a card's width; its height for a side drawer). It is the same at every
    /// extent and does not depend on the detents, so a layout without detents knows it before
    /// the fits-content detents are resolved (`SheetConfiguration.contentAcrossLength(in:)`).
    /// - Complexity: O(1).
    public var contentAcrossLength: Double {
        let content = frame(forExtent: detents.largest.extent).content
        let across = edge.axis == .vertical ? content.width : content.height
        return Swift.max(0, across - 2 * Swift.min(fitsContentFloat, across / 2))
    }

    /// The sheet's span across its axis: a side drawer's is the whole container's height; a
    /// bottom or top sheet's is the container's safe-area width, as an edge-attached
    /// `UISheetPresentationController`'s ("the width of the sheet when edge-attached is always
    /// equal to the safe area width of the container", UISheetPresentationController.h lines
    /// 115–116, iOS 26.2 SDK: a phone in landscape keeps the sheet clear of the sensor housing
    /// and the home indicator's corners), or the whole width when the safe area leaves none;
    /// in a regular-width container at most ``SheetLayoutOptions/maximumRegularWidth``,
    /// centred in that span.
    /// - Complexity: O(1).
    func crossSpan() -> (origin: Double, length: Double) {
        let available = container.size.length(across: edge.axis)
        guard edge.axis == .vertical else { return (0, available) }
        let insets = container.safeAreaInsets
        let safeLength = available - insets.left - insets.right
        let (origin, length) = safeLength > 0 ? (insets.left, safeLength) : (0, available)
        guard container.widthClass == .regular, let limit = options.maximumRegularWidth, limit < length else {
            return (origin, length)
        }
        return (origin + (length - limit) / 2, limit)
    }
}
