import Testing
import SheetKitTestSupport
@testable import SheetKit

/// Random lifecycle events interleaved with gestures, frames, app changes and UIKit's own
/// callbacks, through ``UIKitScript`` (which checks UIKit's contracts on every action).
@Suite("Lifecycle invariants under random events")
struct LifecyclePropertyTests {
    static let sequenceCount = 10_000
    /// The sequences run in four chunks of seeds, so the runner can spread them over cores.
    static let chunks = 0..<4

    static let containers: [SheetContainer] = [
        .phonePortrait,
        SheetContainer(size: SheetSize(width: 844, height: 390), safeAreaInsets: SheetInsets(top: 0, left: 47, bottom: 21, right: 47),
                       layoutDirection: .rightToLeft),
        SheetContainer(size: SheetSize(width: 1024, height: 1366), widthClass: .regular, contentFittingLength: 300),
    ]

    static let configurations: [SheetConfiguration] = [
        .commentSheet(), .drawer(edge: .leading), .drawer(edge: .trailing), .pullToDismissPanel(),
        .topPanel(detents: [.points(220)]),
    ]

    @Test("10,000 seeded random sequences: one completion per transition, link never running at rest, nothing after teardown", arguments: chunks)
    func randomSequences(chunk: Int) {
        var failures: [String] = []
        var outcomes = (torn: 0, presented: 0, completions: 0)
        let share = Self.sequenceCount / Self.chunks.count
        for seed in (chunk * share)..<((chunk + 1) * share) {
            var rng = SeededGenerator(seed: UInt64(seed))
            let interactivePresentation = Int.random(in: 0..<4, using: &rng) == 0
            var script = UIKitScript(configuration: Self.configurations.randomElement(using: &rng)!,
                                     presentsInteractively: interactivePresentation)
            script.container = Self.containers.randomElement(using: &rng)!
            script.permission = Bool.random(using: &rng)
            if interactivePresentation {
                script.send(.edgePanChanged(translation: Double.random(in: 0...60, using: &rng), time: 0))
            }
            // A sheet on a sheet: it reports its progress down (checked by the script).
            let overSheet = Int.random(in: 0..<4, using: &rng) == 0
            script.send(.presentedOverSheet(overSheet))
            script.present(animated: Int.random(in: 0..<6, using: &rng) > 0, handsOverContext: Int.random(in: 0..<8, using: &rng) > 0)
            if interactivePresentation {
                for step in 1...Int.random(in: 1...12, using: &rng) {
                    script.send(.edgePanChanged(translation: Double(step) * Double.random(in: -10...40, using: &rng), time: script.now))
                }
                script.send(.edgePanEnded(velocity: Double.random(in: -2000...2000, using: &rng), time: script.now))
            }
            for _ in 0..<Int.random(in: 1...14, using: &rng) where !script.lifecycle.isTornDown {
                script.runFrames(for: Double(Int.random(in: 0...30, using: &rng)) / 120)
                switch Int.random(in: 0..<19, using: &rng) {
                case 0: script.send(.selectDetent([Detent.Identifier.medium, .large, .open].randomElement(using: &rng)!,
                                                  animated: Bool.random(using: &rng), time: script.now))
                case 1: script.send(.dimmingTapped(time: script.now))
                case 2: script.send(.escape(time: script.now))
                case 3 where Bool.random(using: &rng): script.send(.grabberActivated(time: script.now))
                case 3: script.send(.grabberAdjusted(step: [Int.min, -1, 1, Int.max].randomElement(using: &rng)!, time: script.now))
                case 4: script.send(.containerChanged(Self.containers.randomElement(using: &rng)!))
                case 5:
                    let covered = Bool.random(using: &rng) ? SheetInsets.zero : SheetInsets(top: 0, left: 0, bottom: 300, right: 0)
                    script.send(.keyboardWillChange(covered: covered, ownsKeyboard: Bool.random(using: &rng), duration: 0.25, time: script.now))
                    // The keyboard guide's frames: an interactive dismissal, or the animation's.
                    for bottom in stride(from: covered.bottom, through: 0, by: -Double.random(in: 20...150, using: &rng)) {
                        script.send(.keyboardTracked(covered: SheetInsets(top: 0, left: 0, bottom: bottom, right: 0), ownsKeyboard: true,
                                                     inAnimation: Bool.random(using: &rng), time: script.now))
                        script.runFrames(for: 1.0 / 120)
                    }
                case 6:
                    script.enterBackground()
                    script.runFrames(for: 0.05)
                    script.enterForeground(after: Double.random(in: 0...30, using: &rng))
                case 7: script.appDismisses(animated: Bool.random(using: &rng), handsOverContext: Int.random(in: 0..<6, using: &rng) > 0)
                case 8: script.send(.sizeTransitionAnimating)
                case 9: script.send(.scrollViewPanEnded)
                case 10 where Int.random(in: 0..<10, using: &rng) == 0: script.send(.tearDown)
                case 11: script.refusesDismissal = Int.random(in: 0..<3, using: &rng) == 0
                case 12:
                    // Sheets stacked on this one report (any depth, any progress).
                    script.send(.coveredBySheet(depth: [Int.min, -1, 0, 1, 2, 5, 17, Int.max].randomElement(using: &rng)!,
                                                progress: [Double.nan, -1, 0, 0.5, 1, Subnormal.tiny, .infinity].randomElement(using: &rng)!))
                case 13:
                    // A touch that catches the sheet (a presentation under way turns interactive),
                    // then lifts, or drags.
                    script.send(.touchDown(time: script.now))
                    script.runFrames(for: Double(Int.random(in: 0...10, using: &rng)) / 120)
                    if Bool.random(using: &rng) {
                        script.send(.touchUp(time: script.now))
                    } else {
                        script.drag([Double.random(in: -80...80, using: &rng)], velocity: Double.random(in: -3000...3000, using: &rng))
                    }
                default:
                    let list = Bool.random(using: &rng) ? ScrollMetrics(offset: Double.random(in: 0...300, using: &rng),
                                                                       contentLength: 3000, viewportLength: 600) : nil
                    let deltas = (0..<Int.random(in: 1...20, using: &rng)).map { _ in Double.random(in: -120...120, using: &rng) }
                    if Int.random(in: 0..<8, using: &rng) == 0 {
                        script.drag(deltas, scroll: list)
                        script.send(.panCancelled(time: script.now))
                    } else {
                        script.drag(deltas, velocity: Double.random(in: -4000...4000, using: &rng), scroll: list,
                                    listPanActive: Bool.random(using: &rng))
                    }
                }
            }
            script.settle()
            script.runMainQueue()
            script.settle()
            // Each context handed over completed exactly once.
            if script.completions.count != script.contextsStarted || script.openContext != nil {
                failures.append("seed \(seed): \(script.contextsStarted) contexts, \(script.completions.count) completions")
            }
            if script.displayLinkRunning { failures.append("seed \(seed): display link running at the end") }
            // No invisible sheet stays presented: hidden means gone.
            let hidden = script.lifecycle.engine.phase == .dismissed || script.lifecycle.engine.phase == .hidden
            if hidden, script.isPresented { failures.append("seed \(seed): hidden but still presented") }
            // A sheet on a sheet that went away leaves nothing covered below it.
            if overSheet, script.lifecycle.isTornDown, let last = script.coverReports.last, last.depth != 0 {
                failures.append("seed \(seed): gone, but the sheet below is still covered (\(last))")
            }
            if script.lifecycle.isTornDown {
                outcomes.torn += 1
                if script.scrollViewTracked || script.presentingEffectApplied { failures.append("seed \(seed): retained after teardown") }
            } else if script.isPresented {
                outcomes.presented += 1
            }
            outcomes.completions += script.completions.count
            failures += script.violations.map { "seed \(seed): \($0)" }
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(outcomes.torn > 500 && outcomes.presented > 500, "\(outcomes)")   // per chunk of 2,500
    }
}
