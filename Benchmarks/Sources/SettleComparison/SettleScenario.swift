import SheetKit

/// One release to settle: a spring, where the sheet is and how fast it moves at release, and
/// where it goes.
public struct SettleScenario: Sendable {
    /// A short name for tables.
    public let name: String
    /// The spring (response in seconds, damping ratio).
    public let spring: MotionSpring
    /// The position at release, in points.
    public let position: Double
    /// The velocity at release, in points per second.
    public let velocity: Double
    /// The target position, in points.
    public let target: Double

    /// Creates a scenario.
    public init(name: String, spring: MotionSpring, position: Double, velocity: Double, target: Double) {
        self.name = name
        self.spring = spring
        self.position = position
        self.velocity = velocity
        self.target = target
    }

    /// SheetKit's default spring (response 0.35 s, damping 0.86) released from 420 pt at
    /// −1500 pt/s toward 760 pt: a flick against the direction of the target.
    public static let defaultRelease = SettleScenario(
        name: "default spring (0.35 s, ζ 0.86): 420 pt at −1500 pt/s → 760 pt",
        spring: .default, position: 420, velocity: -1500, target: 760)

    /// The bouncy spring (response 0.5 s, damping 0.6) from rest at 0 toward 500 pt.
    public static let bouncyDrop = SettleScenario(
        name: "bouncy spring (0.5 s, ζ 0.6): 0 pt at rest → 500 pt",
        spring: .bouncy, position: 0, velocity: 0, target: 500)

    /// The scenarios the comparison reports.
    public static let all: [SettleScenario] = [defaultRelease, bouncyDrop]
}
