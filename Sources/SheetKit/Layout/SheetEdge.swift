/// The direction text and layout flow in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum ReadingDirection: String, Hashable, Sendable, CaseIterable {
    /// Left-to-right layouts (English, …): leading is left.
    case leftToRight
    /// Right-to-left layouts (Arabic, Hebrew, …): leading is right.
    case rightToLeft
}

/// The edge of the container a sheet is attached to.
///
/// `leading` and `trailing` follow the layout direction, so a leading drawer opens from the
/// right in Arabic and Hebrew. Resolve an edge once with ``resolved(for:)``; everything
/// downstream works with the resolved axis and sign, never with a switch over edges.
public enum SheetEdge: String, Hashable, Sendable, CaseIterable {
    /// Bottom sheets and comment drawers.
    case bottom
    /// Top panels that drop down.
    case top
    /// Drawers from the physical left.
    case left
    /// Drawers from the physical right.
    case right
    /// Drawers from the leading side (left in left-to-right layouts).
    case leading
    /// Drawers from the trailing side (right in left-to-right layouts).
    case trailing

    /// The physical placement of this edge in a layout direction.
    /// - Parameter layoutDirection: The container's layout direction.
    public func resolved(for layoutDirection: ReadingDirection) -> ResolvedEdge {
        let isRightToLeft = layoutDirection == .rightToLeft
        switch self {
        case .bottom: return .bottom
        case .top: return .top
        case .left: return .left
        case .right: return .right
        case .leading: return isRightToLeft ? .right : .left
        case .trailing: return isRightToLeft ? .left : .right
        }
    }
}

/// A physical edge reduced to what motion needs: an axis and a sign.
///
/// The sheet's extent grows along ``axis`` in the direction of ``growthSign``: +1 when the
/// sheet is attached at the axis' low coordinate (top, left) and grows toward higher
/// coordinates, −1 when it is attached at the high coordinate (bottom, right).
public struct ResolvedEdge: Hashable, Sendable {
    /// The axis the sheet moves along.
    public let axis: SheetAxis
    /// +1 when the extent grows with the coordinate along ``axis``, −1 when it shrinks.
    public let growthSign: Double

    /// The bottom edge (vertical, grows upward).
    public static let bottom = ResolvedEdge(axis: .vertical, growthSign: -1)
    /// The top edge (vertical, grows downward).
    public static let top = ResolvedEdge(axis: .vertical, growthSign: 1)
    /// The left edge (horizontal, grows rightward).
    public static let left = ResolvedEdge(axis: .horizontal, growthSign: 1)
    /// The right edge (horizontal, grows leftward).
    public static let right = ResolvedEdge(axis: .horizontal, growthSign: -1)

    /// Whether the sheet is attached at the low coordinate of its axis (top or left).
    @inlinable
    public var isAttachedAtMinimum: Bool { growthSign > 0 }

    /// The change of extent for a finger that moves `coordinateDelta` points along the axis
    /// (positive = toward higher coordinates), in points; positive means expanding.
    @inlinable
    public func extentDelta(forCoordinateDelta coordinateDelta: Double) -> Double {
        coordinateDelta * growthSign
    }

    /// The inset on the attached side of `insets`, in points.
    @inlinable
    public func attachedInset(of insets: SheetInsets) -> Double {
        isAttachedAtMinimum ? insets.minimumSide(along: axis) : insets.maximumSide(along: axis)
    }

    /// The inset on the side opposite the attached one, in points.
    @inlinable
    public func oppositeInset(of insets: SheetInsets) -> Double {
        isAttachedAtMinimum ? insets.maximumSide(along: axis) : insets.minimumSide(along: axis)
    }

    /// The two corners that face into the container (away from the attached edge): the ones
    /// a sheet rounds.
    package var innerCorners: SheetCorners { attachedSide.opposite.corners }

    /// The side of a rectangle the sheet is attached at: where its safe-area inset is kept.
    package var attachedSide: RectSide {
        switch (axis, isAttachedAtMinimum) {
        case (.vertical, true): return .top
        case (.vertical, false): return .bottom
        case (.horizontal, true): return .left
        case (.horizontal, false): return .right
        }
    }
}

/// One side of a rectangle.
package enum RectSide: String, Hashable, Sendable, CaseIterable {
    /// The side at the minimum y.
    case top
    /// The side at the minimum x.
    case left
    /// The side at the maximum y.
    case bottom
    /// The side at the maximum x.
    case right

    /// The side across the rectangle.
    package var opposite: RectSide {
        switch self {
        case .top: return .bottom
        case .left: return .right
        case .bottom: return .top
        case .right: return .left
        }
    }

    /// The side as a one-bit mask: top 1, left 2, bottom 4, right 8 (UIKit's `UIRectEdge`
    /// raw values, as ``SheetCorners`` matches Core Animation's corner mask).
    package var edgeMask: UInt {
        switch self {
        case .top: return 1 << 0
        case .left: return 1 << 1
        case .bottom: return 1 << 2
        case .right: return 1 << 3
        }
    }

    /// The two corners on this side.
    package var corners: SheetCorners {
        switch self {
        case .top: return [.minXMinY, .maxXMinY]
        case .left: return [.minXMinY, .minXMaxY]
        case .bottom: return [.minXMaxY, .maxXMaxY]
        case .right: return [.maxXMinY, .maxXMaxY]
        }
    }
}
