/// One animated value over time: the samples an SVG `<animate>` element interpolates
/// linearly. Times are in seconds on the trace's clock (from the first input); values are in
/// the attribute's own unit (points for lengths, 0...1 for opacities, a factor for scales).
struct Keyframes: Equatable {
    /// The samples' times, in seconds, in increasing order.
    var times: [Double]
    /// The value at each time.
    var values: [Double]

    /// Creates keyframes from parallel arrays of times and values (equal lengths).
    init(times: [Double], values: [Double]) {
        precondition(times.count == values.count, "one value per time")
        self.times = times
        self.values = values
    }

    /// Creates keyframes from `(time, value)` pairs.
    init(_ samples: [(t: Double, value: Double)]) {
        self.init(times: samples.map(\.t), values: samples.map(\.value))
    }

    /// Whether every value is the same (the attribute does not need to be animated).
    var isConstant: Bool {
        guard let first = values.first else { return true }
        return values.allSatisfy { $0 == first }
    }

    /// The keyframes worth writing: a keyframe is dropped when the straight line between the
    /// keyframes kept on either side passes within `tolerance` of it and of every keyframe
    /// dropped between them, so linear interpolation of what is kept never strays more than
    /// `tolerance` from any sample. The first and last keyframes, and those at `pinned`
    /// indices (frames at events, lifts), are always kept. Kept keyframes keep their exact time and value.
    /// - Parameters:
    ///   - tolerance: The largest error allowed, in the value's unit.
    ///   - pinned: Indices of keyframes kept whatever their value.
    /// - Complexity: O(n × m), n keyframes, m the longest run dropped in one piece.
    func thinned(tolerance: Double, pinned: Set<Int> = []) -> Keyframes {
        picking(keptIndices(tolerance: tolerance, pinned: pinned))
    }

    /// The keyframes at `indices` (increasing).
    func picking(_ indices: [Int]) -> Keyframes {
        Keyframes(times: indices.map { times[$0] }, values: indices.map { values[$0] })
    }

    /// The indices ``thinned(tolerance:pinned:)`` keeps, in increasing order.
    func keptIndices(tolerance: Double, pinned: Set<Int> = []) -> [Int] {
        guard times.count > 2 else { return Array(times.indices) }
        var kept = [0]
        var anchor = 0
        var candidate = 1
        while candidate < times.count - 1 {
            let next = candidate + 1
            if pinned.contains(candidate) || !lineFits(from: anchor, to: next, tolerance: tolerance) {
                kept.append(candidate)
                anchor = candidate
            }
            candidate = next
        }
        kept.append(times.count - 1)
        return kept
    }

    /// Whether every sample strictly between `start` and `end` lies within `tolerance` of the
    /// straight line from sample `start` to sample `end`.
    private func lineFits(from start: Int, to end: Int, tolerance: Double) -> Bool {
        let span = times[end] - times[start]
        for index in (start + 1)..<end {
            let fraction = span > 0 ? (times[index] - times[start]) / span : 0
            let line = values[start] + (values[end] - values[start]) * fraction
            if !(abs(values[index] - line) <= tolerance) { return false }
        }
        return true
    }
}
