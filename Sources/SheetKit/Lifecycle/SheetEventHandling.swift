/// A core value that takes a sheet's ``SheetLifecycleEvent``s and queues the
/// ``SheetLifecycleAction``s to perform: a presented sheet's ``SheetLifecycle``, or an
/// embedded panel's ``EmbeddedPanelHost`` around one.
public protocol SheetEventHandling {
    /// Takes one event: updates the state and queues the actions to perform.
    mutating func handle(_ event: SheetLifecycleEvent)
    /// The next action to perform, or `nil` when there is none.
    mutating func nextAction() -> SheetLifecycleAction?
}

extension SheetEventHandling {
    /// Handles `event` and returns every action it queued (and any still pending), in order:
    /// for tests and scripts that do not call back.
    /// - Complexity: O(n) in the number of actions returned.
    public mutating func send(_ event: SheetLifecycleEvent) -> [SheetLifecycleAction] {
        handle(event)
        var actions: [SheetLifecycleAction] = []
        while let action = nextAction() { actions.append(action) }
        return actions
    }
}
