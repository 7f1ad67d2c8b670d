@testable import SettleComparison
import SheetKit
import Testing

@Suite("Closed form vs Euler")
struct SettleComparisonTests {
    @Test("The closed form has no trajectory error at any pacing", arguments: SettleScenario.all.indices)
    func closedFormIsExact(scenarioIndex: Int) {
        let scenario = SettleScenario.all[scenarioIndex]
        for pacing in FramePacing.compared {
            let run = SettleRun.closedForm(scenario, pacing: pacing)
            #expect(run.maximumError < 1e-9)
            #expect(run.framesBeforeSettling > 10)
            // Settled means within half a pixel at 3x for good.
            #expect(run.exactDistanceAtSettle <= 0.5 / 3 + 1e-9)
        }
    }

    @Test("The closed form's settle time is the same at every pacing")
    func closedFormSettleTimeIsPacingFree() {
        for scenario in SettleScenario.all {
            let times = FramePacing.compared.map { SettleRun.closedForm(scenario, pacing: $0).settleTime }
            #expect(times.allSatisfy { $0 == times[0] })
        }
    }

    @Test("Euler's error is first order: halving the step halves it")
    func eulerIsFirstOrder() {
        for scenario in SettleScenario.all {
            let at60 = SettleRun.euler(scenario, pacing: .steady(rate: 60)).maximumError
            let at120 = SettleRun.euler(scenario, pacing: .steady(rate: 120)).maximumError
            let at240 = SettleRun.euler(scenario, pacing: .steady(rate: 240)).maximumError
            #expect(at120 > 1, "a visible error at 120 Hz")
            #expect(abs(at60 / at120 - 2) < 0.2)
            #expect(abs(at120 / at240 - 2) < 0.2)
        }
    }

    @Test("Euler's error grows when frames drop and it steps by the elapsed time")
    func eulerErrorGrowsWithDrops() {
        for scenario in SettleScenario.all {
            let steady = SettleRun.euler(scenario, pacing: .steady(rate: 120))
            let dropped = SettleRun.euler(scenario, pacing: .droppedElapsed(rate: 120, dropEvery: 7))
            #expect(dropped.maximumError > steady.maximumError)
        }
    }

    @Test("Stepping by the frame duration loses the dropped frames' time: the settle comes later")
    func frameDurationSteppingRunsSlow() {
        for scenario in SettleScenario.all {
            let steady = SettleRun.euler(scenario, pacing: .steady(rate: 120))
            let slow = SettleRun.euler(scenario, pacing: .droppedFrameDuration(rate: 120, dropEvery: 7))
            #expect(slow.settleTime > steady.settleTime + 0.05)
        }
        // For the bouncy spring the lost time also dominates the trajectory error.
        let bouncySteady = SettleRun.euler(.bouncyDrop, pacing: .steady(rate: 120)).maximumError
        let bouncySlow = SettleRun.euler(.bouncyDrop, pacing: .droppedFrameDuration(rate: 120, dropEvery: 7)).maximumError
        #expect(bouncySlow > 1.5 * bouncySteady)
    }

    @Test("Euler stops while the real motion is still more than half a pixel from the target")
    func eulerStopsEarly() {
        for scenario in SettleScenario.all {
            let run = SettleRun.euler(scenario, pacing: .steady(rate: 120))
            #expect(run.settleTime.isFinite)
            #expect(run.exactDistanceAtSettle > 0.5 / 3)
        }
    }

    @Test("Frame pacings deliver the frames they promise")
    func pacings() {
        let steady = FramePacing.steady(rate: 120).ticks(from: 0, duration: 1)
        #expect(steady.count == 120)
        #expect(steady.allSatisfy { abs($0.duration - 1.0 / 120) < 1e-12 })
        let elapsed = FramePacing.droppedElapsed(rate: 120, dropEvery: 7).ticks(from: 0, duration: 1)
        let duration = FramePacing.droppedFrameDuration(rate: 120, dropEvery: 7).ticks(from: 0, duration: 1)
        #expect(elapsed.count == 120 - 17 && duration.count == 120 - 17)
        #expect(abs(elapsed.map(\.duration).reduce(0, +) - elapsed.last!.targetTimestamp) < 1e-9)
        #expect(abs(duration.map(\.duration).reduce(0, +) - Double(duration.count) / 120) < 1e-9)
        #expect(zip(elapsed, duration).allSatisfy { $0.targetTimestamp == $1.targetTimestamp })
    }

    @Test("The Markdown table has a row per method for each scenario")
    func table() {
        let markdown = ComparisonTable.markdown()
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Method") }
        #expect(rows.count == SettleScenario.all.count * (1 + FramePacing.compared.count))
        #expect(ComparisonTable.fixed(25.835, digits: 2) == "25.84")
        #expect(ComparisonTable.fixed(0.04, digits: 2) == "0.04")
        #expect(ComparisonTable.fixed(550, digits: 1) == "550.0")
        #expect(ComparisonTable.format(1.1e-13) == "1.1e-13")
    }
}
