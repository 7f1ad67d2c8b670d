import SheetKit

/// What one kind of transition adds to ``TransitionDriver``: how its adapter turns gestures,
/// requests and geometry into the lifecycle's events, what it renders on
/// ``TrackTransitionAction/apply(progress:)``, and its own invariants.
protocol TransitionFuzzStyle {
    /// The lifecycle the style's adapter runs.
    associatedtype Lifecycle: TransitionLifecycle

    /// Whether it is a presented style: UIKit calls its presentation controller's did-end
    /// callbacks (a card zoom, a centred card); `false` for a navigation or tab transition.
    var isPresented: Bool { get }
    /// The track's length the adapter measures when a context comes, in points (0 for the
    /// styles that measure their own scene).
    var trackLength: Double { get }

    /// Whether the app's present or push starts a transition now.
    func presents(runner: RunnerModel, presentationContext: Int?) -> Bool
    /// Whether the app's dismiss starts a transition now.
    func dismisses(presentationContext: Int?) -> Bool
    /// A pan began at `location`.
    func panBegan(at location: SheetPoint, time: Double) -> [Lifecycle.Event]
    /// The pan's translation is `translation`; it was `last`.
    func panChanged(_ translation: SheetPoint, last: SheetPoint, time: Double) -> [Lifecycle.Event]
    /// The pan ended with `velocity` at `translation`.
    func panEnded(velocity: SheetPoint, translation: SheetPoint, time: Double) -> [Lifecycle.Event]
    /// The pan was cancelled.
    func panCancelled(time: Double) -> [Lifecycle.Event]
    /// A request without a gesture.
    func request(permitted: Bool) -> Lifecycle.Event
    /// The container became `width` × `height` points.
    mutating func layout(width: Double, height: Double) -> [Lifecycle.Event]
    /// What the adapter renders on `apply`: every number must be finite.
    func render(_ lifecycle: Lifecycle) throws
    /// The style's own invariants after a step.
    func check(_ lifecycle: Lifecycle) throws
    /// Whether the style's motion moves (a spring runs), read from the style's core: the
    /// display link must run exactly then, while the app is active and the lifecycle lives.
    func isMoving(_ lifecycle: Lifecycle) -> Bool
}

extension TransitionFuzzStyle {
    /// Presented styles present once; others start a transition whenever none runs.
    func presents(runner: RunnerModel, presentationContext: Int?) -> Bool {
        isPresented ? presentationContext == nil : true
    }

    /// Presented styles dismiss after their presentation began; others take the app's
    /// transition as an unexpected one.
    func dismisses(presentationContext: Int?) -> Bool {
        isPresented ? presentationContext != nil : true
    }
}

/// Throws a non-finite-value violation when one of `numbers` is not finite.
/// - Parameter numbers: Each value with its name.
func requireFinite(_ numbers: KeyValuePairs<String, Double>) throws {
    if let bad = numbers.first(where: { !$0.value.isFinite }) {
        throw FuzzViolation(category: "non-finite \(bad.key)", message: "\(bad.key) = \(bad.value)")
    }
}

/// Throws when `value` (named `name`) is not within `range`.
func require(_ value: Double, in range: ClosedRange<Double>, _ name: String) throws {
    guard range.contains(value) else { throw FuzzViolation(category: "\(name) out of range", message: "\(name) = \(value), not in \(range)") }
}
