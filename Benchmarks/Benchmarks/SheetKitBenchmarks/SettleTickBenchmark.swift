import Benchmark
import SheetKit
import SheetKitFixtures

/// One display-link tick of a settling sheet: the closed-form spring evaluated at the tick's
/// target time, plus the output (extent, velocity, progress, dimming). Target: under 1 µs
/// median and no heap allocation, held by its thresholds (see ``Targets``).
///
/// The ticks are the settle's own frames before its settle frame, replayed in a cycle: each
/// is evaluated in closed form at its time, so the engine stays settling.
func registerSettleTick() {
    Benchmark(
        "Settle tick",
        configuration: .init(scalingFactor: .kilo,
                             thresholds: Targets.allocationFree(underNanoseconds: Targets.frameEventNanoseconds, scalingFactor: .kilo))
    ) { benchmark in
        var engine = EngineFixtures.settlingCommentSheet()
        let ticks = EngineFixtures.ticksBeforeSettling()
        var index = 0
        benchmark.measure(allocationFree: true) {
            for _ in benchmark.scaledIterations {
                blackHole(engine.send(.tick(ticks[index])))
                index = index == ticks.count - 1 ? 0 : index + 1
            }
        }
        precondition(engine.phase == .settling, "the settle tick benchmark left the settling phase")
    }
}
