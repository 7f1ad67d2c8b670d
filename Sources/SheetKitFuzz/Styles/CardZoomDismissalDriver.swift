import SheetKit

/// Feeds a ``CardZoomDismissal`` pans in a scene that changes, closes without a gesture
/// (`begin`) and frames, and checks every output (``StyleInvariants``):
/// a finite appearance, events that agree with the phase, one `finished` at most.
struct CardZoomDismissalDriver: StyleDriver {
    /// The dismissal under test.
    var dismissal: CardZoomDismissal
    /// The screen now.
    var scene: CardZoomScene
    /// The time of the latest input, in seconds.
    var now = 0.0
    /// Whether a finger is down.
    private var fingerDown = false
    /// The pan's latest translation, in points.
    private var translation = SheetPoint.zero
    /// How many times the close finished.
    private var finishedCount = 0

    /// A presented detail with `style` in `scene`.
    init(style: CardZoomStyle, scene: CardZoomScene, reduceMotion: Bool) {
        dismissal = CardZoomDismissal(style: style, reduceMotion: reduceMotion)
        self.scene = scene
    }

    var isMoving: Bool { dismissal.phase.isMoving }

    /// Sends `input` and checks the output.
    private mutating func send(_ input: PanTransitionInput) throws {
        let output = dismissal.send(input, in: scene)
        try StyleInvariants.check(output)
        if let close = dismissal.closeTrack { try TrackInvariants.check(close.output) }
        if output.events.contains(.finished) { finishedCount += 1 }
        if finishedCount > 1 { throw FuzzViolation(category: "finished twice", message: "the close finished \(finishedCount) times") }
        if output.phase != dismissal.phase {
            throw FuzzViolation(category: "event contradicts phase", message: "output phase \(output.phase), value phase \(dismissal.phase)")
        }
    }

    mutating func play(_ step: FuzzStep) throws {
        let time = now
        switch step {
        case .frames(let count, let interval): try ticks(count, interval: interval) { try $0.send(.tick($1)) }
        case .advance(let seconds): now = FuzzClock.advanced(now, by: seconds)
        case .panBegan(let x, let y):
            fingerDown = true
            translation = .zero
            try send(.dragBegan(location: SheetPoint(x: x, y: y), time: time))
        case .touchDown:
            guard !fingerDown else { return }
            fingerDown = true
            try send(.dragBegan(location: .zero, time: time))
        case .panChanged(let x, let y):
            translation = SheetPoint(x: x, y: y)
            try send(.dragChanged(translation: translation, time: time))
        case .panEnded(let x, let y):
            fingerDown = false
            try send(.dragEnded(velocity: SheetPoint(x: x, y: y), time: time))
        case .panCancelled, .touchUp, .teardown:
            fingerDown = false
            try send(.dragCancelled(time: time))
        case .request, .appDismiss, .context:
            try send(.begin(time: time))
        case .layout(let width, let height):
            scene.container.size = SheetSize(width: width, height: height)
            try StyleInvariants.check(CardZoomDismissalOutput(phase: dismissal.phase, appearance: dismissal.appearance(in: scene),
                                                              events: [], axis: nil))
        case .appPresent, .background, .foreground, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
    }

    mutating func release() throws {
        if fingerDown { try play(.panEnded(x: 0, y: 0)) }
    }
}
