import SheetKit

/// Feeds an ``InteractiveTrack`` (a navigation style's push or pop, a tab switch, a circular
/// reveal) begins, drags, releases, cancels, relayouts and frames, and checks every output
/// (``TrackInvariants``) and the style's appearance at its progress: finite numbers, events
/// that agree with the phase, one outcome at most per transition.
struct TrackDriver: StyleDriver {
    /// The track under test.
    var track: InteractiveTrack
    /// The transition it carries, for its appearance and geometry.
    var style: TrackFuzzStyle
    /// The time of the latest input, in seconds.
    var now = 0.0
    /// Whether a finger is down.
    private var fingerDown = false
    /// The pan's latest translation, in points.
    private var lastTranslation = SheetPoint.zero
    /// The outcomes reported since the transition began.
    private var outcomes = 0

    /// A track at rest as long as `style`'s, on its configuration.
    init(style: TrackFuzzStyle, displayScale: Double) {
        self.style = style
        track = InteractiveTrack(length: style.trackLength, configuration: style.configuration(displayScale: displayScale))
    }

    var isMoving: Bool { track.output.isMoving }

    /// Sends `input` and checks the output and the appearance at its progress.
    private mutating func send(_ input: TrackInput) throws {
        let output = track.send(input)
        try TrackInvariants.check(output)
        try style.render(progress: output.progress)
        if output.events.contains(.began) { outcomes = 0 }
        if output.outcome != nil { outcomes += 1 }
        if outcomes > 1 { throw FuzzViolation(category: "outcome twice", message: "\(outcomes) outcomes in one transition") }
    }

    mutating func play(_ step: FuzzStep) throws {
        let time = now
        switch step {
        case .frames(let count, let interval): try ticks(count, interval: interval) { try $0.send(.tick($1)) }
        case .advance(let seconds): now = FuzzClock.advanced(now, by: seconds)
        case .appPresent, .request, .context: try send(.begin(time: time))
        case .panBegan, .touchDown:
            fingerDown = true
            lastTranslation = .zero
            try send(.dragBegan(time: time))
        case .panChanged(let x, let y):
            let translation = SheetPoint(x: x, y: y)
            try send(.dragChanged(delta: style.delta(SheetPoint(x: x - lastTranslation.x, y: y - lastTranslation.y)), time: time))
            lastTranslation = translation
        case .panEnded(let x, let y):
            fingerDown = false
            try send(.dragEnded(velocity: style.delta(SheetPoint(x: x, y: y)), time: time))
        case .panCancelled, .touchUp, .teardown, .appDismiss:
            fingerDown = false
            try send(.dragCancelled(time: time))
        case .layout(let width, let height):
            style.size = SheetSize(width: width, height: height)
            try send(.relayout(length: style.trackLength))
        case .background, .foreground, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
    }

    mutating func release() throws {
        if fingerDown { try play(.panEnded(x: 0, y: 0)) }
    }
}
