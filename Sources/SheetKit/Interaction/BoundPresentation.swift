/// Keeps a sheet on screen exactly when a Boolean says so (SwiftUI's `isPresented`
/// binding), across transitions that take time.
///
/// UIKit cannot present while a transition runs or from a view that is not in a window, and
/// the binding may flip any number of times in the meantime. This value remembers what is on
/// screen and what was last asked for, and answers every change with the one thing to do
/// next. The user can also end the presentation (a pull, a tap outside, a presentation caught
/// and pushed back): the binding must then be set back to `false`.
///
/// ```swift
/// var presentation = BoundPresentation()
/// presentation.request(presented: true, canPresent: true)     // .present
/// presentation.request(presented: false, canPresent: true)    // .none: wait for it to finish
/// presentation.presentationEnded(completed: true)             // .dismiss
/// presentation.dismissalEnded(byUser: false)                  // .none
/// ```
public struct BoundPresentation: Hashable, Sendable {
    /// Where the presentation is.
    public enum Phase: String, Hashable, Sendable {
        /// Nothing on screen.
        case hidden
        /// A presentation transition runs.
        case presenting
        /// On screen, no transition running.
        case presented
        /// A dismissal transition runs.
        case dismissing
    }

    /// What the caller must do.
    public enum Action: String, Hashable, Sendable {
        /// Nothing now.
        case none
        /// Present the sheet, then report ``presentationEnded(completed:)``.
        case present
        /// Dismiss the sheet, then report ``dismissalEnded(byUser:)``.
        case dismiss
        /// The user ended the presentation: set the binding to `false`.
        case clearBinding
    }

    /// Where the presentation is.
    public private(set) var phase: Phase = .hidden
    /// What the binding asked for last.
    public private(set) var wantsPresented = false

    /// A presentation that is hidden and not wanted.
    public init() {}

    /// The binding's value, read on every update.
    /// - Parameters:
    ///   - presented: Whether the binding asks for the sheet.
    ///   - canPresent: Whether a presentation can start now (the presenting view is in a
    ///     window). When it cannot, a wanted presentation waits for the next request.
    /// - Returns: ``Action/present``, ``Action/dismiss`` or ``Action/none``.
    public mutating func request(presented: Bool, canPresent: Bool) -> Action {
        wantsPresented = presented
        return nextStep(canPresent: canPresent)
    }

    /// The presentation transition ended.
    /// - Parameter completed: `false` when it was cancelled (the user pushed the sheet back
    ///   out while it came in).
    /// - Returns: ``Action/clearBinding`` after a cancelled presentation that is still
    ///   wanted, ``Action/dismiss`` when the binding turned `false` meanwhile, otherwise
    ///   ``Action/none``.
    public mutating func presentationEnded(completed: Bool) -> Action {
        guard phase == .presenting else { return .none }
        guard completed else {
            phase = .hidden
            return wantsPresented ? .clearBinding : .none
        }
        phase = .presented
        return nextStep(canPresent: true)
    }

    /// The sheet is gone.
    /// - Parameter byUser: Whether the user dismissed it (rather than the binding).
    /// - Returns: ``Action/clearBinding`` when the user dismissed a sheet the binding still
    ///   wants; ``Action/present`` when the binding turned `true` again during a dismissal it
    ///   asked for; otherwise ``Action/none``.
    public mutating func dismissalEnded(byUser: Bool) -> Action {
        guard phase != .hidden else { return .none }
        phase = .hidden
        if byUser { return wantsPresented ? .clearBinding : .none }
        return nextStep(canPresent: true)
    }

    /// What to do for the wanted state from the current phase: start what is missing, or
    /// wait for the running transition to end.
    private mutating func nextStep(canPresent: Bool) -> Action {
        switch (phase, wantsPresented) {
        case (.hidden, true) where canPresent:
            phase = .presenting
            return .present
        case (.presented, false):
            phase = .dismissing
            return .dismiss
        default:
            return .none
        }
    }
}
