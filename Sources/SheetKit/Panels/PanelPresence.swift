/// What puts an embedded panel on screen: the app's show and hide requests (see
/// ``PanelLifecycle``). The engine presents and dismisses itself; its events say when the
/// panel arrived or left, and a request that comes while the opposite motion runs waits.
package struct PanelPresence: SheetPresence {
    /// Where the panel is, with what a hide is for.
    enum Stage: Hashable, Sendable {
        /// Not on screen.
        case hidden
        /// Coming in.
        case showing
        /// On screen.
        case shown
        /// Going away, for `cause`; `interactive` when a finger (or its release) hides it, so
        /// a touch may still catch it.
        case hiding(cause: SheetChangeCause, interactive: Bool)

        /// The package visibility.
        var visibility: PanelVisibility {
            switch self {
            case .hidden: return .hidden
            case .showing: return .showing
            case .shown: return .shown
            case .hiding: return .hiding
            }
        }
    }

    /// A show or a hide the app asked for.
    struct Request: Sendable {
        /// The visibility asked for: ``PanelVisibility/shown`` or ``PanelVisibility/hidden``.
        var target: PanelVisibility
        /// Whether it moves on the spring.
        var animated: Bool
        /// The completion's token, if any.
        var completion: Int?
    }

    /// Where the panel is.
    var stage = Stage.hidden
    /// The configuration the panel shows with (presenting effect removed).
    var configuration: SheetConfiguration
    /// Whether the user may hide the panel.
    var allowsUserHiding: Bool
    /// The latest container.
    var container: SheetContainer?
    /// A request waiting for the running motion to end.
    var waiting: Request?
    /// Completions waiting for the panel to come to rest, with the visibility each asked for.
    var completions: [(token: Int, target: PanelVisibility)] = []
    /// The detent the app selected while the panel was hidden or hiding: where the next show
    /// goes instead of the configuration's initial detent, or where a hide the user pulls back
    /// goes (see ``PanelLifecycle``).
    var preselectedDetent: Detent.Identifier?

    /// A hidden panel's presence.
    init(configuration: SheetConfiguration, allowsUserHiding: Bool) {
        self.configuration = configuration
        self.allowsUserHiding = allowsUserHiding
    }

    /// `configuration` without a presenting effect: a panel never changes its parent's view.
    static func embedded(_ configuration: SheetConfiguration) -> SheetConfiguration {
        var embedded = configuration
        embedded.presentingEffect = .none
        return embedded
    }

    /// Whether the panel is in its container (from a show until it is hidden).
    package var isOnScreen: Bool { stage != .hidden }

    /// Whether a finger may catch the panel: on screen and not on its way out, unless a finger
    /// is hiding it.
    package var acceptsGestures: Bool {
        switch stage {
        case .showing, .shown: return true
        case .hiding(_, let interactive): return interactive
        case .hidden: return false
        }
    }

    /// UIKit's presentation callbacks do not apply to a panel; teardown is the lifecycle's.
    package mutating func handle(_ event: SheetLifecycleEvent, view: inout SheetView) {}

    /// A panel writes nothing of its own: no transition, no sheet below.
    package mutating func write(_ output: SheetOutput, view: inout SheetView) {}

    /// What the engine's events mean for the panel: it arrived, it left, a finger began to
    /// hide it or brought it back, an attempt to hide it, the permission (answered at once).
    package mutating func react(to output: SheetOutput, view: inout SheetView) {
        let events = output.events
        let cause = output.cause ?? .app
        if events.contains(.presented), stage == .showing {
            stage = .shown
            view.queue(.postLayoutChanged)
            view.queue(.notify(.didPresent))
            arrived(view: &view)
        }
        if events.contains(.presentationCancelled), stage == .showing {
            stage = .hidden
            view.queue(.notify(.didCancelPresentation))
            view.end()
            arrived(view: &view)
        }
        if events.contains(.willDismiss), stage == .shown {
            stage = .hiding(cause: cause, interactive: output.dismissesInteractively)
        }
        if events.contains(.dismissalCancelled), case .hiding(let hidingCause, _) = stage {
            stage = .shown
            view.dismissalUndone(cause: hidingCause)
            // A detent the app selected while the panel was on its way out: it stays, so it goes there.
            if let detent = preselectedDetent {
                preselectedDetent = nil
                view.drive(.selectDetent(detent, animated: true, time: view.engine.now), presence: &self)
            }
            arrived(view: &view)
        }
        if events.contains(.dismissed), case .hiding(let hidingCause, _) = stage {
            stage = .hidden
            // The app's own hide ended editing as it began.
            if hidingCause == .user { view.queue(.endEditing) }
            view.dismissalEnded(cause: hidingCause)
            view.end()
            arrived(view: &view)
        }
        if events.contains(.didAttemptToDismiss) { view.queue(.notify(.didAttemptToDismiss)) }
        if events.contains(.needsDismissalPermission) { view.drive(.dismissalPermission(allowsUserHiding), presence: &self) }
    }

    /// Shows or hides as `request` asks: at once from rest, after the running motion when it
    /// goes the other way, replacing a waiting request.
    mutating func request(_ request: Request, time: Double, view: inout SheetView) {
        switch stage.visibility {
        case request.target:
            if let token = request.completion { view.queue(.completeSelection(token: token, finished: true)) }
        case .showing where request.target == .shown, .hiding where request.target == .hidden:
            // On its way already: a waiting opposite request is replaced.
            if let token = waiting?.completion { view.queue(.completeSelection(token: token, finished: false)) }
            waiting = nil
            if let token = request.completion { completions.append((token, request.target)) }
            // A finger's hide (still under the finger, or its release) could still go back:
            // the app's hide takes it over, and the finger no longer holds the panel.
            if case .hiding(let cause, interactive: true) = stage {
                stage = .hiding(cause: cause, interactive: false)
                view.drive(.dismiss(animated: request.animated, time: view.shell.time(time)), presence: &self)
            }
        case .showing, .hiding:
            if let token = waiting?.completion { view.queue(.completeSelection(token: token, finished: false)) }
            waiting = request
        case .hidden, .shown:
            if let token = request.completion { completions.append((token, request.target)) }
            if request.target == .shown {
                show(animated: request.animated, time: time, view: &view)
            } else {
                hide(animated: request.animated, time: time, view: &view)
            }
        }
    }

    /// Starts afresh in the latest container and presents the engine there.
    /// A detent selected while hidden is where it goes, once.
    private mutating func show(animated: Bool, time: Double, view: inout SheetView) {
        guard let container else { return }
        // A selection still waiting for its detent in the engine that ends here goes on
        // waiting in the new one (re-review: it was lost over a hide and a show).
        if preselectedDetent == nil { preselectedDetent = view.engine.requestedDetentIdentifier }
        view.restart(configuration: configuration)
        stage = .showing
        view.drive(.updateContainer(container), presence: &self)
        if let detent = preselectedDetent {
            preselectedDetent = nil
            view.drive(.selectDetent(detent, animated: false, time: view.shell.time(time)), presence: &self)
        }
        view.drive(.present(animated: animated, time: view.shell.time(time)), presence: &self)
    }

    /// Dismisses the engine, for the app; editing in the panel ends as it goes (a text field
    /// in a hidden panel would keep the keyboard up over the parent).
    private mutating func hide(animated: Bool, time: Double, view: inout SheetView) {
        stage = .hiding(cause: .app, interactive: false)
        view.queue(.endEditing)
        view.drive(.dismiss(animated: animated, time: view.shell.time(time)), presence: &self)
    }

    /// The panel came to rest shown or hidden: completions run, finished when they asked for
    /// where it is, and a waiting request starts.
    private mutating func arrived(view: inout SheetView) {
        let visibility = stage.visibility
        for completion in completions {
            view.queue(.completeSelection(token: completion.token, finished: completion.target == visibility))
        }
        completions.removeAll()
        guard let request = waiting else { return }
        waiting = nil
        self.request(request, time: view.engine.now + view.shell.clock.offset, view: &view)
    }

    /// Waiting completions run not finished, and everything stops. A hidden panel already
    /// stopped everything when it left (`SheetView.end()`): it is not ended again, so the
    /// content's safe area is given back once (`removePanelFromParent` tears down from the
    /// hide's completion).
    mutating func tearDown(view: inout SheetView) {
        let alreadyEnded = view.shell.isTornDown
        stage = .hidden
        if let token = waiting?.completion { view.queue(.completeSelection(token: token, finished: false)) }
        waiting = nil
        for completion in completions { view.queue(.completeSelection(token: completion.token, finished: false)) }
        completions.removeAll()
        guard !alreadyEnded else { return }
        view.end()
    }
}
