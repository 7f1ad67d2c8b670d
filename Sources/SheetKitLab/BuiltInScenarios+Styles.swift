import SheetKit

// The built-in scenarios of the presentation styles' interactive dismissals, on the phone-sized
// container of the other scenarios (390 × 844 pt): a circular reveal shrinking back into its
// button (one InteractiveTrack), a card zoom's pull-down close (CardZoomDismissal), a centered
// card's drag-out (CenteredCardTransition). Every finger here is the touch's y.
extension BuiltInScenarios {
    /// The built-in style scenarios.
    package static let styles: [Scenario] = [
        revealSlowDragPastHalf, revealFlick, revealCancel, revealCatchDuringSettle,
        zoomPullPastThreshold, zoomSmallPullSettlesBack, zoomFlick,
        cardDragOut, cardSmallDragSettlesBack,
    ]

    /// The reveal's button: a 56 pt floating action button whose center is 50 pt in from the
    /// trailing edge and 64 pt up from the bottom of the phone (340, 780); the covering radius
    /// from it is 850.9 pt (to the top-left corner), and a vertical pan moves the circle's edge
    /// 0.917 pt per point (the pan is 23.6° off the line to the button).
    static let revealButton = SheetPoint(x: 340, y: 780)

    /// The zoomed card: a Today card 20 pt in from each side, 140 pt from the top, 420 pt tall.
    static let todayCard = SheetRect(x: 20, y: 140, width: 350, height: 420)

    /// The centered card's content: 300 × 360 pt, so the card sits at y 242 and drops out after
    /// 602 pt.
    static let ratingCardContent = SheetSize(width: 300, height: 360)

    /// Dragged slowly down past half the covering radius and let go still: the position decides.
    package static let revealSlowDragPastHalf = trackScenario(
        "reveal-slow-drag-past-half",
        "A circular reveal dismissed by a slow vertical pan toward its button (500 pt down, 459 pt along the radius, past half of 851 pt), held and let go still: the circle closes on the button on the spring from where the finger left it.",
        .circularReveal(center: revealButton)) {
        $0.down(at: 200, time: 0)
        $0.move(by: 500, over: 0.9, .easeInOut)
        $0.hold(0.12)
        $0.lift()
    }

    /// A quick flick toward the button: the speed decides.
    package static let revealFlick = trackScenario(
        "reveal-flick",
        "A fast flick toward the button, let go at a sixth of the covering radius: the circle closes on the button, its edge leaving with the finger's speed.",
        .circularReveal(center: revealButton)) {
        $0.down(at: 300, time: 0)
        $0.hold(0.03)
        $0.flick(by: 150, over: 0.1)
        $0.lift()
    }

    /// Dragged to 40 %, then back and let go moving back: cancelled.
    package static let revealCancel = trackScenario(
        "reveal-cancel",
        "A reveal dragged toward its button to 40 % of the covering radius, then back and let go moving back: the dismissal is cancelled, the circle growing back with the finger's speed.",
        .circularReveal(center: revealButton)) {
        $0.down(at: 200, time: 0)
        $0.move(by: 380, over: 0.45, .easeIn)
        $0.move(by: -60, over: 0.12)
        $0.lift()
    }

    /// A flick starts the closing settle; a touch catches the circle and takes it back.
    package static let revealCatchDuringSettle = trackScenario(
        "reveal-catch-during-settle",
        "A flick starts the circle closing on its button; 80 ms later a finger catches it where it is (no snap), drags it back up and flicks: the dismissal is cancelled, one completion.",
        .circularReveal(center: revealButton)) {
        $0.down(at: 300, time: 0)
        $0.hold(0.03)
        $0.flick(by: 150, over: 0.1)
        $0.lift()
        $0.down(at: 520, time: $0.now + 0.08)
        $0.hold(0.03)
        $0.move(by: -200, over: 0.25, .easeInOut)
        $0.flick(by: -100, over: 0.1)
        $0.lift()
    }

    /// Pulled past the release rule's midpoint and let go still: the detail closes into the card.
    package static let zoomPullPastThreshold = trackScenario(
        "zoom-pull-past-threshold",
        "A zoomed detail pulled down 130 pt (the pull starts after the 10 pt direction lock), past half of the 160 pt pull, held and let go still: it closes into its card on the spring, from the pulled frame.",
        .cardZoom(card: todayCard)) {
        $0.down(at: 300, time: 0)
        $0.move(by: 130, over: 0.5, .easeInOut)
        $0.hold(0.1)
        $0.lift()
    }

    /// A small pull let go still: the detail settles back to full screen.
    package static let zoomSmallPullSettlesBack = trackScenario(
        "zoom-small-pull-settles-back",
        "A zoomed detail pulled down 50 pt and let go still: short of half the pull, it springs back to full screen (the dismissal is cancelled).",
        .cardZoom(card: todayCard)) {
        $0.down(at: 300, time: 0)
        $0.move(by: 50, over: 0.3, .easeInOut)
        $0.hold(0.05)
        $0.lift()
    }

    /// A quick downward flick: the close leaves at the speed the pull gave the frame.
    package static let zoomFlick = trackScenario(
        "zoom-flick",
        "A quick downward flick on a zoomed detail, let go 60 pt into the pull: a flick closes it, the frame's fastest edge leaving at the speed the pull gave it (0.37 × the finger's).",
        .cardZoom(card: todayCard)) {
        $0.down(at: 300, time: 0)
        $0.hold(0.03)
        $0.flick(by: 70, over: 0.1)
        $0.lift()
    }

    /// Dragged down and flung: the card drops out.
    package static let cardDragOut = trackScenario(
        "card-drag-out",
        "A centered card dragged down 40 pt, then flung down another 160 pt: it drops out of the screen with the finger's speed.",
        .centeredCard(content: ratingCardContent)) {
        $0.down(at: 420, time: 0)
        $0.move(by: 40, over: 0.2, .easeIn)
        $0.flick(by: 160, over: 0.12)
        $0.lift()
    }

    /// A small drag let go still: the card settles back.
    package static let cardSmallDragSettlesBack = trackScenario(
        "card-small-drag-settles-back",
        "A centered card dragged down 60 pt and let go still: short of half its 602 pt way out, it settles back in place.",
        .centeredCard(content: ratingCardContent)) {
        $0.down(at: 420, time: 0)
        $0.move(by: 60, over: 0.3, .easeInOut)
        $0.hold(0.05)
        $0.lift()
    }
}
