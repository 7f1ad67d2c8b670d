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
