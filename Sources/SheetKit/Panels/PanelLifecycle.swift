/// An embedded panel's life as a value: the view half a presented sheet has (``SheetView``:
/// the engine, the drag, the hand-off, the keyboard, the display link, the notifications) with
/// the panel's own show and hide requests in place of UIKit's presentation transitions.
///
/// A panel that lives in a parent view controller (a child, not presented) has no UIKit
/// presentation and plays none: showing presents the engine in the panel's container, hiding
/// dismisses it, and the engine's own events say when the panel arrived or left.
///
/// ```swift
/// var panel = PanelLifecycle(configuration: .persistentPanel())
/// panel.show(in: .phonePortrait, animated: true, time: 0)
/// while let action = panel.nextAction() {
///     // perform it: .layout(frame), .setDimming(alpha), .startDisplayLink, …
/// }
/// ```
///
/// ## Its own rules
/// - A panel never changes its parent's view: its configuration's
///   ``SheetConfiguration/presentingEffect`` is ``PresentingEffectConfiguration/none``; it is
///   never asked to report to a sheet below, and it has no transition to pause or complete.
/// - A panel that appears posts ``SheetLifecycleAction/postLayoutChanged``: it joins the screen,
///   it does not replace it, so VoiceOver's focus stays where it is.
/// - Shown (again) after it was hidden, the panel starts afresh in the latest container, at
///   the detent the app selected while it was hidden or hiding (``SheetLifecycleEvent/selectDetent(_:animated:time:)``,
///   ``SheetLifecycleEvent/moveToDetent(_:spring:time:completion:)``, whose completion runs
///   not finished: nothing moved), or else at its configuration's initial detent. A hide the
///   user pulls back goes to that detent instead.
/// - A request that comes while the opposite motion runs (a show while hiding, a hide while
///   showing) waits for it to end; a later request replaces a waiting one. The app's hide
///   during the user's (a finger pulling the panel out, or its release) takes it over: the
///   finger could still bring the panel back, and the app asked for it gone.
/// - A hide ends editing in the panel (``SheetLifecycleAction/endEditing``): the app's as it
///   begins, the user's once the panel is hidden. The panel stays in its parent, so a text
///   field in it would otherwise keep the keyboard up over the parent, and a show would find
///   it covering the panel.
/// - Completions (``show(in:animated:time:completion:)``, ``hide(animated:time:completion:)``)
///   come back as ``SheetLifecycleAction/completeSelection(token:finished:)``, once each:
///   finished when the panel reaches the asked visibility, not finished when it comes to rest
///   in the other one first, when a later request replaces it, or on ``tearDown()``.
/// - The user may hide it (drag it below its smallest detent, tap the dimmed area, VoiceOver's
///   escape) only with ``allowsUserHiding``: the permission the engine asks for is answered
///   with it, without any delegate. Without it, VoiceOver's escape is not an attempt: it is
///   passed on to what holds the panel (a navigation controller pops the screen), and no
///   attempt is reported for what another view takes.
package struct PanelLifecycle: SheetEventHandling, Sendable {
    /// The view half.
    var view: SheetView
    /// The show and hide requests.
    var presence: PanelPresence

    /// Creates the lifecycle of a hidden panel.
    /// - Parameters:
    ///   - configuration: The panel's configuration (its presenting effect is removed).
    ///   - allowsUserHiding: Whether the user may hide the panel. Default `false`.
    package init(configuration: SheetConfiguration, allowsUserHiding: Bool = false) {
        let embedded = PanelPresence.embedded(configuration)
        view = SheetView(configuration: embedded, dismissalPermission: .askWhenNeeded)
        presence = PanelPresence(configuration: embedded, allowsUserHiding: allowsUserHiding)
    }

    /// Whether the user may hide the panel (drag it below its smallest detent, tap the dimmed
    /// area, VoiceOver's escape gesture). Default `false`: a persistent panel resists below
    /// its smallest detent and reports the attempt.
    package var allowsUserHiding: Bool {
        get { presence.allowsUserHiding }
        set { presence.allowsUserHiding = newValue }
    }

    /// Where the panel is.
    package var visibility: PanelVisibility { presence.stage.visibility }

    /// The configuration the panel shows with next (presenting effect removed).
    package var configuration: SheetConfiguration { presence.configuration }

    /// The latest container, in which the panel shows (again).
    package var container: SheetContainer? { presence.container }

    /// The engine that makes every motion decision.
    package var engine: SheetEngine { view.engine }

    /// The engine's current output.
    package var output: SheetOutput { view.engine.output }

    /// Whether the lifecycle has ended (torn down, or hidden until the next show): every event
    /// but a show is ignored.
    package var isTornDown: Bool { view.shell.isTornDown }

    /// Whether a detent selected now is kept for the next show: while the panel is hidden or
    /// hiding (the engine on its way out takes no selection, and a show may be waiting).
    private var isPreselecting: Bool { visibility == .hidden || visibility == .hiding }

    /// Keeps `identifier` for the next show. One the configuration does not have yet waits,
    /// as the engine keeps such a selection (``SheetEngine/selectionReadBack``), unless the app
    /// was already told it was not taken (`answered`: a move whose completion ran not finished).
    private mutating func preselect(_ identifier: Detent.Identifier, answered: Bool) {
        guard !answered || presence.configuration.detents.contains(where: { $0.identifier == identifier }) else { return }
        presence.preselectedDetent = identifier
    }

    /// The selected detent: where the panel rests or heads; hidden, where the next show goes
    /// (the detent selected meanwhile, or the configuration's initial detent); hiding, the
    /// detent selected meanwhile, or the one it leaves from (a hide the user pulls back
    /// stays there).
    package var selectedDetentIdentifier: Detent.Identifier {
        if let preselected = presence.preselectedDetent { return preselected }
        guard visibility == .hidden else { return engine.selectionReadBack }
        return engine.requestedDetentIdentifier ?? SheetEngine.initialDetent(of: presence.configuration, in: engine.layout)
    }

    /// Whether a drag may begin now.
    package var canBeginDrag: Bool { view.engine.canBeginDrag && presence.acceptsGestures }

    /// Whether the panel is on its way out: hiding, or torn down.
    package var isLeaving: Bool { visibility == .hiding || isTornDown }

    /// Whether taking the panel out of its parent still applies when the completion of the
    /// hide that preceded it runs (`SheetPanelController.removePanelFromParent`): the panel is
    /// hidden. A show asked for during that hide waits for it and starts as it lands, before
    /// its completion is performed (the completion is queued first, the show's state is taken
    /// at once), so a panel shown again is not removed.
    package var removalApplies: Bool { visibility == .hidden }

    /// Takes one event (UIKit's presentation callbacks do not apply to a panel and are
    /// ignored) and queues the actions to perform.
    package mutating func handle(_ event: SheetLifecycleEvent) {
        switch event {
        case .configurationChanged(let configuration, let animated, let spring, let time):
            presence.configuration = PanelPresence.embedded(configuration)
            view.handle(.configurationChanged(presence.configuration, animated: animated, spring: spring, time: time), presence: &presence)
        case .containerChanged(let container, _):
            presence.container = container
            view.handle(event, presence: &presence)
        case .selectDetent(let identifier, _, _) where isPreselecting:
            preselect(identifier, answered: false)
        case .moveToDetent(let identifier, _, _, let completion) where isPreselecting:
            preselect(identifier, answered: completion != nil)
            if let completion { view.queue(.completeSelection(token: completion, finished: false)) }
        case .escape where !presence.allowsUserHiding:
            // Not an attempt to hide: the escape passes on (``isLeaving`` stays false) to what
            // holds the panel, whose own escape (a navigation controller's pop) then runs.
            return
        case .tearDown:
            tearDown()
        default:
            view.handle(event, presence: &presence)
        }
    }

    /// Shows the panel in `container` (on its spring when `animated`), now or once a running
    /// hide ends; `completion` is the token of the completion to run when it arrives.
    package mutating func show(in container: SheetContainer, animated: Bool, time: Double, completion: Int? = nil) {
        presence.container = container
        presence.request(PanelPresence.Request(target: .shown, animated: animated, completion: completion), time: time, view: &view)
    }

    /// Hides the panel (on its spring when `animated`), now or once a running show ends.
    package mutating func hide(animated: Bool, time: Double, completion: Int? = nil) {
        presence.request(PanelPresence.Request(target: .hidden, animated: animated, completion: completion), time: time, view: &view)
    }

    /// The panel goes away: waiting completions run not finished and everything stops.
    package mutating func tearDown() {
        presence.tearDown(view: &view)
    }

    /// The next action to perform, or `nil`.
    package mutating func nextAction() -> SheetLifecycleAction? {
        view.nextAction(presence: &presence)
    }
}
