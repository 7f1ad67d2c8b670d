import Benchmark
import SheetKit
import SheetKitFixtures

/// Resolving five detents (points, fits-content, fraction, custom, large) in one container:
/// what a layout change (rotation, keyboard, content size) costs. It allocates by design (the
/// resolved collection and its alias table); it runs per layout change, not per frame.
func registerDetentResolution() {
    Benchmark("Detent resolution (5 detents)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let detents = DetentFixtures.fiveDetents
        let context = DetentFixtures.context
        benchmark.measure {
            for _ in benchmark.scaledIterations {
                blackHole(ResolvedDetents(resolving: detents, in: context))
            }
        }
    }
}
