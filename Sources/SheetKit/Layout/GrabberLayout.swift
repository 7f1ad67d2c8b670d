/// Where a sheet's grabber sits: centered on the sheet's inner edge (the edge facing into
/// the container), lying across the axis, like UIKit's sheet grabber.
public struct GrabberLayout: Hashable, Sendable {
    /// The grabber's length across the axis, in points (UIKit's is 36).
    public var length: Double { didSet { length = length.nonNegativeOr(Self.standardLength) } }
    /// The grabber's thickness along the axis, in points (UIKit's is 5).
    public var thickness: Double { didSet { thickness = thickness.nonNegativeOr(Self.standardThickness) } }
    /// The gap between the sheet's inner edge and the grabber, in points (UIKit's is 5).
    public var inset: Double { didSet { inset = inset.nonNegativeOr(Self.standardInset) } }

    private static let standardLength = 36.0
    private static let standardThickness = 5.0
    private static let standardInset = 5.0

    /// UIKit's grabber metrics: 36 × 5 pt, 5 pt from the edge.
    public static let standard = GrabberLayout(length: 36, thickness: 5, inset: 5)

    /// The extra hit area around the grabber on each side, in points, so it is easy to hit
    /// for VoiceOver and fingers (44 pt tall at least with the standard metrics).
    public static let touchOutset = 19.5

    /// Creates metrics. Values that are not finite or are negative become the standard ones,
    /// whether passed here or assigned later.
    public init(length: Double, thickness: Double, inset: Double) {
        self.length = length.nonNegativeOr(Self.standardLength)
        self.thickness = thickness.nonNegativeOr(Self.standardThickness)
        self.inset = inset.nonNegativeOr(Self.standardInset)
    }

    /// How far content stays from the sheet's inner edge to keep clear of the grabber, in
    /// points: the inset, the thickness, and the same gap again past it (15 pt for the
    /// standard metrics). Like UIKit's, the grabber floats over the content; content that
    /// must not sit under it leaves this much room.
    public var clearance: Double { inset + thickness + inset }

    /// Insets that keep content clear of the grabber: ``clearance`` on the sheet's inner side
    /// (the side facing into the container: top for a bottom sheet, bottom for a top panel,
    /// the side away from a drawer's edge), 0 elsewhere.
    /// - Parameter edge: The sheet's resolved edge.
    public func contentInsets(for edge: ResolvedEdge) -> SheetInsets {
        let atMinimum = edge.isAttachedAtMinimum ? 0 : clearance
        let atMaximum = edge.isAttachedAtMinimum ? clearance : 0
        return edge.axis == .vertical
            ? SheetInsets(top: atMinimum, left: 0, bottom: atMaximum, right: 0)
            : SheetInsets(top: 0, left: atMinimum, bottom: 0, right: atMaximum)
    }

    /// The grabber's frame inside a content rectangle of `size`, in the content's coordinates.
    /// - Parameters:
    ///   - size: The content's size, in points.
    ///   - edge: The sheet's resolved edge.
    public func frame(inContentOf size: SheetSize, edge: ResolvedEdge) -> SheetRect {
        let axis = edge.axis
        let along = size.length(along: axis)
        let across = size.length(across: axis)
        // The inner edge is at the high coordinate when attached at the minimum (top, left).
        let origin = edge.isAttachedAtMinimum ? along - inset - thickness : inset
        return SheetRect(axis: axis, along: (origin, thickness), across: ((across - length) / 2, length))
    }

    /// The grabber's accessibility and hit rectangle in a content rectangle of `size`: the
    /// capsule outset by ``touchOutset`` on every side, clamped into the content, so it never
    /// reaches past the sheet's surface.
    /// - Parameters:
    ///   - size: The content's size, in points.
    ///   - edge: The sheet's resolved edge.
    public func hitFrame(inContentOf size: SheetSize, edge: ResolvedEdge) -> SheetRect {
        let capsule = frame(inContentOf: size, edge: edge)
        let minX = Swift.max(0, capsule.x - Self.touchOutset)
        let minY = Swift.max(0, capsule.y - Self.touchOutset)
        let maxX = Swift.min(size.width, capsule.maxX + Self.touchOutset)
        let maxY = Swift.min(size.height, capsule.maxY + Self.touchOutset)
        return SheetRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
