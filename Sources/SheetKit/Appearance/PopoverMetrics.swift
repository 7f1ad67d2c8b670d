/// The direction a popover's arrow points (toward its source), as UIKit's
/// `UIPopoverArrowDirection`: an arrow pointing up sits on the popover's top edge, with the
/// popover below its source.
package enum PopoverArrowDirection: String, Hashable, Sendable, CaseIterable {
    /// The popover is below the source.
    case up
    /// The popover is above the source.
    case down
    /// The popover is to the right of the source.
    case left
    /// The popover is to the left of the source.
    case right
}

/// Where a popover goes: the side of its source, its frame and where its arrow meets it.
package struct PopoverPlacement: Hashable, Sendable {
    /// The direction the arrow points.
    package let arrowDirection: PopoverArrowDirection
    /// The popover's body (without the arrow), in the container's coordinates.
    package let frame: SheetRect
    /// The center of the arrow's base along the edge it sits on, in the container's
    /// coordinates: an x coordinate for ``PopoverArrowDirection/up`` and
    /// ``PopoverArrowDirection/down``, a y coordinate for the others.
    package let arrowPosition: Double
}

/// The frame rules of a sheet shown as a popover (``SheetAdaptiveStyle/popover``).
///
/// Every length of these metrics that is not finite or is negative becomes its default;
/// one above 10 000 pt becomes 10 000 pt.
///
/// ## The rules
/// - Bounds: the container inset on each side by the larger of its safe-area inset and its
///   obstruction (the keyboard), then by ``margin``.
/// - Source: a rectangle with a non-finite component becomes an empty one at the container's
///   center; a negative size is normalized; it is clamped into the container.
/// - Content size: each component that is not finite or not positive falls back to
///   ``defaultContentSize``'s.
/// - Side: the first side of the source where the content fits whole, with the arrow,
///   inside the bounds, in this order (design choice, the common case first: content hanging
///   from a control near the top): below, above, the trailing side, the leading side. When it
///   fits nowhere, the side whose room holds the largest fraction of the content's length
///   (the earlier one on a tie), and the content is shortened to the room.
/// - Frame: next to the source, ``arrowLength`` away from it; across, centered on the
///   source and slid to stay inside the bounds (shortened to them if needed). When no side
///   has room at all (a container smaller than the margins and the arrow), the empty frame is
///   slid into the bounds along the axis too, so nothing is placed outside the container.
/// - Arrow: at the source's center across, kept ``cornerRadius`` + half the ``arrowBase`` from
///   the frame's corners (the frame's middle when it is too short for that).
public struct PopoverMetrics: Hashable, Sendable {
    /// The gap kept between the popover and the container's safe area, in points. Default 10,
    /// UIKit's default `popoverLayoutMargins` ("insets which define 10 points from the edges of
    /// the display", UIPopoverController.h). A value that is not finite or is negative
    /// becomes 10, whether passed to the initializer or assigned later.
    public var margin: Double { didSet { margin = margin.appearanceLength(or: Self.defaultMargin) } }
    /// The arrow's length from its base to its tip, in points. Default 13 (design choice,
    /// about the system popover's arrow; UIKit exposes the value only for custom backgrounds,
    /// `UIPopoverBackgroundView.arrowHeight`). A value that is not finite or is negative
    /// becomes 13, whether passed to the initializer or assigned later.
    public var arrowLength: Double { didSet { arrowLength = arrowLength.appearanceLength(or: Self.defaultArrowLength) } }
    /// The width of the arrow's base, in points. Default 26 (design choice: twice
    /// ``arrowLength``, a right-angled tip). A value that is not finite or is negative becomes
    /// 26, whether passed to the initializer or assigned later.
    public var arrowBase: Double { didSet { arrowBase = arrowBase.appearanceLength(or: Self.defaultArrowBase) } }
    /// The popover's corner radius, in points, which the arrow keeps clear of. Default 16
    /// (design choice: ``SheetGlassConfiguration/minimumCornerRadius``). A value that is not
    /// finite or is negative becomes 16, whether passed to the initializer or assigned later.
    public var cornerRadius: Double { didSet { cornerRadius = cornerRadius.appearanceLength(or: Self.defaultCornerRadius) } }
    /// The popover's size when the content asks for none, in points. Default 320 × 480
    /// (design choice: the narrowest compact width, so content laid out for a phone fits).
    /// Components that are not finite or are not positive become 320 and 480, whether passed
    /// to the initializer or assigned later.
    public var defaultContentSize: SheetSize {
        didSet { defaultContentSize = Self.sanitized(defaultContentSize: defaultContentSize) }
    }

    static let defaultMargin = 10.0
    static let defaultArrowLength = 13.0
    static let defaultArrowBase = 26.0
    static let defaultCornerRadius = 16.0
    static let standardContentSize = SheetSize(width: 320, height: 480)

    /// Creates metrics (see each property for its default and sanitizing rule).
    public init(margin: Double = 10, arrowLength: Double = 13, arrowBase: Double = 26, cornerRadius: Double = 16,
                defaultContentSize: SheetSize = SheetSize(width: 320, height: 480)) {
        self.margin = margin.appearanceLength(or: Self.defaultMargin)
        self.arrowLength = arrowLength.appearanceLength(or: Self.defaultArrowLength)
        self.arrowBase = arrowBase.appearanceLength(or: Self.defaultArrowBase)
        self.cornerRadius = cornerRadius.appearanceLength(or: Self.defaultCornerRadius)
        self.defaultContentSize = Self.sanitized(defaultContentSize: defaultContentSize)
    }

    private static func sanitized(defaultContentSize: SheetSize) -> SheetSize {
        SheetSize(width: defaultContentSize.width > 0 ? defaultContentSize.width : standardContentSize.width,
                  height: defaultContentSize.height > 0 ? defaultContentSize.height : standardContentSize.height)
    }

    /// One side of the source: the direction of its arrow, its axis, whether the popover
    /// lies at higher coordinates than the source, and its room along the axis.
    private struct Side {
        let arrow: PopoverArrowDirection
        let axis: SheetAxis
        let isAfterSource: Bool
        let room: Double
    }

    /// Where a popover pointing at `sourceRect` goes (see the type's rules).
    /// - Parameters:
    ///   - sourceRect: The rectangle the popover points at, in the container's coordinates.
    ///   - contentSize: The size the content asks for, in points, or `nil` for none.
    ///   - container: The container.
    package func placement(sourceRect: SheetRect, contentSize: SheetSize?, in container: SheetContainer) -> PopoverPlacement {
        let bounds = FormSheetMetrics.availableArea(in: container, margin: margin)
        let size = container.size
        let given = sourceRect.allComponentsFinite
            ? sourceRect.normalizedSize
            : SheetRect(x: size.width / 2, y: size.height / 2, width: 0, height: 0)
        let minX = limited(given.x, 0, size.width), maxX = limited(given.maxX, 0, size.width)
        let minY = limited(given.y, 0, size.height), maxY = limited(given.maxY, 0, size.height)
        let source = SheetRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let asked = contentSize ?? defaultContentSize
        let content = SheetSize(width: asked.width > 0 ? asked.width : defaultContentSize.width,
                                height: asked.height > 0 ? asked.height : defaultContentSize.height)
        let trailingIsRight = container.layoutDirection == .leftToRight
        let right = Side(arrow: .left, axis: .horizontal, isAfterSource: true, room: bounds.maxX - source.maxX - arrowLength)
        let left = Side(arrow: .right, axis: .horizontal, isAfterSource: false, room: source.x - bounds.x - arrowLength)
        let sides = [
            Side(arrow: .up, axis: .vertical, isAfterSource: true, room: bounds.maxY - source.maxY - arrowLength),
            Side(arrow: .down, axis: .vertical, isAfterSource: false, room: source.y - bounds.y - arrowLength),
            trailingIsRight ? right : left,
            trailingIsRight ? left : right,
        ]
        let chosen = sides.first { $0.room >= content.length(along: $0.axis) }
            ?? sides.dropFirst().reduce(sides[0]) { best, side in
                side.room / content.length(along: side.axis) > best.room / content.length(along: best.axis) ? side : best
            }
        let axis = chosen.axis
        // Along the axis: next to the source, the arrow's length away, shortened to the room.
        let length = Swift.min(content.length(along: axis), Swift.max(0, chosen.room))
        let next = chosen.isAfterSource
            ? source.origin(along: axis) + source.length(along: axis) + arrowLength
            : source.origin(along: axis) - arrowLength - length
        // Without room on its side, the empty frame is slid into the bounds (with room it is
        // inside the container already: the source is clamped into it).
        let boundsAlong = bounds.origin(along: axis)
        let along = chosen.room >= 0 ? next
            : limited(next, boundsAlong, Swift.max(boundsAlong, boundsAlong + bounds.length(along: axis) - length))
        // Across: centered on the source, slid into the bounds.
        let boundsStart = bounds.acrossOrigin(axis), boundsLength = bounds.acrossLength(axis)
        let width = Swift.min(content.length(across: axis), boundsLength)
        let center = source.acrossOrigin(axis) + source.acrossLength(axis) / 2
        let start = limited(center - width / 2, boundsStart, boundsStart + boundsLength - width)
        let clearance = cornerRadius + arrowBase / 2
        let arrow = width >= 2 * clearance ? limited(center, start + clearance, start + width - clearance) : start + width / 2
        return PopoverPlacement(arrowDirection: chosen.arrow,
                                frame: SheetRect(axis: axis, along: (along, length), across: (start, width)),
                                arrowPosition: arrow)
    }

    /// `value` kept within `low`...`high`; when `high` < `low`, `low` wins. Never traps.
    private func limited(_ value: Double, _ low: Double, _ high: Double) -> Double {
        Swift.max(low, Swift.min(value, high))
    }
}
