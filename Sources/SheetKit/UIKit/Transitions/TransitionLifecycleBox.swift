#if canImport(UIKit)
@preconcurrency import UIKit

/// Where a ``TrackTransitionDriver`` finds its lifecycle: UIKit's transition events go in,
/// actions come out. ``TransitionLifecycleBox`` is the one implementation.
@MainActor
public protocol TransitionLifecycleStorage: AnyObject {
    /// Passes one of UIKit's transition events to the lifecycle.
    func handle(_ event: TrackTransitionEvent)
    /// The next action the lifecycle queued, or `nil`.
    func nextAction() -> TrackTransitionAction?
    /// Whether a touch may drive the transition now.
    var acceptsPan: Bool { get }
    /// Whether the next transition is to be interactive.
    var startsInteractively: Bool { get }
    /// Whether a new touch would catch a running interactive transition's settle.
    var canCatch: Bool { get }
    /// Whether nothing will happen any more.
    var isEnded: Bool { get }
    /// The next non-interactive transition's expected length, in seconds.
    var estimatedDuration: Double { get }
    /// Whether a transition is asked for, runs, or is over for good.
    var isTransitionUnderWay: Bool { get }
}

/// Holds a lifecycle value for a ``TrackTransitionDriver`` and for the presentation controller
/// that feeds it its own events (gestures, geometry): the controller changes the value with
/// ``update(_:)`` and asks the driver to perform what it queued
/// (``TrackTransitionDriver/performPendingActions()``). The value decides everything; the box
/// only shares it.
@MainActor
public final class TransitionLifecycleBox<Lifecycle: TransitionLifecycle>: TransitionLifecycleStorage {
    /// The lifecycle.
    public private(set) var value: Lifecycle

    /// Holds `value`.
    public init(_ value: Lifecycle) {
        self.value = value
    }

    /// Changes the lifecycle (passes it one of its own events).
    public func update(_ change: (inout Lifecycle) -> Void) {
        change(&value)
    }

    /// Passes one of UIKit's transition events to the lifecycle.
    public func handle(_ event: TrackTransitionEvent) { value.handle(event) }
    /// The next action the lifecycle queued, or `nil`.
    public func nextAction() -> TrackTransitionAction? { value.nextAction() }
    /// Whether a touch may drive the transition now.
    public var acceptsPan: Bool { value.acceptsPan }
    /// Whether the next transition is to be interactive.
    public var startsInteractively: Bool { value.startsInteractively }
    /// Whether a new touch would catch a running interactive transition's settle.
    public var canCatch: Bool { value.canCatch }
    /// Whether nothing will happen any more.
    public var isEnded: Bool { value.isEnded }
    /// Whether a transition is asked for, runs, or is over for good.
    public var isTransitionUnderWay: Bool { value.isTransitionUnderWay }
    /// The next non-interactive transition's expected length, in seconds.
    public var estimatedDuration: Double { value.estimatedDuration }
}
#endif
