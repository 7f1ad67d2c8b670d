/// A spring integrated the way older sheet and animation libraries integrate it: one
/// semi-implicit (symplectic) Euler step per display-link callback, stepped by the callback's
/// `targetTimestamp − timestamp`.
///
/// With unit mass, k = (2π / response)² and c = 4πζ / response, each step of `dt` seconds is
///
///     a = −k·(x − target) − c·v
///     v ← v + a·dt
///     x ← x + v·dt
///
/// and the motion is declared finished on the first callback where the value is within
/// ``restDistance`` of the target and slower than ``restSpeed`` ("close and slow on this
/// frame"), when it snaps to the target.
public struct EulerSpring: Sendable {
    /// The stiffness k, in 1/s².
    public let stiffness: Double
    /// The damping coefficient c, in 1/s.
    public let damping: Double
    /// The rest position, in points.
    public let target: Double
    /// The position, in points.
    public private(set) var position: Double
    /// The velocity, in points per second.
    public private(set) var velocity: Double

    /// Half a pixel at 3x, in points: the distance under which the motion may end.
    public static let restDistance = 0.5 / 3
    /// The speed under which the motion may end, in points per second: moving less than
    /// ``restDistance`` per 60 Hz frame.
    public static let restSpeed = restDistance * 60

    /// Creates a spring at its release state.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds.
    ///   - dampingRatio: The damping ratio ζ.
    ///   - position: The position at release, in points.
    ///   - velocity: The velocity at release, in points per second.
    ///   - target: The rest position, in points.
    public init(response: Double, dampingRatio: Double, position: Double, velocity: Double, target: Double) {
        let angularFrequency = 2 * Double.pi / response
        self.stiffness = angularFrequency * angularFrequency
        self.damping = 4 * Double.pi * dampingRatio / response
        self.target = target
        self.position = position
        self.velocity = velocity
    }

    /// Advances the motion by `dt` seconds with one semi-implicit Euler step.
    /// - Parameter dt: The step, in seconds.
    public mutating func step(by dt: Double) {
        let acceleration = -stiffness * (position - target) - damping * velocity
        velocity += acceleration * dt
        position += velocity * dt
    }

    /// Whether the motion counts as finished now ("close and slow on this frame").
    public var isAtRest: Bool {
        abs(position - target) < Self.restDistance && abs(velocity) < Self.restSpeed
    }
}
