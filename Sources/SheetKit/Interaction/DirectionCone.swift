#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Decides whether a gesture's initial direction is the sheet's.
///
/// A drag starts on the sheet only when its direction lies within ``halfAngle`` of the
/// sheet's axis, so horizontal paging and swipe actions inside a bottom sheet keep working.
public struct DirectionCone: Hashable, Sendable {
    /// The default half angle, π/4 radians (45°): a gesture starts on the sheet when it moves
    /// more along the axis than across it.
    public static let defaultHalfAngle = Double.pi / 4

    /// The cone's half angle around the axis, in radians, within 0...π/2.
    public let halfAngle: Double

    /// Creates a cone. NaN becomes ``defaultHalfAngle``; other values are clamped into 0...π/2.
    /// - Parameter halfAngle: The half angle, in radians.
    public init(halfAngle: Double = DirectionCone.defaultHalfAngle) {
        self.halfAngle = halfAngle.isNaN ? Self.defaultHalfAngle : halfAngle.clamped(to: 0...(Double.pi / 2))
    }

    /// Whether a motion of `along` points along the axis and `across` points across it lies
    /// within the cone (in either direction along the axis). A motion with no length, or
    /// with non-finite components, is not.
    /// - Parameters:
    ///   - along: The motion along the sheet's axis (translation or velocity), any sign.
    ///   - across: The motion across the axis, any sign.
    public func contains(along: Double, across: Double) -> Bool {
        guard along.isFinite, across.isFinite, along != 0 || across != 0 else { return false }
        return atan2(abs(across), abs(along)) <= halfAngle
    }
}
