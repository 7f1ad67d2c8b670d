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
    /// `nil` spans the whole width. Default 640. Drawers always span the container's height.
    public var maximumRegularWidth: Double? {
        didSet { maximumRegularWidth = Self.sanitized(maximumRegularWidth: maximumRegularWidth) }
    }
    /// How the content's length follows the sheet. Default ``ContentResizing/followsSheet``.
    public var contentResizing: ContentResizing

    private static let defaultReveal = 10.0
    private static let defaultOvershootAllowance = 100.0

    /// Creates options. Values that are not finite or are negative become the defaults;
    /// a non-positive `maximumRegularWidth` becomes `nil`. The same rules apply to values
    /// assigned later.
    public init(presentingContentReveal: Double = 10, overshootAllowance: Double = 100, maximumRegularWidth: Double? = 640,
                contentResizing: ContentResizing = .followsSheet) {
        self.contentResizing = contentResizing
        self.presentingContentReveal = presentingContentReveal.nonNegativeOr(Self.defaultReveal)
        self.overshootAllowance = overshootAllowance.nonNegativeOr(Self.defaultOvershootAllowance)
        self.maximumRegularWidth = Self.sanitized(maximumRegularWidth: maximumRegularWidth)
    }

    private static func sanitized(maximumRegularWidth: Double?) -> Double? {
        guard let width = maximumRegularWidth, width.isFinite, width > 0 else { return nil }
        return width
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
    /// ``SafeAreaCorrection``).
    public let contentAttachedSafeAreaInset: Double
}

/// A sheet's geometry in one container: its edge, its resolved detents and the mapping from
/// extent to frame.
///
/// The maximum extent is the container's length along the axis, minus the obstruction at the
/// attached edge (the keyboard), minus the larger of the safe-area inset and the obstruction
/// at the opposite edge, minus ``SheetLayoutOptions/presentingContentReveal``.
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

    /// Resolves a sheet's geometry.
    /// - Parameters:
    ///   - edge: The edge the sheet is attached to.
    ///   - detents: The detents to resolve.
    ///   - container: The container.
    ///   - options: Geometry options.
    /// - Complexity: O(n log n) in the number of detents; allocates the resolved detents.
    public init(edge: SheetEdge, detents: [Detent], container: SheetContainer, options: SheetLayoutOptions = SheetLayoutOptions()) {
        let resolved = edge.resolved(for: container.layoutDirection)
        let axis = resolved.axis
        let length = container.size.length(along: axis)
        let attachedObstruction = resolved.attachedInset(of: container.obstructionInsets)
        let oppositeClearance = Swift.max(resolved.oppositeInset(of: container.safeAreaInsets),
                                          resolved.oppositeInset(of: container.obstructionInsets))
        let maximumExtent = Swift.max(0, length - attachedObstruction - oppositeClearance - options.presentingContentReveal)
        let attachedSafeArea = Swift.max(0, resolved.attachedInset(of: container.safeAreaInsets) - attachedObstruction)
        self.edge = resolved
        self.container = container
        self.options = options
        self.context = DetentResolutionContext(
            containerLength: length,
            maximumExtent: maximumExtent,
            attachedSafeAreaInset: attachedSafeArea,
            contentFittingLength: container.contentFittingLength,
            container: container)
        self.detents = ResolvedDetents(resolving: detents, in: context)
    }

    /// The dimension the rubber band uses along the axis: the container's length, in points.
    public var rubberBand: RubberBand { RubberBand(dimension: context.containerLength) }

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
    /// - Parameters:
    ///   - extent: The extent, in points.
    ///   - attachedObstruction: The obstruction at the attached edge, in points (sanitized as a
    ///     length).
    /// - Complexity: O(1).
    public func frame(forExtent extent: Double, attachedObstruction: Double) -> SheetFrame {
        let axis = edge.axis
        let extent = extent.finiteOr(0)
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
        return SheetFrame(
            surface: SheetRect(axis: axis, along: span(from: surfaceOuter), across: across),
            content: SheetRect(axis: axis, along: span(from: contentOuter), across: across),
            contentAttachedSafeAreaInset: context.attachedSafeAreaInset)
    }

    /// The sheet's span across its axis: the whole container, or for bottom and top sheets
    /// in a regular-width container at most ``SheetLayoutOptions/maximumRegularWidth``,
    /// centered.
    func crossSpan() -> (origin: Double, length: Double) {
        let available = container.size.length(across: edge.axis)
        guard edge.axis == .vertical, container.widthClass == .regular,
              let limit = options.maximumRegularWidth, limit < available else {
            return (0, available)
        }
        return ((available - limit) / 2, limit)
    }
}
