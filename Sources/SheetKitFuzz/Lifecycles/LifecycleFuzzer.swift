/// UIKit-plausible callback orders around every lifecycle on the shared shell: a presented
/// sheet (``SheetLifecycle``), an embedded panel (``PanelLifecycle``), a navigation, tab or
/// reveal transition (``TrackTransitionLifecycle``), a card zoom, a centred card and a card
/// press, each played by a driver that performs the actions as the UIKit runner does.
/// Contexts arrive as asked, late, unexpectedly or twice; dismissals complete or are cancelled;
/// pans, presses, layout changes, the background and teardown come in random orders with
/// hostile numbers and times. Checked after every step: UIKit's context contract (each context
/// completed exactly once, finish or cancel first when interactive, percents in 0...1), the
/// display link (started and stopped alternately, only ticks while running, stopped when
/// nothing moves), every number the adapter applies finite, events that agree with the phase,
/// nothing performed after teardown; at the end, nothing left open and every completion run.
package struct LifecycleFuzzer: Fuzzer {
    /// Creates the fuzzer.
    package init() {}

    package var name: String { "lifecycles" }

    package var summary: String {
        "UIKit callback orders around every lifecycle: one completion per context, finite actions, display link gating, nothing after teardown"
    }

    /// The run loop with this fuzzer's cases and check.
    var fuzzing: SteppedFuzzing<LifecycleCase> {
        SteppedFuzzing(name: name, makeCase: LifecycleCase.makeCase, check: LifecycleCheck.run)
    }

    package func run(seed: UInt64, budget: FuzzBudget, context: FuzzContext) -> FuzzReport {
        fuzzing.run(seed: seed, budget: budget, context: context)
    }
}

extension LifecycleCase: SteppedCase {}
