/// An embedded panel's life as a value: the very ``SheetLifecycle`` (and so the very
/// ``SheetEngine``) a presented sheet has, with this value playing UIKit's part.
///
/// A panel that lives in a parent view controller (a child, not presented) has no UIKit
/// presentation: nobody calls `presentationTransitionWillBegin`, hands over a transition
/// context or answers `completeTransition(_:)`. This value stands in for UIKit. It sends the
/// lifecycle the callbacks UIKit would send, in UIKit's documented order, and performs the
/// UIKit calls the lifecycle asks for as the state changes UIKit would make; every other
/// action (frames, the surface's drawing, dimming, the scroll view, the display link,
/// notifications, completions) goes to the adapter unchanged. The springs, the drag, the hand-off and every decision are
/// therefore the presented sheet's.
///
/// ```swift
/// var host = EmbeddedPanelHost(configuration: .persistentPanel())
/// host.show(in: .phonePortrait, animated: true, time: 0)
/// while let action = host.nextAction() {
///     // perform it: .layout(frame), .setDimming(alpha), .startDisplayLink, …
/// }
/// ```
///
/// ## UIKit's part
/// | The lifecycle asks for | UIKit would | The host |
/// |---|---|---|
/// | (``show(in:animated:time:completion:)``) | call `presentationTransitionWillBegin`, then `animateTransition(using:)` | sends ``SheetLifecycleEvent/presentationWillBegin(container:time:)`` and ``SheetLifecycleEvent/transitionStarted(_:interactive:animated:time:)`` |
/// | (``hide(animated:time:completion:)``) | call `dismissalTransitionWillBegin`, then `animateTransition(using:)` | sends ``SheetLifecycleEvent/dismissalWillBegin`` and the dismissal's start |
/// | ``SheetLifecycleAction/completeTransition(_:)`` | call the transition's did-end from inside it | sends ``SheetLifecycleEvent/presentationDidEnd(completed:)`` or ``SheetLifecycleEvent/dismissalDidEnd(completed:)`` at once |
/// | ``SheetLifecycleAction/beginDismissal`` | ask whether it is interactive, then will-begin, then the context | the same, with ``SheetLifecycle/dismissalIsInteractive`` |
/// | ``SheetLifecycleAction/dismissWithoutAnimation`` | dismiss without animation | the same, not animated |
/// | ``SheetLifecycleAction/askDismissalPermission`` | ask `isModalInPresentation` and the delegate | answers ``allowsUserHiding`` |
/// | interactive progress, pause, finish, cancel; the alongside animations; the adaptive delegate | drive the transition coordinator and its interruptible animator | nothing: there is no transition coordinator |
/// | ``SheetLifecycleAction/coverPresentingSheet(depth:progress:)`` | (a sheet on a sheet tells the one below) | nothing: a panel is never presented over a sheet |
///
/// ## Its own rules
/// - A panel never changes its parent's view: its configuration's
///   ``SheetConfiguration/presentingEffect`` is ``PresentingEffectConfiguration/none``.
/// - A panel that appears posts ``SheetLifecycleAction/postLayoutChanged`` instead of
///   ``SheetLifecycleAction/postScreenChanged``: it joins the screen, it does not replace it,
///   so VoiceOver's focus stays where it is.
/// - Shown again after it was hidden, the panel starts a new lifecycle in the latest
///   container, at its configuration's initial detent: nothing is torn down in between.
/// - A request that comes while the opposite transition runs (a show while hiding, a hide
///   while showing) waits for it to end, as UIKit defers a dismissal asked for during a
///   presentation; a later request replaces a waiting one.
/// - Completions (``show(in:animated:time:completion:)``, ``hide(animated:time:completion:)``)
///   come back as ``SheetLifecycleAction/completeSelection(token:finished:)``, once each:
///   finished when the panel reaches the asked visibility, not finished when it comes to rest
///   in the other one first, when a later request replaces it, or on ``tearDown()``.
public struct EmbeddedPanelHost: SheetEventHandling, Sendable {
    /// Where the panel is.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// Not on screen (never shown, or hidden).
        case hidden
        /// Coming in.
        case showing
        /// On screen.
        case shown
        /// Going away.
        case hiding
    }

    /// The presented sheet's lifecycle that this value drives.
    public internal(set) var lifecycle: SheetLifecycle
    /// Whether the user may hide the panel (drag it below its smallest detent, tap the dimmed
    /// area, VoiceOver's escape gesture). Default `false`: a persistent panel resists below
    /// its smallest detent and reports the attempt.
    public var allowsUserHiding: Bool
    /// Where the panel is.
    public internal(set) var visibility: Visibility = .hidden
    /// The configuration the next lifecycle starts with (presenting effect removed).
    public internal(set) var configuration: SheetConfiguration
    /// The latest container, in which the panel shows again.
    public internal(set) var container: SheetContainer?

    /// A show or hide waiting for the running transition to end.
    var waiting: Request?
    /// Completions of the requests under way, with the visibility each waits for.
    var completions: [(token: Int, target: Visibility)] = []
    /// Actions for the adapter, in order.
    var pending = ActionQueue<SheetLifecycleAction>()

    /// A show or a hide the app asked for.
    struct Request: Sendable {
        var target: Visibility
        var animated: Bool
        var completion: Int?
    }

    /// Creates a hidden panel.
    /// - Parameters:
    ///   - configuration: The panel's configuration (its presenting effect is ignored).
    ///   - allowsUserHiding: Whether the user may hide the panel. Default `false`.
    public init(configuration: SheetConfiguration, allowsUserHiding: Bool = false) {
        let embedded = Self.embedded(configuration)
        self.configuration = embedded
        self.allowsUserHiding = allowsUserHiding
        self.lifecycle = SheetLifecycle(configuration: embedded)
    }

    /// `configuration` as a panel uses it: without a presenting effect.
    static func embedded(_ configuration: SheetConfiguration) -> SheetConfiguration {
        var embedded = configuration
        embedded.presentingEffect = .none
        return embedded
    }

    // MARK: Reading

    /// The engine's current output.
    public var output: SheetOutput { lifecycle.output }

    /// The next action to perform, or `nil` when there is none.
    /// - Complexity: O(1).
    public mutating func nextAction() -> SheetLifecycleAction? {
        pending.next()
    }
}
