/// A spring carrying an ``AxisMotion``'s value toward a stop: the closed-form motion, when it is at rest
/// for good, and what was last shown.
///
/// The shown position is the spring's clamped into the range the owner can show (a sheet
/// no lower than hidden, a transition within its ends); where the spring is clamped the
/// shown velocity is 0, as the value stands still there.
package struct AxisSettle: Sendable {
    /// The closed-form spring, toward the stop's aim.
    package private(set) var spring: SpringMotion
    /// Where it goes (its owner keeps which stop that is).
    package private(set) var stop: Stop.Place
    /// When the spring is within half a device pixel of its aim for good, in seconds.
    package private(set) var settleTime: Double
    /// The position (within the owner's range) and velocity last shown.
    package private(set) var shown: SpringMotion.State

    /// What one evaluation found.
    package struct Events: OptionSet, Hashable, Sendable {
        /// The raw bits.
        package let rawValue: UInt8
        /// Creates events from raw bits.
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A ``Stop/Arrival/settling`` stop was reached on this frame: crossed since the
        /// last frame shown, or within the rest threshold.
        package static let reached = Events(rawValue: 1 << 0)
        /// The settle is over: a ``Stop/Arrival/crossing`` stop was crossed, or the spring
        /// is at rest for good. The owner puts the value at rest.
        package static let ended = Events(rawValue: 1 << 1)
    }

    /// A settle from `start` toward `stop` on `spring`, starting at `time`.
    /// - Parameters:
    ///   - start: Where and how fast the spring starts, in points and points per second.
    ///   - stop: Where it goes (the spring pulls toward its aim).
    ///   - spring: The spring.
    ///   - time: When it starts, in seconds.
    ///   - displayScale: Device pixels per point (sanitized: see ``SpringMotion/restThreshold(displayScale:)``).
    package init(from start: SpringMotion.State, toward stop: Stop.Place, on spring: MotionSpring, at time: Double, displayScale: Double) {
        let motion = SpringMotion(spring: spring, from: start.position, velocity: start.velocity, to: stop.aim, at: time)
        self.spring = motion
        self.stop = stop
        settleTime = motion.settleTime(displayScale: displayScale)
        shown = SpringMotion.State(position: motion.initialPosition, velocity: motion.initialVelocity)
        self.displayScale = displayScale
    }

    /// The display scale the settle time and the rest threshold are computed for.
    private var displayScale: Double

    /// Evaluates the spring at `time` and shows it within `range`.
    /// - Complexity: O(1): one closed-form evaluation.
    @inline(__always)
    package mutating func advance(to time: Double, shownIn range: ClosedRange<Double>) -> Events {
        let previous = shown.position
        let current = spring.state(at: time)
        let position = current.position.clamped(to: range)
        shown = SpringMotion.State(position: position, velocity: position == current.position ? current.velocity : 0)
        var events: Events = []
        switch stop.arrival {
        case .crossing:
            let heading: Double = spring.initialPosition >= stop.position ? -1 : 1
            if heading * (current.position - stop.position) >= 0 { events.insert(.ended) }
        case .settling:
            if (previous - stop.position) * (position - stop.position) <= 0
                || abs(position - stop.position) <= SpringMotion.restThreshold(displayScale: displayScale) {
                events.insert(.reached)
            }
        }
        if time >= settleTime { events.insert(.ended) }
        return events
    }

    /// Starts the spring again from `start` at `time`, toward `stop` (the same one when
    /// `nil`) on `spring` (the same one when `nil`): a retarget, a rebase on a new clock, a
    /// resumed hold, a relayout.
    package mutating func restart(from start: SpringMotion.State, toward stop: Stop.Place? = nil, on spring: MotionSpring? = nil,
                                  at time: Double, displayScale: Double? = nil) {
        self = AxisSettle(from: start, toward: stop ?? self.stop, on: spring ?? self.spring.spring, at: time,
                          displayScale: displayScale ?? self.displayScale)
    }

    /// Moves where the value is shown without evaluating the spring (a relayout carries a
    /// held position).
    package mutating func show(_ state: SpringMotion.State) {
        shown = state
    }

    /// Scales the motion by `ratio` toward the same stop in new units (a relayout that keeps
    /// the progress): the oscillator is linear, so the scaled spring is the same motion.
    package mutating func scale(by ratio: Double, toward stop: Stop.Place, shownIn range: ClosedRange<Double>) {
        let scaled = SpringMotion(spring: spring.spring, from: spring.initialPosition * ratio,
                                  velocity: spring.initialVelocity * ratio, to: stop.aim, at: spring.startTime)
        spring = scaled
        self.stop = stop
        settleTime = scaled.settleTime(displayScale: displayScale)
        shown = SpringMotion.State(position: (shown.position * ratio).clamped(to: range), velocity: shown.velocity * ratio)
    }
}
