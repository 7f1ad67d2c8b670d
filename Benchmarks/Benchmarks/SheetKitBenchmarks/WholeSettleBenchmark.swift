import Benchmark
import SheetKit
import SheetKitFixtures

/// A whole settle: the release (decision, spring, envelope settle time) and one second of
/// 120 Hz ticks, the settle frame and the resting frames after it included. Target: under
/// 200 µs median, and no heap allocation (neither happens per frame), held by its thresholds
/// (see ``Targets``). Each loop pass starts again from a copy of the dragging sheet.
func registerWholeSettle() {
    Benchmark(
        "Whole settle (release + 1 s at 120 Hz)",
        configuration: .init(scalingFactor: .kilo,
                             thresholds: Targets.allocationFree(underNanoseconds: Targets.wholeSettleNanoseconds, scalingFactor: .kilo))
    ) { benchmark in
        let dragging = EngineFixtures.draggingCommentSheet()
        let ticks = EngineFixtures.settleTicks()
        var settled = 0
        benchmark.measure(allocationFree: true) {
            for _ in benchmark.scaledIterations {
                var engine = dragging
                engine.send(.dragEnded(velocity: EngineFixtures.releaseVelocity, time: EngineFixtures.draggingTime))
                for tick in ticks {
                    blackHole(engine.send(.tick(tick)))
                }
                if engine.phase == .resting { settled += 1 }
            }
        }
        precondition(settled == benchmark.scaledIterations.count, "a settle did not end within one second")
    }
}
