import Benchmark
import SheetKit
import SheetKitFixtures

/// One pan-changed event on a sheet with a tracked list: arbitration between sheet and list,
/// velocity, dismissal check and the output. Target: under 1 µs median and no heap
/// allocation, held by its thresholds (see ``Targets``). The events run ``DragCycle`` (up past the large detent into the list, and
/// back), feeding each scroll pin back as the UIKit layer does.
func registerDragEvent() {
    Benchmark(
        "Drag event (tracked list)",
        configuration: .init(scalingFactor: .kilo,
                             thresholds: Targets.allocationFree(underNanoseconds: Targets.frameEventNanoseconds, scalingFactor: .kilo))
    ) { benchmark in
        var workload = DragEventWorkload()
        benchmark.measure(allocationFree: true) {
            for _ in benchmark.scaledIterations {
                blackHole(workload.step())
            }
        }
        precondition(workload.engine.phase == .dragging, "the drag benchmark left the dragging phase")
    }
}
