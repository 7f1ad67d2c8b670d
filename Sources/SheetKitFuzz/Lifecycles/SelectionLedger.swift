import SheetKit

/// The app's and VoiceOver's requests to a sheet (detent selections, grabber steps, the
/// keyboard, sheets stacked above) as events, and the completions of detent moves, each of
/// which must run exactly once: when the sheet rests on its detent, when something else
/// intervenes, or at the end of the presentation.
struct SelectionLedger {
    /// How many times each completion ran, by token.
    private(set) var runs: [Int] = []

    /// The spring of a detent move the app animates: UIKit's default sheet spring.
    static let moveSpring = MotionSpring(response: 0.4, dampingRatio: 1)

    /// The event `step` stands for at `time` (in seconds); a selection with a completion takes
    /// a new token.
    mutating func event(for step: FuzzStep, time: Double, container: SheetContainer) -> SheetLifecycleEvent {
        switch step {
        case .selectDetent(let index, let animated, let completion):
            let detent = FuzzStep.detentNames[index % FuzzStep.detentNames.count]
            guard completion else { return .selectDetent(detent, animated: animated, time: time) }
            return .moveToDetent(detent, spring: animated ? Self.moveSpring : nil, time: time, completion: newToken())
        // A step of 0 stands for the grabber's activation (the core picks its step).
        case .adjust(0):
            return .grabberActivated(time: time)
        case .adjust(let step):
            return .grabberAdjusted(step: step, time: time)
        case .keyboard(let height, let duration):
            return .keyboardWillChange(covered: SheetInsets(top: 0, left: 0, bottom: height, right: 0), ownsKeyboard: true,
                                       duration: duration, time: time)
        case .covered(let depth, let progress):
            return .coveredBySheet(depth: depth, progress: progress)
        default:
            return .detentsInvalidated(animated: true, time: time)
        }
    }

    /// A new completion's token (a detent move's, a panel's show or hide).
    mutating func newToken() -> Int {
        runs.append(0)
        return runs.count - 1
    }

    /// Counts a completion the adapter runs.
    mutating func record(_ action: SheetLifecycleAction) throws {
        guard case .completeSelection(let token, _) = action else { return }
        guard runs.indices.contains(token) else { throw FuzzViolation(category: "unknown completion", message: "token \(token)") }
        runs[token] += 1
        if runs[token] > 1 { throw FuzzViolation(category: "completion ran twice", message: "token \(token)") }
    }

    /// At the end: every completion ran exactly once.
    func checkAllRan() throws {
        if let token = runs.firstIndex(where: { $0 != 1 }) {
            throw FuzzViolation(category: "completion ran \(runs[token]) times", message: "token \(token)")
        }
    }
}
