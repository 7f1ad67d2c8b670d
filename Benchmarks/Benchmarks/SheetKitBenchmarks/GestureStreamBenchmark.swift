import Benchmark
import SheetKit
import SheetKitFixtures

/// 10,000 random gesture events (``GestureScript``, seed 6) through the state machine, with
/// the display-link ticks their motions need and the presentations between them (those come
/// on top of the 10,000): drags with and without a list, releases, cancels, interruptions,
/// dismissals and presentations, replayed on a fresh resting comment sheet. Reported per
/// stream.
func registerGestureStream() {
    let script = GestureScript(gestureEvents: 10_000, seed: 6)
    Benchmark("10,000 random gesture events + their ticks", configuration: .init(timeUnits: .microseconds)) { benchmark in
        var engine = EngineFixtures.restingCommentSheet()
        benchmark.measure {
            for input in script.inputs {
                blackHole(engine.send(input))
            }
        }
    }
}
