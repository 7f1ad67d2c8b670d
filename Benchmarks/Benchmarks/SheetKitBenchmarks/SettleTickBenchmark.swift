import Benchmark
import SheetKit
import SheetKitFixtures

/// One display-link tick of a settling sheet: the closed-form spring evaluated at the tick's
/// target time, plus the output (extent, velocity, progress, dimming). Target: under 1 µs
/// median and no heap allocation, held by its thresholds (see ``Targets``).
///
/// The ticks are the settle's own frames before its settle frame, run in a cycle; each cycle
/// starts again from a copy of the just-released sheet (the engine ignores a tick older than
/// the last one shown, so replaying them on the same engine would measure nothing). The copy
/// shares its storage: no allocation.
func registerSettleTick() {
    Benchmark(
        "Settle tick",
        configuration: .init(scalingFactor: .kilo,
                             thresholds: Targets.allocationFree(underNanoseconds: Targets.frameEventNanoseconds, scalingFactor: .kilo))
    ) { benchmark in
        var workload = SettleTickWorkload()
        benchmark.measure(allocationFree: true) {
            for _ in benchmark.scaledIterations {
                blackHole(workload.step())
            }
        }
        precondition(workload.engine.phase == .settling, "the settle tick benchmark left the settling phase")
    }
}
