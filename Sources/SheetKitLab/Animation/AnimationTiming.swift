/// How an animation's trace time maps to the document's clock: the trace plays from time 0
/// (the first input) to ``end``, holds its last frame for ``endPause`` seconds of wall time,
/// and loops. The slow-motion variant plays the trace ``slowdown`` times slower; the pause
/// stays the same length.
struct AnimationTiming: Equatable {
    /// The pause at the end of each loop, in seconds of wall time.
    static let endPause = 1.0
    /// How many times slower the slow-motion variant plays.
    static let slowMotionFactor = 4.0

    /// The trace time the motion ends at, in seconds (the last frame or touch sample).
    let end: Double
    /// How many times slower than real time the document plays (1 = real time).
    let slowdown: Double

    /// One loop on the trace's clock, in seconds: the motion and the pause, scaled back to
    /// trace time.
    var cycle: Double { end + Self.endPause / slowdown }

    /// One loop on the document's clock, in seconds.
    var duration: Double { cycle * slowdown }

    /// Where trace time `t` (seconds) falls in the loop, in 0...1: SMIL's `keyTimes`.
    func keyTime(_ t: Double) -> Double { (t / cycle).clamped01 }

    /// The key times and values of `keyframes` over a whole loop: the first value held from
    /// time 0, the last one held to the loop's end.
    func loop(_ keyframes: Keyframes) -> (keyTimes: [Double], values: [Double]) {
        guard let firstValue = keyframes.values.first, let lastValue = keyframes.values.last else { return ([0, 1], [0, 0]) }
        var keyTimes = keyframes.times.map(keyTime)
        var values = keyframes.values
        if keyTimes[0] > 0 {
            keyTimes.insert(0, at: 0)
            values.insert(firstValue, at: 0)
        }
        if keyTimes[keyTimes.count - 1] < 1 {
            keyTimes.append(1)
            values.append(lastValue)
        }
        return (keyTimes, values)
    }
}

extension Double {
    /// The value clamped into 0...1.
    var clamped01: Double { Swift.min(1, Swift.max(0, self)) }
}
