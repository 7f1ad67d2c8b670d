import Benchmark

/// The targets as ordo-one/benchmark thresholds: a settle tick and a drag event under
/// 1 µs and without heap allocation, a whole settle under 200 µs and without heap allocation.
///
/// ordo-one/benchmark's thresholds are *tolerances*: how far a run may deviate from a
/// reference before `swift package benchmark thresholds check` (reference: the static p90
/// values in `Benchmarks/Thresholds/`) or `baseline check` (reference: another baseline)
/// fails. The static references here are 0 for both metrics, so the tolerances are the
/// targets themselves: the check fails when p90 mallocs exceed 0 or p90 wall clock exceeds
/// the target (and then p50 is under it too). Comparisons between baselines also hold p50
/// and p100.
///
/// Thresholds compare raw percentiles: one sample covers all `scalingFactor` loop passes, so
/// a malloc count of 0 means none in the whole sample, not "under 0.5 per pass" as the
/// scaled table shows it. `Benchmark.measure(allocationFree:_:)` fails the run itself on
/// any sample that allocates.
enum Targets {
    /// The wall-clock target of one settle tick or one drag event, in nanoseconds.
    static let frameEventNanoseconds = 1_000

    /// The wall-clock target of one whole settle, in nanoseconds.
    static let wholeSettleNanoseconds = 200_000

    /// Thresholds for an allocation-free benchmark whose loop pass must take less than
    /// `nanoseconds` of wall clock, in the raw units of a sample of `scalingFactor` passes.
    /// - Parameters:
    ///   - nanoseconds: The wall-clock target per loop pass.
    ///   - scalingFactor: The benchmark's scaling factor (loop passes per sample).
    static func allocationFree(underNanoseconds nanoseconds: Int,
                               scalingFactor: BenchmarkScalingFactor) -> [BenchmarkMetric: BenchmarkThresholds] {
        let perSample = nanoseconds * scalingFactor.rawValue
        return [
            // No malloc at any percentile, p0 through p100.
            .mallocCountTotal: BenchmarkThresholds(
                absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]),
            .wallClock: BenchmarkThresholds(absolute: [.p50: perSample, .p90: perSample]),
        ]
    }
}
