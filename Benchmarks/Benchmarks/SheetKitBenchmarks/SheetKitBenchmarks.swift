import Benchmark

/// The suite `swift package --package-path Benchmarks benchmark` runs: SheetKit's core per
/// frame (a settle tick, a drag event), per gesture (a whole settle) and per layout (detent
/// resolution), and a long random gesture stream through the state machine.
///
/// Short benchmarks loop 1000 times inside each measured iteration (`scalingFactor: .kilo`)
/// and report per loop pass: wall clock and CPU in nanoseconds, mallocs as a count.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadCPUClock.metric, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    registerSettleTick()
    registerDragEvent()
    registerWholeSettle()
    registerDetentResolution()
    registerGestureStream()
}
