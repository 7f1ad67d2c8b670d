/// The frame rules of a sheet shown as a centered card (``SheetAdaptiveStyle/formSheet``),
/// like UIKit's form sheet, whose size follows the presented view controller's
/// `preferredContentSize` (UISheetPresentationController.h, `prefersPageSizing`).
///
/// ## The rules
/// - Available area: the container inset on each side by the larger of its safe-area inset
///   and its obstruction (the keyboard), then by ``margin`` (never a negative size).
/// - Size: the content size asked for, each component falling back to ``defaultSize``'s
///   when it is not finite or not positive (UIKit reads a zero `preferredContentSize` as "no
///   preference"), then clamped to the available area.
/// - Position: centered in the available area.
public struct FormSheetMetrics: Hashable, Sendable {
    /// The card's size when the content asks for none, in points. Default 540 × 620: the
    /// size UIKit's form sheet has long used on iPad (not a documented constant; SheetKit
    /// matches it so a card looks familiar). Components that are not finite or are not
    /// positive become 540 and 620, whether passed to the initializer or assigned later.
    public var defaultSize: SheetSize {
        didSet { defaultSize = Self.sanitized(defaultSize: defaultSize) }
    }
    /// The gap kept between the card and the available area's edges, in points. Default 20,
    /// the same as ``FloatingPanelMetrics/margin``. A value that is not finite or is negative
    /// becomes 20, one above 10 000 becomes 10 000, whether passed to the initializer or
    /// assigned later.
    public var margin: Double {
        didSet { margin = margin.appearanceLength(or: Self.defaultMargin) }
    }

    static let standardSize = SheetSize(width: 540, height: 620)
    static let defaultMargin = 20.0

    /// Creates metrics (see each property for its default and sanitizing rule).
    public init(defaultSize: SheetSize = SheetSize(width: 540, height: 620), margin: Double = 20) {
        self.defaultSize = Self.sanitized(defaultSize: defaultSize)
        self.margin = margin.appearanceLength(or: Self.defaultMargin)
    }

    private static func sanitized(defaultSize: SheetSize) -> SheetSize {
        SheetSize(width: defaultSize.width > 0 ? defaultSize.width : standardSize.width,
                  height: defaultSize.height > 0 ? defaultSize.height : standardSize.height)
    }

    /// The card's frame in the container, in the container's coordinates.
    /// - Parameters:
    ///   - contentSize: The size the content asks for (its `preferredContentSize`), in
    ///     points, or `nil` for none. Components that are not finite or not positive fall
    ///     back to ``defaultSize``'s.
    ///   - container: The container.
    public func frame(contentSize: SheetSize?, in container: SheetContainer) -> SheetRect {
        let area = Self.availableArea(in: container, margin: margin)
        let asked = contentSize ?? defaultSize
        // SheetSize already turned non-finite and negative components into 0.
        let width = Swift.min(asked.width > 0 ? asked.width : defaultSize.width, area.width)
        let height = Swift.min(asked.height > 0 ? asked.height : defaultSize.height, area.height)
        return SheetRect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    }

    /// The container's area clear of its safe-area insets, its obstructions and `margin` on
    /// every side, in the container's coordinates, never of a negative size.
    static func availableArea(in container: SheetContainer, margin: Double) -> SheetRect {
        let safe = container.safeAreaInsets
        let obstruction = container.obstructionInsets
        let top = Swift.max(safe.top, obstruction.top) + margin
        let left = Swift.max(safe.left, obstruction.left) + margin
        let bottom = Swift.max(safe.bottom, obstruction.bottom) + margin
        let right = Swift.max(safe.right, obstruction.right) + margin
        let width = Swift.max(0, container.size.width - left - right)
        let height = Swift.max(0, container.size.height - top - bottom)
        // An area squeezed to nothing sits midway between its two insets, inside the container.
        let x = width > 0 ? left : ((left + container.size.width - right) / 2).clamped(to: 0...container.size.width)
        let y = height > 0 ? top : ((top + container.size.height - bottom) / 2).clamped(to: 0...container.size.height)
        return SheetRect(x: x, y: y, width: width, height: height)
    }
}
