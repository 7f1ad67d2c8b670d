/// An axis of the container.
public enum SheetAxis: String, Hashable, Sendable, CaseIterable {
    /// The y axis: bottom sheets and top panels move along it.
    case vertical
    /// The x axis: drawers move along it.
    case horizontal
}

/// A size in points. Plain `Double`s so the core builds on every platform.
///
/// Components are lengths (see ``InputLimits``): not finite, negative or below
/// ``InputLimits/lengthResolution`` become 0, above ``InputLimits/maximumLength`` become that,
/// whether passed to the initializer or assigned later.
public struct SheetSize: Hashable, Sendable {
    /// The width, in points.
    public var width: Double { didSet { width = width.nonNegativeLength } }
    /// The height, in points.
    public var height: Double { didSet { height = height.nonNegativeLength } }

    /// Creates a size. Components are sanitized as lengths (see the type's documentation).
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    public init(width: Double, height: Double) {
        self.width = width.nonNegativeLength
        self.height = height.nonNegativeLength
    }

    /// The length along `axis`, in points.
    @inlinable
    public func length(along axis: SheetAxis) -> Double {
        axis == .vertical ? height : width
    }

    /// The length across `axis`, in points.
    @inlinable
    public func length(across axis: SheetAxis) -> Double {
        axis == .vertical ? width : height
    }
}

/// A rectangle in points, origin at the top-left corner (UIKit's coordinate space).
public struct SheetRect: Hashable, Sendable {
    /// The x coordinate of the left edge, in points.
    public var x: Double
    /// The y coordinate of the top edge, in points.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from spans along and across an axis.
    /// - Parameters:
    ///   - axis: The axis the `along` span lies on.
    ///   - along: The span along `axis`: its lower coordinate and its length, in points.
    ///   - across: The span across `axis`: its lower coordinate and its length, in points.
    public init(axis: SheetAxis, along: (origin: Double, length: Double), across: (origin: Double, length: Double)) {
        switch axis {
        case .vertical:
            self.init(x: across.origin, y: along.origin, width: across.length, height: along.length)
        case .horizontal:
            self.init(x: along.origin, y: across.origin, width: along.length, height: across.length)
        }
    }

    /// The largest x coordinate, in points.
    @inlinable public var maxX: Double { x + width }
    /// The largest y coordinate, in points.
    @inlinable public var maxY: Double { y + height }

    /// The lower coordinate of the rectangle along `axis`, in points.
    @inlinable
    public func origin(along axis: SheetAxis) -> Double { axis == .vertical ? y : x }

    /// The length of the rectangle along `axis`, in points.
    @inlinable
    public func length(along axis: SheetAxis) -> Double { axis == .vertical ? height : width }
}

/// Insets from the four sides of a rectangle, in points.
///
/// Values are lengths (see ``InputLimits``): not finite, negative or below
/// ``InputLimits/lengthResolution`` become 0, above ``InputLimits/maximumLength`` become that,
/// whether passed to the initializer or assigned later.
public struct SheetInsets: Hashable, Sendable {
    /// The inset from the top, in points.
    public var top: Double { didSet { top = top.nonNegativeLength } }
    /// The inset from the left, in points.
    public var left: Double { didSet { left = left.nonNegativeLength } }
    /// The inset from the bottom, in points.
    public var bottom: Double { didSet { bottom = bottom.nonNegativeLength } }
    /// The inset from the right, in points.
    public var right: Double { didSet { right = right.nonNegativeLength } }

    /// No insets.
    public static let zero = SheetInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets. Values are sanitized as lengths (see the type's documentation).
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top.nonNegativeLength
        self.left = left.nonNegativeLength
        self.bottom = bottom.nonNegativeLength
        self.right = right.nonNegativeLength
    }

    /// The inset on the low-coordinate side of `axis` (top or left), in points.
    @inlinable
    public func minimumSide(along axis: SheetAxis) -> Double { axis == .vertical ? top : left }

    /// The inset on the high-coordinate side of `axis` (bottom or right), in points.
    @inlinable
    public func maximumSide(along axis: SheetAxis) -> Double { axis == .vertical ? bottom : right }
}

/// Corners of a rectangle. Raw values match Core Animation's `CACornerMask`.
package struct SheetCorners: OptionSet, Hashable, Sendable {
    /// The raw bits (`CACornerMask`'s).
    package let rawValue: UInt
    /// Creates corners from raw bits.
    package init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (min x, min y).
    package static let minXMinY = SheetCorners(rawValue: 1 << 0)
    /// The top-right corner (max x, min y).
    package static let maxXMinY = SheetCorners(rawValue: 1 << 1)
    /// The bottom-left corner (min x, max y).
    package static let minXMaxY = SheetCorners(rawValue: 1 << 2)
    /// The bottom-right corner (max x, max y).
    package static let maxXMaxY = SheetCorners(rawValue: 1 << 3)
}

extension SheetAxis {
    /// The component of a vector (a translation or a velocity) along this axis.
    @inlinable
    public func along(x: Double, y: Double) -> Double { self == .vertical ? y : x }

    /// The component of a vector across this axis.
    @inlinable
    public func across(x: Double, y: Double) -> Double { self == .vertical ? x : y }
}

extension SheetInsets {
    /// The insets a rectangle (the keyboard's frame, in the container's coordinates) covers
    /// at the container's edges: for each edge it reaches, how far it extends into the
    /// container from that edge; 0 for edges it does not reach. A rectangle that does not
    /// intersect the container, or is not finite, covers nothing.
    /// - Parameters:
    ///   - rect: The obstructing rectangle, in the container's coordinates.
    ///   - size: The container's size.
    public static func covered(by rect: SheetRect, in size: SheetSize) -> SheetInsets {
        let values = [rect.x, rect.y, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0,
              rect.x < size.width, rect.maxX > 0, rect.y < size.height, rect.maxY > 0 else { return .zero }
        let spansWidth = rect.x <= 0 && rect.maxX >= size.width
        let spansHeight = rect.y <= 0 && rect.maxY >= size.height
        return SheetInsets(
            top: spansWidth && rect.y <= 0 && rect.maxY < size.height ? rect.maxY : 0,
            left: spansHeight && rect.x <= 0 && rect.maxX < size.width ? rect.maxX : 0,
            bottom: spansWidth && rect.maxY >= size.height && rect.y > 0 ? size.height - rect.y : 0,
            right: spansHeight && rect.maxX >= size.width && rect.x > 0 ? size.width - rect.x : 0)
    }
}
