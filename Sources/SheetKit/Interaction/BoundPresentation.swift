/// Keeps a sheet on screen exactly when a Boolean says so (SwiftUI's `isPresented`
/// binding), across transitions that take time.
///
/// UIKit cannot present while a transition runs, while something else is presented, or from a
/// view that is not in a window, and the binding may flip any number of times in the
/// meantime. This value remembers what is on screen and what was last asked for, and answers
/// every change with the one thing to do next. The sheet can also go away without the binding
/// asking (the user pulls it down, the content calls `dismiss`): the binding must then be set
/// back to `false`.
///
/// ```swift
/// var presentation = BoundPresentation()
/// presentation.request(presented: true, availability: .available)   // .present
/// presentation.request(presented: false, availability: .available)  // .none: wait for it to arrive
/// presentation.presentationEnded(completed: true)                   // .dismiss
/// presentation.dismissalEnded()                                     // .none
/// ```
package struct BoundPresentation: Hashable, Sendable {
    /// Where the presentation is.
    package enum Phase: String, Hashable, Sendable {
        /// Nothing on screen.
        case hidden
        /// A presentation transition runs.
        case presenting
        /// On screen, no transition running.
        case presented
        /// A dismissal the binding asked for runs.
        case dismissing
    }

    /// Whether a presentation can start from the anchor now.
    package enum Availability: String, Hashable, Sendable {
        /// It can.
        case available
        /// The anchor's view is not in a window: it presents when it appears.
        case notInWindow
        /// Something else is presented from it, or a transition runs: try again shortly.
        case busy
    }

    /// What the caller must do.
    package enum Action: Hashable, Sendable {
        /// Nothing now.
        case none
        /// Present the sheet, then report ``presentationChecked(accepted:)`` on the next turn of
        /// the main queue and ``presentationEnded(completed:)`` when the transition ends.
        case present
        /// Dismiss the sheet, then report ``dismissalChecked(accepted:)`` after
        /// ``dismissalCheckDelay`` and ``dismissalEnded()`` when it is gone.
        case dismiss
        /// The sheet went away without the binding asking: set the binding to `false` (on the
        /// next turn during SwiftUI's update), then report ``clearBindingEnded()``.
        case clearBinding
        /// The sheet is wanted but cannot be presented now: ask again after this many seconds,
        /// reporting ``retryFired()`` first. Only one retry is pending at a time: until it
        /// fires, requests that would retry answer ``none``.
        case retry(after: Double)
    }

    /// How long to wait before asking again when the anchor is busy, in seconds (a tenth of a
    /// second: an alert or another sheet closing takes about three).
    package static let retryInterval = 0.1

    /// Where the presentation is.
    package private(set) var phase: Phase = .hidden
    /// What the binding asked for last.
    package private(set) var wantsPresented = false
    /// Whether a ``Action/retry(after:)`` was answered and has not fired yet: SwiftUI may
    /// update the view many times while the anchor is busy, and each update must not start
    /// another chain of retries.
    package private(set) var isRetryPending = false
    /// Whether a ``Action/clearBinding`` was answered and not yet reported written or
    /// dropped (``clearBindingEnded()``). A clear answered during SwiftUI's update is written
    /// on the next turn (SwiftUI forbids modifying state during one), and until then the
    /// binding still reads `true`: a request in between (a retry, the view appearing) must not
    /// take that for a wish to present again, or the sheet would come back and be dismissed
    /// once the clear lands.
    package private(set) var isClearingBinding = false

    /// A presentation that is hidden and not wanted.
    package init() {}

    /// Whether the content's dismiss action (`SheetDismissAction`) still closes its sheet by
    /// clearing the binding: only while that sheet is coming in or on screen. A sheet going
    /// out already was let go (the binding cleared, and perhaps set again since: a newer wish
    /// that a late tap on the old sheet's Close button must not clear).
    package var contentDismissApplies: Bool {
        phase == .presenting || phase == .presented
    }

    /// The binding's value, read on every update (and on each retry).
    /// - Parameters:
    ///   - presented: Whether the binding asks for the sheet.
    ///   - availability: Whether a presentation can start now.
    /// - Returns: ``Action/present``, ``Action/dismiss``, ``Action/retry(after:)`` or
    ///   ``Action/none``.
    ///   While a clear is on its way (``isClearingBinding``), `true` is the value it clears
    ///   and answers ``Action/none``; `false` means the binding reads cleared already (the
    ///   app set it): the clear is over, and a later `true` is the app's wish again.
    package mutating func request(presented: Bool, availability: Availability) -> Action {
        if isClearingBinding {
            guard !presented else { return .none }
            isClearingBinding = false
        }
        wantsPresented = presented
        return nextStep(availability: availability)
    }

    /// The anchor wrote the clear ``Action/clearBinding`` asked for, or did not because it
    /// was no longer clearing when the put-off write ran (a request read the binding `false`
    /// meanwhile): either way the binding's value is the app's again, and the next
    /// ``request(presented:availability:)`` takes it. An anchor writes a put-off clear only
    /// while ``isClearingBinding``.
    package mutating func clearBindingEnded() {
        isClearingBinding = false
    }

    /// The presentation transition ended.
    ///
    /// A presentation that completes while nothing was thought to be on screen was not asked
    /// for here: one UIKit took after ``presentationChecked(accepted:)`` had taken it for
    /// refused, or a panel the app showed through its controller, not its binding. It is on
    /// screen: it is taken over as presented, and dismissed unless the binding wants it.
    /// - Parameter completed: `false` when it was cancelled (the user pushed the sheet back
    ///   out while it came in).
    /// - Returns: ``Action/clearBinding`` after a cancelled presentation that is still
    ///   wanted, ``Action/dismiss`` when the binding turned `false` meanwhile (or never asked
    ///   for it), otherwise ``Action/none``.
    package mutating func presentationEnded(completed: Bool) -> Action {
        if phase == .hidden, completed {
            phase = .presented
            return nextStep(availability: .available)
        }
        guard phase == .presenting else { return .none }
        guard completed else {
            phase = .hidden
            return clearBindingIfWanted()
        }
        phase = .presented
        return nextStep(availability: .available)
    }

    /// Whether UIKit took the presentation it was asked for, checked on the next turn of the
    /// main queue (a `present` that UIKit refuses mid-transition never calls its completion).
    /// - Parameter accepted: Whether the sheet is being presented (its presenting view
    ///   controller is set).
    /// - Returns: ``Action/retry(after:)`` after a refusal while the sheet is still wanted;
    ///   otherwise ``Action/none``.
    package mutating func presentationChecked(accepted: Bool) -> Action {
        guard phase == .presenting, !accepted else { return .none }
        phase = .hidden
        return nextStep(availability: .busy)
    }

    /// What a check ``BoundPresentation/dismissalCheckDelay`` after a ``Action/dismiss``
    /// found.
    package enum DismissalCheck: Hashable, Sendable {
        /// UIKit began nothing (it refuses a `dismiss` while a transition runs, and never
        /// calls back).
        case refused
        /// The dismissal runs: its end reports ``BoundPresentation/dismissalEnded()``.
        case underWay
        /// The sheet is no longer presented. When no end was reported, UIKit took it away
        /// without telling it: a `dismiss` from below a sheet that presents something
        /// (an alert, another sheet) animates only the top one and removes the ones between.
        case gone
    }

    /// How long after a ``Action/dismiss`` its ``dismissalChecked(accepted:)`` comes, in
    /// seconds: UIKit may begin a dismissal after the current Core Animation commit, later than
    /// the next turn of the main queue, and one tenth of a second is well past it.
    package static let dismissalCheckDelay = retryInterval

    /// Whether UIKit took the dismissal ``Action/dismiss`` asked for, checked
    /// ``dismissalCheckDelay`` after it: a `dismiss` that UIKit refuses (an alert or a dialog
    /// the sheet presents still comes in or goes out) never calls back, and the sheet would
    /// stay on screen for good while the binding reads `false`.
    /// - Parameter accepted: Whether a dismissal of the sheet began, or it is gone.
    /// - Returns: After a refusal, ``Action/dismiss`` again while the binding still does not
    ///   want the sheet; otherwise ``Action/none`` (a refused dismissal of a sheet wanted again
    ///   leaves it on screen).
    package mutating func dismissalChecked(accepted: Bool) -> Action {
        guard phase == .dismissing, !accepted else { return .none }
        phase = .presented
        return nextStep(availability: .available)
    }

    /// The sheet is gone: after the dismissal the binding asked for, or after one from
    /// elsewhere (the user's pull or tap, the content's own `dismiss`).
    /// - Returns: ``Action/clearBinding`` when the sheet went away on its own while still
    ///   wanted; ``Action/present`` when the binding turned `true` again during a dismissal it
    ///   asked for; otherwise ``Action/none``.
    package mutating func dismissalEnded() -> Action {
        switch phase {
        case .hidden:
            return .none
        case .dismissing:
            phase = .hidden
            return nextStep(availability: .available)
        case .presenting, .presented:
            phase = .hidden
            return clearBindingIfWanted()
        }
    }

    /// A dismissal transition ended without completing: the user's pull let go short, or
    /// a finger caught the closing view and brought it back. It is on screen again.
    ///
    /// A dismissal the binding asked for while the user's own pull ran did not happen: UIKit
    /// starts no dismissal while another transition runs, and this one was cancelled.
    /// - Returns: ``Action/retry(after:)`` when the binding no longer wants it (the retry's
    ///   ``request(presented:availability:)`` then dismisses it, once UIKit has finished with
    ///   the cancelled transition); otherwise ``Action/none``.
    package mutating func dismissalCancelled() -> Action {
        guard phase == .dismissing || phase == .presented else { return .none }
        phase = .presented
        return wantsPresented ? .none : retry()
    }

    /// The sheet went away without the binding asking: the binding is to be cleared, and
    /// nothing is wanted any more.
    private mutating func clearBindingIfWanted() -> Action {
        guard wantsPresented else { return .none }
        wantsPresented = false
        isClearingBinding = true
        return .clearBinding
    }

    /// A ``Action/retry(after:)`` answered earlier fired: the next request may answer another.
    /// Call it before the retry's ``request(presented:availability:)``.
    package mutating func retryFired() {
        isRetryPending = false
    }

    /// A retry, unless one is pending already.
    private mutating func retry() -> Action {
        guard !isRetryPending else { return .none }
        isRetryPending = true
        return .retry(after: Self.retryInterval)
    }

    /// What to do for the wanted state from the current phase: start what is missing, or
    /// wait for the running transition to end.
    private mutating func nextStep(availability: Availability) -> Action {
        switch (phase, wantsPresented, availability) {
        case (.hidden, true, .available):
            phase = .presenting
            return .present
        case (.hidden, true, .busy):
            return retry()
        case (.presented, false, _):
            phase = .dismissing
            return .dismiss
        default:
            return .none
        }
    }
}
