import SheetKit

/// A centred card as `CenteredCardPresentationController` runs it: pans on the card, the
/// dimming tap and the escape as dismissal requests, the content's and container's sizes as
/// geometry, and the appearance for the geometry rendered on every `apply`.
struct CenteredCardFuzzStyle: TransitionFuzzStyle {
    typealias Lifecycle = CenteredCardLifecycle

    /// The content's size, in points.
    var contentSize: SheetSize
    /// The container as the adapter measures it now.
    var container: SheetContainer

    var isPresented: Bool { true }
    var trackLength: Double { 0 }

    func panBegan(at location: SheetPoint, time: Double) -> [CenteredCardLifecycleEvent] {
        [.pan(.began(location: location, time: time)), .pan(.changed(translation: .zero, time: time))]
    }

    func panChanged(_ translation: SheetPoint, last: SheetPoint, time: Double) -> [CenteredCardLifecycleEvent] {
        [.pan(.changed(translation: translation, time: time))]
    }

    func panEnded(velocity: SheetPoint, translation: SheetPoint, time: Double) -> [CenteredCardLifecycleEvent] {
        [.pan(.changed(translation: translation, time: time)), .pan(.ended(velocity: velocity, time: time))]
    }

    func panCancelled(time: Double) -> [CenteredCardLifecycleEvent] { [.pan(.cancelled(time: time))] }

    func request(permitted: Bool) -> CenteredCardLifecycleEvent { .dismissRequested(userMayDismiss: permitted) }

    mutating func layout(width: Double, height: Double) -> [CenteredCardLifecycleEvent] {
        container.size = SheetSize(width: width, height: height)
        return [.geometryChanged(contentSize: contentSize, container: container)]
    }

    func render(_ lifecycle: CenteredCardLifecycle) throws {
        let shown = lifecycle.appearance(contentSize: contentSize, container: container)
        try StyleInvariants.check(shown)
    }

    func isMoving(_ lifecycle: CenteredCardLifecycle) -> Bool { lifecycle.isMoving }

    func check(_ lifecycle: CenteredCardLifecycle) throws {
        try render(lifecycle)
        if lifecycle.phase == .dismissed, lifecycle.card.dismissal?.phase == .tracking {
            throw FuzzViolation(category: "event contradicts phase", message: "dismissed while a finger tracks the card")
        }
    }
}
