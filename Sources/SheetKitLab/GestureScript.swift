/// Writes touch samples the way a finger produces them: at the touch sample rate, along
/// eased paths. The built-in scenarios are scripted with it.
///
/// Times are rounded to 1 µs and positions to 0.01 pt, so a scenario exported as JSON reads
/// cleanly and parses back to the same samples.
struct GestureScript {
    /// How a move's position progresses over its duration.
    enum Easing {
        /// Constant speed.
        case linear
        /// Starts at rest and accelerates (position ∝ u²): ends at twice the average speed.
        case easeIn
        /// Starts at full speed (twice the average) and decelerates to rest.
        case easeOut
        /// Starts and ends at rest (smoothstep).
        case easeInOut

        func progress(_ u: Double) -> Double {
            switch self {
            case .linear: return u
            case .easeIn: return u * u
            case .easeOut: return 1 - (1 - u) * (1 - u)
            case .easeInOut: return u * u * (3 - 2 * u)
            }
        }
    }

    /// The touch sample rate, in samples per second (ProMotion iPhones report 120).
    static let sampleRate = 120.0

    private(set) var samples: [Scenario.TouchSample] = []
    private var time = 0.0
    private var finger = 0.0

    /// Puts a finger down at `finger` (points along the axis) at about `time` (seconds): on
    /// the next touch sample, half a sample period off the 120 Hz display grid, as touches
    /// arrive between display frames. `across` is where it goes down across the axis
    /// (``Scenario/TouchSample/across``; `nil`: the container's middle).
    mutating func down(at finger: Double, time: Double, across: Double? = nil) {
        self.time = ((time * Self.sampleRate).rounded(.down) + 0.5) / Self.sampleRate
        self.finger = finger
        append(down: true)
        samples[samples.count - 1].across = across
    }

    /// Moves the finger by `distance` points over `duration` seconds (rounded to whole
    /// sample periods), one sample per period.
    mutating func move(by distance: Double, over duration: Double, _ easing: Easing = .linear) {
        let start = finger, startTime = time
        let count = Swift.max(1, Int((duration * Self.sampleRate).rounded()))
        for index in 1...count {
            let u = Double(index) / Double(count)
            time = startTime + Double(index) / Self.sampleRate
            finger = start + distance * easing.progress(u)
            append()
        }
    }

    /// Flicks the finger by `distance` points over `duration` seconds: it accelerates for the
    /// first third, then keeps its speed until it lifts, as a real flick does.
    mutating func flick(by distance: Double, over duration: Double) {
        // Ramp distance v·T/6 plus cruise 2v·T/3 = distance  ⇒  v = 6·distance / (5T).
        move(by: distance / 5, over: duration / 3, .easeIn)
        move(by: distance * 4 / 5, over: duration * 2 / 3)
    }

    /// Keeps the finger still for `duration` seconds.
    mutating func hold(_ duration: Double) {
        move(by: 0, over: duration)
    }

    /// Lifts the finger at the last sample.
    mutating func lift() {
        guard !samples.isEmpty else { return }
        samples[samples.count - 1].lift = true
    }

    /// The time of the last sample, in seconds.
    var now: Double { time }

    private mutating func append(down: Bool = false) {
        let t = (time * 1_000_000).rounded() / 1_000_000
        let position = (finger * 100).rounded() / 100
        samples.append(Scenario.TouchSample(t: t, finger: position, down: down))
    }
}
