import SheetKit

/// UIKit's side of what the runner performs itself (`RunnerCall`): the display link and the
/// transition contexts, with UIKit's contracts checked on every call.
///
/// The contracts (`UIViewControllerTransitioning.h`): `completeTransition(_:)` exactly once per
/// context; for an interactive context `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()` first, once, matching the completion;
/// `updateInteractiveTransition(_:)` only inside an interactive context, with a percent in
/// 0...1. The display link is started only while stopped and stopped only while running.
struct RunnerModel {
    /// A context UIKit handed over.
    struct Context {
        /// Its number, in the order contexts were handed over.
        var id: Int
        /// Whether it is interactive (a paused non-interactive one becomes interactive).
        var interactive: Bool
        /// The finish or cancel already performed, if any.
        var ending: RunnerCall?
    }

    /// The context attached to the runner and not completed yet.
    private(set) var open: Context?
    /// How many times each context was completed, by context number.
    private(set) var completions: [Int] = []
    /// Whether the display link runs.
    private(set) var displayLinkRunning = false
    /// Contexts the runner refused and completed itself.
    private(set) var refused = 0

    /// UIKit hands a context over and the runner attaches it.
    /// - Returns: The context's number.
    mutating func attach(interactive: Bool) throws -> Int {
        if let open { throw FuzzViolation(category: "context attached over an open one", message: "context \(open.id) still open") }
        let id = completions.count
        completions.append(0)
        open = Context(id: id, interactive: interactive, ending: nil)
        return id
    }

    /// The runner completes a context the lifecycle does not expect at once (cancelled first
    /// when interactive): exactly once, by the runner.
    mutating func refuse() {
        completions.append(1)
        refused += 1
    }

    /// Performs `call` as the runner does, checking UIKit's contracts.
    /// - Returns: The context completed, with whether it completed, for `completeTransition`.
    @discardableResult
    mutating func perform(_ call: RunnerCall) throws -> (id: Int, completed: Bool)? {
        /// A violation of `category`.
        func fail(_ category: String, _ message: String) -> FuzzViolation { FuzzViolation(category: category, message: message) }
        switch call {
        case .startDisplayLink:
            guard !displayLinkRunning else { throw fail("display link started twice", "startDisplayLink while running") }
            displayLinkRunning = true
        case .stopDisplayLink:
            guard displayLinkRunning else { throw fail("display link stopped twice", "stopDisplayLink while stopped") }
            displayLinkRunning = false
        case .startAlongsideAnimations:
            guard let open, !open.interactive else { throw fail("alongside animations without a context", "no non-interactive context open") }
        case .pauseInteractiveTransition:
            guard let context = open, !context.interactive else { throw fail("pause without a context", "no non-interactive context open") }
            open?.interactive = true
        case .updateInteractiveTransition(let percent):
            guard open?.interactive == true else { throw fail("update outside an interactive context", "percent \(percent)") }
            guard percent.isFinite, (0...1).contains(percent) else { throw fail("percent out of 0...1", "percent \(percent)") }
        case .finishInteractiveTransition, .cancelInteractiveTransition:
            guard let context = open, context.interactive else { throw fail("finish or cancel outside an interactive context", "\(call)") }
            guard context.ending == nil else { throw fail("finish or cancel twice", "\(call) after \(String(describing: context.ending))") }
            open?.ending = call
        case .completeTransition(let completed):
            guard let context = open else { throw fail("completion without a context", "completeTransition(\(completed))") }
            if context.interactive, context.ending != (completed ? .finishInteractiveTransition : .cancelInteractiveTransition) {
                throw fail("completion without its finish or cancel", "completeTransition(\(completed)) after \(String(describing: context.ending))")
            }
            completions[context.id] += 1
            open = nil
            return (context.id, completed)
        }
        return nil
    }

    /// At the end of a case: no context is open and every context was completed exactly once.
    func checkAllCompleted() throws {
        if let open { throw FuzzViolation(category: "context never completed", message: "context \(open.id) still open at the end") }
        if let index = completions.firstIndex(where: { $0 != 1 }) {
            throw FuzzViolation(category: "context completed \(completions[index]) times", message: "context \(index)")
        }
    }
}
