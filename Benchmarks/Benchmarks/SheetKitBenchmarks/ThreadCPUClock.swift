#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Benchmark
import MallocInterposerSwift

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
    ///
    /// With `allocationFree`, it also reads the malloc interposer's raw counter around `body`
    /// and fails the run (``AllocationTarget``) on the first sample that allocated at all:
    /// every sample, so the p100 of the raw count, before any scaling or rounding. Outside
    /// `swift package benchmark` (no interposer preloaded) the counter stays 0 and the check
    /// passes.
    /// - Parameters:
    ///   - allocationFree: Whether `body` must not allocate.
    ///   - body: The work to measure; setup belongs before the call.
    func measure(allocationFree: Bool = false, _ body: () -> Void) {
        let cpuStart = ThreadCPUClock.now()
        startMeasurement()
        let mallocsBefore = allocationFree ? MallocInterposerSwift.getStatistics().mallocCount : 0
        body()
        let mallocs = allocationFree ? MallocInterposerSwift.getStatistics().mallocCount - mallocsBefore : 0
        stopMeasurement()
        measurement(ThreadCPUClock.metric, ThreadCPUClock.now() - cpuStart)
        if mallocs != 0 {
            AllocationTarget.missed(by: self, "\(name): \(mallocs) heap allocations in one sample of \(scaledIterations.count) loop passes; the target is none")
        }
    }
}

/// Fails a run whose allocation-free benchmark allocated.
///
/// ordo-one/benchmark prints a benchmark's ``Benchmark/error(_:)`` but still exits 0 from a
/// plain run (and a `thresholds check` skips the missing results); it does fail the run when
/// a benchmark's process exits non-zero, but hides that process's own output. So the benchmark
/// reports the reason with `error(_:)`, which ends it, and its process (each benchmark runs in
/// its own) then exits with status 1.
enum AllocationTarget {
    /// Whether a benchmark in this process missed the target.
    nonisolated(unsafe) private static var isMissed = false

    /// Registers the exit status, once.
    private static let exitsWithFailure: Void = {
        atexit {
            if AllocationTarget.isMissed { _exit(1) }
        }
    }()

    /// Reports `reason` for `benchmark`, ends it, and makes this process exit with status 1.
    static func missed(by benchmark: Benchmark, _ reason: String) {
        isMissed = true
        exitsWithFailure
        benchmark.error(reason)
    }
}
