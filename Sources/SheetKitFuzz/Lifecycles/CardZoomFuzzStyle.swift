import SheetKit

/// A card zoom as `CardZoomPresentationController` runs it: pans on the detail with the scene
/// as it is, the escape as a dismissal request, a rotation as a new scene, and the appearance
/// for the scene rendered on every `apply`.
struct CardZoomFuzzStyle: TransitionFuzzStyle {
    typealias Lifecycle = CardZoomLifecycle

    /// The screen as the adapter measures it now.
    var scene: CardZoomScene

    var isPresented: Bool { true }
    var trackLength: Double { 0 }

    func panBegan(at location: SheetPoint, time: Double) -> [CardZoomLifecycleEvent] {
        [.pan(.began(location: location, time: time), scene), .pan(.changed(translation: .zero, time: time), scene)]
    }

    func panChanged(_ translation: SheetPoint, last: SheetPoint, time: Double) -> [CardZoomLifecycleEvent] {
        [.pan(.changed(translation: translation, time: time), scene)]
    }

    func panEnded(velocity: SheetPoint, translation: SheetPoint, time: Double) -> [CardZoomLifecycleEvent] {
        [.pan(.changed(translation: translation, time: time), scene), .pan(.ended(velocity: velocity, time: time), scene)]
    }

    func panCancelled(time: Double) -> [CardZoomLifecycleEvent] { [.pan(.cancelled(time: time), scene)] }

    func request(permitted: Bool) -> CardZoomLifecycleEvent { .dismissRequested(userMayDismiss: permitted) }

    mutating func layout(width: Double, height: Double) -> [CardZoomLifecycleEvent] {
        scene.container.size = SheetSize(width: width, height: height)
        return [.sceneChanged(scene)]
    }

    func render(_ lifecycle: CardZoomLifecycle) throws {
        let shown = lifecycle.appearance(in: scene)
        try requireFinite(["frame.x": shown.frame.x, "frame.y": shown.frame.y, "frame.width": shown.frame.width,
                           "frame.height": shown.frame.height, "cornerRadius": shown.cornerRadius, "contentScale": shown.contentScale,
                           "contentFrame.x": shown.contentFrame.x, "contentFrame.y": shown.contentFrame.y,
                           "contentFrame.width": shown.contentFrame.width, "contentFrame.height": shown.contentFrame.height,
                           "alpha": shown.alpha])
        try require(shown.alpha, in: 0...1, "alpha")
    }

    func isMoving(_ lifecycle: CardZoomLifecycle) -> Bool { lifecycle.isMoving }

    func check(_ lifecycle: CardZoomLifecycle) throws {
        try render(lifecycle)
        try requireFinite(["presentedFraction": lifecycle.presentedFraction])
        if lifecycle.phase == .dismissed, lifecycle.dismissalPhase != nil {
            throw FuzzViolation(category: "event contradicts phase", message: "dismissed with a dismissal phase")
        }
    }
}
