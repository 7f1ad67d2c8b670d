/// How quickly a flicked value slows down, as the fraction of velocity kept per millisecond.
///
/// This is UIScrollView's deceleration model (WWDC 2018, "Designing Fluid Interfaces"):
/// velocity is multiplied by `rate` every millisecond, so a value released at v points per
/// second travels (v / 1000) · rate / (1 − rate) points before it stops.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, in 0 ..< 1.
    public let rate: Double

    /// UIScrollView's normal rate, 0.998 per millisecond.
    public static let normal = DecelerationRate(0.998)

    /// UIScrollView's fast rate, 0.99 per millisecond.
    public static let fast = DecelerationRate(0.99)

    /// The largest accepted rate (a rate of 1 would never stop).
    public static let maximumRate = 0.9999

    /// Creates a rate.
    ///
    /// NaN becomes ``normal``'s rate; other values are clamped into 0 ... ``maximumRate``.
    /// - Parameter rate: The fraction of velocity kept per millisecond.
    public init(_ rate: Double) {
        self.rate = rate.isNaN ? 0.998 : rate.clamped(to: 0...Self.maximumRate)
    }

    /// The distance a value released at `velocity` travels before it stops, in points, with
    /// the sign of `velocity`. A non-finite velocity projects 0; the distance is clamped to
    /// ±``InputLimits/maximumLength`` (a finite velocity near `Double.greatestFiniteMagnitude`
    /// would otherwise project infinity at the slowest rates).
    /// - Parameter velocity: The release velocity, in points per second.
    /// - Complexity: O(1).
    @inlinable
    public func projectedDistance(velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        let distance = (velocity / 1000) * rate / (1 - rate)
        return distance.clamped(to: -InputLimits.maximumLength...InputLimits.maximumLength)
    }

    /// Where a value released at `position` with `velocity` comes to rest, in points.
    /// - Parameters:
    ///   - position: The release position, in points.
    ///   - velocity: The release velocity, in points per second.
    @inlinable
    public func project(_ position: Double, velocity: Double) -> Double {
        position + projectedDistance(velocity: velocity)
    }
}
