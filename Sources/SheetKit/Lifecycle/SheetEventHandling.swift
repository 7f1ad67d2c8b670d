/// A core value that takes a sheet's ``SheetLifecycleEvent``s and queues the
/// ``SheetLifecycleAction``s to perform: a presented sheet's ``SheetLifecycle``, or an
/// embedded panel's ``PanelLifecycle``. Both are the same view half with their own presence.
package protocol SheetEventHandling {
    /// Takes one event: updates the state and queues the actions to perform.
    mutating func handle(_ event: SheetLifecycleEvent)
    /// The next action to perform, or `nil` when there is none.
    mutating func nextAction() -> SheetLifecycleAction?
    /// The engine that makes every motion decision.
    var engine: SheetEngine { get }
    /// Whether a drag may begin now (the pan gesture's `gestureRecognizerShouldBegin`).
    var canBeginDrag: Bool { get }
    /// Whether the sheet is on its way out (or gone): read after
    /// ``SheetLifecycleEvent/escape(time:)`` it tells VoiceOver whether the escape was taken.
    var isLeaving: Bool { get }
}

extension SheetEventHandling {
    /// Handles `event` and returns every action it queued (and any still pending), in order:
    /// for tests and scripts that do not call back.
    /// - Complexity: O(n) in the number of actions returned.
    package mutating func send(_ event: SheetLifecycleEvent) -> [SheetLifecycleAction] {
        handle(event)
        var actions: [SheetLifecycleAction] = []
        while let action = nextAction() { actions.append(action) }
        return actions
    }
}
