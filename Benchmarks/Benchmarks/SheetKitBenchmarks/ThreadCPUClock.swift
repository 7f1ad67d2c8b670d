#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Benchmark

/// The CPU time the calling thread has used, from `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`,
/// with nanosecond resolution.
///
/// The suite reports CPU with it rather than with the package's `.cpuTotal`: on Linux that
/// metric reads `/proc/self/stat`, which counts in 10 ms scheduler ticks (a microsecond
/// benchmark reads 0) and allocates while the malloc counters run (about 16 mallocs per
/// sample that are not the benchmark's).
enum ThreadCPUClock {
    /// The metric the suite records: thread CPU time per event, in nanoseconds.
    static let metric = BenchmarkMetric.custom("CPU time, thread (ns)", polarity: .prefersSmaller, useScalingFactor: true)

    /// The thread's CPU time so far, in nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}

extension Benchmark {
    /// Runs `body` as the measured part of one iteration (wall clock and malloc counters) and
    /// records the thread CPU time it took as ``ThreadCPUClock/metric``. The CPU clock is read
    /// outside the wall-clock window, so it never adds to the wall clock.
    /// - Parameter body: The work to measure; setup belongs before the call.
    func measure(_ body: () -> Void) {
        let cpuStart = ThreadCPUClock.now()
        startMeasurement()
        body()
        stopMeasurement()
        measurement(ThreadCPUClock.metric, ThreadCPUClock.now() - cpuStart)
    }
}
