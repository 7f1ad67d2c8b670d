import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Interactive track frame-rate independence")
struct InteractiveTrackFrameRateTests {
    /// The display rates compared: 60 Hz, 120 Hz, and 120 Hz with every 7th frame dropped.
    static let rates: [(frameRate: Double, dropEvery: Int)] = [(60, 0), (120, 0), (120, 7)]

    /// Positions, velocities and springs: the default spring's finishes and cancels, an
    /// underdamped spring, and an overdamped one.
    static let cases: [(position: Double, velocity: Double, spring: MotionSpring)] = [
        (234, 100, .critical),
        (97.5, 1_500, .critical),
        (117, 0, .critical),
        (351, -1_200, .critical),
        (300, -300, MotionSpring(response: 0.5, dampingRatio: 0.4)),
        (60, 2_500, MotionSpring(response: 0.3, dampingRatio: 2.5)),
    ]

    /// The shown position at each tick time, by time, until the outcome (and the outcome's time).
    static func sample(position: Double, velocity: Double, spring: MotionSpring, frameRate: Double, dropEvery: Int)
        -> (positions: [Double: Double], outcomes: [(time: Double, outcome: Stop.ID)]) {
        var (track, _, time) = releasedTrack(at: position, velocity: velocity, configuration: TrackConfiguration(spring: spring))
        var positions: [Double: Double] = [:]
        var outcomes: [(Double, Stop.ID)] = []
        // Ticks continue past the outcome, so late common times compare the end state too.
        for tick in FrameTick.sequence(frameRate: frameRate, from: time, duration: 1.5, dropEvery: dropEvery) {
            let output = track.send(.tick(tick))
            positions[tick.targetTimestamp] = output.position
            if let outcome = output.outcome { outcomes.append((tick.targetTimestamp, outcome)) }
        }
        return (positions, outcomes)
    }

    @Test("Positions at common times agree at 60 Hz, 120 Hz and 120 Hz with drops", arguments: cases)
    func commonTimes(row: (position: Double, velocity: Double, spring: MotionSpring)) {
        let runs = Self.rates.map {
            Self.sample(position: row.position, velocity: row.velocity, spring: row.spring, frameRate: $0.frameRate, dropEvery: $0.dropEvery)
        }
        let common = Set(runs[0].positions.keys).intersection(runs[1].positions.keys).intersection(runs[2].positions.keys)
        // 60 Hz frames at 1/60 s steps over 1.5 s, less every 7th of them that 120 Hz drops.
        #expect(common.count == 78)
        var largest = 0.0
        for time in common {
            let values = runs.map { $0.positions[time]! }
            largest = max(largest, values.max()! - values.min()!)
        }
        #expect(largest < 0.01)
        #expect(largest == 0)
        // One outcome per run, all the same, at most one 60 Hz frame apart.
        #expect(runs.allSatisfy { $0.outcomes.count == 1 })
        let outcomes = runs.compactMap(\.outcomes.first)
        #expect(Set(outcomes.map(\.outcome)).count == 1)
        let times = outcomes.map(\.time)
        #expect(times.max()! - times.min()! <= 1.0 / 60 + 1e-12)
    }
}
