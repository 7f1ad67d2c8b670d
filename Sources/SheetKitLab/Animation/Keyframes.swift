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
    /// - Complexity: O(n) in the number of keyframes.
    func thinned(tolerance: Double, pinned: Set<Int> = []) -> Keyframes {
        picking(keptIndices(tolerance: tolerance, pinned: pinned))
    }

    /// The keyframes at `indices` (increasing).
    func picking(_ indices: [Int]) -> Keyframes {
        Keyframes(times: indices.map { times[$0] }, values: indices.map { values[$0] })
    }

    /// The indices ``thinned(tolerance:pinned:)`` keeps, in increasing order.
    ///
    /// One pass: from the last kept keyframe (the anchor), every keyframe passed over narrows
    /// the range of slopes a line from the anchor may have and still pass within `tolerance`
    /// of it; the next keyframe is reached without keeping the current one while the line
    /// to it has a slope in that range.
    func keptIndices(tolerance: Double, pinned: Set<Int> = []) -> [Int] {
        guard times.count > 2 else { return Array(times.indices) }
        var kept = [0]
        var anchor = 0
        var slopes = -Double.infinity...Double.infinity
        for candidate in 1..<(times.count - 1) {
            let next = candidate + 1
            let span = times[candidate] - times[anchor]
            var fits = span > 0 && !pinned.contains(candidate)
            if fits {
                let low = Swift.max(slopes.lowerBound, (values[candidate] - tolerance - values[anchor]) / span)
                let high = Swift.min(slopes.upperBound, (values[candidate] + tolerance - values[anchor]) / span)
                let slope = (values[next] - values[anchor]) / (times[next] - times[anchor])
                fits = low <= high && low <= slope && slope <= high
                if fits { slopes = low...high }
            }
            if !fits {
                kept.append(candidate)
                anchor = candidate
                slopes = -Double.infinity...Double.infinity
            }
        }
        kept.append(times.count - 1)
        return kept
    }
}
