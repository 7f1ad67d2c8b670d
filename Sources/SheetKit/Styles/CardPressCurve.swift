/// One timed change of a pressed card's scale: from ``from`` at ``startTime`` to ``to`` over
/// ``duration`` seconds, on an ease-out cubic curve, evaluated in closed form at any time.
///
/// scale(t) = from + (to − from) · e(u), u = (t − startTime) ÷ duration clamped into 0...1,
/// e(u) = 1 − (1 − u)³. The curve starts at full speed (a press answers the finger at once)
/// and lands with zero speed; it depends only on t, so 60 Hz, 120 Hz and dropped frames show
/// the same scale at the same instant. A zero duration is a step at ``startTime``.
package struct CardPressCurve: Hashable, Sendable {
    /// The scale at ``startTime``.
    package let from: Double
    /// The scale from ``endTime`` on.
    package let to: Double
    /// When the change starts, in seconds.
    package let startTime: Double
    /// How long it lasts, in seconds (≥ 0).
    package let duration: Double

    /// Creates a curve. Values are used as given; ``CardPressFeedback`` passes them sanitized.
    /// - Parameters:
    ///   - from: The starting scale.
    ///   - to: The final scale.
    ///   - startTime: The start, in seconds.
    ///   - duration: The duration, in seconds.
    package init(from: Double, to: Double, startTime: Double, duration: Double) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = Swift.max(0, duration)
    }

    /// A curve that rests at `scale`.
    package static func resting(at scale: Double) -> CardPressCurve {
        CardPressCurve(from: scale, to: scale, startTime: 0, duration: 0)
    }

    /// When the change is complete, in seconds.
    @inlinable
    package var endTime: Double { startTime + duration }

    /// The scale at `time`; times before ``startTime`` show ``from``, NaN shows ``from``.
    /// - Parameter time: The time, in seconds.
    package func scale(at time: Double) -> Double {
        guard duration > 0 else { return time >= startTime ? to : from }
        let u = ((time - startTime) / duration).clamped(to: 0...1)
        let remaining = 1 - u
        return from + (to - from) * (1 - remaining * remaining * remaining)
    }
}
