// The built-in scenarios of the behaviour hooks: a finger that catches a moving sheet on
// touch-down, and drags that start outside the region where a drag may begin.
extension BuiltInScenarios {
    /// A flick up, then a finger that lands on the moving sheet and lifts without dragging.
    package static let catchOnTouchDown: Scenario = {
        var scenario = commentSheet(
            "catch-on-touch-down",
            "A flick up starts a settle; 80 ms later a finger lands on the moving sheet and stays still: the sheet stops where it is at once, before any pan begins. It lifts 200 ms later without dragging and the sheet goes on to the large detent from rest.") {
            $0.down(at: 420, time: 0)
            $0.hold(0.03)
            $0.flick(by: -90, over: 0.1)
            $0.lift()
            $0.down(at: 330, time: $0.now + 0.08)
            $0.hold(0.2)
            $0.lift()
        }
        scenario.catchOnTouchDown = true
        return scenario
    }()

    /// A sheet the user may not dismiss, caught as it comes in and flicked down: the app's
    /// presentation is not the user's to throw away, so the release goes to the detent and
    /// reports the attempt, and the presentation completes there.
    package static let catchPresentation: Scenario = {
        var scenario = commentSheet(
            "catch-presentation",
            "A sheet that may not be dismissed comes in on its spring; 120 ms in, a finger lands on it (it stops where it is), then flicks it down: the release goes to the 60 % detent, reports the attempt to dismiss, and the presentation completes there.",
            allowsDismiss: false) {
            $0.down(at: 640, time: 0.12)
            $0.hold(0.03)
            $0.flick(by: 110, over: 0.1)
            $0.lift()
        }
        scenario.presentation = .animated
        scenario.catchOnTouchDown = true
        return scenario
    }()

    /// A sheet that may be dragged only by its grabber: two drags that start elsewhere do
    /// nothing, a third from the grabber flicks it up.
    package static let dragOutsideRegion: Scenario = {
        var scenario = commentSheet(
            "drag-outside-region",
            "Drags may begin only on the grabber: a drag from the list and one from the header beside the grabber leave the sheet where it is (drawn faded); a flick up from the grabber carries it to the large detent.") {
            $0.down(at: 600, time: 0)                      // on the list
            $0.move(by: -150, over: 0.3)
            $0.lift()
            $0.down(at: 348, time: $0.now + 0.2, across: 60)   // the header's left side
            $0.move(by: -150, over: 0.3)
            $0.lift()
            $0.down(at: 348, time: $0.now + 0.2)           // the grabber, at the middle
            $0.hold(0.03)
            $0.flick(by: -90, over: 0.1)
            $0.lift()
        }
        scenario.dragRegion = .grabber
        return scenario
    }()
}
