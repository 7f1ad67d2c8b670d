import Testing
@testable import SheetKit

/// A phone's width in points (iPhone 15), the track length of a pop.
let phoneWidth = 390.0

extension InteractiveTrack {
    /// Begins a drag at `start` and moves to `position` in equal steps, one event per
    /// 1/120 s, and returns the last output. The last step's time is
    /// `start + steps / 120`.
    @discardableResult
    mutating func drag(to position: Double, from start: Double, steps: Int = 12) -> TrackOutput {
        var output = send(.dragBegan(time: start))
        let origin = self.position
        for index in 1...steps {
            output = send(.dragChanged(delta: (position - origin) / Double(steps), time: start + Double(index) / 120))
        }
        return output
    }

    /// Sends ticks from `start` until an outcome (or `limit` seconds) and returns every
    /// tick with its output, in order.
    @discardableResult
    mutating func runTicks(from start: Double, frameRate: Double = 120, dropEvery: Int = 0,
                           limit: Double = 3) -> [(tick: FrameTick, output: TrackOutput)] {
        var outputs: [(FrameTick, TrackOutput)] = []
        for tick in FrameTick.sequence(frameRate: frameRate, from: start, duration: limit, dropEvery: dropEvery) {
            let output = send(.tick(tick))
            outputs.append((tick, output))
            if output.outcome != nil { break }
        }
        return outputs
    }
}

/// A track of `length` dragged to `position` from time 0 and released with `velocity` at
/// the last drag event's time; returns the track, the release output and the release time.
func releasedTrack(length: Double = phoneWidth, at position: Double, velocity: Double,
                   configuration: TrackConfiguration = TrackConfiguration()) -> (track: InteractiveTrack, release: TrackOutput, time: Double) {
    var track = InteractiveTrack(length: length, configuration: configuration)
    track.drag(to: position, from: 0)
    let time = 12.0 / 120
    let release = track.send(.dragEnded(velocity: velocity, time: time))
    return (track, release, time)
}

/// A release on a track and the outcome it must reach: a table row of the style tests (a card
/// zoom's pull, a centered card's drag, a circular reveal's radial drag).
struct ReleaseRow: Sendable, CustomTestStringConvertible {
    /// Where the finger lifts, in points along the track from its start.
    var position: Double
    /// The release velocity along the track, in points per second (positive toward the end).
    var velocity: Double
    /// The outcome the release must reach.
    var outcome: Stop.ID
    var testDescription: String { "\(position) pt at \(velocity) pt/s → \(outcome)" }
}

/// A subnormal length or value, about 1e-320 (computed, as a literal that small does not
/// convert exactly and warns).
let subnormal = 1e-300 * 1e-20

/// A subnormal time step, about 1e-310 s.
let subnormalTimeStep = 1e-300 * 1e-10
