import Foundation
import Testing
@testable import SheetKit
@testable import SheetKitFuzz

/// A fixed number of the lifecycle fuzzer's cases run with the suite, its checker is shown to
/// catch planted violations, and the cases that found the core's bugs replay clean.
@Suite("sheetkit-fuzz: the lifecycle fuzzer")
struct LifecycleFuzzerTests {
    /// Cases per seed: every lifecycle kind 20 times, under a second in a debug build.
    static let caseCount = 120

    @Test("Seeded cases: no violated invariant, every lifecycle kind reached", arguments: [1, 2, 3] as [UInt64])
    func seededCases(seed: UInt64) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fuzzer = LifecycleFuzzer()
        let report = fuzzer.run(seed: seed, budget: .cases(Self.caseCount), context: FuzzContext(outputDirectory: folder))
        #expect(report.casesTried == Self.caseCount && !report.failed, "\(report.text)")
        let counts = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.label, $0.value) })
        #expect(Set(counts.keys.map { String($0.prefix { $0 != "," }) }) == Set(LifecycleCase.Kind.allCases.map(\.rawValue)), "\(counts)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(fuzzer.fuzzing.currentCaseName).path))
    }

    @Test("A case depends only on its seed and index")
    func determinism() {
        #expect(LifecycleCase.makeCase(seed: 3, index: 7).text == LifecycleCase.makeCase(seed: 3, index: 7).text)
        #expect(LifecycleCase.makeCase(seed: 3, index: 7).text != LifecycleCase.makeCase(seed: 4, index: 7).text)
    }

    /// The cases the fuzzer shrank when it found the core's bugs (seeds 1 and 2), replayed: each
    /// broke an invariant before its fix (see `PanelRemovalTests`, `PanelAppStateWhileHiddenTests`,
    /// `CenteredCardImmediateDismissalTests`, `CenteredCardRecaughtDismissalTests`,
    /// `SelectionAfterEndTests`).
    @Test("The shrunk cases of the bugs it found replay clean", arguments: [
        (LifecycleCase.Kind.panel, [FuzzStep.appPresent(animated: true), .appDismiss(animated: true)]),
        (.panel, [.appPresent(animated: false), .background, .appDismiss(animated: false), .foreground, .appPresent(animated: true)]),
        (.centeredCard, [.appPresent(animated: false), .appDismiss(animated: false), .context(interactive: true, animated: true)]),
        (.centeredCard, [.appPresent(animated: false), .panBegan(x: 322, y: 374), .panEnded(x: 1891, y: -423), .panBegan(x: 98, y: 0),
                         .context(interactive: false, animated: true), .appDismiss(animated: false)]),
        (.sheet, [.teardown, .selectDetent(index: 0, animated: false, completion: true)]),
    ])
    func foundBugs(kind: LifecycleCase.Kind, steps: [FuzzStep]) {
        let replay = LifecycleCase(kind: kind, seed: 1, index: 1, synchronousContexts: false, steps: steps)
        #expect((try? LifecycleCheck.run(replay).get())?.hasPrefix(kind.rawValue) == true, "\(LifecycleCheck.run(replay))")
    }

    /// Seed 13 of the long run (case 159156, shrunk): a user's dismissal undone while its
    /// context was late, then a flick the delegate redirected. The app heard `willDismiss`
    /// twice, and after the fix of that, a `didDismiss` after its `didCancelDismissal` with no
    /// `willDismiss` between (`SheetView.announceDismissal`, `Presentation`).
    @Test("The dismissal notifications of seed 13's case pair up")
    func seed13DismissalNotices() {
        let steps: [FuzzStep] = [.appPresent(animated: false), .panBegan(x: 316.6978011446672, y: 591.3005277245857),
                                 .panChanged(x: -22.78836904969461, y: 421.7214926007463), .panChanged(x: -129.72514232156175, y: -1.0),
                                 .keyboard(height: 349.62751031756795, duration: 0.12909360097433042),
                                 .layout(width: 814.1814922317187, height: .infinity),
                                 .panEnded(x: -2703.0064853526615, y: 4727.436398152062)]
        let replay = LifecycleCase(kind: .sheet, seed: 13, index: 159156, synchronousContexts: false, steps: steps)
        #expect((try? LifecycleCheck.run(replay).get())?.hasPrefix("sheet") == true, "\(LifecycleCheck.run(replay))")
    }

    /// The long fuzz's seed 16, shrunk: a user's dismissal undone by the release, whose
    /// `willEndDragging` the app sent back to hidden while UIKit's cancelled context was
    /// completing; the app's own dismissal then ended it with a `didDismiss` after the
    /// `didCancelDismissal`. The renewed dismissal is asked of UIKit as the one the app heard
    /// begin.
    @Test("Seed 16: a dismissal the app's delegate renews while its cancelled context completes is announced once and ended once")
    func seed16DismissalNotices() {
        let steps: [FuzzStep] = [.appPresent(animated: true), .frames(count: 22, interval: 1.0 / 60),
                                 .panBegan(x: .nan, y: 1e308), .panChanged(x: 304.15944129897593, y: 229.55673551768552),
                                 .panChanged(x: 46.94512533966855, y: -217.6829572817623),
                                 .panEnded(x: 0.5, y: 1368.296129879298), .appDismiss(animated: true)]
        let replay = LifecycleCase(kind: .sheet, seed: 16, index: 524058, synchronousContexts: false, steps: steps)
        #expect((try? LifecycleCheck.run(replay).get())?.hasPrefix("sheet") == true, "\(LifecycleCheck.run(replay))")
    }

    /// UIKit's context contract as the runner model checks it: each planted misuse is caught
    /// with its category.
    @Test("The runner model catches every broken context and display-link contract", arguments: [
        ([RunnerCall.completeTransition(true)], "completion without a context"),
        ([.startDisplayLink, .startDisplayLink], "display link started twice"),
        ([.stopDisplayLink], "display link stopped twice"),
        ([.updateInteractiveTransition(0.5)], "update outside an interactive context"),
    ])
    func runnerContract(calls: [RunnerCall], category: String) {
        var runner = RunnerModel()
        #expect(caught { for call in calls { try runner.perform(call) } } == category)
    }

    @Test("An interactive context: finish or cancel first, once, matching, percents in 0...1; every context completed once")
    func interactiveContract() throws {
        var runner = RunnerModel()
        _ = try runner.attach(interactive: true)
        #expect(caught { try runner.perform(.updateInteractiveTransition(1.5)) } == "percent out of 0...1")
        #expect(caught { var copy = runner; try copy.perform(.completeTransition(true)) } == "completion without its finish or cancel")
        try runner.perform(.cancelInteractiveTransition)
        #expect(caught { var copy = runner; try copy.perform(.finishInteractiveTransition) } == "finish or cancel twice")
        #expect(caught { var copy = runner; try copy.perform(.completeTransition(true)) } == "completion without its finish or cancel")
        #expect(caught { try runner.checkAllCompleted() } == "context never completed")
        try runner.perform(.completeTransition(false))
        try runner.checkAllCompleted()
        #expect(caught { _ = try runner.attach(interactive: false); _ = try runner.attach(interactive: false) } == "context attached over an open one")
    }

    @Test("The value checks catch non-finite and out-of-range numbers and events against the phase")
    func valueChecks() {
        let frame = SheetFrame(surface: SheetRect(x: 0, y: .nan, width: 1, height: 1), content: SheetRect(x: 0, y: 0, width: 1, height: 1),
                               contentAttachedSafeAreaInset: 0)
        #expect(caught { try SheetActionValues.check(.layout(frame)) } == "non-finite frame.surface.y")
        #expect(caught { try SheetActionValues.check(.setDimming(1.5)) } == "dimming out of range")
        #expect(caught { try SheetActionValues.check(.notify(.didMove(extent: .infinity, progress: 0))) } == "non-finite didMove.extent")
        let settledWhileDragging = TrackOutput(phase: .tracking, position: 0, length: 10, progress: 0, velocity: 0, heading: nil, events: .finished)
        #expect(caught { try TrackInvariants.check(settledWhileDragging) } == "event contradicts phase")
        let outside = TrackOutput(phase: .tracking, position: 11, length: 10, progress: 1, velocity: 0, heading: nil, events: [])
        #expect(caught { try TrackInvariants.check(outside) } == "track.position out of range")
    }

    @Test("A planted violation is reported in the fuzzers' format and shrunk to the step that breaks it")
    func plantedViolation() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-plant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A checker that fails any case with a teardown: the shrinker must keep exactly one.
        let planted = SteppedFuzzing<LifecycleCase>(name: "planted", makeCase: LifecycleCase.makeCase) { fuzzCase in
            fuzzCase.steps.contains(.teardown) ? .failure(FuzzViolation(category: "planted", message: "a teardown")) : .success("clean")
        }
        let report = planted.run(seed: 1, budget: .cases(40), context: FuzzContext(outputDirectory: folder))
        #expect(report.failed && report.violations > 0 && report.text.contains("violation (planted)"))
        let shrunk = report.failures.first.map { String(decoding: $0.reproducer, as: UTF8.self) } ?? ""
        #expect(shrunk.components(separatedBy: "\n").filter { !$0.contains(":") && !$0.contains("seed") } == ["teardown"], "\(shrunk)")
        #expect(report.failures.first?.reproducerPath.map { FileManager.default.fileExists(atPath: $0) } == true)
    }
}

/// The category of the violation `body` throws, or `nil` when it throws none.
func caught(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let violation as FuzzViolation {
        return violation.category
    } catch {
        return "\(error)"
    }
}
