/// A core value that takes a sheet's ``SheetLifecycleEvent``s and queues the
/// ``SheetLifecycleAction``s to perform: a presented sheet's ``SheetLifecycle``, or an
/// embedded panel's ``PanelLifecycle``. Both are the same view half with their own presence.
package protocol SheetEventHandling: Lifecycle where Event == SheetLifecycleEvent, Action == SheetLifecycleAction {
    /// The engine that makes every motion decision.
    var engine: SheetEngine { get }
    /// Whether a drag may begin now (the pan gesture's `gestureRecognizerShouldBegin`).
    var canBeginDrag: Bool { get }
    /// Whether the sheet is on its way out (or gone): read after
    /// ``SheetLifecycleEvent/escape(time:)`` it tells VoiceOver whether the escape was taken.
    var isLeaving: Bool { get }
    /// The selected detent: where the sheet rests or heads, or, before it shows, the detent
    /// it shows at (the engine's, unless the lifecycle keeps it elsewhere).
    var selectedDetentIdentifier: Detent.Identifier { get }
}

extension SheetEventHandling {
    /// The engine's selection, which a presented sheet keeps there before it presents too, as
    /// the app reads it back (``SheetEngine/selectionReadBack``).
    package var selectedDetentIdentifier: Detent.Identifier { engine.selectionReadBack }

    /// A display-link frame (``SheetLifecycleEvent/tick(_:)``).
    package mutating func handleFrame(_ tick: FrameTick) { handle(.tick(tick)) }
    /// The app's state (``SheetLifecycleEvent/didEnterBackground(time:)``,
    /// ``SheetLifecycleEvent/willEnterForeground(time:)``).
    package mutating func handleAppState(active: Bool, time: Double) {
        handle(active ? .willEnterForeground(time: time) : .didEnterBackground(time: time))
    }
}
