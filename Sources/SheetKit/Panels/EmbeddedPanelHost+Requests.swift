// What the app and the adapter ask of an embedded panel: events, showing, hiding, tearing down.
extension EmbeddedPanelHost {
    /// Takes one event from the adapter (gestures, frames, the container, the keyboard, the
    /// app's detent moves and configurations) and queues the actions to perform. UIKit's
    /// presentation callbacks are the host's own part: such events from outside are ignored,
    /// and so are an outside answer to the dismissal permission and
    /// ``SheetLifecycleEvent/presentedOverSheet(_:)`` (a panel is never presented, so never over a
    /// sheet). ``SheetLifecycleEvent/coveredBySheet(depth:progress:)`` is the lifecycle's: the
    /// panel's surface steps back as a sheet's does.
    /// - Complexity: O(1) per gesture event and frame, as ``SheetLifecycle/handle(_:)``.
    public mutating func handle(_ event: SheetLifecycleEvent) {
        switch event {
        case .configurationChanged(let configuration, let animated, let time):
            self.configuration = Self.embedded(configuration)
            lifecycle.handle(.configurationChanged(self.configuration, animated: animated, time: time))
        case .containerChanged(let container):
            self.container = container
            lifecycle.handle(event)
        case .tearDown:
            tearDown()
            return
        case .presentationWillBegin, .presentationDidEnd, .dismissalWillBegin, .dismissalDidEnd, .transitionStarted,
             .edgePanChanged, .edgePanEnded, .dismissalPermission, .presentedOverSheet:
            return
        default:
            lifecycle.handle(event)
        }
        drain()
    }

    /// Shows the panel in `container`, at its configuration's initial detent, on the
    /// presentation spring when `animated` (see the type's rules for a panel on its way).
    /// - Parameters:
    ///   - container: The panel's container (its parent's view, less the attachment).
    ///   - animated: Whether it comes in on the presentation spring.
    ///   - time: Now, in seconds.
    ///   - completion: A token answered once by ``SheetLifecycleAction/completeSelection(token:finished:)``.
    /// - Complexity: O(n log n) in the number of detents when the panel starts showing (a new
    ///   lifecycle resolves them); O(1) otherwise.
    public mutating func show(in container: SheetContainer, animated: Bool, time: Double, completion: Int? = nil) {
        self.container = container
        request(Request(target: .shown, animated: animated, completion: completion), time: time)
        drain()
    }

    /// Hides the panel, on its spring when `animated`, as an app's `dismiss(animated:)` does:
    /// a finger does not catch it. The panel stays where it is in the parent, ready to show again.
    /// - Parameters:
    ///   - animated: Whether it leaves on the spring.
    ///   - time: Now, in seconds.
    ///   - completion: A token answered once by ``SheetLifecycleAction/completeSelection(token:finished:)``.
    /// - Complexity: O(1), and O(n log n) in the number of detents when a waiting show starts.
    public mutating func hide(animated: Bool, time: Double, completion: Int? = nil) {
        request(Request(target: .hidden, animated: animated, completion: completion), time: time)
        drain()
    }

    /// Stops everything (the panel leaves its parent): the lifecycle is torn down, and every
    /// completion under way or waiting is answered not finished. A later
    /// ``show(in:animated:time:completion:)`` starts afresh.
    /// - Complexity: O(n) in the number of completions under way.
    public mutating func tearDown() {
        visibility = .hidden
        if let token = waiting?.completion { pending.append(.completeSelection(token: token, finished: false)) }
        waiting = nil
        for completion in completions { pending.append(.completeSelection(token: completion.token, finished: false)) }
        completions.removeAll()
        lifecycle.handle(.tearDown)
        drain()
    }

    /// Starts, joins, answers or defers a request, by where the panel is.
    mutating func request(_ request: Request, time: Double) {
        switch visibility {
        case request.target:
            if let token = request.completion { pending.append(.completeSelection(token: token, finished: true)) }
        case .showing where request.target == .shown, .hiding where request.target == .hidden:
            // On its way already: a waiting opposite request is replaced.
            if let token = waiting?.completion { pending.append(.completeSelection(token: token, finished: false)) }
            waiting = nil
            if let token = request.completion { completions.append((token, request.target)) }
        case .showing, .hiding:
            if let token = waiting?.completion { pending.append(.completeSelection(token: token, finished: false)) }
            waiting = request
        case .hidden, .shown:
            if let token = request.completion { completions.append((token, request.target)) }
            if request.target == .shown {
                beginShowing(animated: request.animated, time: time)
            } else {
                beginHiding(animated: request.animated, time: time)
            }
        }
    }
}
