/// A sub-interval of a transition's progress over which one effect runs, mapped to its own
/// local progress 0...1: 0 before ``start``, 1 after ``end``, linear in between.
///
/// Fade-through fades its outgoing view over one window and its incoming view over another;
/// shadows fade in and out over short windows at each end.
package struct ProgressWindow: Hashable, Sendable {
    /// Where the effect starts, as transition progress in 0...1.
    package let start: Double
    /// Where the effect ends, as transition progress in 0...1 (≥ ``start``).
    package let end: Double

    /// Creates a window. Bounds are clamped into 0...1 (NaN becomes 0 for `start` and 1 for
    /// `end`) and put in order.
    /// - Parameters:
    ///   - start: The start, as transition progress.
    ///   - end: The end, as transition progress.
    package init(start: Double, end: Double) {
        let lower = start.isNaN ? 0 : start.clamped(to: 0...1)
        let upper = end.isNaN ? 1 : end.clamped(to: 0...1)
        self.start = Swift.min(lower, upper)
        self.end = Swift.max(lower, upper)
    }

    /// The local progress at transition progress `progress`, in 0...1. An empty window is a
    /// step at its start: 0 before, 1 from it on. NaN counts as 0.
    /// - Parameter progress: The transition's progress.
    package func localProgress(at progress: Double) -> Double {
        let progress = progress.isNaN ? 0 : progress
        guard end > start else { return progress >= start ? 1 : 0 }
        return ((progress - start) / (end - start)).clamped(to: 0...1)
    }
}
