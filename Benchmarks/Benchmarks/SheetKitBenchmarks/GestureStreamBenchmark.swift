import Benchmark
import SheetKit
import SheetKitFixtures

/// 10,000 random gesture events and ticks (``GestureScript``, seed 6) through the state
/// machine: drags with and without a list, releases, interruptions, dismissals and
/// presentations, replayed on a fresh resting comment sheet. Reported per stream.
func registerGestureStream() {
    let script = GestureScript(count: 10_000, seed: 6)
    Benchmark("10,000 random gesture events", configuration: .init(timeUnits: .microseconds)) { benchmark in
        var engine = EngineFixtures.restingCommentSheet()
        benchmark.measure {
            for input in script.inputs {
                blackHole(engine.send(input))
            }
        }
    }
}
