import SheetKit

/// Feeds a ``CenteredCardTransition`` its drop-in (animated or at rest), drags, drop-outs
/// without a gesture, frames and geometry changes, and checks every output
/// (``StyleInvariants``): a finite appearance, alphas in 0...1, the dismissal track's own
/// invariants, events that agree with the card's state, `presented` and `dismissed` once each.
struct CenteredCardDriver: StyleDriver {
    /// The card under test.
    var card: CenteredCardTransition
    /// The content's size, in points.
    var contentSize: SheetSize
    /// The container now.
    var container: SheetContainer
    /// The time of the latest input, in seconds.
    var now = 0.0
    /// Whether a finger is down.
    private var fingerDown = false
    /// How many times `presented` was reported.
    private var presentedCount = 0
    /// How many times `dismissed` was reported.
    private var dismissedCount = 0
    /// Whether the latest output moves.
    private var moving = false

    /// A card not presented yet.
    init(style: CenteredCardStyle, contentSize: SheetSize, container: SheetContainer, reduceMotion: Bool) {
        card = CenteredCardTransition(style: style, reduceMotion: reduceMotion)
        self.contentSize = contentSize
        self.container = container
    }

    var isMoving: Bool { moving }

    /// Sends `input` and checks the output.
    private mutating func send(_ input: CenteredCardInput) throws {
        let output = card.send(input, contentSize: contentSize, container: container)
        moving = output.isMoving
        try StyleInvariants.check(output, card: card)
        if output.events.contains(.presented) { presentedCount += 1 }
        if output.events.contains(.dismissed) { dismissedCount += 1 }
        if presentedCount > 1 || dismissedCount > 1 {
            throw FuzzViolation(category: "reported twice", message: "presented \(presentedCount), dismissed \(dismissedCount) times")
        }
    }

    mutating func play(_ step: FuzzStep) throws {
        let time = now
        switch step {
        case .frames(let count, let interval): try ticks(count, interval: interval) { try $0.send(.tick($1)) }
        case .advance(let seconds): now = FuzzClock.advanced(now, by: seconds)
        case .appPresent(let animated): try send(animated ? .present(time: time) : .presentAtRest(time: time))
        case .panBegan, .touchDown:
            fingerDown = true
            try send(.dragBegan(time: time))
        case .panChanged(_, let y): try send(.dragChanged(translationY: y, time: time))
        case .panEnded(_, let y):
            fingerDown = false
            try send(.dragEnded(velocityY: y, time: time))
        case .panCancelled, .touchUp, .teardown:
            fingerDown = false
            try send(.dragCancelled(time: time))
        case .request, .appDismiss, .context: try send(.dismiss(time: time))
        case .layout(let width, let height):
            container.size = SheetSize(width: width, height: height)
            try send(.tick(FrameTick(timestamp: card.now, targetTimestamp: card.now)))
        case .background, .foreground, .selectDetent, .adjust, .keyboard, .covered:
            return
        }
    }

    mutating func release() throws {
        if fingerDown { try play(.panEnded(x: 0, y: 0)) }
    }
}
