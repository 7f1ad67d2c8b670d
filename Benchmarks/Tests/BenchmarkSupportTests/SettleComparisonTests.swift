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

    @Test("The closed form settles on the first frame at or after its envelope settle instant")
    func closedFormSettleFrame() {
        for scenario in SettleScenario.all {
            let motion = SpringMotion(spring: scenario.spring, from: scenario.position, velocity: scenario.velocity,
                                      to: scenario.target, at: 0)
            let instant = motion.settleTime(displayScale: SettleRun.displayScale)
            for pacing in FramePacing.compared {
                let run = SettleRun.closedForm(scenario, pacing: pacing)
                let ticks = pacing.ticks(from: 0, duration: SettleRun.horizon)
                let settleFrame = ticks.first { $0.targetTimestamp >= instant }
                #expect(run.settleTime == settleFrame?.targetTimestamp, "\(pacing.label)")
                #expect(run.framesBeforeSettling == ticks.firstIndex { $0.targetTimestamp >= instant })
                // No later than the frame interval after the instant (two frames across a drop).
                #expect(run.settleTime >= instant && run.settleTime - instant <= 2.0 / 120 + 1e-12)
            }
        }
    }

    @Test("The table's settle frames, frame counts and errors are the measured ones")
    func pinnedNumbers() {
        func closed(_ scenario: SettleScenario, _ pacing: FramePacing) -> SettleRun { .closedForm(scenario, pacing: pacing) }
        func euler(_ scenario: SettleScenario, _ pacing: FramePacing) -> SettleRun { .euler(scenario, pacing: pacing) }
        let at60 = FramePacing.steady(rate: 60)
        let at120 = FramePacing.steady(rate: 120)
        let elapsed = FramePacing.droppedElapsed(rate: 120, dropEvery: 7)
        let frameDuration = FramePacing.droppedFrameDuration(rate: 120, dropEvery: 7)
        // Default release: the envelope instant falls just before 550 ms, a frame at 60 and 120 Hz.
        #expect(abs(closed(.defaultRelease, at60).settleTime - 0.55) < 1e-9)
        #expect(closed(.defaultRelease, at60).framesBeforeSettling == 32)
        #expect(abs(closed(.defaultRelease, at120).settleTime - 0.55) < 1e-9)
        #expect(closed(.defaultRelease, at120).framesBeforeSettling == 65)
        // Frame 66 is not a dropped one; the 9 dropped frames before it (7, 14, …, 63) are not shown.
        #expect(abs(closed(.defaultRelease, elapsed).settleTime - 0.55) < 1e-9)
        #expect(closed(.defaultRelease, elapsed).framesBeforeSettling == 65 - 9)
        // Bouncy: the instant is about 1091.5 ms, so 1100 ms at 60 Hz and 1091.7 ms at 120 Hz.
        #expect(abs(closed(.bouncyDrop, at60).settleTime - 66.0 / 60) < 1e-9)
        #expect(abs(closed(.bouncyDrop, at120).settleTime - 131.0 / 120) < 1e-9)
        #expect(abs(closed(.bouncyDrop, frameDuration).settleTime - 131.0 / 120) < 1e-9)
        // Euler's settle frames and largest errors.
        #expect(abs(euler(.defaultRelease, at60).settleTime - 30.0 / 60) < 1e-9)
        #expect(abs(euler(.defaultRelease, at120).settleTime - 46.0 / 120) < 1e-9)
        #expect(abs(euler(.defaultRelease, elapsed).settleTime - 50.0 / 120) < 1e-9)
        #expect(abs(euler(.defaultRelease, frameDuration).settleTime - 53.0 / 120) < 1e-9)
        #expect(abs(euler(.defaultRelease, at120).maximumError - 25.84) < 0.005)
        #expect(abs(euler(.bouncyDrop, frameDuration).maximumError - 37.75) < 0.005)
        #expect(abs(euler(.bouncyDrop, frameDuration).settleTime - 115.0 / 120) < 1e-9)
    }

    @Test("The closed-form run shows what a SheetEngine shows, frame by frame, at every pacing")
    func closedFormMatchesTheEngine() {
        // A presentation from rest at 0 is a settle the engine runs as is: a bottom sheet whose
        // only detent is 500 pt (in a container without safe-area insets, display scale 3),
        // presented with the bouncy spring, is the bouncy scenario.
        let scenario = SettleScenario.bouncyDrop
        let configuration = SheetConfiguration(detents: [.points(scenario.target)], spring: scenario.spring,
                                               presentationSpring: scenario.spring)
        let container = SheetContainer(size: SheetSize(width: 390, height: 844), displayScale: SettleRun.displayScale)
        let motion = SpringMotion(spring: scenario.spring, from: 0, velocity: 0, to: scenario.target, at: 0)
        for pacing in FramePacing.compared {
            var engine = SheetEngine(configuration: configuration, container: container)
            #expect(engine.send(.present(animated: true, time: 0)).phase == .presenting)
            var framesBeforeSettling = 0
            var settleFrame: Double?
            var largestDifference = 0.0
            for tick in pacing.ticks(from: 0, duration: SettleRun.horizon) {
                let output = engine.send(.tick(tick))
                if output.phase == .resting {
                    settleFrame = tick.targetTimestamp
                    #expect(output.extent == scenario.target)
                    break
                }
                largestDifference = max(largestDifference, abs(output.extent - motion.position(at: tick.targetTimestamp)))
                framesBeforeSettling += 1
            }
            let run = SettleRun.closedForm(scenario, pacing: pacing)
            #expect(settleFrame == run.settleTime, "\(pacing.label)")
            #expect(framesBeforeSettling == run.framesBeforeSettling, "\(pacing.label)")
            #expect(largestDifference == 0, "\(pacing.label)")
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

    @Test("The Markdown table has a closed-form and an Euler row per pacing, with the measured numbers")
    func table() {
        let markdown = ComparisonTable.markdown()
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Frame pacing") }
        #expect(rows.count == SettleScenario.all.count * 2 * FramePacing.compared.count)
        let lines = Set(markdown.split(separator: "\n").map(String.init))
        for row in [
            "| 60 Hz | Closed form (SheetKit `SpringMotion`) | 1.1e-13 | 550.0 | 0.12 |",
            "| 120 Hz | Semi-implicit Euler | 25.84 | 383.3 | 1.57 |",
            "| 120 Hz, every 7th frame dropped, dt = elapsed | Semi-implicit Euler | 27.38 | 416.7 | 1.17 |",
            "| 120 Hz, every 7th frame dropped, dt = frame duration | Semi-implicit Euler | 24.33 | 441.7 | 0.86 |",
            "| 60 Hz | Closed form (SheetKit `SpringMotion`) | 1.1e-13 | 1100.0 | 0.09 |",
            "| 120 Hz, every 7th frame dropped, dt = frame duration | Closed form (SheetKit `SpringMotion`) | 1.1e-13 | 1091.7 | 0.10 |",
            "| 120 Hz, every 7th frame dropped, dt = frame duration | Semi-implicit Euler | 37.75 | 958.3 | 0.41 |",
        ] {
            #expect(lines.contains(row), "\(row)")
        }
        #expect(ComparisonTable.fixed(25.835, digits: 2) == "25.84")
        #expect(ComparisonTable.fixed(0.04, digits: 2) == "0.04")
        #expect(ComparisonTable.fixed(550, digits: 1) == "550.0")
        #expect(ComparisonTable.format(1.1e-13) == "1.1e-13")
    }
}
