/// A point in chart coordinates.
struct ChartPoint {
    var x: Double
    var y: Double
}

/// Places labels where they cover the fewest plotted points and no earlier label.
struct LabelPlacer {
    /// The plotted points to keep visible.
    let points: [ChartPoint]
    /// The labels placed so far.
    private var placed: [(origin: ChartPoint, width: Double, height: Double)] = []

    /// A placer that keeps the lines through `polylines` visible: each line is sampled every
    /// few units, so a label cannot sit across a segment between two distant points.
    init(polylines: [[ChartPoint]]) {
        var points: [ChartPoint] = []
        for line in polylines {
            points += line.prefix(1)
            for (a, b) in zip(line, line.dropFirst()) {
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                let steps = Swift.min(200, Swift.max(1, Int((length / 3).rounded(.up))))
                for step in 1...steps {
                    let u = Double(step) / Double(steps)
                    points.append(ChartPoint(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u))
                }
            }
        }
        self.points = points
    }

    /// The best of `candidates` (top-left corners) for a `width` × `height` label, the first
    /// one on a tie; it is remembered as taken.
    mutating func place(width: Double, height: Double, candidates: [ChartPoint]) -> ChartPoint {
        var best = candidates.first ?? ChartPoint(x: 0, y: 0)
        var lowest = Int.max
        for box in candidates {
            var score = 0
            for point in points where point.x >= box.x - 3 && point.x <= box.x + width + 3 {
                if point.y >= box.y - 3, point.y <= box.y + height + 3 { score += 1 }
            }
            for other in placed where box.x < other.origin.x + other.width && other.origin.x < box.x + width {
                if box.y < other.origin.y + other.height, other.origin.y < box.y + height { score += 1000 }
            }
            if score < lowest {
                lowest = score
                best = box
            }
        }
        placed.append((best, width, height))
        return best
    }
}
