import SheetKit

// The built-in track scenarios: interactive pops (and a tab switch) through InteractiveTrack,
// on the phone-sized container of the sheet scenarios (the track is its 390 pt width).
extension BuiltInScenarios {
    /// The built-in track scenarios.
    package static let tracks: [Scenario] = [
        popSlowDragPastHalf, popFlickFromQuarter, popCancel, popCatchDuringSettle, popFlickDroppedFrames, popRightToLeft,
        tabSwitchPan,
    ]

    /// The x a pop's finger touches down at: on the leading screen edge, where the edge pan
    /// starts (8 pt in).
    static let leadingEdgeX = 8.0

    /// A scenario of `transition` on the phone driven by `script` (the pops, the tab switch,
    /// the styles).
    static func trackScenario(_ name: String, _ summary: String, _ transition: TrackTransition,
                              layoutDirection: ReadingDirection = .leftToRight, script: (inout GestureScript) -> Void) -> Scenario {
        var gesture = GestureScript()
        script(&gesture)
        return Scenario(name: name, summary: summary, container: phone, layoutDirection: layoutDirection,
                        track: transition, input: .gesture(gesture.samples))
    }

    /// A pop on the phone (parallax slide unless `style` says otherwise) driven by `script`.
    static func pop(_ name: String, _ summary: String, style: NavigationStyleName = .parallaxSlide,
                    layoutDirection: ReadingDirection = .leftToRight, script: (inout GestureScript) -> Void) -> Scenario {
        trackScenario(name, summary, .navigationPop(style: style), layoutDirection: layoutDirection, script: script)
    }

    /// Dragged slowly past half the width and let go almost still: the position decides.
    package static let popSlowDragPastHalf = pop(
        "pop-slow-drag-past-half",
        "An interactive pop dragged slowly from the leading edge to 60 % of the width, held, and let go with no speed: past half, it finishes on the spring from where the finger left it.") {
        $0.down(at: leadingEdgeX, time: 0)
        $0.move(by: 226, over: 0.9, .easeInOut)
        $0.hold(0.12)
        $0.lift()
    }

    /// A quick flick let go at about a quarter of the width: the speed decides.
    package static let popFlickFromQuarter = pop(
        "pop-flick-from-quarter",
        "A fast flick from the leading edge, let go at about a quarter of the width: the flick finishes the pop, the screen leaving with the finger's speed.") {
        $0.down(at: leadingEdgeX, time: 0)
        $0.hold(0.03)
        $0.flick(by: 98, over: 0.1)
        $0.lift()
    }

    /// Dragged to 40 %, then back toward the edge and let go moving back: cancelled.
    package static let popCancel = pop(
        "pop-cancel",
        "A pop dragged to 40 % of the width, then moved back toward the edge and let go moving back: it is cancelled, the screen returning with the finger's speed.") {
        $0.down(at: leadingEdgeX, time: 0)
        $0.move(by: 160, over: 0.45, .easeIn)
        $0.move(by: -55, over: 0.12)
        $0.lift()
    }

    /// A flick starts the finishing settle; a touch catches the screen and takes it back.
    package static let popCatchDuringSettle = pop(
        "pop-catch-during-settle",
        "A flick from a quarter starts the pop's finishing settle; 80 ms later a finger catches the moving screen where it is (no snap), drags it back and flicks it home: the pop is cancelled, one completion.") {
        $0.down(at: leadingEdgeX, time: 0)
        $0.hold(0.03)
        $0.flick(by: 98, over: 0.1)
        $0.lift()
        $0.down(at: 220, time: $0.now + 0.08)
        $0.hold(0.03)
        $0.move(by: -110, over: 0.25, .easeInOut)
        $0.flick(by: -60, over: 0.1)
        $0.lift()
    }

    /// ``popFlickFromQuarter`` on a 60 Hz display that drops every 4th frame.
    package static let popFlickDroppedFrames: Scenario = {
        var scenario = popFlickFromQuarter
        scenario.name = "pop-flick-60hz-drops"
        scenario.summary = "The pop flick from a quarter on a 60 Hz display dropping every 4th frame: the same trajectory, sampled more coarsely."
        scenario.frameRate = 60
        scenario.dropEvery = 4
        return scenario
    }()

    /// A right-to-left pop: from the right edge, the finger moving left.
    package static let popRightToLeft = pop(
        "pop-rtl-shrink-slide",
        "Right-to-left layout, shrink-slide style (0.4 s spring): the pop starts at the right edge and the finger flicks left; the track mirrors the finger and finishes.",
        style: .shrinkSlide, layoutDirection: .rightToLeft) {
        $0.down(at: phone.width - leadingEdgeX, time: 0)
        $0.move(by: -60, over: 0.2, .easeIn)
        $0.flick(by: -90, over: 0.1)
        $0.lift()
    }

    /// A tab switch to the next tab by a pan toward the leading side.
    package static let tabSwitchPan = trackScenario(
        "tab-switch-pan",
        "A horizontal pan toward the leading side switches to the next tab: the two screens follow the finger and the release carries them on the slide's spring.",
        .tabSwitch(direction: .forward)) {
        $0.down(at: 300, time: 0)
        $0.move(by: -150, over: 0.3, .easeIn)
        $0.lift()
    }
}
