// Runs one of the per-event benchmarks' workloads a given number of times, for
// `scripts/instruction-budget`, which counts the instructions of the `count…` function with
// callgrind and divides by the number of events. Instruction counts do not depend on what
// else the machine runs, where wall clock on a shared 2-core VM moves by 50 %.
//
//     instruction-counts tick|drag EVENTS
import Foundation
import SheetKit
import SheetKitFixtures

/// Steps `workload` `events` times; the sum of the extents keeps the work from being optimized away.
@inline(never)
func countSettleTicks(_ workload: inout SettleTickWorkload, events: Int) -> Double {
    var sum = 0.0
    for _ in 0..<events { sum += workload.step().extent }
    return sum
}

/// Steps `workload` `events` times, as ``countSettleTicks(_:events:)`` does.
@inline(never)
func countDragEvents(_ workload: inout DragEventWorkload, events: Int) -> Double {
    var sum = 0.0
    for _ in 0..<events { sum += workload.step().extent }
    return sum
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let events = Int(arguments.last!), (1...10_000_000).contains(events) else {
    print("usage: instruction-counts tick|drag EVENTS (1 to 10,000,000)")
    exit(2)
}
switch arguments.first {
case "tick":
    var workload = SettleTickWorkload()
    print(countSettleTicks(&workload, events: events))
case "drag":
    var workload = DragEventWorkload()
    print(countDragEvents(&workload, events: events))
default:
    print("usage: instruction-counts tick|drag EVENTS (1 to 10,000,000)")
    exit(2)
}
