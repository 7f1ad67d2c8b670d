/// Which UIKit transition a sheet's motion is driving.
public enum SheetTransitionKind: String, Hashable, Sendable {
    /// The sheet is being presented.
    case presentation
    /// The sheet is being dismissed.
    case dismissal
}

/// How a running transition ends.
public enum SheetTransitionOutcome: Hashable, Sendable {
    /// The transition completes (`finishInteractiveTransition` + `completeTransition(true)`).
    case finish
    /// The transition is undone (`cancelInteractiveTransition` + `completeTransition(false)`).
    case cancel
}

/// Maps the engine's phase onto a UIKit transition: when to finish it, when to cancel it,
/// and its percent complete. The UIKit layer asks after every output and ends the
/// transition the first time an outcome is returned (so it ends exactly once).
public struct SheetTransition: Hashable, Sendable {
    /// The transition's kind.
    public let kind: SheetTransitionKind
    /// Whether the transition is interactive (driven by a finger, then by the release spring).
    public let isInteractive: Bool

    /// Creates a description of a running transition.
    public init(kind: SheetTransitionKind, isInteractive: Bool) {
        self.kind = kind
        self.isInteractive = isInteractive
    }

    /// The outcome once the engine is in `phase`, or `nil` while the transition runs.
    ///
    /// - A presentation finishes when the sheet rests on a detent, and is cancelled when the
    ///   sheet ends hidden (an edge pan released back). A non-interactive presentation also
    ///   finishes when a touch catches the sheet: it is on screen and the drag continues in
    ///   the presented state.
    /// - A dismissal finishes when the sheet is hidden and is cancelled when it rests on a
    ///   detent again. A transition attached after the engine already ended (a quick release
    ///   before UIKit started the transition) ends at once the same way.
    public func outcome(in phase: SheetPhase) -> SheetTransitionOutcome? {
        switch (kind, phase) {
        case (.presentation, .idle): return .finish
        case (.presentation, .dismissed): return .cancel
        case (.presentation, .dragging), (.presentation, .settling): return isInteractive ? nil : .finish
        case (.dismissal, .dismissed): return .finish
        case (.dismissal, .idle): return .cancel
        default: return nil
        }
    }

    /// The transition's percent complete for a presentation progress, in 0...1: the progress
    /// itself when presenting, 1 − progress when dismissing.
    public func percentComplete(forProgress progress: Double) -> Double {
        let progress = progress.clamped(to: 0...1)
        return kind == .presentation ? progress : 1 - progress
    }
}
